import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.js';
import { ledgerEntries } from '../../db/schema/reservations.js';
import { announceRentalExpiry } from '../../jobs/announce-rental-expiry';
import { runExclusively } from '../../jobs/scheduler';
import { createTestAppSignedIn, loginNewMember } from '../../test/auth-helpers';
import { workbookOf } from '../../test/excel';
import type { factories } from '../../test/factories';
import { caller } from '../../test/requests';
import type { TestApp } from '../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');

let t: TestApp;
let fx: ReturnType<typeof factories>;
let as: Record<string, Record<string, string>>;

beforeAll(async () => {
  ({ t, fx, as } = await createTestAppSignedIn(['acme.kim', 'acme.master', 'blue.master', 'admin'], { now: () => NOW }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = caller(() => t.app);
const v2 = (who: string, method: Method, url: string, payload?: unknown) => call(as[who]!, method, `/api/v2${url}`, payload);
const office = (method: Method, url: string, payload?: unknown) => call(as.admin!, method, `/api/v1/admin${url}`, payload);

/** A new member of ACME, logged in. */
const member = (language: 'ko' | 'en' = 'en') => loginNewMember(t.app, fx, { language }, language);

const rental = (over: Record<string, unknown> = {}) => ({ kind: 'locker', number: 15, start: '2026-12-01', months: 3, ...over });
/** A member rents a unit: `rental(over)`. */
const rent = (headers: Record<string, string>, over: Record<string, unknown> = {}) =>
  call(headers, 'POST', '/api/v2/wellness/rentals', rental(over));

describe('the map of free units', () => {
  it('shows the 40 lockers with their place and whether each is free, and no one’s name', async () => {
    const res = await v2('acme.kim', 'GET', '/wellness/rentals/map?kind=locker&start=2026-12-01&months=1');
    expect(res.statusCode).toBe(200);
    const map = res.json();
    expect(map).toMatchObject({
      kind: 'locker',
      start: '2026-12-01',
      months: 1,
      lastDay: '2026-12-31',
      monthlyPrice: 15_000,
      deposit: 10_000,
    });
    expect(map.units).toHaveLength(40);
    expect(Object.keys(map.units[0]).sort()).toEqual(['column', 'free', 'id', 'number', 'row', 'zone']);
    expect(map.units.find((u: { number: number }) => u.number === 21)).toMatchObject({ zone: 'women', row: 1, column: 1 });
  });

  it('maps only the periods that may be rented', async () => {
    const res = await v2('acme.kim', 'GET', '/wellness/rentals/map?kind=locker&start=9999-12-31&months=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.start).toBe('Please choose a start date up to 2026-12-23.');
  });

  it('answers the building office with 403: the member pages are for tenants', async () => {
    expect((await v2('admin', 'GET', '/wellness/rentals/map?kind=basket')).statusCode).toBe(403);
  });
});

describe('renting a locker or basket', () => {
  it('rents a locker for 3 months at the monthly price plus the deposit, and the map shows it taken', async () => {
    const { headers } = await member();
    const quote = (await call(headers, 'POST', '/api/v2/wellness/rentals/quote', rental())).json();
    expect(quote).toEqual({
      lines: [
        { key: 'rental', amount: 45_000, params: { months: 3, price: 15_000 } },
        { key: 'lockerDeposit', amount: 10_000 },
      ],
      total: 55_000,
      deposit: 10_000,
      lastDay: '2027-02-28',
    });
    const res = await rent(headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'locker',
      number: 15,
      zone: 'men',
      start: '2026-12-01',
      months: 3,
      lastDay: '2027-02-28',
      status: 'confirmed',
      total: 55_000,
      deposit: 10_000,
      depositState: 'held',
      canCancel: true,
    });
    expect(res.json().reference).toMatch(/^LK-20261123-\d{4}$/);
    const map = (await v2('acme.kim', 'GET', '/wellness/rentals/map?kind=locker&start=2026-12-20&months=1')).json();
    expect(map.units.find((u: { number: number }) => u.number === 15).free).toBe(false);
    // Before the rental starts, the unit is free.
    const before = (await v2('acme.kim', 'GET', '/wellness/rentals/map?kind=locker&start=2026-11-23&months=1')).json();
    expect(before.units.find((u: { number: number }) => u.number === 15).free).toBe(false);
  });

  it('refuses a unit rented to someone else for part of the period with UNIT_TAKEN', async () => {
    const a = await member();
    const b = await member();
    expect((await rent(a.headers, { number: 16, start: '2026-12-10', months: 1 })).statusCode).toBe(201);
    const res = await rent(b.headers, { number: 16, start: '2026-11-23', months: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'UNIT_TAKEN', message: expect.stringContaining('already rented') });
    expect((await call(b.headers, 'POST', '/api/v2/wellness/rentals/quote', rental({ number: 16 }))).json().code).toBe(
      'UNIT_TAKEN',
    );
  });

  it('rents one locker and one basket per person, not a second locker (ALREADY_RENTING)', async () => {
    const { headers } = await member();
    expect((await rent(headers, { number: 17 })).statusCode).toBe(201);
    const again = await rent(headers, { number: 18 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_RENTING');
    expect((await rent(headers, { kind: 'basket', number: 17 })).statusCode).toBe(201);
    const mine = (await call(headers, 'GET', '/api/v2/wellness/rentals')).json();
    expect(mine.items.map((r: { kind: string }) => r.kind).sort()).toEqual(['basket', 'locker']);
  });

  it('gives one locker to exactly one of 20 people asking for it at once', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => member()));
    const answers = await Promise.all(people.map((p) => rent(p.headers, { number: 30, start: '2026-12-05', months: 1 })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 'UNIT_TAKEN')).toHaveLength(19);
  });

  it('gives one person exactly one of 10 lockers asked for at once', async () => {
    const { headers } = await member();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => rent(headers, { number: 31 + i })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 'ALREADY_RENTING')).toHaveLength(9);
  });

  it('takes 1, 3 or 12 months from today up to a month ahead', async () => {
    const { headers } = await member();
    const months = await rent(headers, { months: 2 });
    expect(months.statusCode).toBe(400);
    expect(months.json().fields.months).toBe('Please choose 1, 3 or 12 months.');
    const past = await rent(headers, { start: '2026-11-22' });
    expect(past.json().fields.start).toBe('The start date cannot be in the past.');
    const far = await rent(headers, { start: '2026-12-24' });
    expect(far.json().fields.start).toBe('Please choose a start date up to 2026-12-23.');
    const unknown = await rent(headers, { number: 41 });
    expect(unknown.json().fields.number).toBe('There is no unit with that number.');
  });

  it('cancels free of charge until the day before the start, and frees the unit', async () => {
    const { headers } = await member();
    const soon = (await rent(headers, { kind: 'basket', number: 19, start: '2026-11-24', months: 1 })).json();
    const cancelled = await call(headers, 'POST', `/api/v2/reservations/${soon.id}/cancel`);
    expect(cancelled.json()).toEqual({ fee: 0 });
    const ledger = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, soon.id));
    expect(ledger.reduce((sum, l) => sum + l.amount, 0)).toBe(0);
    // Starting today, it can no longer be cancelled online.
    const today = (await rent(headers, { kind: 'basket', number: 19, start: '2026-11-23', months: 1 })).json();
    expect(today.canCancel).toBe(false);
    expect((await call(headers, 'POST', `/api/v2/reservations/${today.id}/cancel`)).json().code).toBe('CHANGE_CLOSED');
  });

  it('shows a rental only to its renter (404 for anyone else) and lists it in the amenity history', async () => {
    const { headers } = await member();
    const mine = (await rent(headers, { number: 20, months: 1 })).json();
    expect((await v2('acme.kim', 'GET', `/wellness/rentals/${mine.id}`)).statusCode).toBe(404);
    const history = (await call(headers, 'GET', '/api/v2/me/reservations?amenity=locker')).json();
    expect(history.items.map((r: { id: number }) => r.id)).toEqual([mine.id]);
  });
});

describe('the back office', () => {
  it('rents a unit to a member, extends it, records the key returned and credits the deposit on the month', async () => {
    const { user } = await member();
    const assigned = await office('POST', '/wellness/rentals', { ...rental({ number: 25, months: 1 }), loginId: user.loginId });
    expect(assigned.statusCode).toBe(201);
    const id = assigned.json().id;
    expect(assigned.json().renter.loginId).toBe(user.loginId);

    const extended = await office('POST', `/wellness/rentals/${id}/extend`, { months: 3 });
    expect(extended.json()).toMatchObject({ months: 4, lastDay: '2027-03-31', total: 25_000 + 45_000 });

    const overview = (await office('GET', '/wellness/rentals?kind=locker')).json();
    expect(overview.items.find((r: { id: number }) => r.id === id)).toMatchObject({ number: 25, depositState: 'held' });
    expect(overview.map.units).toHaveLength(40);

    const returned = await office('POST', `/wellness/rentals/${id}/return`);
    expect(returned.json()).toMatchObject({ status: 'completed', depositState: 'returned' });
    expect((await office('POST', `/wellness/rentals/${id}/return`)).json().code).toBe('NOT_CHANGEABLE');
    const ledger = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, id));
    expect(ledger.map((l) => [l.kind, l.amount, l.month])).toEqual([
      ['charge', 25_000, '2026-12'],
      ['charge', 45_000, '2026-11'],
      ['credit', -10_000, '2026-11'],
    ]);
    // The unit is free again.
    const map = (await v2('acme.kim', 'GET', '/wellness/rentals/map?kind=locker&start=2026-12-01&months=1')).json();
    expect(map.units.find((u: { number: number }) => u.number === 25).free).toBe(true);
  });

  it('refuses to mark a running rental a no-show: it is no day booking, and it stays rented', async () => {
    const { headers } = await member();
    const running = (await rent(headers, { number: 38, start: '2026-11-23', months: 3 })).json();
    const res = await office('POST', `/reservations/${running.id}/no-show`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NO_SHOW_NOT_FOR_RENTAL',
      message:
        'A rental for a period (a locker or basket) cannot be marked a no-show. Return or end it under Wellness center, Lockers and baskets.',
    });
    expect((await call(headers, 'GET', `/api/v2/wellness/rentals/${running.id}`)).json()).toMatchObject({ status: 'confirmed' });
  });

  it('refuses a login ID that is no approved tenant member', async () => {
    const res = await office('POST', '/wellness/rentals', { ...rental({ number: 26 }), loginId: 'nobody.here' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.loginId).toBe('No approved member of a tenant company has this login ID.');
  });

  it('sets the monthly price of a kind, which the next rentals are charged', async () => {
    const prices = await office('PUT', '/wellness/rental-prices', { kind: 'basket', monthlyPrice: 32_000 });
    expect(prices.json()).toEqual({ locker: 15_000, basket: 32_000 });
    const { headers } = await member();
    const quote = (
      await call(headers, 'POST', '/api/v2/wellness/rentals/quote', rental({ kind: 'basket', number: 5, months: 1 }))
    ).json();
    expect(quote.total).toBe(42_000);
    expect((await v2('acme.kim', 'PUT', '/wellness/rental-prices', { kind: 'basket', monthlyPrice: 1 })).statusCode).toBe(404);
    expect(
      (await call(as['acme.master']!, 'PUT', '/api/v1/admin/wellness/rental-prices', { kind: 'basket', monthlyPrice: 1 }))
        .statusCode,
    ).toBe(403);
  });

  it('puts rentals on the company’s charges and exports the rentals of a kind to Excel', async () => {
    const { headers, user } = await member();
    const made = (await rent(headers, { number: 27, months: 12 })).json();
    const charges = (await v2('acme.master', 'GET', '/company/charges?month=2026-12')).json();
    expect(charges.items.find((i: { reservation: { id: number } }) => i.reservation.id === made.id)).toMatchObject({
      amenity: 'locker',
      kind: 'charge',
      amount: 15_000 * 12 + 10_000,
      reservation: { resource: 'Locker 27', date: '2026-12-01', lastDay: made.lastDay, renter: user.name },
    });
    // The tenant manager's Excel file: the rental as its period with its renter, in the product's date format; their company only.
    const own = await v2('acme.master', 'GET', '/company/charges.xlsx?month=2026-12');
    expect(own.statusCode).toBe(200);
    const ownRows = (await workbookOf(own)).worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    const line = ownRows.find((r) => r.includes(`Locker 27 · ${user.name}`));
    expect(line).toContain('Tue 1 Dec 2026 – Tue 30 Nov 2027');
    const blue = await v2('blue.master', 'GET', '/company/charges.xlsx?month=2026-12');
    const blueRows = (await workbookOf(blue)).worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(blueRows.some((r) => r.includes(`Locker 27 · ${user.name}`))).toBe(false);
    expect((await v2('acme.kim', 'GET', '/company/charges.xlsx?month=2026-12')).statusCode).toBe(403);
    const file = await office('GET', '/wellness/rentals/export.xlsx?kind=locker');
    expect(file.statusCode).toBe(200);
    const book = await workbookOf(file);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Number');
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.some((r) => r.includes(user.loginId) && r.includes(27))).toBe(true);
  });
});

describe('the expiry notice', () => {
  it('tells the renter once, in their language, 7 days before the last day, with a link to their rentals', async () => {
    const { user, headers } = await member('ko');
    const made = (await rent(headers, { kind: 'basket', number: 20, start: '2026-11-23', months: 1 })).json();
    expect(made.lastDay).toBe('2026-12-22');
    const told = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'rental_expiring')));
    await runExclusively(t.database.db, announceRentalExpiry, new Date('2026-12-14T12:00:00Z'), t.app);
    expect(await told()).toHaveLength(0);
    await runExclusively(t.database.db, announceRentalExpiry, new Date('2026-12-15T00:00:00Z'), t.app);
    await runExclusively(t.database.db, announceRentalExpiry, new Date('2026-12-16T00:00:00Z'), t.app);
    const rows = await told();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['ko']));
    expect(rows.filter((r) => r.channel === 'in_app')).toHaveLength(1);
    // It opens the basket tab of the one history (decision 0064).
    expect(new Set(rows.map((r) => r.link))).toEqual(new Set(['/my-page/amenity-reservation-history?tab=basket']));
  });
});
