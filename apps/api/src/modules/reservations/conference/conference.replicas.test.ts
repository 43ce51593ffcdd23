import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reservations } from '../../../db/schema/reservations';
import { loginAs } from '../../../test/auth-helpers';
import { conferenceBooking } from '../../../test/bookings';
import { createTestApp, type TestApp } from '../../../test/test-app';

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
const as: Record<string, Record<string, string>> = {};
const people = ['acme.staff01', 'acme.master', 'blue.park', 'blue.master', 'acme.kim'];

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.now = () => new Date('2026-11-23T01:00:00Z');
  for (const id of people) as[id] = { ...(await loginAs(t.app, id)), 'x-language': 'en' };
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
});
