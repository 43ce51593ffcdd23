import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsAdmin, loginNewMember } from '../../test/auth-helpers';
import type { factories } from '../../test/factories';
import { caller } from '../../test/requests';
import type { TestApp } from '../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');
const TODAY = '2026-11-23';

let t: TestApp;
let fx: ReturnType<typeof factories>;
let admin: Record<string, string>;
let seatIds: number[];

beforeAll(async () => {
  ({ t, fx, admin } = await createTestAppAsAdmin({ now: () => NOW }));
  const first = await member();
  const map = (await call(first, 'GET', `/api/v2/wellness/fitness-seats?date=${TODAY}&start=11:00&end=12:00`)).json();
  seatIds = map.seats.map((s: { id: number }) => s.id);
});
afterAll(() => t.close());

const call = caller(() => t.app);
const member = async () => (await loginNewMember(t.app, fx)).headers;
const book = (headers: Record<string, string>, seat: number, start = '11:00', end = '12:00') =>
  call(headers, 'POST', '/api/v2/wellness/fitness-seats', { seatId: seatIds[seat - 1], date: TODAY, start, end });

describe('booking a fitness seat', () => {
  it('books a free seat for a time today, which the map then shows taken, and lists it in the amenity history', async () => {
    const me = await member();
    const res = await book(me, 1);
    expect(res.statusCode).toBe(201);
    const seat = (await call(me, 'GET', `/api/v2/reservations/${res.json().id}`)).json();
    expect(seat).toMatchObject({
      amenity: 'fitnessSeat',
      status: 'confirmed',
      date: TODAY,
      start: '11:00',
      end: '12:00',
      total: 0,
    });
    expect(seat.reference).toMatch(/^FS-20261123-\d{4}$/);
    const map = (await call(me, 'GET', `/api/v2/wellness/fitness-seats?date=${TODAY}&start=11:30&end=12:30`)).json();
    expect(map.seats).toHaveLength(40);
    expect(map.seats[0]).toEqual({ id: seatIds[0], number: 1, row: 1, column: 1, free: false });
    expect(map.seats[1].free).toBe(true);
    const history = (await call(me, 'GET', '/api/v2/me/reservations?amenity=fitnessSeat')).json();
    expect(history.items.map((r: { id: number }) => r.id)).toEqual([res.json().id]);
  });

  it('refuses a second booking the same day (TWICE_A_DAY) and a taken seat (SLOT_TAKEN)', async () => {
    const me = await member();
    const other = await member();
    expect((await book(me, 2, '13:00', '14:00')).statusCode).toBe(201);
    expect((await book(me, 3, '15:00', '16:00')).json().code).toBe('TWICE_A_DAY');
    expect((await book(other, 2, '13:30', '14:30')).json().code).toBe('SLOT_TAKEN');
  });

  it('gives one seat and time to exactly one of 10 people asking at once', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => member()));
    const answers = await Promise.all(people.map((p) => book(p, 4, '16:00', '17:00')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 'SLOT_TAKEN')).toHaveLength(9);
  });

  it('books today only, on the half hour in opening hours, 30 to 90 minutes, not once started', async () => {
    const me = await member();
    expect((await book(me, 5, '09:30', '10:30')).json().fields.start).toBe(
      'This time has already started. Please choose a later time.',
    );
    expect((await book(me, 5, '11:00', '13:00')).json().fields.end).toBe('A seat is booked for 30 to 90 minutes.');
    expect((await book(me, 5, '20:30', '21:30')).json().fields.start).toBe(
      'Please choose a time on the half hour between 06:30 and 21:00.',
    );
    const tomorrow = await call(me, 'POST', '/api/v2/wellness/fitness-seats', {
      seatId: seatIds[4],
      date: '2026-11-24',
      start: '11:00',
      end: '12:00',
    });
    expect(tomorrow.json().fields.date).toBe('A fitness seat is booked for today only.');
  });

  it('cancels free of charge before the time, and keeps a no-show from booking for 7 days', async () => {
    const me = await member();
    const first = (await book(me, 6, '18:00', '19:00')).json().id;
    expect((await call(me, 'POST', `/api/v2/reservations/${first}/cancel`)).json()).toEqual({ fee: 0 });
    const again = (await book(me, 6, '18:00', '19:00')).json().id;
    expect((await call(admin, 'POST', `/api/v1/admin/reservations/${again}/no-show`)).statusCode).toBeLessThan(300);
    const refused = await book(me, 7, '19:00', '20:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NO_SHOW_RESTRICTED' });
    expect(refused.json().message).toContain('2026');
  });
});
