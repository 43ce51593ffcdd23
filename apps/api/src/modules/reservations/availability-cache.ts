/**
 * The day grid is the portal's hottest read (every booking page asks for it, and again after each
 * choice). Each replica keeps a day's answer for one second: a booking made on this replica clears it
 * at once, one made on another shows here within a second. The grid only informs; whether a time can
 * be booked is decided by the database when booking.
 */
import { shortCache } from '../../db/short-cache.js';
import { sharedAnswer } from '../../plugins/shared-answers.js';

const days = shortCache({ ttlMs: 1000, maxKeys: 500 });

/** A day's answer, the same for everyone who asks in its language: serialised once (shared-answers.ts). */
export function cachedDay<T extends object>(key: string, load: () => Promise<T>): Promise<Readonly<T>> {
  return days.get(key, async () => sharedAnswer(await load()));
}

/** After any change to bookings on this replica. */
export function forgetDays(): void {
  days.clear();
}
