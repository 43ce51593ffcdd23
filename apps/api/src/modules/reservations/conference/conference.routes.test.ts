import { randomInt } from 'node:crypto';
import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/accounts';
import { holidays } from '../../../db/schema/holidays';
import { amenityQuotas, ledgerEntries, referenceCounters, reservations } from '../../../db/schema/reservations';
import { createTestAppSignedIn } from '../../../test/auth-helpers';
import { codeDigest, newPublicCode, PUBLIC_CODE_LOOKUPS_PER_MINUTE } from '../../public-codes/public-codes';
import { startSmtp, takeMail } from '../../../test/smtp';
import { factories } from '../../../test/factories';
import { headers, type TestApp } from '../../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul: every rule reads this clock. */
const NOW = new Date('2026-11-23T01:00:00Z');

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let as: Record<string, Record<string, string>>;
let rooms: { id: number; code: string; capacity: number }[];

beforeAll(async () => {
  smtp = await startSmtp();
  ({ t, as } = await createTestAppSignedIn(['acme.kim', 'acme.staff01', 'acme.master', 'blue.park', 'blue.master', 'admin'], {
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example' },
    now: () => NOW,
  }));
  rooms = (await call('acme.kim', 'GET', '/amenities/conference-rooms')).json();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function call(who: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: who ? as[who] : { ...headers, 'x-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const request = (over: Record<string, unknown> = {}) => ({
  roomId: rooms[1]!.id, // room 302: 20 seats, 150,000 KRW an hour
  date: '2026-12-15',
  start: '10:00',
  end: '12:00',
  purpose: 'Quarterly review',
  participants: 8,
  attendees: [{ name: 'Jamie Guest', email: 'jamie@guest.example' }],
  packageId: 'none',
  equipment: ['projector'],
  paymentMethod: 'invoice',
  personInCharge: '김민지',
  contactEmail: 'acme.kim@tea-demo.example',
  contactMobile: '010-5101-5838',
  ...over,
});

/** Books a room as someone, expecting it to go through; the booking's id. */
async function book(who: string, over: Record<string, unknown>) {
  const res = await call(who, 'POST', '/reservations/conference', request(over));
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

describe('rooms and availability', () => {
  it('lists the three rooms with their seats, the tenant price and the extras', () => {
    expect(rooms.map((r) => [r.code, r.capacity])).toEqual([
      ['room301', 12],
      ['room302', 20],
      ['room303', 40],
    ]);
    expect(rooms[1]).toMatchObject({ hourlyPrice: 150_000, tenantHourlyPrice: 75_000 });
  });
});

describe('booking a conference room', () => {
  it('quotes the itemised price with the free monthly hours applied, before anything is booked', async () => {
    const res = await call('acme.kim', 'POST', '/reservations/conference/quote', request());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      lines: [
        { key: 'room', amount: 300_000 },
        { key: 'tenantDiscount', amount: -150_000 },
        { key: 'freeQuota', amount: -150_000, params: { hours: 2 } },
      ],
      total: 0,
      freeHours: 2,
      freeHoursPerMonth: 2,
    });
  });

  it('books it, uses the free hours, records the charge and e-mails a calendar file', async () => {
    const res = await call('acme.kim', 'POST', '/reservations/conference', request());
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const detail = (await call('acme.kim', 'GET', `/reservations/${id}`)).json();
    expect(detail).toMatchObject({
      status: 'confirmed',
      date: '2026-12-15',
      start: '10:00',
      end: '12:00',
      total: 0,
      canChange: true,
      resource: { code: 'room302' },
      conference: { packageId: 'none', equipment: ['projector'], attendees: [{ name: 'Jamie Guest' }] },
    });
    const parsed = await takeMail(t, smtp, 'acme.kim@tea-demo.example');
    expect(parsed.text).toContain('https://portal.example/conference-qr/');
    expect(parsed.html).toContain('href="https://portal.example/conference-qr/');
    const ics = parsed.attachments.find((a) => a.contentType === 'text/calendar');
    expect(ics?.filename).toMatch(/^reservation-[a-z2-9]{26}\.ics$/);
    expect(ics?.content.toString()).toMatch(/DTSTART:20261215T010000Z[\s\S]*DTEND:20261215T030000Z/);

    // The next booking in December pays: the month's two free hours are used up.
    const next = (
      await call('acme.staff01', 'POST', '/reservations/conference/quote', request({ start: '14:00', end: '15:00' }))
    ).json();
    expect(next).toMatchObject({ total: 75_000, freeHours: 0 });
  });

  it('tells each company its own free hours this month: two, or one on a split floor', async () => {
    const acme = (await call('acme.master', 'GET', '/amenities/conference-rooms/allowance')).json();
    const blue = (await call('blue.master', 'GET', '/amenities/conference-rooms/allowance')).json();
    expect(acme).toMatchObject({ month: '2026-11', freeHoursPerMonth: 2 });
    expect(blue).toMatchObject({ month: '2026-11', freeHoursPerMonth: 1 });
    expect(blue.freeHoursLeft).toBeLessThanOrEqual(1);
  });

  it('gives a split-floor tenant one free hour a month', async () => {
    const quote = (await call('blue.park', 'POST', '/reservations/conference/quote', request())).json();
    expect(quote).toMatchObject({ freeHoursPerMonth: 1, freeHours: 1, total: 75_000 });
  });

  it('refuses a time that is taken with 409 SLOT_TAKEN, and one of your own elsewhere with ALREADY_RESERVED', async () => {
    const taken = await call('acme.staff01', 'POST', '/reservations/conference', request({ start: '11:00', end: '13:00' }));
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      { code: 'SLOT_TAKEN', message: 'This time cannot be reserved. Please choose another time.' },
    ]);
    const own = await call(
      'acme.kim',
      'POST',
      '/reservations/conference',
      request({ roomId: rooms[0]!.id, start: '11:00', end: '12:00' }),
    );
    expect([own.statusCode, own.json().message]).toEqual([409, 'Already reserved by you.']);
  });

  it('names each rule on its field: the booking window, the hours, seats and packages', async () => {
    const res = await call(
      'acme.kim',
      'POST',
      '/reservations/conference',
      request({
        date: '2026-11-23',
        start: '18:00',
        end: '20:00',
        participants: 21,
        packageId: 'premium',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      date: 'Conference rooms can be booked from 2 months to 1 day ahead.',
      end: 'Choose whole hours between 08:00 and 19:00.',
      participants: 'This room seats 20 people.',
      packageId: 'Meeting packages must be booked at least 2 weeks ahead.',
    });
  });

  it('refuses weekends and holidays, and names each missing field', async () => {
    const saturday = await call('acme.kim', 'POST', '/reservations/conference/quote', request({ date: '2026-12-19' }));
    expect(saturday.json().fields).toEqual({
      date: 'Conference room bookings are taken on business days only: it is closed at weekends.',
    });
    const christmas = await call('acme.kim', 'POST', '/reservations/conference/quote', request({ date: '2026-12-25' }));
    expect(christmas.json().fields).toEqual({
      date: 'Conference room bookings are taken on business days only: this day is a public holiday (Christmas Day).',
    });
    const empty = await call('acme.kim', 'POST', '/reservations/conference', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      roomId: 'Please select a conference room.',
      date: 'Please select a date.',
      purpose: 'Please enter the purpose.',
      participants: 'Please enter the number of participants.',
      paymentMethod: 'Please select a payment method.',
      packageId: 'Please select a meeting package.',
      personInCharge: 'Please enter the name of the person in charge.',
    });
  });
});

describe('the holiday calendar', () => {
  it('refuses a day of a year whose holidays are not in yet, instead of taking it for a business day', async () => {
    const kept = await t.database.db
      .select()
      .from(holidays)
      .where(and(gte(holidays.date, '2027-01-01'), lte(holidays.date, '2027-12-31')));
    await t.database.db.delete(holidays).where(and(gte(holidays.date, '2027-01-01'), lte(holidays.date, '2027-12-31')));
    try {
      const monday = await call('acme.kim', 'POST', '/reservations/conference/quote', request({ date: '2027-01-11' }));
      expect(monday.statusCode).toBe(400);
      expect(monday.json().fields).toEqual({
        date: 'Conference room bookings cannot be taken yet: the holidays of 2027 are not in the calendar, so its business days are not known. Please ask the building office.',
      });
    } finally {
      await t.database.db.insert(holidays).values(kept);
    }
    const known = await call('acme.kim', 'POST', '/reservations/conference/quote', request({ date: '2027-01-11' }));
    expect(known.statusCode).toBe(200);
  });
});

describe('changing and cancelling', () => {
  it('quotes a change only of one’s own booking: another person’s or company’s id is 404', async () => {
    const mine = await book('blue.park', { date: '2026-12-17', start: '09:00', end: '10:00', roomId: rooms[0]!.id });
    const own = await call(
      'blue.park',
      'POST',
      `/reservations/conference/quote?exceptId=${mine}`,
      request({ date: '2026-12-17' }),
    );
    expect(own.statusCode).toBe(200);
    for (const who of ['blue.master', 'acme.kim']) {
      const other = await call(who, 'POST', `/reservations/conference/quote?exceptId=${mine}`, request({ date: '2026-12-17' }));
      expect([who, other.statusCode, other.json()]).toEqual([
        who,
        404,
        { code: 'NOT_FOUND', message: 'The requested item was not found.' },
      ]);
    }
  });

  it('changes the hours and room, and re-prices it', async () => {
    const id = await book('acme.staff01', { date: '2026-12-16', start: '09:00', end: '10:00', roomId: rooms[0]!.id });
    const res = await call(
      'acme.staff01',
      'PUT',
      `/reservations/conference/${id}`,
      request({ date: '2026-12-16', start: '15:00', end: '17:00', roomId: rooms[2]!.id, participants: 30 }),
    );
    expect(res.statusCode).toBe(204);
    const after = (await call('acme.staff01', 'GET', `/reservations/${id}`)).json();
    expect(after).toMatchObject({ start: '15:00', end: '17:00', resource: { code: 'room303' }, total: 250_000 });
  });

  it('cancels 3 days ahead for nothing and gives the free hours back; 2 days ahead says whom to call', async () => {
    const inTime = await book('blue.park', { date: '2026-11-26', start: '09:00', end: '10:00' });
    const blueId = (await t.database.db.select({ c: users.companyId }).from(users).where(eq(users.loginId, 'blue.park')))[0]!.c!;
    const quota = () =>
      t.database.db
        .select({ used: amenityQuotas.freeMinutesUsed })
        .from(amenityQuotas)
        .where(and(eq(amenityQuotas.companyId, blueId), eq(amenityQuotas.month, '2026-11')));
    expect((await quota())[0]?.used).toBe(60);
    expect((await call('blue.park', 'GET', `/reservations/${inTime}/cancellation`)).json()).toMatchObject({
      allowed: true,
      fee: 0,
      rule: 'free',
    });
    expect((await call('blue.park', 'POST', `/reservations/${inTime}/cancel`)).json()).toEqual({ fee: 0 });
    expect((await quota())[0]?.used).toBe(0);

    const late = await book('blue.park', { date: '2026-11-25', start: '09:00', end: '10:00' });
    expect((await call('blue.park', 'GET', `/reservations/${late}/cancellation`)).json()).toMatchObject({
      allowed: false,
      rule: 'closed',
      phone: '02-6000-1005',
    });
    const refused = await call('blue.park', 'POST', `/reservations/${late}/cancel`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'This reservation can no longer be changed or cancelled online. Please call the amenity desk (02-6000-1005).',
    ]);
    expect(
      (
        await call(
          'blue.park',
          'PUT',
          `/reservations/conference/${late}`,
          request({ date: '2026-11-25', start: '11:00', end: '12:00' }),
        )
      ).statusCode,
    ).toBe(409);
  });

  it('keeps the ledger: a charge when booked, the same amount credited when cancelled', async () => {
    const id = await book('acme.master', { date: '2026-12-17', start: '13:00', end: '14:00' });
    await call('acme.master', 'POST', `/reservations/${id}/cancel`);
    const lines = await t.database.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reservationId, id));
    expect(lines).toEqual([
      { kind: 'charge', amount: 75_000 },
      { kind: 'credit', amount: -75_000 },
    ]);
  });

  it('restricts a no-show from booking rooms for a week, naming the date', async () => {
    const id = await book('acme.staff01', { date: '2026-11-24', start: '16:00', end: '17:00' });
    t.app.clock.now = () => new Date('2026-11-24T09:00:00Z'); // 18:00 on the day
    expect(
      (await call('admin', 'POST', `/admin/reservations/${id}/no-show`.replace('/admin', '/../v1/admin'))).statusCode,
    ).toBeLessThan(500);
    const noShow = await t.app.inject({ method: 'POST', url: `/api/v1/admin/reservations/${id}/no-show`, headers: as['admin'] });
    expect([204, 409]).toContain(noShow.statusCode);
    const res = await call(
      'acme.staff01',
      'POST',
      '/reservations/conference',
      request({ date: '2026-12-18', start: '09:00', end: '10:00' }),
    );
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'Because of a no-show, you cannot make this reservation until 2026-12-01.',
    ]);
    t.app.clock.now = () => NOW;
  });
});

describe('who sees and changes what', () => {
  let id: number;
  beforeAll(async () => {
    id = (
      await call('acme.kim', 'POST', '/reservations/conference', request({ date: '2026-12-21', start: '09:00', end: '10:00' }))
    ).json().id;
  });

  it.each([
    ['the booker', 'acme.kim', 200],
    ['their tenant manager', 'acme.master', 200],
    ['the back office', 'admin', 200],
    ['a colleague', 'acme.staff01', 404],
    ["another company's manager", 'blue.master', 404],
    ["another company's member", 'blue.park', 404],
  ])('%s (%s) reading it gets %i', async (_who, login, status) => {
    expect((await call(login, 'GET', `/reservations/${id}`)).statusCode).toBe(status);
  });

  it.each([
    ['a colleague', 'acme.staff01'],
    ['their tenant manager', 'acme.master'],
    ["another company's member", 'blue.park'],
  ])('%s cannot change or cancel it (404, nothing changes)', async (_who, login) => {
    expect((await call(login, 'POST', `/reservations/${id}/cancel`)).statusCode).toBe(404);
    expect(
      (await call(login, 'PUT', `/reservations/conference/${id}`, request({ date: '2026-12-21', start: '11:00', end: '12:00' })))
        .statusCode,
    ).toBe(404);
    expect((await call(login, 'GET', `/reservations/${id}/cancellation`)).statusCode).toBe(404);
    expect((await call('acme.kim', 'GET', `/reservations/${id}`)).json()).toMatchObject({ status: 'confirmed', start: '09:00' });
  });

  it('asks anonymous callers to log in on every route', async () => {
    for (const [method, url] of [
      ['GET', '/amenities/conference-rooms'],
      ['GET', `/reservations/${id}`],
      ['POST', '/reservations/conference'],
      ['GET', '/me/reservations'],
      ['POST', `/reservations/${id}/cancel`],
    ] as const) {
      const res = await call(null, method, url, method === 'POST' ? request() : undefined);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'SESSION_EXPIRED']);
    }
  });

  it("lists only the person's own reservations in their history", async () => {
    const mine = (await call('acme.kim', 'GET', '/me/reservations?amenity=conference&size=50')).json();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((r: { booker: { loginId: string } }) => r.booker.loginId === 'acme.kim')).toBe(true);
  });

  it('gives the booker a calendar file, and the QR page shows no one by name', async () => {
    const ics = await call('acme.kim', 'GET', `/reservations/${id}/calendar.ics`);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('DTSTART:20261221T000000Z');
    const { code } = (await call('acme.kim', 'GET', `/reservations/${id}`)).json();
    const qr = await t.app.inject({ url: `/api/v1/conference-qr/${code}`, headers: { ...headers, 'x-language': 'en' } });
    expect(qr.json()).toEqual({
      room: 'Conference room 302',
      date: '2026-12-21',
      start: '09:00',
      end: '10:00',
      company: 'ACME Korea',
      purpose: 'Quarterly review',
      participants: 8,
      state: 'upcoming',
    });
    expect(qr.body).not.toMatch(/김민지|acme\.kim/);
    expect((await t.app.inject({ url: '/api/v1/conference-qr/aaaaaaaaaaaaaaaa', headers })).statusCode).toBe(404);
  });
  it('opens the QR page by a 26-letter code looked up by its digest, until 30 days after the meeting', async () => {
    const { code } = (await call('acme.kim', 'GET', `/reservations/${id}`)).json();
    expect(code).toMatch(/^[a-km-np-z2-9]{26}$/);
    const [row] = await t.database.db
      .select({ digest: reservations.codeDigest })
      .from(reservations)
      .where(eq(reservations.id, id));
    expect(row!.digest.equals(codeDigest(code))).toBe(true);
    const open = () => t.app.inject({ url: `/api/v1/conference-qr/${code}`, headers, remoteAddress: '203.0.113.40' });
    try {
      t.app.clock.now = () => new Date('2027-01-20T00:59:00Z'); // 09:59 in Seoul, 30 days after the 10:00 end
      expect((await open()).json().state).toBe('ended');
      t.app.clock.now = () => new Date('2027-01-20T01:00:00Z');
      expect((await open()).json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      t.app.clock.now = () => NOW;
    }
  });

  it('limits QR lookups per address, so codes cannot be guessed by the thousand', async () => {
    // An address of this run only: with Redis, counters outlive the test's server.
    const remoteAddress = `198.18.${randomInt(256)}.${randomInt(256)}`;
    const guess = () => t.app.inject({ url: `/api/v1/conference-qr/${newPublicCode()}`, headers, remoteAddress });
    for (let i = 0; i < PUBLIC_CODE_LOOKUPS_PER_MINUTE; i++) expect((await guess()).statusCode).toBe(404);
    const refused = await guess();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by it.
    expect((await t.app.inject({ url: `/api/v1/conference-qr/${newPublicCode()}`, headers })).statusCode).toBe(404);
  });
});

describe('references', () => {
  it('numbers each booking by the day it was made, readable and in order: CR-20261123-0001, -0002…', async () => {
    const first = await book('blue.master', { date: '2026-12-29', start: '09:00', end: '10:00', roomId: rooms[0]!.id });
    const second = await book('blue.master', { date: '2026-12-29', start: '11:00', end: '12:00', roomId: rooms[0]!.id });
    const ref = async (id: number) => (await call('blue.master', 'GET', `/reservations/${id}`)).json().reference as string;
    const [a, b] = [await ref(first), await ref(second)];
    expect(a).toMatch(/^CR-20261123-\d{4}$/);
    expect(Number(b.slice(-4))).toBe(Number(a.slice(-4)) + 1);
    expect([b, a].sort()).toEqual([a, b]);
  });

  it('keeps every digit past the 9,999th booking of a day: CR-20261123-10000', async () => {
    await t.database.db
      .update(referenceCounters)
      .set({ last: 9_999 })
      .where(and(eq(referenceCounters.prefix, 'CR'), eq(referenceCounters.day, '2026-11-23')));
    const id = await book('blue.master', { date: '2026-12-29', start: '14:00', end: '15:00', roomId: rooms[0]!.id });
    expect((await call('blue.master', 'GET', `/reservations/${id}`)).json().reference).toBe('CR-20261123-10000');
  });
});

describe('fifty people asking for one slot at once', () => {
  it('confirms exactly one and refuses the rest with 409', async () => {
    const people = ['acme.staff01', 'acme.master', 'blue.park', 'blue.master', 'acme.kim'];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(
          people[i % people.length]!,
          'POST',
          '/reservations/conference',
          request({ roomId: rooms[2]!.id, date: '2026-12-22', start: '10:00', end: '11:00', participants: 5 }),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const held = await t.database.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(eq(reservations.resourceId, rooms[2]!.id), eq(reservations.date, '2026-12-22'), eq(reservations.status, 'confirmed')),
      );
    expect(held).toHaveLength(1);
  });
});

describe('one person asking for fifty rooms at the same hour at once', () => {
  it('confirms exactly one and refuses the other forty-nine with ALREADY_RESERVED', async () => {
    const make = factories(t.database.db);
    const more = [];
    for (let i = 0; i < 49; i++) more.push(await make.resource('conference'));
    const roomIds = [rooms[0]!.id, ...more.map((r) => r.id)];
    const results = await Promise.all(
      roomIds.map((roomId) =>
        call(
          'acme.master',
          'POST',
          '/reservations/conference',
          request({ roomId, date: '2026-12-23', start: '14:00', end: '15:00', participants: 5, equipment: [] }),
        ),
      ),
    );
    const answers = results.map((r) => `${r.statusCode} ${r.statusCode === 201 ? '' : r.json().code}`.trim());
    expect(
      answers.filter((a) => a === '201'),
      answers.join(', '),
    ).toHaveLength(1);
    expect(answers.filter((a) => a === '409 ALREADY_RESERVED')).toHaveLength(49);
    const [staff] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'acme.master'));
    const held = await t.database.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.userId, staff!.id), eq(reservations.date, '2026-12-23'), eq(reservations.status, 'confirmed')));
    expect(held).toHaveLength(1);
  });
});
