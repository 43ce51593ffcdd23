/**
 * The retail mall (issue 17): the tenants' shops and restaurants on the mall's floors, their
 * categories and weekly hours. Zod-free, so the public pages (a 150 KB first load) can read the rules
 * without the schema library; `retail.schema.ts` builds the API's and the back office's schemas on them.
 */
import { isoWeekday, seoulDate, seoulTime } from '../calendar';

/** The mall's floors (B2, B1, 1F, 2F), lowest first: a tenant is on one of them. */
export const RETAIL_FLOORS = [-2, -1, 1, 2] as const;
export type RetailFloor = (typeof RETAIL_FLOORS)[number];

/** The closed list of categories, in the order the filters show them. */
export const RETAIL_CATEGORIES = ['food', 'cafe', 'convenience', 'health-beauty', 'fashion', 'services'] as const;
export type RetailCategory = (typeof RETAIL_CATEGORIES)[number];

export const RETAIL_NAME_MAX = 60;
export const RETAIL_DESCRIPTION_MAX = 1000;
export const RETAIL_HOURS_NOTE_MAX = 120;
export const RETAIL_MENU_MAX = 40;
export const RETAIL_MENU_NAME_MAX = 60;
/** The dearest menu item: a course menu of a restaurant, well under a million won. */
export const RETAIL_MENU_PRICE_MAX = 1_000_000;
export const RETAIL_PHOTOS_MAX = 6;

/** Mon … Sun: the hours are a week of seven days, Monday first (the Korean week). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A day's opening hours, `HH:MM` on the Seoul clock; `closes` may be `24:00` (open until midnight). */
export interface DayHours {
  opens: string;
  closes: string;
}
/** Seven days, Monday first; null is closed that day. */
export type WeeklyHours = (DayHours | null)[];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Whether a text is a time of day as the hours write it (`00:00` … `23:59`, and `24:00`). */
export function isTimeOfDay(value: string): boolean {
  return TIME.test(value);
}

/** What is wrong with a day's hours, or null: each time well written, and closing after opening. */
export function dayHoursProblem(day: DayHours): 'opens' | 'closes' | 'order' | null {
  if (!isTimeOfDay(day.opens) || day.opens === '24:00') return 'opens';
  if (!isTimeOfDay(day.closes)) return 'closes';
  return day.closes > day.opens ? null : 'order';
}

/** A run of days with the same hours, from one weekday to another (the same day for a run of one). */
export interface HoursRun {
  from: Weekday;
  to: Weekday;
  hours: DayHours | null;
}

const sameHours = (a: DayHours | null, b: DayHours | null) =>
  a === null || b === null ? a === b : a.opens === b.opens && a.closes === b.closes;

/**
 * The week in runs of days with the same hours, Monday first: Mon–Fri 07:30–21:00, Sat 10:00–18:00,
 * Sun closed. A card shows a few lines instead of seven.
 */
export function hoursRuns(week: WeeklyHours): HoursRun[] {
  const runs: HoursRun[] = [];
  week.slice(0, WEEKDAYS.length).forEach((hours, i) => {
    const last = runs.at(-1);
    if (last && sameHours(last.hours, hours)) last.to = WEEKDAYS[i]!;
    else runs.push({ from: WEEKDAYS[i]!, to: WEEKDAYS[i]!, hours });
  });
  return runs;
}

/** Whether a shop is open at an instant: until when, or when it opens next (null: closed all week). */
export type OpenState =
  { open: true; closes: string } | { open: false; opens: { day: Weekday; time: string; today: boolean } | null };

/**
 * A shop's state at an instant on the Seoul clock, from its week: open from `opens` up to (not at)
 * `closes`; when closed, the next opening, today's still to come or a later day's.
 */
export function openStateAt(week: WeeklyHours, instant: Date): OpenState {
  const day = seoulDate(instant);
  const today = isoWeekday(day) - 1; // Monday first
  const time = seoulTime(instant);
  const hours = week[today];
  if (hours && hours.opens <= time && time < hours.closes) return { open: true, closes: hours.closes };
  if (hours && time < hours.opens) return { open: false, opens: { day: WEEKDAYS[today]!, time: hours.opens, today: true } };
  for (let ahead = 1; ahead <= WEEKDAYS.length; ahead++) {
    const next = week[(today + ahead) % WEEKDAYS.length];
    if (next)
      return { open: false, opens: { day: WEEKDAYS[(today + ahead) % WEEKDAYS.length]!, time: next.opens, today: false } };
  }
  return { open: false, opens: null };
}

/** A floor as the address writes it (`B1`, `1F`), and back: the filters keep it readable in a link. */
export function floorParam(floor: number): string {
  return floor < 0 ? `B${-floor}` : `${floor}F`;
}

export function parseFloorParam(value: string | null | undefined): RetailFloor | null {
  const match = /^(?:B([1-9])|([1-9])F)$/.exec(value ?? '');
  if (!match) return null;
  const floor = match[1] ? -Number(match[1]) : Number(match[2]);
  return (RETAIL_FLOORS as readonly number[]).includes(floor) ? (floor as RetailFloor) : null;
}

export function isRetailCategory(value: string | null | undefined): value is RetailCategory {
  return (RETAIL_CATEGORIES as readonly string[]).includes(value ?? '');
}
