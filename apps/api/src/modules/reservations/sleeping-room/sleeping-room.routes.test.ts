import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsAdmin, loginNewMember } from '../../../test/auth-helpers';
import type { factories } from '../../../test/factories';
import { caller, type Headers } from '../../../test/requests';
import type { TestApp } from '../../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');
const TODAY = '2026-11-23';
const at = (hhmm: string) => new Date(`${TODAY}T${hhmm}:00+09:00`);

let t: TestApp;
let fx: ReturnType<typeof factories>;
let admin: Record<string, string>;
const seats: Record<'female' | 'male', number[]> = { female: [], male: [] };

const call = caller(() => t.app);
const member = async (gender: 'female' | 'male' = 'male') => (await loginNewMember(t.app, fx, { gender })).headers;
const mapOf = async (h: Headers, start = '11:00', end = '12:00') =>
  (await call(h, 'GET', `/api/v2/reservations/sleeping-room/seats?date=${TODAY}&start=${start}&end=${end}`)).json();
const book = (h: Headers, seatId: number, start = '11:00', end = '12:00') =>
  call(h, 'POST', '/api/v2/reservations/sleeping-room', { seatId, date: TODAY, start, end });

beforeAll(async () => {
  ({ t, fx, admin } = await createTestAppAsAdmin({ now: () => NOW }));
  seats.female = (await mapOf(await member('female'))).seats.map((s: { id: number }) => s.id);
  seats.male = (await mapOf(await member('male'))).seats.map((s: { id: number }) => s.id);
});
afterAll(() => t.close());

describe('nap room seats by gender', () => {
  it('offers a woman the 5 women’s seats and a man the 15 men’s, and refuses a seat of the other side', async () => {
    expect(seats.female).toHaveLength(5);
    expect(seats.male).toHaveLength(15);
    const woman = await member('female');
    const map = await mapOf(woman);
    expect(map).toMatchObject({ gender: 'female', restrictedUntil: null, bookingOpen: true });
    expect(map.seats[0]).toEqual({ id: seats.female[0], number: 1, row: 1, column: 1, free: true });
    const refused = await book(woman, seats.male[0]!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.seatId).toContain('other side');
    expect((await book(woman, seats.female[0]!)).statusCode).toBe(201);
  });
});

describe('booking the nap room', () => {
  it('books an hour today, shows the seat taken and lists it in the history; the same hour "Already reserved by you.", another "Cannot reserved twice in a day."', async () => {
    const me = await member();
    const res = await book(me, seats.male[0]!, '13:00', '14:00');
    expect(res.statusCode).toBe(201);
    const view = (await call(me, 'GET', `/api/v2/reservations/${res.json().id}`)).json();
    expect(view).toMatchObject({
      amenity: 'sleepingRoom',
      status: 'confirmed',
      date: TODAY,
      start: '13:00',
      end: '14:00',
      total: 0,
    });
    expect(view.reference).toMatch(/^NR-20261123-\d{4}$/);
    expect((await mapOf(me, '13:00', '14:00')).seats[0].free).toBe(false);
    const history = (await call(me, 'GET', '/api/v2/me/reservations?amenity=sleepingRoom')).json();
    expect(history.items.map((r: { id: number }) => r.id)).toEqual([res.json().id]);
    const same = await book(me, seats.male[1]!, '13:00', '14:00');
    expect(same.json()).toMatchObject({ code: 'ALREADY_RESERVED', message: 'Already reserved by you.' });
    const twice = await book(me, seats.male[1]!, '15:00', '16:00');
    expect(twice.json()).toMatchObject({ code: 'TWICE_A_DAY', message: 'Cannot reserved twice in a day.' });
    const taken = await book(await member(), seats.male[0]!, '13:00', '14:00');
    expect(taken.json().code).toBe('SLOT_TAKEN');
  });

  it('takes 60 minutes, not 61, on the hour within 09:00–18:00 on a business day', async () => {
    const me = await member();
    expect((await book(me, seats.male[2]!, '10:00', '11:01')).statusCode).toBe(400);
    expect((await book(me, seats.male[2]!, '10:30', '11:30')).statusCode).toBe(400);
    expect((await book(me, seats.male[2]!, '18:00', '19:00')).statusCode).toBe(400);
    const missing = await call(me, 'POST', '/api/v2/reservations/sleeping-room', { date: TODAY });
    expect(missing.json().fields).toMatchObject({ seatId: 'Please select a seat.', start: 'Please select a time.' });
    expect((await book(me, seats.male[2]!, '10:00', '11:00')).statusCode).toBe(201);
  });

  it('takes bookings until 17:30 Seoul time and refuses them at 17:31', async () => {
    try {
      t.app.clock.now = () => at('17:30');
      expect((await book(await member(), seats.male[3]!, '17:00', '18:00')).statusCode).toBe(201);
      t.app.clock.now = () => at('17:31');
      const late = await book(await member(), seats.male[4]!, '17:00', '18:00');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'NAP_BOOKING_CLOSED',
        message: 'Reservations not available at this time (nap room 00:00 to 17:30).',
      });
      expect((await call(await member(), 'GET', '/api/v2/reservations/sleeping-room/status')).json().bookingOpen).toBe(false);
    } finally {
      t.app.clock.now = () => NOW;
    }
  });

  it('restricts the nap room for a week after a no-show, shown before anything is picked', async () => {
    const me = await member();
    const id = (await book(me, seats.male[5]!, '16:00', '17:00')).json().id;
    expect((await call(admin, 'POST', `/api/v1/admin/reservations/${id}/no-show`)).statusCode).toBeLessThan(300);
    const status = (await call(me, 'GET', '/api/v2/reservations/sleeping-room/status')).json();
    expect(status.restrictedUntil).toBe('2026-11-30');
    const refused = await book(me, seats.male[6]!, '17:00', '18:00');
    expect(refused.json()).toMatchObject({ code: 'NO_SHOW_RESTRICTED' });
    expect(refused.json().message).toContain('2026');
  });
});

describe('closed days of the nap room', () => {
  it('says on a Sunday and on Christmas that the nap room is closed, instead of offering free seats, and refuses naming it', async () => {
    const me = await member();
    try {
      for (const [day, said] of [
        ['2026-11-29', 'Nap room bookings are taken on business days only: it is closed at weekends.'],
        ['2026-12-25', 'Nap room bookings are taken on business days only: this day is a public holiday (Christmas Day).'],
      ] as const) {
        t.app.clock.now = () => new Date(`${day}T10:00:00+09:00`);
        const status = (await call(me, 'GET', '/api/v2/reservations/sleeping-room/status')).json();
        expect(status.closed).toMatchObject({ key: expect.stringMatching(/^common:closedDay\./) });
        const seatsThen = await call(me, 'GET', `/api/v2/reservations/sleeping-room/seats?date=${day}&start=11:00&end=12:00`);
        expect(seatsThen.statusCode).toBe(400);
        expect(seatsThen.json().fields).toEqual({ date: said });
        const refused = await call(me, 'POST', '/api/v2/reservations/sleeping-room', {
          seatId: seats.male[11],
          date: day,
          start: '11:00',
          end: '12:00',
        });
        expect(refused.json().fields).toEqual({ date: said });
      }
      const ko = await call(
        { ...me, 'x-language': 'ko' },
        'GET',
        '/api/v2/reservations/sleeping-room/seats?date=2026-12-25&start=11:00&end=12:00',
      );
      expect(ko.json().fields.date).toBe('수면실 예약은 영업일에만 받습니다. 이 날은 공휴일(기독탄신일)입니다.');
      // Sunday 23:59 is still closed; Monday 00:00 is open.
      t.app.clock.now = () => new Date('2026-11-29T23:59:00+09:00');
      expect((await call(me, 'GET', '/api/v2/reservations/sleeping-room/status')).json().closed).not.toBeNull();
      t.app.clock.now = () => new Date('2026-11-30T00:00:00+09:00');
      expect((await call(me, 'GET', '/api/v2/reservations/sleeping-room/status')).json().closed).toBeNull();
    } finally {
      t.app.clock.now = () => NOW;
    }
  });
});

describe('changing and cancelling a nap-room booking', () => {
  it('moves one’s own booking to another seat and hour; another person’s id answers 404', async () => {
    const me = await member();
    const id = (await book(me, seats.male[7]!, '12:00', '13:00')).json().id;
    const moved = await call(me, 'PUT', `/api/v2/reservations/sleeping-room/${id}`, {
      seatId: seats.male[8],
      date: TODAY,
      start: '14:00',
      end: '15:00',
    });
    expect(moved.statusCode).toBe(204);
    expect((await call(me, 'GET', `/api/v2/reservations/${id}`)).json()).toMatchObject({ start: '14:00', end: '15:00' });
    const stranger = await member();
    // Another's id does not free the seat on one's map; one's own does.
    const seatsAt = (h: Headers, except: number) =>
      call(h, 'GET', `/api/v2/reservations/sleeping-room/seats?date=${TODAY}&start=14:00&end=15:00&except=${except}`);
    expect((await seatsAt(stranger, id)).json().seats[8].free).toBe(false);
    expect((await seatsAt(me, id)).json().seats[8].free).toBe(true);
    const body = { seatId: seats.male[9], date: TODAY, start: '15:00', end: '16:00' };
    expect((await call(stranger, 'PUT', `/api/v2/reservations/sleeping-room/${id}`, body)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/v2/reservations/${id}/cancel`)).statusCode).toBe(404);
    expect((await call(me, 'POST', `/api/v2/reservations/${id}/cancel`)).json()).toEqual({ fee: 0 });
  });
});

describe('the rush', () => {
  it('gives one seat-hour to exactly one of 100 people asking at once', async () => {
    const people = await Promise.all(Array.from({ length: 100 }, () => member()));
    const answers = await Promise.all(people.map((p) => book(p, seats.male[10]!, '15:00', '16:00')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 'SLOT_TAKEN')).toHaveLength(99);
  });

  it('gives one person’s 20 attempts at once on different seats exactly one booking', async () => {
    const me = await member();
    // 20 tries at once, spread over the 15 seats of his side (all free at 11:00).
    const tries = Array.from({ length: 20 }, (_, i) => seats.male[i % seats.male.length]!);
    const answers = await Promise.all(tries.map((seat) => book(me, seat, '11:00', '12:00')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
  });
});
