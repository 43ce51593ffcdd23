import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { amenityQuotas, ledgerEntries, reservations } from '../../../db/schema/reservations';
import { createTestAppSignedIn, loginInEnglish } from '../../../test/auth-helpers';
import { conferenceBooking } from '../../../test/bookings';
import { factories, FACTORY_PASSWORD } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';

// As on many replicas: nobody here knows of the others' bookings in flight (slot-claims.ts does
// nothing), and the day grid is never cached, so every attempt reaches the database.
vi.mock('../slot-claims.js', () => ({
  withSlotClaim: (_slot: unknown, book: () => Promise<unknown>) => book(),
  forgetHeld: () => undefined,
}));
vi.mock('../availability-cache.js', () => ({
  cachedDay: (_key: string, load: () => Promise<unknown>) => load(),
  forgetDays: () => undefined,
}));

let t: TestApp;
let as: Record<string, Record<string, string>>;
const people = ['acme.staff01', 'acme.master', 'blue.park', 'blue.master', 'acme.kim'];

beforeAll(async () => {
  ({ t, as } = await createTestAppSignedIn(people, { now: () => new Date('2026-11-23T01:00:00Z') }));
});
afterAll(() => t.close());

describe('racing bookings with nothing but the database between them', () => {
  it('confirms exactly one of 50 for one slot and refuses the rest with 409 SLOT_TAKEN', async () => {
    const rooms = (await t.app.inject({ url: '/api/v2/amenities/conference-rooms', headers: as['acme.kim'] })).json() as {
      id: number;
    }[];
    const roomId = rooms[0]!.id;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/reservations/conference',
          headers: as[people[i % people.length]!],
          payload: conferenceBooking(roomId, '2026-12-22', { purpose: 'Race', participants: 2 }),
        }),
      ),
    );
    const codes = results.map((r) => (r.statusCode === 201 ? '201' : `${r.statusCode} ${r.json().code}`));
    expect(codes.filter((c) => c === '201')).toHaveLength(1);
    // The person who got it is refused as "already reserved by you" when they race themselves.
    expect(codes.filter((c) => c !== '201').every((c) => c === '409 SLOT_TAKEN' || c === '409 ALREADY_RESERVED')).toBe(true);
    const held = await t.database.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.resourceId, roomId), eq(reservations.date, '2026-12-22'), eq(reservations.status, 'confirmed')));
    expect(held).toHaveLength(1);
  });

  const race = async (date: string, times: [string, string][]) => {
    const rooms = (await t.app.inject({ url: '/api/v2/amenities/conference-rooms', headers: as['acme.kim'] })).json() as {
      id: number;
    }[];
    const roomId = rooms[1]!.id;
    const results = await Promise.all(
      times.map(([start, end], i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/reservations/conference',
          headers: as[people[i % people.length]!],
          payload: conferenceBooking(roomId, date, { start, end, purpose: 'Race', participants: 2 }),
        }),
      ),
    );
    const held = await t.database.db
      .select({ start: reservations.startTime, end: reservations.endTime })
      .from(reservations)
      .where(and(eq(reservations.resourceId, roomId), eq(reservations.date, date), eq(reservations.status, 'confirmed')));
    return { codes: results.map((r) => (r.statusCode === 201 ? '201' : `${r.statusCode} ${r.json().code}`)), held };
  };

  it("books every hour of one room's day side by side when three people race for each", async () => {
    const hours = ['08', '09', '10', '11', '12', '13', '14', '15', '16', '17'];
    const times = hours.flatMap((h) =>
      Array.from({ length: 3 }, () => [`${h}:00`, `${String(Number(h) + 1).padStart(2, '0')}:00`] as [string, string]),
    );
    const { codes, held } = await race('2026-12-23', times);
    expect(codes.filter((c) => c === '201')).toHaveLength(10);
    expect(codes.filter((c) => c !== '201').every((c) => c === '409 SLOT_TAKEN' || c === '409 ALREADY_RESERVED')).toBe(true);
    expect(held.map((h) => h.start).sort()).toEqual(hours.map((h) => `${h}:00`));
  });

  it('never lets two overlapping times of different lengths both hold, and answers every attempt', async () => {
    const times: [string, string][] = [
      ['09:00', '11:00'],
      ['10:00', '12:00'],
      ['10:00', '11:00'],
      ['11:00', '13:00'],
      ['12:00', '13:00'],
      ['09:00', '10:00'],
      ['12:00', '15:00'],
      ['14:00', '16:00'],
    ];
    const { codes, held } = await race('2026-12-24', [...times, ...times, ...times]);
    expect(codes.filter((c) => c !== '201' && c !== '409 SLOT_TAKEN' && c !== '409 ALREADY_RESERVED')).toEqual([]);
    expect(held.length).toBe(codes.filter((c) => c === '201').length);
    expect(held.length).toBeGreaterThanOrEqual(2);
    const sorted = [...held].sort((a, b) => a.start.localeCompare(b.start));
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.start >= sorted[i - 1]!.end).toBe(true);
  });

  it("never gives one company's racing bookings more free hours than its month has, and charges each what it took", async () => {
    const make = factories(t.database.db);
    const company = await make.company();
    const staff = await Promise.all(Array.from({ length: 5 }, () => make.user({ companyId: company.id })));
    const heads = await Promise.all(staff.map((u) => loginInEnglish(t.app, u.loginId, FACTORY_PASSWORD)));
    const rooms = (await t.app.inject({ url: '/api/v2/amenities/conference-rooms', headers: heads[0]! })).json() as {
      id: number;
    }[];
    const hours = ['08', '09', '10', '11', '12', '13', '14', '15', '16', '17'];
    const results = await Promise.all(
      hours.map((h, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/reservations/conference',
          headers: heads[i % heads.length]!,
          payload: conferenceBooking(rooms[0]!.id, '2026-12-28', {
            start: `${h}:00`,
            end: `${String(Number(h) + 1).padStart(2, '0')}:00`,
          }),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(hours.map(() => 201));
    const booked = await t.database.db
      .select({ id: reservations.id, total: reservations.total, freeMinutes: reservations.freeMinutes })
      .from(reservations)
      .where(eq(reservations.companyId, company.id));
    // Two free hours a month: exactly two of the ten one-hour bookings are free, the rest pay the hour.
    const paid = booked.filter((b) => b.freeMinutes === 0);
    expect(booked.filter((b) => b.freeMinutes === 60 && b.total === 0)).toHaveLength(2);
    expect(paid).toHaveLength(8);
    const hourly = paid[0]!.total;
    expect(hourly).toBeGreaterThan(0);
    expect(paid.every((b) => b.total === hourly)).toBe(true);
    const [quota] = await t.database.db
      .select({ used: amenityQuotas.freeMinutesUsed })
      .from(amenityQuotas)
      .where(and(eq(amenityQuotas.companyId, company.id), eq(amenityQuotas.month, '2026-12')));
    expect(quota?.used).toBe(120);
    const charges = await t.database.db
      .select({ reservationId: ledgerEntries.reservationId, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.companyId, company.id), eq(ledgerEntries.kind, 'charge')));
    expect(charges.map((c) => c.amount)).toEqual(paid.map(() => hourly));
  });
});
