import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit.js';
import { reservations } from '../../../db/schema/reservations.js';
import { createTestAppAsAdmin, loginInEnglish, loginNewMember } from '../../../test/auth-helpers';
import type { factories } from '../../../test/factories';
import { ptTrainerBody } from '../../../test/pt';
import type { TestApp } from '../../../test/test-app';

/** Memberships of a PT package (decisions 0028, 0029): suspend, transfer, withdraw. Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T10:00:00+09:00');

let t: TestApp;
let fx: ReturnType<typeof factories>;
let admin: Record<string, string>;

beforeAll(async () => {
  ({ t, fx, admin } = await createTestAppAsAdmin({ now: () => NOW }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
type Person = Awaited<ReturnType<typeof member>>;
/** A new member of ACME (or of `companyId`), logged in. */
const member = (companyId?: number) =>
  loginNewMember(t.app, fx, { language: 'en', ...(companyId === undefined ? {} : { companyId }) });
function v2(who: { headers: Record<string, string> }, method: Method, url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url: `/api/v2${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
}

let n = 0;
/** A trainer of our own, Monday to Friday 07:00–12:00. */
async function trainer(): Promise<number> {
  n += 1;
  const res = await v2(
    { headers: admin },
    'POST',
    '/admin/wellness/pt/trainers',
    ptTrainerBody({ ko: `멤버십 트레이너 ${n}`, en: `Membership trainer ${n}` }),
  );
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
async function buy(who: Person): Promise<number> {
  const res = await v2(who, 'POST', '/wellness/pt/packages', { paymentMethod: 'invoice' });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
async function book(who: Person, packageId: number, trainerId: number, date: string, start: string): Promise<number> {
  const res = await v2(who, 'POST', '/wellness/pt/sessions', { packageId, trainerId, date, start });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const pkgOf = (who: Person, id: number) => v2(who, 'GET', `/wellness/pt/packages/${id}`);
const holderOf = async (sessionId: number) =>
  (await t.database.db.select({ userId: reservations.userId }).from(reservations).where(eq(reservations.id, sessionId)))[0]!
    .userId;

describe('suspending a PT package', () => {
  it('extends its validity by the days: 30 days from the first session plus the suspension, audited', async () => {
    const tr = await trainer();
    const kim = await member();
    const id = await buy(kim);
    await book(kim, id, tr, '2026-11-25', '09:00');
    expect((await pkgOf(kim, id)).json()).toMatchObject({ validUntil: '2026-12-24', validDays: 30 });
    const res = await v2(kim, 'POST', `/wellness/memberships/pt/${id}/suspend`, {
      start: '2026-11-30',
      days: 10,
      reason: 'Surgery',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ suspension: { start: '2026-11-30', lastDay: '2026-12-09', days: 10 }, canSuspend: false });
    expect((await pkgOf(kim, id)).json()).toMatchObject({ validUntil: '2027-01-03', validDays: 40, total: 880_000 });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'pt_package'), eq(auditLog.targetId, String(id))));
    expect(audits.map((a) => (a.detail as { membership?: string }).membership)).toContain('suspended');
    // Once per package.
    const again = await v2(kim, 'POST', `/wellness/memberships/pt/${id}/suspend`, { start: '2026-12-10', days: 1, reason: 'x' });
    expect(again.json().code).toBe('SUSPENSION_USED');
  });

  it('before the first session: the days wait for it, and the first session starts the longer validity', async () => {
    const tr = await trainer();
    const kim = await member();
    const id = await buy(kim);
    const state = (await v2(kim, 'GET', `/wellness/memberships/pt/${id}`)).json();
    expect(state).toMatchObject({ canSuspend: true, canTransfer: true, canWithdraw: true });
    const res = await v2(kim, 'POST', `/wellness/memberships/pt/${id}/suspend`, { start: '2026-11-23', days: 5, reason: 'Trip' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await pkgOf(kim, id)).json()).toMatchObject({ validUntil: null, validDays: 35, state: 'notStarted' });
    await book(kim, id, tr, '2026-11-26', '09:00');
    expect((await pkgOf(kim, id)).json()).toMatchObject({ firstSessionDate: '2026-11-26', validUntil: '2026-12-30' });
  });
});

describe('transferring a PT package', () => {
  it('hands over the package and its sessions more than 24 hours ahead; the one within 24 hours stays locked with the sender', async () => {
    const tr = await trainer();
    const kim = await member();
    const lee = await member();
    const id = await buy(kim);
    const soon = await book(kim, id, tr, '2026-11-24', '09:00'); // 23 hours ahead: locked
    const later = await book(kim, id, tr, '2026-11-27', '09:00');
    const offer = await v2(kim, 'POST', `/wellness/memberships/pt/${id}/transfer`, { loginId: lee.user.loginId });
    expect(offer.statusCode, offer.body).toBe(200);
    const [incoming] = (await v2(lee, 'GET', '/wellness/memberships/transfers')).json().incoming;
    expect(incoming).toMatchObject({ kind: 'pt', holdingId: id, reference: `PT-${id}`, number: 9, lastDay: '2026-12-23' });
    expect((await v2(lee, 'POST', `/wellness/memberships/transfers/${incoming.id}/accept`)).statusCode).toBe(200);

    expect((await pkgOf(kim, id)).statusCode).toBe(404);
    // The one within 24 hours stays with the sender, locked: not used before its time, not handed over.
    expect((await pkgOf(lee, id)).json()).toMatchObject({
      holder: { loginId: lee.user.loginId },
      used: 0,
      locked: 1,
      booked: 1,
      bookable: 8,
    });
    expect(await holderOf(soon)).toBe(kim.user.id);
    expect(await holderOf(later)).toBe(lee.user.id);

    // The sender can no longer touch the session; the recipient moves, cancels and books on the package.
    expect((await v2(kim, 'POST', `/wellness/pt/sessions/${later}/cancel`)).statusCode).toBe(404);
    expect((await v2(lee, 'POST', `/wellness/pt/sessions/${later}/cancel`)).statusCode).toBe(200);
    await book(lee, id, tr, '2026-11-30', '10:00');
    const kimBooks = await v2(kim, 'POST', '/wellness/pt/sessions', {
      packageId: id,
      trainerId: tr,
      date: '2026-12-01',
      start: '10:00',
    });
    expect(kimBooks.statusCode).toBe(404);
  });

  it('refuses a colleague who already holds a PT package for the period, with the rentals’ message', async () => {
    const kim = await member();
    const lee = await member();
    const id = await buy(kim);
    await buy(lee);
    const res = await v2(kim, 'POST', `/wellness/memberships/pt/${id}/transfer`, { loginId: lee.user.loginId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'RECIPIENT_ALREADY_HOLDS',
      message: 'Your colleague already holds one of this kind for that period: one per person.',
    });
  });

  it('answers an outsider’s id like an unknown one (404), and refuses a member of another company as unknown', async () => {
    const kim = await member();
    const other = await member();
    const id = await buy(kim);
    const outsider = await v2(other, 'GET', `/wellness/memberships/pt/${id}`);
    const unknown = await v2(other, 'GET', '/wellness/memberships/pt/99999999');
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual(unknown.json());
    expect((await v2(other, 'POST', `/wellness/memberships/pt/${id}/withdraw`)).statusCode).toBe(404);
    const stranger = await member((await fx.company()).id);
    const res = await v2(kim, 'POST', `/wellness/memberships/pt/${id}/transfer`, { loginId: stranger.user.loginId });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.loginId).toBeTruthy();
  });
});

describe('withdrawing from a PT package', () => {
  it('refunds the unused sessions at 80,000 KRW, cancels the coming ones (the trainer’s slot is free) and credits the month', async () => {
    const tr = await trainer();
    const kim = await member();
    const id = await buy(kim);
    const soon = await book(kim, id, tr, '2026-11-24', '09:00'); // within 24 hours: used, kept
    const later = await book(kim, id, tr, '2026-11-27', '09:00');
    const state = (await v2(kim, 'GET', `/wellness/memberships/pt/${id}`)).json();
    expect(state.refund).toEqual({ months: 0, sessions: 9, amount: 792_000 });

    const res = await v2(kim, 'POST', `/wellness/memberships/pt/${id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ refund: 792_000, months: 0, sessions: 9 });
    const rows = await t.database.db
      .select({ id: reservations.id, status: reservations.status })
      .from(reservations)
      .where(inArray(reservations.id, [soon, later]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [soon]: 'confirmed', [later]: 'cancelled' });
    const slots = (await v2(kim, 'GET', `/wellness/pt/slots?trainerId=${tr}&from=2026-11-27&to=2026-11-27`)).json();
    expect(slots.days[0].starts).toContain('09:00');
    expect((await pkgOf(kim, id)).json().state).toBe('withdrawn');

    const master = { headers: await loginInEnglish(t.app, 'acme.master') };
    const charges = (await v2(master, 'GET', '/company/charges?month=2026-11')).json();
    const lines = charges.pt.filter((l: { pt: { packageId: number } }) => l.pt.packageId === id);
    expect(lines).toMatchObject([
      { kind: 'charge', amount: 880_000 },
      { kind: 'credit', amount: -792_000, pt: { sessions: 9, date: '2026-11-23' } },
    ]);
    const again = await v2(kim, 'POST', `/wellness/memberships/pt/${id}/withdraw`);
    expect(again.json().code).toBe('HOLDING_NOT_ACTIVE');
  });

  it('before any session returns the whole package; a booked first session in the future does not block it', async () => {
    const tr = await trainer();
    const kim = await member();
    const id = await buy(kim);
    await book(kim, id, tr, '2026-12-02', '08:00');
    const res = await v2(kim, 'POST', `/wellness/memberships/pt/${id}/withdraw`);
    expect(res.json()).toEqual({ refund: 880_000, months: 0, sessions: 10 });
  });
});
