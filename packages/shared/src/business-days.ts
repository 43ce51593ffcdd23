/**
 * Business days on the Seoul calendar (DESIGN.md §5): weekdays that are neither a Korean public
 * holiday nor a day the building office closed. The holidays come from the `holidays` table (the
 * gazette list, seeded, plus what the back office adds). A day of a year whose holidays are not
 * known is an error, never silently a business day.
 */
import { isoWeekday } from './calendar';
import { addDays } from './reservations/reservation.rules';

export interface HolidayCalendar {
  /** The years whose public holidays are known. */
  years: ReadonlySet<number>;
  /** The days that are not business days besides weekends: holidays and closures (YYYY-MM-DD). */
  days: ReadonlySet<string>;
}

/** Asked about a day of a year whose holidays nobody has entered yet. */
export class UnknownHolidayYear extends Error {
  constructor(readonly year: number) {
    super(`the holidays of ${year} are not known`);
  }
}

const yearOf = (date: string) => Number(date.slice(0, 4));

export function isBusinessDay(calendar: HolidayCalendar, date: string): boolean {
  if (!calendar.years.has(yearOf(date))) throw new UnknownHolidayYear(yearOf(date));
  return isoWeekday(date) < 6 && !calendar.days.has(date);
}

/** The business day `count` business days after `date` (0: the day itself if it is one, else the next). */
export function addBusinessDays(calendar: HolidayCalendar, date: string, count: number): string {
  let day = date;
  while (!isBusinessDay(calendar, day)) day = addDays(day, 1);
  for (let left = count; left > 0; left--) {
    day = addDays(day, 1);
    while (!isBusinessDay(calendar, day)) day = addDays(day, 1);
  }
  return day;
}
