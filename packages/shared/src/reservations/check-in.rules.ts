/**
 * Check-in of a seat amenity (issue 16, decision 0035): the person scans the seat's QR (or the desk
 * scans their member QR) from 10 minutes before the start to 15 minutes after it; a booking not
 * checked in by then is a no-show (the no-show job), which frees the seat at once.
 */

/** Check-in opens this many minutes before the start. */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 10;
/** Check-in closes this many minutes after the start; one minute later the booking is a no-show. */
export const CHECK_IN_CLOSES_MINUTES_AFTER = 15;

const MINUTE = 60_000;

export type CheckInWindowState = 'early' | 'open' | 'late';

/** The first instant a booking starting at `start` may be checked in. */
export function checkInOpensAt(start: Date): Date {
  return new Date(start.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * MINUTE);
}

/**
 * The last instant a booking starting at `start` may be checked in: 15 minutes after its start, or
 * after it was made (`bookedAt`) when it was made later (the nap room's hour under way may be booked
 * at 09:40 for 09:00: its person then has until 09:55, not a window already closed).
 */
export function checkInClosesAt(start: Date, bookedAt?: Date | null): Date {
  const from = bookedAt && bookedAt > start ? bookedAt : start;
  return new Date(from.getTime() + CHECK_IN_CLOSES_MINUTES_AFTER * MINUTE);
}

/** Where `now` stands against the check-in window of a booking starting at `start`, made at `bookedAt` (both edges inside). */
export function checkInWindow(start: Date, now: Date, bookedAt?: Date | null): CheckInWindowState {
  if (now < checkInOpensAt(start)) return 'early';
  if (now > checkInClosesAt(start, bookedAt)) return 'late';
  return 'open';
}

/** Whether a booking starting at `start`, made at `bookedAt`, and not checked in is a no-show at `now` (its window has closed). */
export function noShowDue(start: Date, now: Date, bookedAt?: Date | null): boolean {
  return checkInWindow(start, now, bookedAt) === 'late';
}

/** The restriction length the back office may set, in days (0: none). */
export const NO_SHOW_RESTRICTION_DAYS_MAX = 365;
/** The office's restriction length before it sets one. */
export const NO_SHOW_RESTRICTION_DAYS_DEFAULT = 7;
