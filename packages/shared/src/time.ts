import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every rule of the portal runs on the Seoul clock (DESIGN.md §5). */
export const SEOUL_TZ = 'Asia/Seoul';

/** A clock returns the current instant; tests inject a fixed one. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The instant as seen in Seoul. */
export function seoul(instant: Date | string | number = new Date()): Dayjs {
  return dayjs(instant).tz(SEOUL_TZ);
}

export { seoulDate } from './calendar';

/** A set of YYYY-MM-DD holiday dates, per year known, so an unknown year is an error, never silently a business day. */
export interface HolidayCalendar {
  years: ReadonlySet<number>;
  dates: ReadonlySet<string>;
}

export class UnknownHolidayYearError extends Error {
  constructor(readonly year: number) {
    super(`No holiday data for ${year}`);
  }
}

/** A business day is a weekday that is not a public holiday or building closure. */
export function isBusinessDay(date: string, calendar: HolidayCalendar): boolean {
  const day = dayjs(date);
  if (!calendar.years.has(day.year())) throw new UnknownHolidayYearError(day.year());
  const weekday = day.day();
  return weekday !== 0 && weekday !== 6 && !calendar.dates.has(date);
}

export { dayjs };
