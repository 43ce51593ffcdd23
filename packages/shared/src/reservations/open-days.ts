/**
 * Which days an amenity is open (decision 0063): the registry says whether it opens on business days
 * only or every day; the holiday calendar (the `holidays` table) adds the public holidays and the days
 * the building office closed. The server refuses a booking of a closed day with `closedDayIssue`, and
 * its availability answers carry the same issue as `closed`, so a form shows why a day is closed
 * instead of offering it. Every text names the amenity it is about.
 */
import { isoWeekday } from '../calendar';
import { AMENITY_POLICIES } from './amenity-policies';
import type { Amenity, FieldIssue } from './reservation.rules';

/** One row of the holiday calendar: a public holiday (or a temporary one) or a closure of the building. */
export interface CalendarDay {
  date: string;
  kind: 'public' | 'temporary' | 'closure';
  /** Its name in the reader's language (Christmas, Building inspection). */
  name: string;
}

/** Why a day is closed for an amenity. */
export type DayClosure =
  | { reason: 'closure'; name: string }
  | { reason: 'weekend' }
  | { reason: 'holiday'; name: string }
  | { reason: 'holidaysUnknown'; year: number };

/**
 * Why `date` is closed for the amenity, or null when it is open. `days` are the calendar's rows of the
 * day's year (a closure is enough for an amenity open every day); `yearKnown` whether that year's public
 * holidays are in, without which a business day cannot be told (never taken for one: DESIGN.md §5).
 */
export function dayClosure(amenity: Amenity, date: string, days: readonly CalendarDay[], yearKnown: boolean): DayClosure | null {
  const entry = days.find((d) => d.date === date);
  if (entry?.kind === 'closure') return { reason: 'closure', name: entry.name };
  if (AMENITY_POLICIES[amenity].openDays === 'everyDay') return null;
  if (!yearKnown) return { reason: 'holidaysUnknown', year: Number(date.slice(0, 4)) };
  if (isoWeekday(date) >= 6) return { reason: 'weekend' };
  if (entry) return { reason: 'holiday', name: entry.name };
  return null;
}

/**
 * A closed day as the refusal of the date field and the forms' notice: `common:closedDay.<reason>`,
 * naming the amenity (`common:amenityNames.<amenity>`, nested by the text).
 */
export function closedDayIssue(amenity: Amenity, closure: DayClosure): FieldIssue {
  const { reason, ...rest } = closure;
  return { field: 'date', key: `common:closedDay.${reason}`, params: { amenity, ...rest } };
}
