import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
/** Seat ids by number (1–24 rest, 25–40 meeting, 41–44 massage, 45–48 booth). */
const seat: Record<number, number> = {};

const call = caller(() => t.app);
const member = async (lang = 'en') => (await loginNewMember(t.app, fx, { gender: 'female' }, lang)).headers;
const mapOf = async (h: Headers, start = '11:00', end = '12:00') =>
  (await call(h, 'GET', `/api/v2/reservations/refresh-lounge/seats?date=${TODAY}&start=${start}&end=${end}`)).json();
const request = (seatNumber: number, start = '11:00', end = '12:00') => ({
  seatId: seat[seatNumber],
  date: TODAY,
  start,
  end,
  equipment: ['blanket', 'phoneCharger'],
  purpose: 'rest',
});
const book = (h: Headers, seatNumber: number, start = '11:00', end = '12:00') =>
  call(h, 'POST', '/api/v2/reservations/refresh-lounge', request(seatNumber, start, end));

beforeAll(async () => {
  ({ t, fx, admin } = await createTestAppAsAdmin({ now: () => NOW }));
  for (const s of (await mapOf(await member())).seats) seat[s.number] = s.id;
});
afterAll(() => t.close());

describe('the refresh lounge’s seat map', () => {
  it('shows the 48 seats of every zone to anyone, without sides, each with its longest booking', async () => {
    const map = await mapOf(await member());
    expect(map.restrictedUntil).toBeNull();
    expect(map.seats).toHaveLength(48);
    expect(map.seats[0]).toEqual({ id: seat[1], number: 1, zone: 'rest', maxMinutes: 120, row: 1, column: 1, free: true });
    expect(map.seats[47]).toMatchObject({ number: 48, zone: 'booth', maxMinutes: 60, free: true });
    expect(JSON.stringify(map)).not.toMatch(/name|user/i);
  });
});

describe('booking the refresh lounge', () => {
  it('books a seat with equipment and a purpose, shows it taken and lists it; the same time "Already reserved by you.", another "Cannot reserved twice in a day."', async () => {
    const me = await member();
    const res = await book(me, 1, '13:00', '14:30');
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    const view = (await call(me, 'GET', `/api/v2/reservations/${id}`)).json();
    expect(view).toMatchObject({
      amenity: 'refreshLounge',
      status: 'confirmed',
      date: TODAY,
      start: '13:00',
      end: '14:30',
      total: 0,
      // The history shows what it is for and what was borrowed.
      refresh: { equipment: ['blanket', 'phoneCharger'], purpose: 'rest' },
    });
    expect(view.reference).toMatch(/^RL-20261123-\d{4}$/);
    expect((await call(me, 'GET', `/api/v2/reservations/refresh-lounge/${id}`)).json()).toEqual({
      id,
      seatId: seat[1],
      seatNumber: 1,
      date: TODAY,
      start: '13:00',
      end: '14:30',
      equipment: ['blanket', 'phoneCharger'],
      purpose: 'rest',
      canChange: true,
    });
    expect((await mapOf(me, '14:00', '15:00')).seats[0].free).toBe(false);
    expect((await mapOf(me, '14:30', '15:00')).seats[0].free).toBe(true);
    const history = (await call(me, 'GET', '/api/v2/me/reservations?amenity=refreshLounge')).json();
    expect(history.items.map((r: { id: number }) => r.id)).toEqual([id]);
    const same = await book(me, 2, '14:00', '15:00');
    expect(same.json()).toMatchObject({ code: 'ALREADY_RESERVED', message: 'Already reserved by you.' });
    const twice = await book(me, 2, '16:00', '17:00');
    expect(twice.json()).toMatchObject({ code: 'TWICE_A_DAY', message: 'Cannot reserved twice in a day.' });
    const taken = await book(await member(), 1, '14:00', '15:00');
    expect(taken.json().code).toBe('SLOT_TAKEN');
  });

  it('takes 30-minute slots between 08:00 and 19:00 today, up to 120 minutes and its zone’s time', async () => {
    const me = await member();
    expect((await book(me, 3, '10:15', '11:15')).statusCode).toBe(400);
    expect((await book(me, 3, '18:30', '19:30')).statusCode).toBe(400);
    expect((await book(me, 3, '11:00', '13:30')).json().fields.end).toBe('A reservation lasts at most 120 minutes.');
    const massage = await book(me, 41, '11:00', '12:00');
    expect(massage.statusCode).toBe(400);
    expect(massage.json().fields.end).toContain('at most 30 minutes');
    const tomorrow = await call(me, 'POST', '/api/v2/reservations/refresh-lounge', { ...request(3), date: '2026-11-24' });
    expect(tomorrow.json().fields.date).toBe('The refresh lounge is booked for today only.');
    // The slot under way (10:00–10:30 at 10:00) may be taken; one that is over may not.
    expect((await book(me, 41, '10:00', '10:30')).statusCode).toBe(201);
  });

  it('names the field of each missing or wrong pick, in the person’s language', async () => {
    const en = await member();
    const missing = await call(en, 'POST', '/api/v2/reservations/refresh-lounge', { date: TODAY });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      seatId: 'Please select a seat.',
      start: 'Please select a time.',
      purpose: 'Please select a purpose.',
    });
    const odd = await call(en, 'POST', '/api/v2/reservations/refresh-lounge', {
      ...request(4),
      equipment: ['massageOil'],
      purpose: 'party',
    });
    expect(odd.json().fields).toMatchObject({
      'equipment.0': 'Equipment: please choose from the list.',
      purpose: 'Please select a purpose.',
    });
    const twice = await call(en, 'POST', '/api/v2/reservations/refresh-lounge', {
      ...request(4),
      equipment: ['blanket', 'blanket'],
    });
    expect(twice.json().fields.equipment).toBe('Equipment: each item can be borrowed once.');
    const ko = await member('ko');
    const korean = await call(ko, 'POST', '/api/v2/reservations/refresh-lounge', { ...request(4), purpose: '' });
    expect(korean.json().fields.purpose).toBe('이용 목적을 선택해 주세요.');
  });

  it('restricts the refresh lounge for a week after a no-show, told before anything is picked', async () => {
    const me = await member();
    const id = (await book(me, 5, '10:00', '10:30')).json().id;
    expect((await call(admin, 'POST', `/api/v1/admin/reservations/${id}/no-show`)).statusCode).toBeLessThan(300);
    const status = (await call(me, 'GET', '/api/v2/reservations/refresh-lounge/status')).json();
    expect(status).toEqual({ restrictedUntil: '2026-11-30', closed: null });
    const refused = await book(me, 6, '17:00', '18:00');
    expect(refused.json()).toMatchObject({ code: 'NO_SHOW_RESTRICTED' });
    expect(refused.json().message).toContain('2026');
  });
});

describe('changing and cancelling a refresh-lounge booking', () => {
  it('changes one’s own seat, time, equipment and purpose; another person’s id answers 404', async () => {
    const me = await member();
    const id = (await book(me, 7, '12:00', '13:00')).json().id;
    const body = { seatId: seat[8], date: TODAY, start: '15:00', end: '16:00', equipment: ['eyeMask'], purpose: 'focus' };
    const moved = await call(me, 'PUT', `/api/v2/reservations/refresh-lounge/${id}`, body);
    expect(moved.statusCode).toBe(204);
    expect((await call(me, 'GET', `/api/v2/reservations/refresh-lounge/${id}`)).json()).toMatchObject({
      seatNumber: 8,
      start: '15:00',
      end: '16:00',
      equipment: ['eyeMask'],
      purpose: 'focus',
    });
    const stranger = await member();
    const seatsAt = (h: Headers, except: number) =>
      call(h, 'GET', `/api/v2/reservations/refresh-lounge/seats?date=${TODAY}&start=15:00&end=16:00&except=${except}`);
    expect((await seatsAt(stranger, id)).json().seats[7].free).toBe(false);
    expect((await seatsAt(me, id)).json().seats[7].free).toBe(true);
    expect((await call(stranger, 'GET', `/api/v2/reservations/refresh-lounge/${id}`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'PUT', `/api/v2/reservations/refresh-lounge/${id}`, { ...body, seatId: seat[9] })).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'POST', `/api/v2/reservations/${id}/cancel`)).statusCode).toBe(404);
    expect((await call(me, 'POST', `/api/v2/reservations/${id}/cancel`)).json()).toEqual({ fee: 0 });
    expect((await mapOf(stranger, '15:00', '16:00')).seats[7].free).toBe(true);
  });
});

describe('the rush', () => {
  it('gives one seat-hour to exactly one of 50 people asking at once', async () => {
    const people = await Promise.all(Array.from({ length: 50 }, () => member()));
    const answers = await Promise.all(people.map((p) => book(p, 10, '16:00', '17:00')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 'SLOT_TAKEN')).toHaveLength(49);
  });

  it('gives one person’s 20 attempts at once on different seats exactly one booking', async () => {
    const me = await member();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(me, 11 + i, '11:00', '12:00')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
  });
});
