/**
 * Lights-out and heating/cooling extensions (VOC, spec §4 and §8, issue 14): time outside office
 * hours (08:00–19:00 on business days) that a tenant asks the building for, billed per floor and per
 * started hour from the building office's tariff, VAT on top. Deadlines run on the Seoul clock.
 */
import { isBusinessDay, type HolidayCalendar } from '../business-days';
import { addDays, minutesOf, seoulInstant } from '../reservations/reservation.rules';
import { OFFICE_CLOSE_HOUR, OFFICE_OPEN_HOUR } from './complaint-sla';

export const EXTENSION_KINDS = ['lights', 'heating', 'cooling'] as const;
export type ExtensionKind = (typeof EXTENSION_KINDS)[number];

/** The two request forms and tabs: lights-out, and heating or cooling. */
export const EXTENSION_GROUPS = { lights: ['lights'], hvac: ['heating', 'cooling'] } as const satisfies Record<
  string,
  readonly ExtensionKind[]
>;
export type ExtensionGroup = keyof typeof EXTENSION_GROUPS;
export const EXTENSION_GROUP_NAMES = Object.keys(EXTENSION_GROUPS) as ExtensionGroup[];

/** requested → approved or rejected (with a reason); the tenant may cancel a requested or approved one. */
export const EXTENSION_STATUSES = ['requested', 'approved', 'rejected', 'cancelled'] as const;
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];

/** Requests are due by 15:00 (the spec's "Friday 15:00"; the same day for a weekday). */
export const EXTENSION_DEADLINE_HOUR = 15;
/** The floors an extension can cover (B8–26F, as the complaints) and how many at once. */
export const EXTENSION_FLOOR_MIN = -8;
export const EXTENSION_FLOOR_MAX = 26;
export const EXTENSION_FLOORS_MAX = 10;

/** The floors of a request its company does not occupy: a tenant asks only for its own floors. */
export function floorsNotOwned(own: readonly number[], floors: readonly number[]): number[] {
  return floors.filter((floor) => !own.includes(floor));
}
export const EXTENSION_DETAIL_MAX = 500;
export const EXTENSION_REASON_MAX = 300;
/** VAT on the tariff's rates (10 %). */
export const VAT_PERCENT = 10;
/** The tariff until the building office edits it: KRW per floor per started hour, before VAT. */
export const DEFAULT_TARIFF: ExtensionTariff = { lightsHourly: 30_000, hvacHourly: 80_000 };
export const TARIFF_RATE_MAX = 10_000_000;
/** The end of the day, the latest an extension ends (extensions never cross midnight). */
export const DAY_END = '24:00';

export interface ExtensionTariff {
  /** Lights-out extension, per floor and hour. */
  lightsHourly: number;
  /** Heating or cooling extension, per floor and hour. */
  hvacHourly: number;
}

const OPEN_MINUTES = OFFICE_OPEN_HOUR * 60;
const CLOSE_MINUTES = OFFICE_CLOSE_HOUR * 60;
const DEADLINE = `${EXTENSION_DEADLINE_HOUR}:00`;

/** Whether the instant `time` of `date` is office time (08:00 ≤ time < 19:00 on a business day). */
export function isOfficeTime(calendar: HolidayCalendar, date: string, time: string): boolean {
  const at = minutesOf(time);
  return isBusinessDay(calendar, date) && at >= OPEN_MINUTES && at < CLOSE_MINUTES;
}

/** Whether [start, end) on `date` meets office hours: an extension must lie wholly outside them. */
export function overlapsOfficeHours(calendar: HolidayCalendar, date: string, start: string, end: string): boolean {
  if (!isBusinessDay(calendar, date)) return false;
  return minutesOf(start) < CLOSE_MINUTES && minutesOf(end) > OPEN_MINUTES;
}

/**
 * The last instant a request for `date` is taken: 15:00 on the last business day before a weekend or
 * holiday (a holiday Friday moves it to Thursday), 15:00 the same day on a business day; never after
 * the extension starts.
 */
export function extensionDeadline(calendar: HolidayCalendar, date: string, start: string): Date {
  let day = date;
  if (!isBusinessDay(calendar, date)) {
    do day = addDays(day, -1);
    while (!isBusinessDay(calendar, day));
  }
  const deadline = seoulInstant(day, DEADLINE);
  const startsAt = seoulInstant(date, start);
  return startsAt < deadline ? startsAt : deadline;
}

/** Whether a request made at `now` is too late for the extension. */
export function deadlinePassed(calendar: HolidayCalendar, now: Date, date: string, start: string): boolean {
  return now.getTime() >= extensionDeadline(calendar, date, start).getTime();
}

/** The started hours of [start, end). */
export function billedHours(start: string, end: string): number {
  return Math.ceil((minutesOf(end) - minutesOf(start)) / 60);
}

/** One line of an extension's price, integer KRW: a floor's hours, then VAT. */
export interface ExtensionPriceLine {
  key: 'floor' | 'vat';
  amount: number;
  floor?: number;
  hours?: number;
  rate?: number;
}

export interface ExtensionQuote {
  lines: ExtensionPriceLine[];
  subtotal: number;
  vat: number;
  total: number;
}

export const hourlyRate = (tariff: ExtensionTariff, kind: ExtensionKind) =>
  kind === 'lights' ? tariff.lightsHourly : tariff.hvacHourly;

/** The itemised price: a line per floor (rate × started hours), VAT (10 %, rounded down to the won), the total. */
export function quoteExtension(
  tariff: ExtensionTariff,
  request: { kind: ExtensionKind; floors: readonly number[]; start: string; end: string },
): ExtensionQuote {
  const hours = billedHours(request.start, request.end);
  const rate = hourlyRate(tariff, request.kind);
  const floorLines = [...request.floors]
    .sort((a, b) => a - b)
    .map((floor): ExtensionPriceLine => ({ key: 'floor', floor, hours, rate, amount: rate * hours }));
  const subtotal = floorLines.reduce((sum, line) => sum + line.amount, 0);
  const vat = Math.floor((subtotal * VAT_PERCENT) / 100);
  return { lines: [...floorLines, { key: 'vat', amount: vat }], subtotal, vat, total: subtotal + vat };
}

/** The tenant may cancel a request that is still requested or approved. */
export function canCancel(status: ExtensionStatus): boolean {
  return status === 'requested' || status === 'approved';
}

/** Cancelling before the start is free; an approved extension cancelled at or after its start is charged in full. */
export function cancellationCharged(status: ExtensionStatus, now: Date, date: string, start: string): boolean {
  return status === 'approved' && now.getTime() >= seoulInstant(date, start).getTime();
}

/** The office decides requested extensions only. */
export const canDecide = (status: ExtensionStatus) => status === 'requested';
