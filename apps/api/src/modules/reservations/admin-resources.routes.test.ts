import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnknownOrdersRefused, inOrder } from '../../test/list-order';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.js';
import { loginInEnglish } from '../../test/auth-helpers';
import { factories, FACTORY_PASSWORD } from '../../test/factories';
import { conferenceBooking } from '../../test/bookings';
import { createTestApp, headers, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.now = () => new Date('2026-11-23T01:00:00Z');
  admin = await loginInEnglish(t.app, 'admin');
  member = await loginInEnglish(t.app, 'acme.kim');
});
afterAll(() => t.close());

interface Resource {
  id: number;
  code: string;
  nameKo: string;
  nameEn: string;
  capacity: number;
  hourlyPrice: number;
  opensAt: string;
  closesAt: string;
  active: boolean;
  extras: { code: string; nameKo: string; nameEn: string; price: number }[];
  packages: { id: string; pricePerPerson: number; minPeople: number; offered: boolean }[];
  blackouts: { date: string; reasonEn: string }[];
}
const page = async (query: string) => {
  const res = await t.app.inject({ url: `/api/v1/admin/resources?${query}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Resource[]; total: number };
};
/** Every resource, page after page (more than a page holds). */
const list = async () => {
  const all: Resource[] = [];
  for (let n = 1; ; n++) {
    const { items, total } = await page(`size=100&page=${n}`);
    all.push(...items);
    if (all.length >= total || items.length === 0) return all;
  }
};
const editable = ({ nameKo, nameEn, capacity, hourlyPrice, opensAt, closesAt, active, extras, packages }: Resource) => ({
  nameKo,
  nameEn,
  capacity,
  hourlyPrice,
  opensAt,
  closesAt,
  active,
  extras,
  packages,
});
const booking = (roomId: number, date: string) => conferenceBooking(roomId, date, { purpose: 'Check' });

describe('resources in the back office', () => {
  it('lists the three rooms, the lounge, the fitness, nap-room and refresh-lounge seats, the golf bays and pros, not the lockers and baskets (their own page)', async () => {
    const codes = (await list()).map((r) => r.code);
    const seat = (c: string) => ['fitness-seat-', 'nap-', 'refresh-', 'golf-'].some((p) => c.startsWith(p));
    expect(codes.filter((c) => !seat(c)).sort()).toEqual(['executive-lounge', 'room301', 'room302', 'room303']);
    expect(codes.filter((c) => c.startsWith('fitness-seat-'))).toHaveLength(40);
    expect(codes.filter((c) => c.startsWith('nap-'))).toHaveLength(20);
    expect(codes.filter((c) => c.startsWith('refresh-'))).toHaveLength(48);
    expect(codes.filter((c) => c.startsWith('golf-bay-'))).toHaveLength(4);
    expect(codes.filter((c) => c.startsWith('golf-pro-'))).toHaveLength(2);
  });

  it('pages on the server: a page of the size asked and the total of them all', async () => {
    const all = await list();
    const first = await page('size=20');
    expect([first.items.length, first.total]).toEqual([20, all.length]);
    const second = await page('size=20&page=2');
    expect(second.items.map((r) => r.id)).toEqual(all.slice(20, 40).map((r) => r.id));
  });

  it('sorts by an allow-listed column either way, and filters by kind', async () => {
    const capacities = async (sort: string) => (await page(`amenity=conference&sort=${sort}`)).items.map((r) => r.capacity);
    const upward = await capacities('capacity');
    expect(upward).toEqual([...upward].sort((a, b) => a - b));
    expect(await capacities('-capacity')).toEqual([...upward].reverse());
    expect((await page('amenity=conference')).total).toBe(3);
    const byName = (await page('sort=-name&size=3')).items.map((r) => r.nameEn);
    expect(byName).toEqual(inOrder(byName, true));
  });

  it('refuses an order it does not know, naming the field', async () => {
    await expectUnknownOrdersRefused(t.app, '/api/v1/admin/resources', admin, 'hourlyPrice');
  });

  it('changes a room: the new price applies to new quotes', async () => {
    const room = (await list()).find((r) => r.code === 'room301')!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/resources/${room.id}`,
      headers: admin,
      payload: { ...editable(room), hourlyPrice: 120_000, capacity: 14 },
    });
    expect(res.statusCode).toBe(204);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v2/reservations/conference/quote',
      headers: member,
      payload: { ...booking(room.id, '2026-12-15'), participants: 14 },
    });
    expect(quote.json().lines[0]).toMatchObject({ key: 'room', amount: 120_000 });
  });

  it("changes a room's hours: bookings outside them are refused with the new hours", async () => {
    const room = (await list()).find((r) => r.code === 'room303')!;
    const put = (opensAt: string, closesAt: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/resources/${room.id}`,
        headers: admin,
        payload: { ...editable(room), opensAt, closesAt },
      });
    expect((await put('10:00', '18:00')).statusCode).toBe(204);
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/v2/reservations/conference/quote',
      headers: member,
      payload: { ...booking(room.id, '2026-12-15'), start: '09:00', end: '10:00' },
    });
    expect(early.json().fields).toEqual({ end: 'Choose whole hours between 10:00 and 18:00.' });
    expect((await put('08:00', '19:00')).statusCode).toBe(204);
  });

  it("prices lounge requests at the lounge's current price and holds them to its capacity", async () => {
    const lounge = (await list()).find((r) => r.code === 'executive-lounge')!;
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/admin/resources/${lounge.id}`,
          headers: admin,
          payload: { ...editable(lounge), hourlyPrice: 300_000, capacity: 80 },
        })
      ).statusCode,
    ).toBe(204);
    const ask = (participants: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/reservations/lounge/quote',
        headers: member,
        payload: {
          date: '2026-12-15',
          start: '18:00',
          end: '20:00',
          purpose: 'Launch',
          participants,
          layout: 'seated',
          equipment: [],
          paymentMethod: 'invoice',
        },
      });
    expect((await ask(80)).json()).toMatchObject({ total: 600_000, deposit: 180_000 });
    expect((await ask(81)).json().fields).toEqual({ participants: expect.stringContaining('80') });
  });

  it("changes a room's meeting packages: the new price in quotes, and one no longer offered refused", async () => {
    const room = (await list()).find((r) => r.code === 'room302')!;
    expect(room.packages).toEqual([
      { id: 'basic', pricePerPerson: 10_000, minPeople: 1, offered: true },
      { id: 'premium', pricePerPerson: 30_000, minPeople: 20, offered: true },
    ]);
    const packages = [
      { id: 'basic', pricePerPerson: 12_000, minPeople: 4, offered: true },
      { id: 'premium', pricePerPerson: 30_000, minPeople: 20, offered: false },
    ];
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/admin/resources/${room.id}`, headers: admin, payload });
    expect((await put({ ...editable(room), packages })).statusCode).toBe(204);
    const quote = (packageId: string, participants: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/reservations/conference/quote',
        headers: member,
        payload: { ...booking(room.id, '2026-12-15'), packageId, participants },
      });
    expect((await quote('basic', 5)).json().lines).toContainEqual({
      key: 'package',
      amount: 60_000,
      params: { package: 'basic', people: 5, price: 12_000 },
    });
    expect((await quote('basic', 3)).json().fields).toEqual({ packageId: 'This package is for 4 people or more.' });
    expect((await quote('premium', 20)).json().fields).toEqual({ packageId: 'This room does not offer that package.' });
    // Tenants are shown only what the room offers.
    const rooms = (await t.app.inject({ url: '/api/v2/amenities/conference-rooms', headers: member })).json() as {
      id: number;
      packages: { id: string }[];
    }[];
    expect(rooms.find((r) => r.id === room.id)!.packages.map((p) => p.id)).toEqual(['basic']);
    // A price out of bounds is named on its field.
    const wrong = await put({ ...editable(room), packages: [{ ...packages[0], pricePerPerson: -1 }, packages[1]] });
    expect(Object.keys(wrong.json().fields)).toEqual(['packages.0.pricePerPerson']);
    expect((await put(editable(room))).statusCode).toBe(204);
  });

  it('names what is wrong with an edit on its field', async () => {
    const room = (await list())[0]!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/resources/${room.id}`,
      headers: admin,
      payload: {
        ...editable(room),
        capacity: 0,
        closesAt: '07:00',
        extras: [{ code: 'Bad code', nameKo: 'x', nameEn: 'x', price: 0 }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['capacity', 'closesAt', 'extras.0.code']);
  });

  it('closes a room on a day: bookings are refused with the reason, until it opens again', async () => {
    const room = (await list()).find((r) => r.code === 'room302')!;
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/resources/${room.id}/blackouts`,
      headers: admin,
      payload: { date: '2026-12-16', reasonKo: '공사', reasonEn: 'Renovation' },
    });
    expect(close.statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/resources/${room.id}/blackouts`,
          headers: admin,
          payload: { date: '2026-12-16', reasonKo: '공사', reasonEn: 'Renovation' },
        })
      ).json().fields,
    ).toEqual({ date: 'This day is already closed.' });
    expect((await list()).find((r) => r.id === room.id)!.blackouts).toMatchObject([
      { date: '2026-12-16', reasonEn: 'Renovation' },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v2/reservations/conference',
      headers: member,
      payload: booking(room.id, '2026-12-16'),
    });
    expect(refused.json().fields).toEqual({ date: 'This day cannot be reserved: Renovation.' });
    // The day's grid shows that room closed, with the reason, and the other rooms open.
    const day = (
      await t.app.inject({ url: '/api/v2/amenities/conference-rooms/availability?date=2026-12-16', headers: member })
    ).json() as { closed: unknown; rooms: { id: number; closed: { params: { reason: string } } | null }[] };
    expect(day.closed).toBeNull();
    expect(day.rooms.find((r) => r.id === room.id)!.closed).toMatchObject({ params: { reason: 'Renovation' } });
    expect(day.rooms.filter((r) => r.closed !== null)).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/resources/${room.id}/blackouts/2026-12-16`, headers: admin }))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v2/reservations/conference',
          headers: member,
          payload: booking(room.id, '2026-12-16'),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('is for building managers only', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/resources', headers: member })).json().code).toBe('ACCESS_DENIED');
  });
});

describe('the public amenity terms', () => {
  const terms = async () => {
    const res = await t.app.inject({ url: '/api/v1/building/amenity-terms', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      conference: {
        rooms: { code: string; nameEn: string; capacity: number; hourlyPrice: number }[];
        packages: { id: string }[];
      };
      lounge: { hourlyPrice: number; seatedCapacity: number; standingCapacity: number };
    };
  };
  const put = (r: Resource, change: Partial<Resource>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/resources/${r.id}`,
      headers: admin,
      payload: { ...editable(r), ...change },
    });

  it('shows, without a login, the rooms, packages and lounge as the back office last set them', async () => {
    const resources = await list();
    const byCode = (code: string) => resources.find((r) => r.code === code)!;
    const basicOnly = (r: Resource) => r.packages.map((p) => (p.id === 'premium' ? { ...p, offered: false } : p));
    const room302 = byCode('room302');
    // Room 302's basic package is the cheaper one, for 5 people or more: shown as it is, not mixed with room 301's.
    const cheaper = basicOnly(room302).map((p) => (p.id === 'basic' ? { ...p, pricePerPerson: 8_000, minPeople: 5 } : p));
    const changed = { nameEn: 'Board room 302', capacity: 22, hourlyPrice: 160_000, packages: cheaper };
    expect((await put(room302, changed)).statusCode).toBe(204);
    expect((await put(byCode('room301'), { packages: basicOnly(byCode('room301')) })).statusCode).toBe(204);
    expect((await put(byCode('room303'), { active: false })).statusCode).toBe(204);
    // A lounge that cannot be booked online for now is still described with its own figures.
    expect((await put(byCode('executive-lounge'), { hourlyPrice: 350_000, capacity: 80, active: false })).statusCode).toBe(204);

    const now = await terms();
    expect(now.conference.rooms.map((r) => r.code)).toEqual(['room301', 'room302']);
    expect(now.conference.rooms[1]).toMatchObject({ nameEn: 'Board room 302', capacity: 22, hourlyPrice: 160_000 });
    expect(now.conference.packages).toEqual([{ id: 'basic', pricePerPerson: 8_000, minPeople: 5 }]);
    expect(now.lounge).toMatchObject({ hourlyPrice: 350_000, standingCapacity: 80, seatedCapacity: 80 });
  });
});

describe('the seat editor', () => {
  interface Seat {
    id: number;
    gender: 'female' | 'male' | null;
    number: number;
    row: number;
    column: number;
    active: boolean;
  }
  const rooms = async () =>
    (await t.app.inject({ url: '/api/v1/admin/seats', headers: admin })).json().rooms as {
      amenity: string;
      sides: boolean;
      seats: Seat[];
    }[];
  const put = (id: number, body: Omit<Seat, 'id'>, h = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/admin/seats/${id}`, headers: h, payload: body });
  const auditCount = async () => (await t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'seat'))).length;
  const body = ({ id: _id, ...rest }: Seat) => rest;

  it('lists the nap room by side: 5 women’s and 15 men’s seats on their maps', async () => {
    const nap = (await rooms()).find((r) => r.amenity === 'sleepingRoom')!;
    expect(nap.sides).toBe(true);
    expect(nap.seats.filter((s) => s.gender === 'female')).toHaveLength(5);
    expect(nap.seats.filter((s) => s.gender === 'male')).toHaveLength(15);
  });

  it('moves and closes a seat, audited, and the member’s map no longer shows it', async () => {
    const nap = (await rooms()).find((r) => r.amenity === 'sleepingRoom')!;
    const seat = nap.seats.find((s) => s.gender === 'male' && s.number === 15)!;
    const before = await auditCount();
    expect((await put(seat.id, { ...body(seat), row: 4, column: 1, active: false })).statusCode).toBe(204);
    expect(await auditCount()).toBe(before + 1);
    const after = (await rooms()).find((r) => r.amenity === 'sleepingRoom')!.seats.find((s) => s.id === seat.id)!;
    expect(after).toMatchObject({ row: 4, column: 1, active: false });
    const user = await factories(t.database.db).user({ gender: 'male' });
    const man = await loginInEnglish(t.app, user.loginId, FACTORY_PASSWORD);
    const map = await t.app.inject({
      url: '/api/v2/reservations/sleeping-room/seats?date=2026-11-23&start=11:00&end=12:00',
      headers: man,
    });
    expect(map.statusCode).toBe(200);
    expect(map.json().seats.map((s: { id: number }) => s.id)).not.toContain(seat.id);
    expect(map.json().seats).toHaveLength(14);
    expect((await put(seat.id, { ...body(seat), active: true })).statusCode).toBe(204);
  });

  it('refuses a number or a cell already taken on the side, and a room’s missing side, each with its field’s message', async () => {
    const nap = (await rooms()).find((r) => r.amenity === 'sleepingRoom')!;
    const [one, two] = nap.seats.filter((s) => s.gender === 'female');
    const before = await auditCount();
    const number = await put(two!.id, { ...body(two!), number: one!.number });
    expect(number.statusCode).toBe(400);
    expect(number.json().fields.number).toBe(`Seat ${one!.number} already exists on this side.`);
    const cell = await put(two!.id, { ...body(two!), row: one!.row, column: one!.column });
    expect(cell.json().fields.row).toBe(`Another seat is at row ${one!.row}, column ${one!.column} of this map.`);
    const side = await put(two!.id, { ...body(two!), gender: null });
    expect(side.json().fields.gender).toBe('Please choose the side of the room.');
    const range = await put(two!.id, { ...body(two!), row: 0 });
    expect(range.statusCode).toBe(400);
    expect(range.json().fields.row).toBeTruthy();
    // The same number on the other side is another seat.
    const men = nap.seats.filter((s) => s.gender === 'male');
    const free = Math.max(...men.map((s) => s.row)) + 2;
    expect((await put(two!.id, { ...body(two!), gender: 'male', number: 99, row: free, column: 1 })).statusCode).toBe(204);
    expect((await put(two!.id, body(two!))).statusCode).toBe(204);
    expect(await auditCount()).toBe(before + 2);
    expect((await put(999_999, body(two!))).statusCode).toBe(404);
  });

  it('adds a seat to a room, audited; a taken number is refused', async () => {
    const add = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/admin/seats', headers: admin, payload });
    const res = await add({ amenity: 'sleepingRoom', gender: 'female', number: 6, row: 2, column: 1, active: true });
    expect(res.statusCode).toBe(201);
    const nap = (await rooms()).find((r) => r.amenity === 'sleepingRoom')!;
    expect(nap.seats.find((s) => s.id === res.json().id)).toMatchObject({ gender: 'female', number: 6, row: 2, column: 1 });
    const taken = await add({ amenity: 'sleepingRoom', gender: 'female', number: 6, row: 3, column: 1, active: true });
    expect(taken.json().fields.number).toBeTruthy();
    const noRoom = await add({ amenity: 'conference', gender: null, number: 1, row: 1, column: 1, active: true });
    expect(noRoom.json().fields.amenity).toBe('This room has no seats to add to.');
  });

  it('is the building managers’ alone', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/seats', headers: member })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/seats', headers: member, payload: {} });
    expect(res.statusCode).toBe(403);
  });
});
