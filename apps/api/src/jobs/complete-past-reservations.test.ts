import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/auth-helpers';
import { conferenceBooking } from '../test/bookings';
import { createTestApp, type TestApp } from '../test/test-app';
import { completePastReservations } from './complete-past-reservations';
import { runExclusively } from './scheduler';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.now = () => new Date('2026-11-23T01:00:00Z');
  auth = await loginAs(t.app, 'acme.kim');
});
afterAll(() => t.close());

describe('completing past bookings', () => {
  it('marks a confirmed booking completed once its end has passed, not before', async () => {
    const rooms = (await t.app.inject({ url: '/api/v2/amenities/conference-rooms', headers: auth })).json();
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v2/reservations/conference',
      headers: auth,
      payload: conferenceBooking(rooms[0].id, '2026-11-24', { start: '09:00', end: '10:00' }),
    });
    const { id } = booked.json();
    const status = async () => (await t.app.inject({ url: `/api/v2/reservations/${id}`, headers: auth })).json().status;
    expect(await runExclusively(t.database.db, completePastReservations, new Date('2026-11-24T00:59:00Z'), t.app)).toEqual({
      completed: 0,
    });
    expect(await status()).toBe('confirmed');
    expect(await runExclusively(t.database.db, completePastReservations, new Date('2026-11-24T01:00:00Z'), t.app)).toEqual({
      completed: 1,
    });
    expect(await status()).toBe('completed');
  });
});
