import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { reservations } from '../../db/schema/reservations';
import { markNoShows } from '../../jobs/mark-no-shows';
import { runExclusively } from '../../jobs/scheduler';
import { loginInEnglish, loginNewMember } from '../../test/auth-helpers';
import { conferenceBooking } from '../../test/bookings';
import { factories } from '../../test/factories';
import { expectUnknownOrdersRefused } from '../../test/list-order';
import { caller, type Headers } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seatCheckInSite } from './check-in.routes';

/** Monday 23 November 2026, 10:00 in Seoul. */
const TODAY = '2026-11-23';
const at = (hhmm: string) => new Date(`${TODAY}T${hhmm}:00+09:00`);

let t: TestApp;
let fx: ReturnType<typeof factories>;
let admin: Record<string, string>;
/** The men's side of the nap room: seat id and the path its QR opens. */
let menSeats: { seatId: number; number: number; path: string }[];

const setNow = (hhmm: string) => {
  t.app.clock.now = () => at(hhmm);
};
const call = caller(() => t.app);
const member = async (gender: 'female' | 'male' = 'male') => (await loginNewMember(t.app, fx, { gender })).headers;
async function book(h: Headers, seatId: number, start: string, end: string): Promise<number> {
  setNow('10:00');
  const res = await call(h, 'POST', '/api/v2/reservations/sleeping-room', { seatId, date: TODAY, start, end });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const scan = (h: Headers, path: string) => call(h, 'POST', `/api/v2/reservations${path}`);
const statusOf = async (id: number) => (await t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
const auditsOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'reservation'), eq(auditLog.targetId, String(id))));
const job = (hhmm: string) => runExclusively(t.database.db, markNoShows, at(hhmm), t.app);

beforeAll(async () => {
  t = await createTestApp();
  setNow('10:00');
  fx = factories(t.database.db);
  admin = await loginInEnglish(t.app, 'admin');
  const links = await call(admin, 'GET', '/api/v1/admin/seat-qr?amenity=sleepingRoom&gender=male');
  expect(links.statusCode, links.body).toBe(200);
  menSeats = links.json().items;
});
afterAll(() => t.close());

describe('check-in by the seat’s QR', () => {
  it('gives every seat of a room its own link, and refuses a kind that does not check in', async () => {
    expect(menSeats).toHaveLength(15);
    expect(new Set(menSeats.map((s) => s.path)).size).toBe(15);
    expect(menSeats[0]!.path).toMatch(/^\/seat-check-in\/[a-km-np-z2-9]{26}$/);
    expect((await call(admin, 'GET', '/api/v1/admin/seat-qr?amenity=conference')).statusCode).toBe(404);
  });

  it('checks in the person’s own booking from 10 minutes before its start, once, audited; says too early before, with the time', async () => {
    const me = await member();
    const seat = menSeats[0]!;
    const id = await book(me, seat.seatId, '11:00', '12:00');
    setNow('10:49');
    expect((await scan(me, seat.path)).json()).toMatchObject({ result: 'too_early', opensAt: '10:50', booking: { id } });
    expect((await statusOf(id)).checkedInAt).toBeNull();
    setNow('10:50');
    const done = (await scan(me, seat.path)).json();
    expect(done).toMatchObject({ result: 'checked_in', booking: { id, start: '11:00', end: '12:00' }, seat: { number: 1 } });
    expect((await statusOf(id)).checkedInAt?.toISOString()).toBe(at('10:50').toISOString());
    setNow('10:55');
    expect((await scan(me, seat.path)).json().result).toBe('already_checked_in');
    const audits = await auditsOf(id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.detail).toMatchObject({ checkedIn: true, via: 'seat_qr' });
  });

  it('refuses another person’s booking of the seat, a seat the person did not book, an unknown code, and the back office', async () => {
    const owner = await member();
    const other = await member();
    const seat = menSeats[1]!;
    const id = await book(owner, seat.seatId, '11:00', '12:00');
    setNow('11:00');
    expect((await scan(other, seat.path)).json()).toMatchObject({ result: 'no_booking', booking: null, seat: { number: 2 } });
    expect((await scan(owner, menSeats[2]!.path)).json().result).toBe('no_booking');
    expect((await statusOf(id)).checkedInAt).toBeNull();
    expect((await scan(owner, '/seat-check-in/abcdefghjkmnpqrsabcdefghjk')).statusCode).toBe(404);
    expect((await scan(owner, '/seat-check-in/not-a-code')).statusCode).toBe(400);
    expect((await scan(admin, seat.path)).statusCode).toBe(403);
    const anonymous = await call({}, 'POST', `/api/v2/reservations${seat.path}`);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
  });

  it('is still open at 15 minutes after the start and too late at 16', async () => {
    const early = await member();
    const late = await member();
    await book(early, menSeats[3]!.seatId, '12:00', '13:00');
    await book(late, menSeats[4]!.seatId, '12:00', '13:00');
    setNow('12:15');
    expect((await scan(early, menSeats[3]!.path)).json().result).toBe('checked_in');
    setNow('12:16');
    expect((await scan(late, menSeats[4]!.path)).json().result).toBe('too_late');
  });
});

describe('the no-show job', () => {
  let noShowId: number;
  let absent: Headers;

  it('marks a booking not checked in at 16 minutes after its start, not at 15; frees the seat; restricts a week; leaves a checked-in one; runs once', async () => {
    absent = await member();
    const present = await member();
    noShowId = await book(absent, menSeats[5]!.seatId, '14:00', '15:00');
    const keptId = await book(present, menSeats[6]!.seatId, '14:00', '15:00');
    setNow('14:05');
    expect((await scan(present, menSeats[6]!.path)).json().result).toBe('checked_in');
    // The bookings of the tests above never checked in are due by now (the job catches up on what it missed).
    expect(((await job('13:59')) as Record<string, number>).noShows).toBeGreaterThan(0);
    expect(await job('14:15')).toEqual({ noShows: 0 });
    expect((await statusOf(noShowId)).status).toBe('confirmed');
    expect(await job('14:16')).toEqual({ noShows: 1 });
    expect(await job('14:17')).toEqual({ noShows: 0 });
    const row = await statusOf(noShowId);
    expect(row.status).toBe('no_show');
    expect(row.noShowAt?.toISOString()).toBe(at('14:16').toISOString());
    expect((await statusOf(keptId)).status).toBe('confirmed');
    expect((await auditsOf(noShowId)).map((a) => a.detail)).toEqual([
      expect.objectContaining({ status: 'no_show', by: 'no_show_job', restrictedUntil: '2026-11-30' }),
    ]);

    // The seat is free at once for someone else; the person is restricted for a week, with the date.
    setNow('14:20');
    const map = (
      await call(await member(), 'GET', `/api/v2/reservations/sleeping-room/seats?date=${TODAY}&start=14:00&end=15:00`)
    ).json();
    expect(map.seats.find((s: { id: number }) => s.id === menSeats[5]!.seatId).free).toBe(true);
    expect((await call(absent, 'GET', '/api/v2/reservations/sleeping-room/status')).json().restrictedUntil).toBe('2026-11-30');
    const refused = await call(absent, 'POST', '/api/v2/reservations/sleeping-room', {
      seatId: menSeats[7]!.seatId,
      date: TODAY,
      start: '16:00',
      end: '17:00',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NO_SHOW_RESTRICTED' });
    expect(refused.json().message).toContain('2026-11-30');
  });

  it('lets a building manager waive it: the restriction lifted, audited, listed as waived; not twice; others 403', async () => {
    setNow('14:30');
    const listed = await call(admin, 'GET', `/api/v1/admin/no-shows?amenity=sleepingRoom&from=${TODAY}&to=${TODAY}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json();
    expect(list.items.find((r: { id: number }) => r.id === noShowId)).toMatchObject({
      restrictedUntil: '2026-11-30',
      waiver: null,
      amenity: 'sleepingRoom',
    });
    const forbidden = await call(absent, 'POST', `/api/v1/admin/no-shows/${noShowId}/waive`, { reason: 'mine' });
    expect(forbidden.statusCode).toBe(403);
    const blank = await call(admin, 'POST', `/api/v1/admin/no-shows/${noShowId}/waive`, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    const waived = await call(admin, 'POST', `/api/v1/admin/no-shows/${noShowId}/waive`, { reason: 'Stuck in a meeting' });
    expect(waived.statusCode, waived.body).toBe(204);
    expect((await statusOf(noShowId)).status).toBe('no_show');
    expect((await call(absent, 'GET', '/api/v2/reservations/sleeping-room/status')).json().restrictedUntil).toBeNull();
    const after = (await call(admin, 'GET', `/api/v1/admin/no-shows?amenity=sleepingRoom&from=${TODAY}&to=${TODAY}`)).json();
    expect(after.items.find((r: { id: number }) => r.id === noShowId)).toMatchObject({
      restrictedUntil: null,
      waiver: { reason: 'Stuck in a meeting' },
    });
    expect((await auditsOf(noShowId)).map((a) => a.detail)).toContainEqual(
      expect.objectContaining({ waived: true, reason: 'Stuck in a meeting', restrictionLifted: ['2026-11-30'] }),
    );
    expect((await call(admin, 'POST', `/api/v1/admin/no-shows/${noShowId}/waive`, { reason: 'again' })).statusCode).toBe(409);
    const confirmed = await book(await member(), menSeats[8]!.seatId, '16:00', '17:00');
    expect((await call(admin, 'POST', `/api/v1/admin/no-shows/${confirmed}/waive`, { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('the desk and the back office', () => {
  it('checks in a person’s seat booking at the desk by their member QR, audited', async () => {
    const me = await member();
    const id = await book(me, menSeats[9]!.seatId, '15:00', '16:00');
    setNow('14:55');
    const token = (await call(me, 'GET', '/api/v1/me/qr-token')).json().token;
    const res = await call(admin, 'POST', '/api/v1/admin/seat-check-in/scan', { token });
    expect(res.json()).toMatchObject({ result: 'checked_in', booking: { id }, seat: { number: 10 } });
    expect(res.json().person.loginId).toMatch(/\S/);
    expect((await auditsOf(id)).map((a) => a.detail)).toEqual([expect.objectContaining({ via: 'member_qr' })]);
    expect((await call(me, 'POST', '/api/v1/admin/seat-check-in/scan', { token })).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/api/v1/admin/seat-check-in/scan', { token: 'forged' })).json().result).toBe('invalid');
  });

  it('keeps the restriction length of the amenities whose length the office sets, audited; not the nap room’s', async () => {
    const before = (await call(admin, 'GET', '/api/v1/admin/no-show-settings')).json();
    expect(before.items.map((i: { amenity: string }) => i.amenity)).toEqual([
      'conference',
      'refreshLounge',
      'golfSeat',
      'golfLesson',
    ]);
    expect(before.items[1]).toEqual({ amenity: 'refreshLounge', days: 7, set: false });
    expect((await call(admin, 'PUT', '/api/v1/admin/no-show-settings/refreshLounge', { days: 14 })).statusCode).toBe(204);
    expect((await call(admin, 'GET', '/api/v1/admin/no-show-settings')).json().items[1]).toEqual({
      amenity: 'refreshLounge',
      days: 14,
      set: true,
    });
    expect((await call(admin, 'PUT', '/api/v1/admin/no-show-settings/sleepingRoom', { days: 1 })).statusCode).toBe(404);
    expect((await call(admin, 'PUT', '/api/v1/admin/no-show-settings/refreshLounge', { days: -1 })).statusCode).toBe(400);
    const member_ = await member();
    expect((await call(member_, 'PUT', '/api/v1/admin/no-show-settings/refreshLounge', { days: 1 })).statusCode).toBe(403);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'no_show_setting'));
    expect(audits.map((a) => a.detail)).toEqual([{ restrictionDays: 14, was: 7 }]);
  });

  it('restricts a conference no-show marked by the office for the length the office set, audited', async () => {
    expect((await call(admin, 'PUT', '/api/v1/admin/no-show-settings/conference', { days: 3 })).statusCode).toBe(204);
    const booker = await member();
    t.app.clock.now = () => new Date('2026-11-23T01:00:00Z');
    const rooms = (await call(booker, 'GET', '/api/v2/amenities/conference-rooms')).json();
    const booked = await call(booker, 'POST', '/api/v2/reservations/conference', conferenceBooking(rooms[0].id, '2026-11-24'));
    expect(booked.statusCode, booked.body).toBe(201);
    const { id } = booked.json();
    // The next day at 10:20: the office marks the 10:00 meeting a no-show (conference rooms are not checked in).
    t.app.clock.now = () => new Date('2026-11-24T01:20:00Z');
    expect((await call(admin, 'POST', `/api/v1/admin/reservations/${id}/no-show`)).statusCode).toBe(204);
    expect((await statusOf(id)).status).toBe('no_show');
    expect((await auditsOf(id)).map((a) => a.detail)).toEqual([
      expect.objectContaining({ status: 'no_show', by: 'office', restrictedUntil: '2026-11-27' }),
    ]);
    const again = await call(booker, 'POST', '/api/v2/reservations/conference', conferenceBooking(rooms[0].id, '2026-12-08'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NO_SHOW_RESTRICTED' });
  });

  it('pages the no-shows on the server and sorts them by an allow-listed column either way', async () => {
    const page = async (q: string) =>
      (await call(admin, 'GET', `/api/v1/admin/no-shows?from=2026-11-01&to=2026-11-30&${q}`)).json();
    const all = await page('size=100');
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect((await page('size=1&page=2')).items.map((r: { id: number }) => r.id)).toEqual([all.items[1].id]);
    const amenities = async (sort: string) =>
      ((await page(`size=100&sort=${sort}`)).items as { amenity: string }[]).map((r) => r.amenity);
    // Each amenity's rows together, the amenities in one order and then the other.
    const runs = (xs: string[]) => xs.filter((x, i) => x !== xs[i - 1]);
    const upward = runs(await amenities('amenity'));
    expect(upward.length).toBeGreaterThanOrEqual(2);
    expect(runs(await amenities('-amenity'))).toEqual([...upward].reverse());
    await expectUnknownOrdersRefused(t.app, '/api/v1/admin/no-shows', admin, 'fee');
  });

  it('prints a room’s seat QR sheet as an A4 PNG, for building managers only', async () => {
    const res = await call(admin, 'GET', '/api/v1/admin/seat-qr.png?amenity=sleepingRoom&gender=female');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 2480, 3508]);
    expect((await call(await member(), 'GET', '/api/v1/admin/seat-qr.png?amenity=sleepingRoom')).statusCode).toBe(403);
  });
});

describe('proof of presence (decision 0054)', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp({ CHECK_IN_NETWORKS: '10.50.0.0/16, 2001:db8:50::/48' });
    site.app.clock.now = () => at('10:00');
  });
  afterAll(() => site.close());

  it('checks in by the seat’s QR only from the building’s networks: a photo of the sticker scanned elsewhere does nothing', async () => {
    const { headers: me } = await loginNewMember(site.app, factories(site.database.db), { gender: 'male' });
    const links = await site.app.inject({
      url: '/api/v1/admin/seat-qr?amenity=sleepingRoom&gender=male',
      headers: await loginInEnglish(site.app, 'admin'),
    });
    const seat = links.json().items[2] as { seatId: number; path: string };
    const booked = await site.app.inject({
      method: 'POST',
      url: '/api/v2/reservations/sleeping-room',
      headers: me,
      payload: { seatId: seat.seatId, date: TODAY, start: '10:00', end: '11:00' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const scanFrom = (remoteAddress: string) =>
      site.app.inject({ method: 'POST', url: `/api/v2/reservations${seat.path}`, headers: me, remoteAddress });
    const away = await scanFrom('198.51.100.20');
    expect(away.json()).toMatchObject({ result: 'not_on_site', booking: null, seat: { number: 3 } });
    const row = (await site.database.db.select().from(reservations).where(eq(reservations.id, booked.json().id)))[0]!;
    expect(row.checkedInAt).toBeNull();
    expect((await scanFrom('2001:db8:51::1')).json().result).toBe('not_on_site');
    expect((await scanFrom('2001:db8:50:7::1')).json()).toMatchObject({
      result: 'checked_in',
      booking: { id: booked.json().id },
    });
  });

  it('takes any address in development and test, none in production, when no network is named', () => {
    expect(seatCheckInSite([], 'development')('198.51.100.20')).toBe(true);
    expect(seatCheckInSite([], 'production')('10.50.0.1')).toBe(false);
    expect(seatCheckInSite(['10.50.0.0/16'], 'production')('::ffff:10.50.0.1')).toBe(true);
  });
});
