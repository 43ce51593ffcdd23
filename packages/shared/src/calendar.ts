/**
 * Calendar dates of an instant without a date library, so that pages which only need today's date
 * (the home page's notice and banner) load no date code. `time.ts` re-exports these.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateIn(timeZone: string, instant: Date | string | number): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD; only the digits are used, never a locale's words.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/** The Seoul calendar date of an instant, as YYYY-MM-DD. */
export function seoulDate(instant: Date | string | number = new Date()): string {
  return dateIn('Asia/Seoul', instant);
}

/** The Seoul wall-clock time of an instant, as HH:mm (Seoul is +09:00 all year). */
export function seoulTime(instant: Date | string | number = new Date()): string {
  return new Date(new Date(instant).getTime() + 9 * 3_600_000).toISOString().slice(11, 16);
}

/** The first instant of a Seoul calendar day (YYYY-MM-DD): Seoul keeps no daylight saving, so it is +09:00. */
export function seoulDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`);
}

/** The ISO weekday of a YYYY-MM-DD calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** A YYYY-MM-DD calendar day moved by whole days (negative moves back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether `YYYY-MM-DD` names a day of the calendar, from year 1 (2026-02-30 and 0000-01-01 do not):
 * arithmetic only, since every query and body with a date runs it.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}
