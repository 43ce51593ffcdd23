import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_CLOSES_MINUTES_AFTER,
  CHECK_IN_OPENS_MINUTES_BEFORE,
  checkInOpensAt,
  checkInWindow,
  noShowDue,
} from './check-in.rules';

const start = new Date('2026-11-24T01:00:00Z'); // 10:00 in Seoul
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('the check-in window', () => {
  it('opens 10 minutes before the start and closes 15 minutes after it', () => {
    expect([CHECK_IN_OPENS_MINUTES_BEFORE, CHECK_IN_CLOSES_MINUTES_AFTER]).toEqual([10, 15]);
    expect(checkInWindow(start, at(-11))).toBe('early');
    expect(checkInWindow(start, at(-10))).toBe('open');
    expect(checkInWindow(start, at(0))).toBe('open');
    expect(checkInWindow(start, at(15))).toBe('open');
    expect(checkInWindow(start, at(16))).toBe('late');
    expect(checkInOpensAt(start).toISOString()).toBe('2026-11-24T00:50:00.000Z');
  });

  it('makes a booking not checked in a no-show one minute after it closes, not at its close', () => {
    expect(noShowDue(start, at(15))).toBe(false);
    expect(noShowDue(start, at(16))).toBe(true);
  });

  it('gives a booking made after its start (the hour under way) 15 minutes from when it was made', () => {
    // Booked at +40 for the hour that started at +0: open until +55, a no-show at +56.
    expect(checkInWindow(start, at(41), at(40))).toBe('open');
    expect(checkInWindow(start, at(55), at(40))).toBe('open');
    expect(checkInWindow(start, at(56), at(40))).toBe('late');
    expect(noShowDue(start, at(55), at(40))).toBe(false);
    expect(noShowDue(start, at(56), at(40))).toBe(true);
    // Made before its start: the start counts, as always.
    expect(noShowDue(start, at(16), at(-60))).toBe(true);
  });
});

describe('the registry says who checks in', () => {
  it('the seat amenities check in; conference rooms are marked by hand; the office sets the restriction of the spec’s four', async () => {
    const { CHECK_IN_AMENITIES, OFFICE_RESTRICTED_AMENITIES } = await import('./amenity-policies');
    expect(CHECK_IN_AMENITIES).toEqual(['sleepingRoom', 'refreshLounge', 'golfSeat', 'golfLesson', 'fitnessSeat']);
    expect(OFFICE_RESTRICTED_AMENITIES).toEqual(['conference', 'refreshLounge', 'golfSeat', 'golfLesson']);
  });
});
