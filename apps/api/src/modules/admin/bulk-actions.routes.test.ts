import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { extensionRequests } from '../../db/schema/extensions.js';
import { notifications } from '../../db/schema/notifications.js';
import { reservations } from '../../db/schema/reservations.js';
import { visits } from '../../db/schema/visitors.js';
import { createTestAppSignedIn } from '../../test/auth-helpers';
import type { factories } from '../../test/factories';
import { caller } from '../../test/requests';
import type { TestApp } from '../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');
const UNKNOWN = 999_999;

let t: TestApp;
let fx: ReturnType<typeof factories>;
let as: Record<string, Record<string, string>>;

beforeAll(async () => {
  ({ t, fx, as } = await createTestAppSignedIn(['acme.kim', 'acme.master', 'blue.park', 'admin'], { now: () => NOW }));
});
afterAll(() => t.close());

const call = caller(() => t.app);
const post = (who: string, url: string, body: unknown) => call(as[who]!, 'POST', `/api/v1${url}`, body);
/** The answer of a bulk action, in English. */
const bulk = async (url: string, body: unknown) => {
  const res = await post('admin', url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { done: number[]; skipped: { id: number; reason: string; message: string }[] };
};
const noticesOf = (kind: string) => t.database.db.select().from(notifications).where(eq(notifications.kind, kind));

/** Every bulk route: building managers only; a member or a tenant manager is refused before anything changes. */
const ROUTES = [
  ['/admin/reservations/approve', {}],
  ['/admin/reservations/reject', { reason: 'x' }],
  ['/admin/reservations/cancel', { reason: 'x' }],
  ['/admin/voc/extensions/approve', {}],
  ['/admin/voc/extensions/reject', { reason: 'x' }],
  ['/admin/users/approve', {}],
  ['/admin/visits/check-in', {}],
] as const;

describe('every bulk action', () => {
  it('refuses a member and a tenant manager with ACCESS_DENIED', async () => {
    for (const [url, extra] of ROUTES)
      for (const who of ['acme.kim', 'acme.master']) {
        const res = await post(who, url, { ids: [1], ...extra });
        expect([url, who, res.statusCode, res.json().code]).toEqual([url, who, 403, 'ACCESS_DENIED']);
      }
  });

  it('refuses no id, more than 100 and an id named twice with a message on ids', async () => {
    for (const [url, extra] of ROUTES)
      for (const ids of [[], Array.from({ length: 101 }, (_, i) => i + 1), [4, 4]]) {
        const res = await post('admin', url, { ids, ...extra });
        expect([url, res.statusCode, res.json().fields]).toEqual([
          url,
          400,
          { ids: 'Please choose 1 to 100 records, each once.' },
        ]);
      }
  });
});

describe('reservations in bulk', () => {
  const lounge = async (who: string, date: string) => {
    const res = await call(as[who]!, 'POST', '/api/v2/reservations/lounge', {
      date,
      start: '18:00',
      end: '20:00',
      purpose: 'Reception',
      participants: 40,
      layout: 'seated',
      equipment: [],
      paymentMethod: 'invoice',
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const statusOf = async (id: number) => (await t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;

  it('approves the pending ones, skips a decided one and an unknown id, and tells each booker once', async () => {
    const [a, b] = [await lounge('blue.park', '2027-01-12'), await lounge('acme.kim', '2027-01-13')];
    expect((await post('admin', `/admin/reservations/${b}/approve`, undefined)).statusCode).toBe(204);
    const before = (await noticesOf('lounge_approved')).length;
    expect(await bulk('/admin/reservations/approve', { ids: [a, b, UNKNOWN] })).toEqual({
      done: [a],
      skipped: [
        { id: b, reason: 'not_pending', message: 'not waiting for a decision' },
        { id: UNKNOWN, reason: 'not_found', message: 'not found' },
      ],
    });
    expect((await statusOf(a)).status).toBe('confirmed');
    const approved = (await noticesOf('lounge_approved')).slice(before);
    expect(approved.length).toBeGreaterThan(0);
    expect(new Set(approved.map((n) => (n.params as { reference: string }).reference)).size).toBe(1);
  });

  it('rejects the pending ones with the one reason, and cancels the held ones telling the bookers why', async () => {
    const [c, d] = [await lounge('blue.park', '2027-01-20'), await lounge('acme.kim', '2027-01-21')];
    expect((await bulk('/admin/reservations/reject', { ids: [c], reason: 'Closed for a private event' })).done).toEqual([c]);
    expect(await statusOf(c)).toMatchObject({ status: 'cancelled', decisionReason: 'Closed for a private event' });

    expect((await post('admin', `/admin/reservations/${d}/approve`, undefined)).statusCode).toBe(204);
    const result = await bulk('/admin/reservations/cancel', { ids: [d, c], reason: 'Lounge closed for repairs' });
    expect(result).toMatchObject({ done: [d], skipped: [{ id: c, reason: 'already_decided' }] });
    expect(await statusOf(d)).toMatchObject({ status: 'cancelled', fee: 0, decisionReason: 'Lounge closed for repairs' });
    const told = (await noticesOf('reservation_cancelled')).filter((n) => (n.params as { reason?: string }).reason);
    expect(told.map((n) => (n.params as { reason: string }).reason)).toContain('Lounge closed for repairs');
  });

  it('asks a rejection for its reason, naming the field', async () => {
    const res = await post('admin', '/admin/reservations/reject', { ids: [1] });
    expect([res.statusCode, res.json().fields]).toEqual([400, { reason: 'Please enter the reason.' }]);
  });
});

describe('extension requests in bulk', () => {
  const ask = async (date: string) => {
    const res = await post('acme.kim', '/voc/extensions', {
      kind: 'lights',
      date,
      floors: [12],
      start: '09:00',
      end: '12:00',
      name: 'Kim Minsu',
      email: 'kim@acme.example',
      contact: '010-1234-5678',
      detail: 'Quarter-end closing',
      requestText: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };

  it('approves or rejects the waiting ones, each told and audited; a decided one is skipped', async () => {
    const [a, b, c] = [await ask('2026-11-28'), await ask('2026-12-05'), await ask('2026-12-12')];
    expect((await post('admin', `/admin/voc/extensions/${b}/approve`, undefined)).statusCode).toBe(200);
    expect(await bulk('/admin/voc/extensions/approve', { ids: [a, b, UNKNOWN] })).toEqual({
      done: [a],
      skipped: [
        { id: b, reason: 'already_decided', message: 'already decided' },
        { id: UNKNOWN, reason: 'not_found', message: 'not found' },
      ],
    });
    expect(await bulk('/admin/voc/extensions/reject', { ids: [c, a], reason: 'The plant is serviced that day' })).toMatchObject({
      done: [c],
      skipped: [{ id: a, reason: 'already_decided' }],
    });
    const rows = await t.database.db
      .select()
      .from(extensionRequests)
      .where(inArray(extensionRequests.id, [a, c]));
    expect(rows.map((r) => [r.id, r.status, r.reason]).sort()).toEqual(
      [
        [a, 'approved', null],
        [c, 'rejected', 'The plant is serviced that day'],
      ].sort(),
    );
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'extension'), inArray(auditLog.targetId, [String(a), String(c)])));
    const decisions = audited.map((e) => [Number(e.targetId), (e.detail as { status?: string }).status]);
    expect(decisions).toEqual(
      expect.arrayContaining([
        [a, 'approved'],
        [c, 'rejected'],
      ]),
    );
    expect((await noticesOf('extension_rejected')).some((n) => (n.params as { id: number }).id === c)).toBe(true);
  });
});

describe('accounts in bulk', () => {
  it('approves the pending sign-ups, each told by e-mail, and skips an approved account and an unknown id', async () => {
    const [p, q, r] = [
      await fx.user({ status: 'pending' }),
      await fx.user({ status: 'pending' }),
      await fx.user({ status: 'approved' }),
    ];
    expect(await bulk('/admin/users/approve', { ids: [p.id, q.id, r.id, UNKNOWN] })).toEqual({
      done: [p.id, q.id],
      skipped: [
        { id: r.id, reason: 'not_pending', message: 'not waiting for a decision' },
        { id: UNKNOWN, reason: 'not_found', message: 'not found' },
      ],
    });
    const rows = await t.database.db
      .select()
      .from(users)
      .where(inArray(users.id, [p.id, q.id]));
    expect(rows.map((u) => u.status)).toEqual(['approved', 'approved']);
    const told = (await noticesOf('account_approved')).filter((n) => n.recipient === p.email || n.recipient === q.email);
    expect(told).toHaveLength(2);
  });
});

describe('visitors checked in in bulk', () => {
  const register = async (date: string, names: string[]) => {
    const res = await post('acme.kim', '/visits', {
      personInCharge: { name: '김민지', building: 'A', floor: 12 },
      visitors: names.map((name, i) => ({
        name,
        company: 'Partner Co.',
        email: `group${i}.${date}@partner.example`,
        mobile: '',
        date,
        time: '10:30',
        durationMinutes: 90,
        purpose: 'Workshop',
        visitedPerson: '김민지',
        building: 'A',
        qrLang: 'en',
      })),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { registrationId } = res.json() as { registrationId: number };
    return (await t.database.db.select().from(visits).where(eq(visits.registrationId, registrationId))).map((v) => v.id);
  };

  it('checks a group arriving in, each host told, and skips a visit of another day', async () => {
    const today = await register('2026-11-23', ['Group One', 'Group Two']);
    const [later] = await register('2026-12-01', ['Next Week']);
    const before = (await noticesOf('visit_checked_in')).length;
    expect(await bulk('/admin/visits/check-in', { ids: [...today, later!, UNKNOWN] })).toEqual({
      done: today,
      skipped: [
        { id: later, reason: 'not_today', message: 'the pass does not open now' },
        { id: UNKNOWN, reason: 'not_found', message: 'not found' },
      ],
    });
    const rows = await t.database.db.select().from(visits).where(inArray(visits.id, today));
    expect(rows.map((v) => v.status)).toEqual(['checked_in', 'checked_in']);
    expect((await noticesOf('visit_checked_in')).length).toBeGreaterThan(before);
  });
});
