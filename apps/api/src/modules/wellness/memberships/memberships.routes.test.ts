import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit.js';
import { notifications } from '../../../db/schema/notifications.js';
import { ledgerEntries } from '../../../db/schema/reservations.js';
import { loginInEnglish, loginNewMember } from '../../../test/auth-helpers';
import { factories } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');
const TODAY = '2026-11-23';

let t: TestApp;
let fx: ReturnType<typeof factories>;

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.now = () => NOW;
  fx = factories(t.database.db);
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof member>>;
/** A new member (of ACME unless told), logged in. */
const member = (language: 'ko' | 'en' = 'en', companyId?: number) =>
  loginNewMember(t.app, fx, { language, ...(companyId === undefined ? {} : { companyId }) }, language);
function v2(who: Person, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url: `/api/v2${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
}
let nextNumber = 1;
/** Rents the next free locker (or basket) to the person from `start` for `months`. */
async function rents(who: Person, start = TODAY, months = 1, kind: 'locker' | 'basket' = 'locker') {
  for (;;) {
    const res = await v2(who, 'POST', '/wellness/rentals', { kind, number: nextNumber++, start, months });
    if (res.statusCode === 201) return res.json() as { id: number; lastDay: string };
    if (res.json().code !== 'UNIT_TAKEN') throw new Error(res.body);
  }
}
const auditOf = (targetType: string, targetId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))));

describe('suspending a rental', () => {
  it('pauses it up to 30 days once, moves the last day by the days, and audits it', async () => {
    const kim = await member();
    const rental = await rents(kim);
    expect(rental.lastDay).toBe('2026-12-22');
    const before = await v2(kim, 'GET', `/wellness/memberships/locker/${rental.id}`);
    expect(before.json()).toMatchObject({ canSuspend: true, canTransfer: true, canWithdraw: true, suspension: null });

    const res = await v2(kim, 'POST', `/wellness/memberships/locker/${rental.id}/suspend`, {
      start: '2026-11-25',
      days: 30,
      reason: 'Business trip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      suspension: { start: '2026-11-25', lastDay: '2026-12-24', days: 30, reason: 'Business trip' },
      canSuspend: false,
    });
    const view = (await v2(kim, 'GET', `/wellness/rentals/${rental.id}`)).json();
    expect(view).toMatchObject({ lastDay: '2027-01-21', total: 25_000, suspension: { days: 30 } });
    expect((await auditOf('rental', rental.id)).map((a) => (a.detail as { membership?: string }).membership)).toContain(
      'suspended',
    );

    const again = await v2(kim, 'POST', `/wellness/memberships/locker/${rental.id}/suspend`, {
      start: '2026-12-01',
      days: 1,
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SUSPENSION_USED');
  });

  it('refuses 31 days, a start in the past and an empty reason, with field messages', async () => {
    const kim = await member();
    const rental = await rents(kim);
    const url = `/wellness/memberships/locker/${rental.id}/suspend`;
    expect((await v2(kim, 'POST', url, { start: TODAY, days: 31, reason: 'x' })).json().fields.days).toBeTruthy();
    const past = await v2(kim, 'POST', url, { start: '2026-11-22', days: 3, reason: 'x' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.start).toContain('2026-11-23');
    expect((await v2(kim, 'POST', url, { start: TODAY, days: 3, reason: '  ' })).statusCode).toBe(400);
  });

  it('answers 404 to anyone but the holder, and tells nothing', async () => {
    const kim = await member();
    const other = await member();
    const rental = await rents(kim);
    expect((await v2(other, 'GET', `/wellness/memberships/locker/${rental.id}`)).statusCode).toBe(404);
    const res = await v2(other, 'POST', `/wellness/memberships/locker/${rental.id}/suspend`, {
      start: TODAY,
      days: 3,
      reason: 'Mine now',
    });
    expect(res.statusCode).toBe(404);
    expect((await v2(other, 'POST', `/wellness/memberships/locker/${rental.id}/withdraw`)).statusCode).toBe(404);
    // The right id under the other kind is not found either.
    expect((await v2(kim, 'GET', `/wellness/memberships/basket/${rental.id}`)).statusCode).toBe(404);
  });
});

describe('transferring a rental', () => {
  it('offers it to a colleague, who is told in their language and accepts: the rental becomes theirs', async () => {
    const kim = await member();
    const lee = await member('ko');
    const rental = await rents(kim, TODAY, 3);
    const offer = await v2(kim, 'POST', `/wellness/memberships/locker/${rental.id}/transfer`, { loginId: lee.user.loginId });
    expect(offer.statusCode).toBe(200);
    expect(offer.json().transfer).toMatchObject({ status: 'pending', to: { loginId: lee.user.loginId } });
    expect(offer.json()).toMatchObject({ canSuspend: false, canTransfer: false, canWithdraw: false });
    expect((await v2(kim, 'GET', `/wellness/rentals/${rental.id}`)).json().transferTo).toMatchObject({
      loginId: lee.user.loginId,
    });

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, lee.user.id), eq(notifications.kind, 'membership_transfer_offered')));
    expect(told.length).toBeGreaterThan(0);

    const inbox = (await v2(lee, 'GET', '/wellness/memberships/transfers')).json();
    expect(inbox.incoming).toHaveLength(1);
    expect(inbox.incoming[0]).toMatchObject({ holdingId: rental.id, from: { loginId: kim.user.loginId } });
    // Only the recipient answers; the sender cannot accept their own offer.
    expect((await v2(kim, 'POST', `/wellness/memberships/transfers/${inbox.incoming[0].id}/accept`)).statusCode).toBe(404);

    const accepted = await v2(lee, 'POST', `/wellness/memberships/transfers/${inbox.incoming[0].id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().incoming).toHaveLength(0);
    expect((await v2(lee, 'GET', `/wellness/rentals/${rental.id}`)).json()).toMatchObject({
      renter: { loginId: lee.user.loginId },
      transferTo: null,
    });
    expect((await v2(kim, 'GET', `/wellness/rentals/${rental.id}`)).statusCode).toBe(404);
    const audits = await auditOf('membership_transfer', inbox.incoming[0].id);
    expect(audits.map((a) => (a.detail as { status?: string }).status)).toEqual(expect.arrayContaining(['accepted']));
  });

  it('refuses a member of another company as if unknown', async () => {
    const other = await fx.company();
    const kim = await member();
    const stranger = await member('en', other.id);
    const rental = await rents(kim);
    const res = await v2(kim, 'POST', `/wellness/memberships/locker/${rental.id}/transfer`, { loginId: stranger.user.loginId });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.loginId).toBeTruthy();
  });

  it('refuses a colleague who already rents that kind for the period (one per person)', async () => {
    const kim = await member();
    const lee = await member();
    const rental = await rents(kim);
    await rents(lee);
    const res = await v2(kim, 'POST', `/wellness/memberships/locker/${rental.id}/transfer`, { loginId: lee.user.loginId });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('RECIPIENT_ALREADY_HOLDS');
  });

  it('refuses at acceptance when the recipient rented one meanwhile', async () => {
    const kim = await member();
    const lee = await member();
    const rental = await rents(kim);
    await v2(kim, 'POST', `/wellness/memberships/locker/${rental.id}/transfer`, { loginId: lee.user.loginId });
    await rents(lee);
    const [offer] = (await v2(lee, 'GET', '/wellness/memberships/transfers')).json().incoming;
    const res = await v2(lee, 'POST', `/wellness/memberships/transfers/${offer.id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('RECIPIENT_ALREADY_HOLDS');
  });

  it('lets the sender withdraw the offer and the recipient decline one; a waiting offer blocks a second', async () => {
    const kim = await member();
    const lee = await member();
    const rental = await rents(kim);
    const url = `/wellness/memberships/locker/${rental.id}/transfer`;
    await v2(kim, 'POST', url, { loginId: lee.user.loginId });
    const second = await v2(kim, 'POST', url, { loginId: lee.user.loginId });
    expect(second.json().code).toBe('TRANSFER_PENDING');
    const [offer] = (await v2(kim, 'GET', '/wellness/memberships/transfers')).json().outgoing;
    expect((await v2(lee, 'POST', `/wellness/memberships/transfers/${offer.id}/withdraw`)).statusCode).toBe(404);
    expect((await v2(kim, 'POST', `/wellness/memberships/transfers/${offer.id}/withdraw`)).statusCode).toBe(200);
    expect((await v2(lee, 'GET', '/wellness/memberships/transfers')).json().incoming).toHaveLength(0);

    await v2(kim, 'POST', url, { loginId: lee.user.loginId });
    const [again] = (await v2(lee, 'GET', '/wellness/memberships/transfers')).json().incoming;
    expect((await v2(lee, 'POST', `/wellness/memberships/transfers/${again.id}/decline`)).statusCode).toBe(200);
    expect((await v2(kim, 'GET', `/wellness/rentals/${rental.id}`)).json().renter.loginId).toBe(kim.user.loginId);
  });
});

describe('withdrawing from a rental', () => {
  it('ends it today and credits the unused whole months; the deposit waits for the key', async () => {
    const kim = await member();
    const rental = await rents(kim, TODAY, 3);
    const state = (await v2(kim, 'GET', `/wellness/memberships/locker/${rental.id}`)).json();
    expect(state.refund).toEqual({ months: 2, sessions: 0, amount: 30_000 });
    const res = await v2(kim, 'POST', `/wellness/memberships/locker/${rental.id}/withdraw`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ refund: 30_000, months: 2, sessions: 0 });
    const view = (await v2(kim, 'GET', `/wellness/rentals/${rental.id}`)).json();
    expect(view).toMatchObject({ status: 'completed', lastDay: TODAY, depositState: 'held' });
    const credits = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reservationId, rental.id), eq(ledgerEntries.kind, 'credit')));
    expect(credits).toMatchObject([{ amount: -30_000, month: '2026-11' }]);
    // Ended: nothing more to do with it.
    const again = await v2(kim, 'POST', `/wellness/memberships/locker/${rental.id}/withdraw`);
    expect(again.json().code).toBe('HOLDING_NOT_ACTIVE');
  });

  it('sends a rental that has not started to cancellation instead', async () => {
    const kim = await member();
    const rental = await rents(kim, '2026-12-01', 1, 'basket');
    const res = await v2(kim, 'POST', `/wellness/memberships/basket/${rental.id}/withdraw`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('WITHDRAW_BEFORE_START');
  });
});

describe('the transfers list', () => {
  it('answers any session: the building office, which holds nothing, gets empty lists', async () => {
    const admin = { headers: await loginInEnglish(t.app, 'admin') } as Person;
    const res = await v2(admin, 'GET', '/wellness/memberships/transfers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ incoming: [], outgoing: [] });
  });
});
