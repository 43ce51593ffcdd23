/**
 * The day grid is the portal's hottest read (every booking page asks for it, and again after each
 * choice). Each replica keeps a day's answer for one second: a booking made on this replica clears it
 * at once, one made on another shows here within a second. The grid only informs; whether a time can
 * be booked is decided by the database when booking.
 */
import { shortCache } from '../../db/short-cache.js';

const days = shortCache({ ttlMs: 1000, maxKeys: 500 });

export function cachedDay<T>(key: string, load: () => Promise<T>): Promise<T> {
  return days.get(key, load);
}

/** After any change to bookings on this replica. */
export function forgetDays(): void {
  days.clear();
}
