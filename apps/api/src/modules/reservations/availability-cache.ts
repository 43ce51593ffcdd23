/**
 * The day grid is the portal's hottest read (every booking page asks for it, and again after each
 * choice). Each replica keeps a day's answer for one second: a booking made on this replica clears it
 * at once, one made on another shows here within a second. The grid only informs; whether a time can
 * be booked is decided by the database when booking.
 */
const TTL_MS = 1000;
const MAX_DAYS = 500;
const entries = new Map<string, { until: number; value: Promise<unknown> }>();

export function cachedDay<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  if (entries.size >= MAX_DAYS) entries.clear();
  const value = load();
  entries.set(key, { until: now + TTL_MS, value });
  value.catch(() => entries.delete(key));
  return value;
}

/** After any change to bookings on this replica. */
export function forgetDays(): void {
  entries.clear();
}
