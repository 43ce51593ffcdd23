import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit.js';
import { napPasses } from '../../../db/schema/nap-passes.js';
import { createTestAppAsAdmin, loginNewMember } from '../../../test/auth-helpers';
import type { factories } from '../../../test/factories';
import { caller, type Headers } from '../../../test/requests';
import type { TestApp } from '../../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');
const TODAY = '2026-11-23';

let t: TestApp;
let fx: ReturnType<typeof factories>;
let admin: Record<string, string>;
let men: number[] = [];

const call = caller(() => t.app);
async function member(overrides: { companyId?: number } = {}) {
  const { user, headers } = await loginNewMember(t.app, fx, { gender: 'male', ...overrides });
  return { user, h: headers };
}
const book = (h: Headers, seatId: number, start: string, end: string) =>
  call(h, 'POST', '/api/v2/reservations/sleeping-room', { seatId, date: TODAY, start, end });
const issue = (userId: number, product = 'pass5', payment = 'desk') =>
  call(admin, 'POST', '/api/v1/admin/nap-passes', { userId, product, payment });
const myPasses = async (h: Headers) => (await call(h, 'GET', '/api/v2/reservations/sleeping-room/passes')).json().items;
const left = async (h: Headers) => (await call(h, 'GET', '/api/v2/reservations/sleeping-room/status')).json().sessionsLeft;

beforeAll(async () => {
  ({ t, fx, admin } = await createTestAppAsAdmin({ now: () => NOW }));
  const { h } = await member();
  men = (await call(h, 'GET', `/api/v2/reservations/sleeping-room/seats?date=${TODAY}&start=11:00&end=12:00`))
    .json()
    .seats.map((s: { id: number }) => s.id);
});
afterAll(() => t.close());

describe('issuing a paid nap-room pass in the back office', () => {
  it('issues a pass, audited, that the member sees on My Page; "No paid coupon" is an empty list', async () => {
    const { user, h } = await member();
    expect(await myPasses(h)).toEqual([]);
    const res = await issue(user.id);
    expect(res.statusCode).toBe(201);
    const [pass] = await myPasses(h);
    expect(pass).toMatchObject({
      product: 'pass5',
      sessions: 5,
      left: 5,
      expiresOn: '2026-12-22',
      price: 10_000,
      payment: 'desk',
    });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'nap_pass'), eq(auditLog.targetId, String(res.json().id))));
    expect(entries).toHaveLength(1);
    const list = (await call(admin, 'GET', '/api/v1/admin/nap-passes')).json().items;
    expect(list[0]).toMatchObject({ id: res.json().id, holder: { id: user.id }, left: 5 });
  });

  it('refuses an unknown person (404), a missing choice with its field message, and anyone but a building manager (403)', async () => {
    expect((await issue(999_999)).statusCode).toBe(404);
    const missing = await call(admin, 'POST', '/api/v1/admin/nap-passes', { userId: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ product: 'Please select a pass.', payment: 'Please select how it is paid.' });
    const { user, h } = await member();
    expect(
      (await call(h, 'POST', '/api/v1/admin/nap-passes', { userId: user.id, product: 'pass5', payment: 'desk' })).statusCode,
    ).toBe(403);
    expect((await call(h, 'GET', '/api/v1/admin/nap-passes')).statusCode).toBe(403);
  });

  it('does not show a pass after its expiry day', async () => {
    const { user, h } = await member();
    await issue(user.id);
    await t.database.db.update(napPasses).set({ expiresOn: TODAY }).where(eq(napPasses.userId, user.id));
    expect(await myPasses(h)).toHaveLength(1);
    await t.database.db.update(napPasses).set({ expiresOn: '2026-11-22' }).where(eq(napPasses.userId, user.id));
    expect(await myPasses(h)).toEqual([]);
    expect((await book(h, men[0]!, '09:00', '11:00')).json().code).toBe('NAP_PASS_NEEDED');
  });
});

describe('booking with passes', () => {
  it('refuses a 2-hour nap without sessions with a 409 in the person’s language, and a second nap of the day "Cannot reserved twice in a day."', async () => {
    const { h } = await member();
    const refused = await book(h, men[1]!, '11:00', '13:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NAP_PASS_NEEDED' });
    expect(refused.json().message).toContain('not have enough paid nap-room pass sessions');
    const ko = await call({ ...h, 'x-language': 'ko' }, 'POST', '/api/v2/reservations/sleeping-room', {
      seatId: men[1],
      date: TODAY,
      start: '11:00',
      end: '13:00',
    });
    expect(ko.json().message).toContain('이용권');
    expect((await book(h, men[1]!, '11:00', '12:00')).statusCode).toBe(201);
    expect((await book(h, men[2]!, '14:00', '15:00')).json().code).toBe('TWICE_A_DAY');
  });

  it('draws a session for the second hour, all hours of a second nap, and gives them back on cancelling', async () => {
    const { user, h } = await member();
    await issue(user.id);
    const first = await book(h, men[3]!, '11:00', '13:00');
    expect(first.statusCode).toBe(201);
    expect(await left(h)).toBe(4);
    const second = await book(h, men[4]!, '14:00', '16:00');
    expect(second.statusCode).toBe(201);
    expect(await left(h)).toBe(2);
    expect((await myPasses(h))[0]).toMatchObject({ sessions: 5, left: 2 });
    const third = await book(h, men[5]!, '16:00', '18:00');
    expect(third.statusCode).toBe(201);
    expect(await left(h)).toBe(0);
    expect(await myPasses(h)).toEqual([]);
    expect((await book(h, men[6]!, '17:00', '18:00')).statusCode).toBe(409);
    expect((await call(h, 'POST', `/api/v2/reservations/${second.json().id}/cancel`)).statusCode).toBe(200);
    expect(await left(h)).toBe(2);
    // Another person's booking cannot be cancelled (404), and gives nothing back.
    const stranger = await member();
    expect((await call(stranger.h, 'POST', `/api/v2/reservations/${third.json().id}/cancel`)).statusCode).toBe(404);
    expect(await left(h)).toBe(2);
  });

  it('draws the pass that expires first', async () => {
    const { user, h } = await member();
    const late = (await issue(user.id, 'pass10')).json().id;
    const early = (await issue(user.id, 'pass5')).json().id;
    expect((await book(h, men[7]!, '11:00', '13:00')).statusCode).toBe(201);
    const passes = await myPasses(h);
    expect(passes.map((p: { id: number; left: number }) => [p.id, p.left])).toEqual([
      [early, 4],
      [late, 10],
    ]);
  });

  it('never draws more sessions than held when 20 nap bookings of one person arrive at once', async () => {
    const { user, h } = await member();
    await issue(user.id);
    // The free 10:00 hour first; then 20 one-hour attempts at once over seven hours, each a paid further nap of the day.
    expect((await book(h, men[8]!, '10:00', '11:00')).statusCode).toBe(201);
    const hours = ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const start = hours[i % hours.length]!;
        return book(h, men[9 + (i % 5)]!, start, `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`);
      }),
    );
    const booked = answers.filter((a) => a.statusCode === 201);
    // Five sessions: exactly five of the seven hours, the rest refused for want of sessions or as the same hour.
    expect(booked).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(15);
    expect(await left(h)).toBe(0);
  });
});

describe('a pass charged to the company', () => {
  it('is a line of the company’s monthly charges and of the back office’s statement; a desk-paid one is not', async () => {
    const company = await fx.company();
    const { user } = await member({ companyId: company.id });
    await issue(user.id, 'pass10', 'company');
    await issue(user.id, 'pass5', 'desk');
    const charges = (await call(admin, 'GET', `/api/v1/admin/charges?month=2026-11&companyId=${company.id}`)).json();
    expect(charges.napPasses).toHaveLength(1);
    expect(charges.napPasses[0]).toMatchObject({ kind: 'charge', amount: 18_000, napPass: { sessions: 10 } });
    expect(charges.total).toBe(18_000);
    const december = (await call(admin, 'GET', `/api/v1/admin/charges?month=2026-12&companyId=${company.id}`)).json();
    expect(december.napPasses).toEqual([]);
    const xlsx = await call(admin, 'GET', `/api/v1/admin/charges.xlsx?month=2026-11&companyId=${company.id}`);
    expect(xlsx.statusCode).toBe(200);
  });
});
