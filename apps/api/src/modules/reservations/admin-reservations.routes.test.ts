import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppSignedIn, loginNewMember } from '../../test/auth-helpers';
import type { factories } from '../../test/factories';
import { expectUnknownOrdersRefused } from '../../test/list-order';
import { caller } from '../../test/requests';
import type { TestApp } from '../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');

let t: TestApp;
let fx: ReturnType<typeof factories>;
let as: Record<string, Record<string, string>>;

beforeAll(async () => {
  ({ t, fx, as } = await createTestAppSignedIn(['acme.kim', 'blue.park', 'admin'], { now: () => NOW }));
  // Three lounge requests in January, one a day, of 2, 4 and 3 hours; a locker rented from 1 December.
  const lounge = (who: string, date: string, end: string) =>
    call(as[who]!, 'POST', '/api/v2/reservations/lounge', {
      date,
      start: '18:00',
      end,
      purpose: 'Reception',
      participants: 40,
      layout: 'seated',
      equipment: [],
      paymentMethod: 'invoice',
    });
  for (const [who, date, end] of [
    ['blue.park', '2027-01-12', '20:00'],
    ['acme.kim', '2027-01-13', '22:00'],
    ['blue.park', '2027-01-14', '21:00'],
  ] as const)
    expect((await lounge(who, date, end)).json()).toMatchObject({ id: expect.any(Number) });
  const { headers } = await loginNewMember(t.app, fx, { language: 'en' });
  const rented = await call(headers, 'POST', '/api/v2/wellness/rentals', {
    kind: 'locker',
    number: 37,
    start: '2026-12-01',
    months: 3,
  });
  expect(rented.statusCode).toBe(201);
});
afterAll(() => t.close());

const call = caller(() => t.app);
const office = (url: string) => call(as.admin!, 'GET', `/api/v1/admin${url}`);
const JANUARY = 'from=2027-01-01&to=2027-01-31&amenity=lounge';
const days = (page: { items: { date: string }[] }) => page.items.map((r) => r.date);

describe('the back office’s reservations list', () => {
  it('pages by day and hour, with the total of every page', async () => {
    const first = (await office(`/reservations?${JANUARY}&size=2`)).json();
    expect([days(first), first.total]).toEqual([['2027-01-12', '2027-01-13'], 3]);
    const second = (await office(`/reservations?${JANUARY}&size=2&page=2`)).json();
    expect([days(second), second.total]).toEqual([['2027-01-14'], 3]);
  });

  it('sorts by an allow-listed column either way, the day deciding among equals', async () => {
    expect(days((await office(`/reservations?${JANUARY}&sort=-date`)).json())).toEqual([
      '2027-01-14',
      '2027-01-13',
      '2027-01-12',
    ]);
    expect(days((await office(`/reservations?${JANUARY}&sort=-total`)).json())).toEqual([
      '2027-01-13',
      '2027-01-14',
      '2027-01-12',
    ]);
    // ACME Korea before Blue Ocean Partners; Blue's two by day.
    expect(days((await office(`/reservations?${JANUARY}&sort=company`)).json())).toEqual([
      '2027-01-13',
      '2027-01-12',
      '2027-01-14',
    ]);
  });

  it('refuses an order it does not know, naming the field', async () => {
    await expectUnknownOrdersRefused(t.app, `/api/v1/admin/reservations?${JANUARY}`, as.admin!, 'password');
  });

  it('lists a rental on its first day, where the office finds it by its reference', async () => {
    const december = (await office('/reservations?from=2026-12-01&to=2026-12-01&amenity=locker')).json();
    expect(december.items.map((r: { rental: { months: number } }) => r.rental.months)).toEqual([3]);
  });
});

describe('the back office’s calendar', () => {
  it('holds the day bookings and only counts the rentals for a period, which no day cell could show', async () => {
    const december = (await office('/reservations/calendar?from=2026-12-01&to=2026-12-31')).json();
    const rented = await Promise.all(
      ['locker', 'basket'].map(
        async (kind) => (await office(`/reservations?from=2026-12-01&to=2026-12-31&amenity=${kind}`)).json().total,
      ),
    );
    expect(december.rentals).toBeGreaterThan(0);
    expect(december.rentals).toBe(rented[0] + rented[1]);
    expect(december.items.filter((r: { rental: unknown }) => r.rental !== null)).toEqual([]);
    const january = (await office(`/reservations/calendar?${JANUARY}`)).json();
    expect([days(january), january.rentals]).toEqual([['2027-01-12', '2027-01-13', '2027-01-14'], 0]);
  });

  it('refuses more than 62 days, naming the field', async () => {
    const res = await office('/reservations/calendar?from=2026-12-01&to=2027-03-01');
    expect([res.statusCode, res.json().fields]).toEqual([400, { from: 'Choose at most 62 days.' }]);
  });
});
