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
    expect((await book(h, men[0]!, '13:00', '15:00')).json().code).toBe('NAP_PASS_NEEDED');
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

  it('draws a session for the second hour; a second nap of the day is refused even with sessions left, drawing nothing; cancelling gives them back', async () => {
    const { user, h } = await member();
    await issue(user.id);
    const first = await book(h, men[3]!, '11:00', '13:00');
    expect(first.statusCode).toBe(201);
    expect(await left(h)).toBe(4);
    const second = await book(h, men[4]!, '14:00', '16:00');
    expect(second.json()).toMatchObject({ code: 'TWICE_A_DAY', message: 'Cannot reserved twice in a day.' });
    expect(await left(h)).toBe(4);
    // Another person's booking cannot be cancelled (404), and gives nothing back.
    const stranger = await member();
    expect((await call(stranger.h, 'POST', `/api/v2/reservations/${first.json().id}/cancel`)).statusCode).toBe(404);
    expect(await left(h)).toBe(4);
    expect((await call(h, 'POST', `/api/v2/reservations/${first.json().id}/cancel`)).statusCode).toBe(200);
    expect(await left(h)).toBe(5);
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

  it('books one of 20 three-hour naps of one person arriving at once, drawing its two sessions once', async () => {
    const { user, h } = await member();
    await issue(user.id);
    const hours = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const start = hours[i % hours.length]!;
        return book(h, men[8 + (i % 5)]!, start, `${String(Number(start.slice(0, 2)) + 3).padStart(2, '0')}:00`);
      }),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await left(h)).toBe(3);
  });
});

describe('free uses: the first hour of 8 naps a month (decision 0059)', () => {
  const onDay = (day: string) => new Date(`${day}T10:00:00+09:00`);
  const bookOn = (h: Headers, day: string, seatId: number) =>
    call(h, 'POST', '/api/v2/reservations/sleeping-room', { seatId, date: day, start: '11:00', end: '12:00' });
  const status = async (h: Headers, except?: number) =>
    (await call(h, 'GET', `/api/v2/reservations/sleeping-room/status${except ? `?except=${except}` : ''}`)).json();
  // Eight business days of November 2026 before the 23rd.
  const DAYS = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-09', '2026-11-10', '2026-11-11'];

  it('after 8 free naps in November the 9th needs a session, said by the status before anything is picked; December starts afresh', async () => {
    const { user, h } = await member();
    try {
      for (const day of DAYS) {
        t.app.clock.now = () => onDay(day);
        expect((await bookOn(h, day, men[14]!)).statusCode).toBe(201);
      }
      t.app.clock.now = () => NOW;
      expect(await status(h)).toMatchObject({ bookedToday: false, freeUsesLeft: 0, sessionsLeft: 0 });
      const refused = await book(h, men[14]!, '11:00', '12:00');
      expect(refused.json()).toMatchObject({ code: 'NAP_PASS_NEEDED' });
      await issue(user.id);
      const paid = await book(h, men[14]!, '11:00', '12:00');
      expect(paid.statusCode).toBe(201);
      expect(await status(h)).toMatchObject({ bookedToday: true, freeUsesLeft: 0, sessionsLeft: 4 });
      // Changing today's nap: it does not count against itself, and is still paid (no free use left).
      expect(await status(h, paid.json().id)).toMatchObject({ bookedToday: false, freeUsesLeft: 0 });
      t.app.clock.now = () => onDay('2026-12-01');
      expect(await status(h)).toMatchObject({ bookedToday: false, freeUsesLeft: 8 });
    } finally {
      t.app.clock.now = () => NOW;
    }
  });

  it('gives the free use back when a nap is cancelled, and counts a paid nap as no free use', async () => {
    const { user, h } = await member();
    await issue(user.id);
    const nap = await book(h, men[13]!, '16:00', '17:00');
    expect(await status(h)).toMatchObject({ bookedToday: true, freeUsesLeft: 7, sessionsLeft: 5 });
    // Another person's id changes nothing on one's own status.
    const stranger = await member();
    expect(await status(stranger.h, nap.json().id)).toMatchObject({ bookedToday: false, freeUsesLeft: 8 });
    expect((await call(h, 'POST', `/api/v2/reservations/${nap.json().id}/cancel`)).statusCode).toBe(200);
    expect(await status(h)).toMatchObject({ bookedToday: false, freeUsesLeft: 8, sessionsLeft: 5 });
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
