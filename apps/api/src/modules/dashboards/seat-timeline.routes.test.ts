import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/reservations';
import { createTestAppAsAdmin, loginNewMember } from '../../test/auth-helpers';
import type { factories } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');
const TODAY = '2026-11-23';

let t: TestApp;
let fx: ReturnType<typeof factories>;
let admin: Record<string, string>;

beforeAll(async () => {
  ({ t, fx, admin } = await createTestAppAsAdmin({ now: () => NOW }));
});
afterAll(() => t.close());

const timeline = (room: string, date = TODAY, h = admin) =>
  t.app.inject({ url: `/api/v1/admin/seat-timeline?room=${room}&date=${date}`, headers: h });

describe('the back office’s day of a room', () => {
  it('lists the room’s seats and each booking of the day with its booker, company, state and check-in; not cancelled ones', async () => {
    const { headers: me } = await loginNewMember(t.app, fx, { gender: 'female', name: 'Timeline Woman' });
    const empty = (await timeline('nrw')).json();
    expect(empty).toMatchObject({ room: 'nrw', date: TODAY, opensAt: '09:00', closesAt: '18:00', bookings: [] });
    expect(empty.seats.map((s: { number: number }) => s.number)).toEqual([1, 2, 3, 4, 5]);
    const seatId = empty.seats[2].id as number;

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v2/reservations/sleeping-room',
      headers: me,
      payload: { seatId, date: TODAY, start: '10:00', end: '11:00' },
    });
    expect(booked.statusCode).toBe(201);
    await t.database.db.update(reservations).set({ checkedInAt: NOW }).where(eq(reservations.id, booked.json().id));
    const day = (await timeline('nrw')).json();
    expect(day.bookings).toEqual([
      {
        id: booked.json().id,
        seatId,
        reference: expect.stringMatching(/^NR-20261123-\d{4}$/),
        start: '10:00',
        end: '11:00',
        status: 'confirmed',
        checkedInAt: NOW.toISOString(),
        booker: 'Timeline Woman',
        company: expect.any(String),
      },
    ]);
    // The men's side has its own seats and none of her booking.
    const men = (await timeline('nrm')).json();
    expect(men.seats).toHaveLength(15);
    expect(men.bookings).toEqual([]);

    await t.app.inject({ method: 'POST', url: `/api/v2/reservations/${booked.json().id}/cancel`, headers: me });
    expect((await timeline('nrw')).json().bookings).toEqual([]);
  });

  it('refuses an unknown room or date with a message naming the field, and a member', async () => {
    const bad = await timeline('attic', 'yesterday');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['date', 'room']);
    const { headers: member } = await loginNewMember(t.app, fx);
    expect((await timeline('nrw', TODAY, member)).statusCode).toBe(403);
  });
});
