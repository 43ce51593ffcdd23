import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { extensionRequests } from '../../db/schema/extensions.js';
import { notifications } from '../../db/schema/notifications.js';
import { createTestAppSignedIn } from '../../test/auth-helpers';
import { workbookOf } from '../../test/excel';
import type { TestApp } from '../../test/test-app';
import { expectUnknownOrdersRefused } from '../../test/list-order';

/** Friday 27 November 2026 in Seoul; the Saturday after is the 28th, Christmas (25 December) is a Friday. */
const seoul = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);
const FRIDAY_BEFORE_DEADLINE = seoul('2026-11-27', '14:59');

let t: TestApp;
let now = FRIDAY_BEFORE_DEADLINE;
let as: Record<string, Record<string, string>>;

beforeAll(async () => {
  ({ t, as } = await createTestAppSignedIn(['acme.kim', 'acme.master', 'acme.staff01', 'blue.park', 'blue.master', 'admin'], {
    now: () => now,
  }));
});
afterAll(() => t.close());

function call(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, base = 'v1') {
  return t.app.inject({
    method,
    url: `/api/${base}${url}`,
    headers: as[who],
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const period = (over: Record<string, unknown> = {}) => ({
  kind: 'lights',
  date: '2026-11-28',
  floors: [14, 12],
  start: '09:00',
  end: '12:00',
  ...over,
});
const request = (over: Record<string, unknown> = {}) => ({
  ...period(),
  name: 'Kim Minsu',
  email: 'kim@acme.example',
  contact: '010-1234-5678',
  detail: 'Quarter-end closing',
  requestText: '',
  ...over,
});

async function ask(who: string, over: Record<string, unknown> = {}) {
  const res = await call(who, 'POST', '/voc/extensions', request(over));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

describe('the quote and its deadline', () => {
  it('prices a Saturday lights-out per floor and hour with VAT on Friday at 14:59', async () => {
    now = FRIDAY_BEFORE_DEADLINE;
    const res = await call('acme.kim', 'POST', '/voc/extensions/quote', period());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      lines: [
        { key: 'floor', floor: 12, hours: 3, rate: 30_000, amount: 90_000 },
        { key: 'floor', floor: 14, hours: 3, rate: 30_000, amount: 90_000 },
        { key: 'vat', amount: 18_000 },
      ],
      subtotal: 180_000,
      vat: 18_000,
      total: 198_000,
      deadline: seoul('2026-11-27', '15:00').toISOString(),
    });
  });

  it('refuses it from Friday 15:00 with DEADLINE_PASSED and the facility team phone', async () => {
    now = seoul('2026-11-27', '15:00');
    const res = await call('acme.kim', 'POST', '/voc/extensions/quote', period());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DEADLINE_PASSED' });
    expect(res.json().message).toContain('02-6000-1002');
    expect((await call('acme.kim', 'POST', '/voc/extensions', request())).statusCode).toBe(409);
  });

  it('moves the deadline to Thursday when the Friday is a holiday (Christmas 2026)', async () => {
    now = seoul('2026-12-24', '14:59');
    expect((await call('acme.kim', 'POST', '/voc/extensions/quote', period({ date: '2026-12-26' }))).statusCode).toBe(200);
    now = seoul('2026-12-24', '15:00');
    expect((await call('acme.kim', 'POST', '/voc/extensions/quote', period({ date: '2026-12-26' }))).statusCode).toBe(409);
  });

  it('takes a weekday request until 15:00 the same day, outside office hours only', async () => {
    now = seoul('2026-11-30', '14:59');
    const weekday = period({ kind: 'cooling', date: '2026-11-30', floors: [13], start: '19:00', end: '21:00' });
    const ok = await call('acme.kim', 'POST', '/voc/extensions/quote', weekday);
    expect(ok.json()).toMatchObject({ total: 176_000 }); // 80,000 × 2 h + VAT
    const inside = await call('acme.kim', 'POST', '/voc/extensions/quote', { ...weekday, start: '18:59' });
    expect(inside.statusCode).toBe(400);
    expect(inside.json().fields.start).toMatch(/office hours/i);
    now = seoul('2026-11-30', '15:00');
    expect((await call('acme.kim', 'POST', '/voc/extensions/quote', weekday)).statusCode).toBe(409);
  });

  it('refuses an end before the start and a day whose holidays are not known', async () => {
    now = FRIDAY_BEFORE_DEADLINE;
    const backwards = await call('acme.kim', 'POST', '/voc/extensions/quote', period({ end: '08:00' }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('end');
    const far = await call('acme.kim', 'POST', '/voc/extensions/quote', period({ date: '2099-11-28' }));
    expect(far.statusCode).toBe(400);
    expect(far.json().fields).toHaveProperty('date');
  });
});

describe("a tenant's floors", () => {
  it("offers the company's floors with its tower, and refuses another tenant's floor or the car park by the floors field", async () => {
    now = FRIDAY_BEFORE_DEADLINE;
    expect((await call('acme.kim', 'GET', '/voc/extensions/floors')).json()).toEqual({ tower: 'A', floors: [12, 13, 14] });
    expect((await call('blue.park', 'GET', '/voc/extensions/floors')).json()).toEqual({ tower: 'B', floors: [20, 22] });
    for (const floors of [[20], [12, 5], [-8]]) {
      const quote = await call('acme.kim', 'POST', '/voc/extensions/quote', period({ floors }));
      expect(quote.statusCode, JSON.stringify(floors)).toBe(400);
      expect(quote.json().fields.floors).toBe("You can only ask for your company's floors (Tower A: 12F, 13F, 14F).");
    }
    const before = await t.database.db.select().from(extensionRequests);
    const korean = await t.app.inject({
      method: 'POST',
      url: '/api/v1/voc/extensions',
      headers: { ...as['blue.park'], 'x-language': 'ko' },
      payload: request({ floors: [21] }),
    });
    expect(korean.statusCode).toBe(400);
    expect(korean.json().fields.floors).toBe('입주한 층만 신청할 수 있습니다(B동 20층, 22층).');
    expect(await t.database.db.select().from(extensionRequests)).toHaveLength(before.length);
    expect((await call('blue.park', 'POST', '/voc/extensions/quote', period({ floors: [22, 20] }))).statusCode).toBe(200);
  });
});

describe('requests, decisions and cancelling', () => {
  it('keeps the request with its price, lists it as the person’s and audits it', async () => {
    now = FRIDAY_BEFORE_DEADLINE;
    const id = await ask('acme.kim', { kind: 'heating', requestText: '22 °C please' });
    const [row] = await t.database.db.select().from(extensionRequests).where(eq(extensionRequests.id, id));
    expect(row).toMatchObject({
      status: 'requested',
      floors: [12, 14],
      total: 528_000,
      requestText: '22 °C please',
      month: '2026-11',
    });
    const mine = (await call('acme.kim', 'GET', '/voc/extensions?status=requested')).json();
    expect(mine.items.map((i: { id: number }) => i.id)).toContain(id);
    expect(mine.items[0].can).toEqual({ cancel: true, cancelCharged: false });
    expect((await call('acme.staff01', 'GET', '/voc/extensions')).json().items).toEqual([]);
    expect((await call('acme.kim', 'GET', '/voc/extensions?group=lights')).json().items).toEqual([]);
    expect((await call('acme.kim', 'GET', '/voc/extensions?group=hvac')).json().total).toBe(1);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'extension'), eq(auditLog.targetId, String(id))));
    expect(entries).toHaveLength(1);
  });

  it('cancels for free before the start', async () => {
    now = FRIDAY_BEFORE_DEADLINE;
    const id = await ask('acme.kim');
    expect((await call('admin', 'POST', `/admin/voc/extensions/${id}/approve`)).statusCode).toBe(200);
    const res = await call('acme.kim', 'POST', `/voc/extensions/${id}/cancel`);
    expect(res.json()).toEqual({ charged: false });
    expect((await call('acme.kim', 'POST', `/voc/extensions/${id}/cancel`)).json()).toMatchObject({
      code: 'EXTENSION_NOT_CANCELLABLE',
    });
  });

  it('charges the full applied time of an approved extension cancelled after its start', async () => {
    now = FRIDAY_BEFORE_DEADLINE;
    const id = await ask('acme.kim', { floors: [13] });
    await call('admin', 'POST', `/admin/voc/extensions/${id}/approve`);
    now = seoul('2026-11-28', '10:00');
    const mine = (await call('acme.kim', 'GET', '/voc/extensions?status=approved')).json();
    expect(mine.items.find((i: { id: number }) => i.id === id).can).toEqual({ cancel: true, cancelCharged: true });
    expect((await call('acme.kim', 'POST', `/voc/extensions/${id}/cancel`)).json()).toEqual({ charged: true });
    const [row] = await t.database.db.select().from(extensionRequests).where(eq(extensionRequests.id, id));
    expect(row).toMatchObject({ status: 'cancelled', charged: true, total: 99_000 });
  });

  it('approves and rejects with a reason, telling the requester in their language', async () => {
    now = FRIDAY_BEFORE_DEADLINE;
    const approved = await ask('acme.kim');
    const rejected = await ask('acme.kim');
    expect((await call('admin', 'POST', `/admin/voc/extensions/${approved}/approve`)).statusCode).toBe(200);
    expect((await call('admin', 'POST', `/admin/voc/extensions/${rejected}/reject`, { reason: '' })).statusCode).toBe(400);
    const res = await call('admin', 'POST', `/admin/voc/extensions/${rejected}/reject`, { reason: 'Floor closed for works' });
    expect(res.statusCode).toBe(200);
    expect((await call('admin', 'POST', `/admin/voc/extensions/${rejected}/approve`)).json().code).toBe('EXTENSION_DECIDED');
    const [kim] = await t.database.db.select().from(users).where(eq(users.loginId, 'acme.kim'));
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, kim!.id));
    const of = (id: number) => told.find((n) => (n.params as { id: number }).id === id);
    expect(of(approved)?.kind).toBe('extension_approved');
    expect(of(rejected)).toMatchObject({ kind: 'extension_rejected', language: kim!.language });
    expect((of(rejected)!.params as { reason: string }).reason).toBe('Floor closed for works');
    const list = (await call('admin', 'GET', '/admin/voc/extensions?status=rejected')).json();
    expect(list.items.find((i: { id: number }) => i.id === rejected)).toMatchObject({ reason: 'Floor closed for works' });
  });

  it("sorts the office's list by the day asked for or the total, either way, and refuses an unknown order", async () => {
    now = FRIDAY_BEFORE_DEADLINE;
    await ask('acme.kim', { floors: [14] });
    await ask('acme.kim', { date: '2026-11-29', floors: [14, 12], end: '13:00' });
    const listed = async (sort: string) =>
      (await call('admin', 'GET', `/admin/voc/extensions?sort=${sort}`)).json().items as { date: string; total: number }[];
    const days = (await listed('date')).map((i) => i.date);
    expect(days).toEqual([...days].sort());
    const totals = (await listed('-total')).map((i) => i.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(new Set(totals).size).toBeGreaterThan(1);
    await expectUnknownOrdersRefused(t.app, '/api/v1/admin/voc/extensions', as.admin!, 'requester');
  });

  it('answers 404 for another company’s request and keeps members from deciding', async () => {
    now = FRIDAY_BEFORE_DEADLINE;
    const id = await ask('acme.kim');
    expect((await call('blue.park', 'POST', `/voc/extensions/${id}/cancel`)).statusCode).toBe(404);
    expect((await call('acme.staff01', 'POST', `/voc/extensions/${id}/cancel`)).statusCode).toBe(404);
    expect((await call('acme.kim', 'POST', `/admin/voc/extensions/${id}/approve`)).statusCode).toBe(403);
    expect((await call('acme.master', 'GET', '/admin/voc/extensions')).statusCode).toBe(403);
    expect((await call('admin', 'POST', `/voc/extensions/${id}/cancel`)).statusCode).toBe(403);
  });

  it('edits the tariff, which new quotes are priced with', async () => {
    now = FRIDAY_BEFORE_DEADLINE;
    expect((await call('admin', 'GET', '/admin/voc/extension-tariff')).json()).toEqual({
      lightsHourly: 30_000,
      hvacHourly: 80_000,
    });
    const saved = await call('admin', 'PUT', '/admin/voc/extension-tariff', { lightsHourly: 40_000, hvacHourly: 80_000 });
    expect(saved.statusCode).toBe(200);
    const quote = (await call('acme.kim', 'POST', '/voc/extensions/quote', period({ floors: [13] }))).json();
    expect(quote.total).toBe(132_000);
    await call('admin', 'PUT', '/admin/voc/extension-tariff', { lightsHourly: 30_000, hvacHourly: 80_000 });
  });

  it('adds approved extensions and those cancelled after their start to the month’s charges and its Excel', async () => {
    now = FRIDAY_BEFORE_DEADLINE;
    const approved = await ask('acme.kim', { floors: [12] });
    const rejected = await ask('acme.kim', { floors: [13] });
    const freeCancel = await ask('acme.kim', { floors: [14] });
    await call('admin', 'POST', `/admin/voc/extensions/${approved}/approve`);
    await call('admin', 'POST', `/admin/voc/extensions/${rejected}/reject`, { reason: 'No' });
    await call('acme.kim', 'POST', `/voc/extensions/${freeCancel}/cancel`);
    const charges = (await call('acme.master', 'GET', '/company/charges?month=2026-11', undefined, 'v2')).json();
    const ids = charges.extensions.map((l: { extension: { id: number } }) => l.extension.id);
    expect(ids).toContain(approved);
    expect(ids).not.toContain(rejected);
    expect(ids).not.toContain(freeCancel);
    const line = charges.extensions.find((l: { extension: { id: number } }) => l.extension.id === approved);
    expect(line).toMatchObject({
      kind: 'charge',
      amount: 99_000,
      extension: { kind: 'lights', floors: [12], status: 'approved' },
    });
    // The total is every line's: the amenity, extension, GX and PT lines (the demo PT package is ACME's).
    const lines = [...charges.items, ...charges.extensions, ...charges.gx, ...charges.pt] as { amount: number }[];
    expect(charges.total).toBe(lines.reduce((sum, l) => sum + l.amount, 0));
    const other = (await call('blue.master', 'GET', '/company/charges?month=2026-11', undefined, 'v2')).json();
    expect(other.extensions).toEqual([]);
    const file = await call('admin', 'GET', '/admin/charges.xlsx?month=2026-11');
    expect(file.statusCode).toBe(200);
    const book = await workbookOf(file);
    const codes = book.worksheets[0]!.getColumn(6).values;
    expect(codes).toContain(`EXT-${approved}`);
  });
});
