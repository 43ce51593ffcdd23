import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsAdmin, loginNewMember } from '../../../test/auth-helpers';
import { notifications } from '../../../db/schema/notifications.js';
import type { factories } from '../../../test/factories';
import { caller, type Headers } from '../../../test/requests';
import type { TestApp } from '../../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');
const TODAY = '2026-11-23';
const TOMORROW = '2026-11-24';

let t: TestApp;
let fx: ReturnType<typeof factories>;
let admin: Record<string, string>;
let bays: number[] = [];
let pros: { id: number; name: string }[] = [];

const call = caller(() => t.app);
const member = async () => (await loginNewMember(t.app, fx)).headers;
const availability = async (h: Headers, date = TOMORROW, except?: number) =>
  (await call(h, 'GET', `/api/v2/reservations/golf/availability?date=${date}${except ? `&except=${except}` : ''}`)).json();
const bookSeat = (h: Headers, bay: number, start = '11:00', date = TOMORROW) =>
  call(h, 'POST', '/api/v2/reservations/golf', { kind: 'seat', resourceId: bay, date, start });
const bookLesson = (h: Headers, pro: number, start: string, date = TOMORROW) =>
  call(h, 'POST', '/api/v2/reservations/golf', { kind: 'lesson', resourceId: pro, date, start });

beforeAll(async () => {
  ({ t, fx, admin } = await createTestAppAsAdmin({ now: () => NOW }));
  const day = await availability(await member());
  bays = day.bays.map((b: { id: number }) => b.id);
  pros = day.pros;
});
afterAll(() => t.close());

describe('golf availability', () => {
  it('lists the 4 bays with their slots and the pros giving lessons that day, no one’s name', async () => {
    const me = await member();
    expect(bays).toHaveLength(4);
    expect(pros.map((p) => p.name)).toEqual(['Pro Kim Haneul', 'Pro Park Junho']);
    const day = await availability(me);
    expect(day.bays[0]).toMatchObject({ number: 1, row: 1, column: 1 });
    expect(day.bays[0].slots[0]).toEqual({ start: '07:00', end: '07:50', free: true });
    expect(day.pros[0].slots.map((s: { start: string }) => s.start)).toEqual([
      '07:00',
      '07:30',
      '08:00',
      '08:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
    ]);
    // Saturday: the wellness center is closed, so no bay or lesson slot is free and a booking is refused.
    const saturday = await availability(me, '2026-11-28');
    const slots = [...saturday.bays, ...saturday.pros].flatMap((r: { slots: { free: boolean }[] }) => r.slots);
    expect(slots.filter((s) => s.free)).toEqual([]);
    const refused = await bookSeat(me, bays[0]!, '11:00', '2026-11-28');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.date).toBe('Golf bay bookings are taken on business days only: it is closed at weekends.');
    expect((await bookSeat(me, bays[0]!, '11:00', '2026-11-27')).statusCode).toBe(201);
    // Today's started slots are not free (10:00 now).
    const today = await availability(me, TODAY);
    expect(today.bays[0].slots.find((s: { start: string }) => s.start === '10:00').free).toBe(false);
    expect(today.bays[0].slots.find((s: { start: string }) => s.start === '11:00').free).toBe(true);
    const korean = await call({ ...me, 'x-language': 'ko' }, 'GET', `/api/v2/reservations/golf/availability?date=${TOMORROW}`);
    expect(korean.json().pros[0].name).toBe('김하늘 프로');
  });
});

describe('booking golf', () => {
  it('books a bay, shows it taken and lists it on the golf tab; the same time "Already reserved by you.", another "Cannot reserved twice in a day."', async () => {
    const me = await member();
    const res = await bookSeat(me, bays[0]!, '13:00');
    expect(res.statusCode).toBe(201);
    const view = (await call(me, 'GET', `/api/v2/reservations/${res.json().id}`)).json();
    expect(view).toMatchObject({
      amenity: 'golfSeat',
      status: 'confirmed',
      date: TOMORROW,
      start: '13:00',
      end: '13:50',
      total: 0,
    });
    expect(view.reference).toMatch(/^GS-20261123-\d{4}$/);
    const slot = (await availability(me)).bays[0].slots.find((s: { start: string }) => s.start === '13:00');
    expect(slot.free).toBe(false);
    const same = await bookSeat(me, bays[1]!, '13:00');
    expect(same.json()).toMatchObject({ code: 'ALREADY_RESERVED', message: 'Already reserved by you.' });
    const twice = await bookSeat(me, bays[1]!, '15:00');
    expect(twice.json()).toMatchObject({ code: 'TWICE_A_DAY', message: 'Cannot reserved twice in a day.' });
    expect((await bookSeat(await member(), bays[0]!, '13:00')).json().code).toBe('SLOT_TAKEN');
    // A lesson the same day is a booking of the other kind.
    const lesson = await bookLesson(me, pros[1]!.id, '10:00');
    expect(lesson.statusCode).toBe(201);
    expect((await bookLesson(me, pros[1]!.id, '11:00')).json().code).toBe('TWICE_A_DAY');
    const tab = (await call(me, 'GET', '/api/v2/me/reservations?wellnessTab=golf')).json();
    expect(tab.items.map((r: { id: number }) => r.id).sort()).toEqual([res.json().id, lesson.json().id].sort());
    expect(tab.items.find((r: { amenity: string }) => r.amenity === 'golfLesson').resource.name).toBe('Pro Park Junho');
  });

  it('refuses a lesson outside the pro’s hours, a seat off the hour or past the window, and names what is missing', async () => {
    const me = await member();
    expect((await bookLesson(me, pros[0]!.id, '12:00')).json().fields.start).toContain('lesson times');
    expect((await bookSeat(me, bays[2]!, '10:30')).statusCode).toBe(400);
    expect((await bookSeat(me, bays[2]!, '10:00', '2026-12-01')).json().fields.date).toContain('2026-11-30');
    expect((await bookSeat(me, bays[2]!, '10:00', TODAY)).json().fields.start).toContain('started');
    expect((await bookLesson(me, bays[2]!, '10:00')).json().fields.resourceId).toBe('Please select a bay or a pro.');
    const missing = await call(me, 'POST', '/api/v2/reservations/golf', { kind: 'seat', date: TOMORROW });
    expect(missing.json().fields).toMatchObject({ resourceId: 'Please select a bay or a pro.', start: 'Please select a time.' });
    expect((await bookSeat(me, bays[2]!, '10:00', '2026-11-30')).statusCode).toBe(201);
  });

  it('restricts golf seats for a week after a no-show, told by the status before anything is picked', async () => {
    const me = await member();
    expect((await call(me, 'GET', '/api/v2/reservations/golf/status')).json()).toMatchObject({
      restrictedUntil: { seat: null, lesson: null },
      window: { seat: { first: TODAY, last: '2026-11-30' } },
    });
    const id = (await bookSeat(me, bays[3]!, '11:00', TODAY)).json().id;
    expect((await call(admin, 'POST', `/api/v1/admin/reservations/${id}/no-show`)).statusCode).toBeLessThan(300);
    const status = (await call(me, 'GET', '/api/v2/reservations/golf/status')).json();
    expect(status.restrictedUntil).toEqual({ seat: '2026-11-30', lesson: null });
    const refused = await bookSeat(me, bays[3]!, '12:00', TOMORROW);
    expect(refused.json()).toMatchObject({ code: 'NO_SHOW_RESTRICTED' });
    expect(refused.json().message).toContain('2026');
  });
});

describe('changing and cancelling a golf booking', () => {
  it('moves one’s own booking to another bay and hour; another person’s id answers 404', async () => {
    const me = await member();
    const id = (await bookSeat(me, bays[0]!, '16:00')).json().id;
    const body = { kind: 'seat', resourceId: bays[1], date: TOMORROW, start: '17:00' };
    expect((await call(me, 'PUT', `/api/v2/reservations/golf/${id}`, body)).statusCode).toBe(204);
    expect((await call(me, 'GET', `/api/v2/reservations/${id}`)).json()).toMatchObject({ start: '17:00', end: '17:50' });
    const stranger = await member();
    const at17 = (day: { bays: { slots: { start: string; free: boolean }[] }[] }) =>
      day.bays[1]!.slots.find((s) => s.start === '17:00')!.free;
    expect(at17(await availability(stranger, TOMORROW, id))).toBe(false);
    expect(at17(await availability(me, TOMORROW, id))).toBe(true);
    expect((await call(stranger, 'PUT', `/api/v2/reservations/golf/${id}`, { ...body, start: '18:00' })).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/v2/reservations/${id}/cancel`)).statusCode).toBe(404);
    // A seat's id is not moved as a lesson.
    expect(
      (
        await call(me, 'PUT', `/api/v2/reservations/golf/${id}`, {
          kind: 'lesson',
          resourceId: pros[1]!.id,
          date: TOMORROW,
          start: '14:00',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(me, 'POST', `/api/v2/reservations/${id}/cancel`)).json()).toEqual({ fee: 0 });
    expect(at17(await availability(stranger))).toBe(true);
  });
});

describe('the notice of a cancelled golf booking', () => {
  it('links to the golf tab of the one history, where the booking is listed (decision 0064)', async () => {
    const { user, headers } = await loginNewMember(t.app, fx);
    const id = (await bookLesson(headers, pros[0]!.id, '08:00')).json().id;
    expect((await call(headers, 'POST', `/api/v2/reservations/${id}/cancel`)).statusCode).toBe(200);
    const told = await t.database.db
      .select({ link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'reservation_cancelled')));
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told.map((n) => n.link))).toEqual(new Set(['/my-page/amenity-reservation-history?tab=golf']));
    const listed = (await call(headers, 'GET', '/api/v2/me/reservations?wellnessTab=golf&page=1&size=10')).json();
    expect(listed.items.map((r: { id: number }) => r.id)).toEqual([id]);
  });
});

describe('the rush', () => {
  it('gives one bay-hour to exactly one of 50 people asking at once', async () => {
    const people = await Promise.all(Array.from({ length: 50 }, () => member()));
    const answers = await Promise.all(people.map((p) => bookSeat(p, bays[2]!, '19:00')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 'SLOT_TAKEN')).toHaveLength(49);
  });

  it('gives one person’s attempts at once on different bays exactly one booking', async () => {
    const me = await member();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => bookSeat(me, bays[i % bays.length]!, '08:00')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
  });
});

describe('the back office’s golf pros', () => {
  it('adds pros sent at the same moment, each one (their codes never collide)', async () => {
    const input = (n: number) => ({ nameKo: `동시${n}`, nameEn: `Same time ${n}`, active: false, hours: [] });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => call(admin, 'POST', '/api/v2/admin/golf/pros', input(n))));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
  });

  it('adds a pro with lesson hours, edits and deactivates them, each audited; members may not', async () => {
    const input = { nameKo: '이프로', nameEn: 'Pro Lee', active: true, hours: [{ weekday: 2, start: '12:00', end: '13:00' }] };
    expect((await call(await member(), 'POST', '/api/v2/admin/golf/pros', input)).statusCode).toBe(403);
    const created = await call(admin, 'POST', '/api/v2/admin/golf/pros', input);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const me = await member();
    const offered = (await availability(me)).pros.find((p: { id: number }) => p.id === id);
    expect(offered.slots.map((s: { start: string }) => s.start)).toEqual(['12:00', '12:30']);
    expect((await bookLesson(me, id, '12:30')).statusCode).toBe(201);
    const off = await call(admin, 'PUT', `/api/v2/admin/golf/pros/${id}`, { ...input, active: false });
    expect(off.statusCode).toBe(204);
    expect((await availability(me)).pros.some((p: { id: number }) => p.id === id)).toBe(false);
    expect((await bookLesson(await member(), id, '12:00')).statusCode).toBe(400);
    const list = (await call(admin, 'GET', '/api/v2/admin/golf/pros')).json();
    expect(list.items.find((p: { id: number }) => p.id === id)).toMatchObject({
      active: false,
      hours: [{ weekday: 2, start: '12:00', end: '13:00' }],
    });
    expect((await call(admin, 'PUT', `/api/v2/admin/golf/pros/${bays[0]}`, input)).statusCode).toBe(404);
    const log = (await call(admin, 'GET', '/api/v1/admin/audit?targetType=golf_pro')).json();
    expect(
      log.items
        .filter((e: { target: { id: string } }) => e.target.id === String(id))
        .map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['create', 'update']);
  });
});
