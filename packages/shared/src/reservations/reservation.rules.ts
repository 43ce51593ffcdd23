/**
 * The reservation core shared by every amenity (DESIGN.md §5): statuses, payment methods, itemised
 * prices and the Seoul-calendar arithmetic the amenity policies are written in. Pure functions only;
 * the server enforces them and the forms show the same messages before submitting.
 */

export const RESERVATION_STATUSES = ['pending', 'confirmed', 'waitlisted', 'cancelled', 'completed', 'no_show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** The statuses that hold a resource's time: two of them never overlap on one resource (the database's exclusion constraint). */
export const HOLDING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly ReservationStatus[];
export type HoldingStatus = (typeof HOLDING_STATUSES)[number];
/** True for a status that holds its time (a pending request or a confirmed booking). */
export const isHolding = (status: ReservationStatus): status is HoldingStatus =>
  (HOLDING_STATUSES as readonly string[]).includes(status);

/** How a reservation is paid: on the company's monthly invoice, by card at the desk, or by bank transfer. */
export const PAYMENT_METHODS = ['invoice', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Every amenity kind; each has its entry in the registry (amenity-policies.ts), the planned ones too. */
export const AMENITIES = [
  'conference',
  'lounge',
  'sleepingRoom',
  'refreshLounge',
  'golfSeat',
  'golfLesson',
  'fitnessSeat',
  'gx',
  'pt',
  'locker',
  'basket',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** The kinds of price lines; each has its text `reservations:price.<key>`. */
export const PRICE_LINE_KEYS = [
  'room',
  'tenantDiscount',
  'freeQuota',
  'package',
  'equipment',
  'lounge',
  'pass',
  'course',
  'rental',
  'lockerDeposit',
] as const;

/**
 * One line of an itemised price, integer KRW (negative for a discount). `key` names the line's text
 * in the `reservations` namespace (`price.<key>`), `params` fill it in.
 */
export interface PriceLine {
  key: (typeof PRICE_LINE_KEYS)[number];
  amount: number;
  params?: Record<string, string | number>;
}

export interface PriceQuote {
  lines: PriceLine[];
  total: number;
  /** Part of the total due before the event, with its last day (YYYY-MM-DD); 0 when none is due. */
  deposit: number;
  depositDue: string | null;
}

export const sumLines = (lines: readonly PriceLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/** A problem with one field of a request: an i18n key with its parameters, shown on that field. */
export interface FieldIssue {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

// --- Seoul calendar arithmetic (dates as YYYY-MM-DD, times as HH:mm; Korea has no daylight saving) ---

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDay(date: string): number {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function fromUtcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  return fromUtcDay(utcDay(date) + days * 86_400_000);
}

/** The same day `months` later; a day the month lacks becomes its last (31 Dec + 2 months = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return fromUtcDay(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

/** Minutes after midnight of an HH:mm time. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The instant of a Seoul date and time. */
export function seoulInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+09:00`);
}

/** The month a date falls in (YYYY-MM): free quotas and charges are kept per company and month. */
export const monthOf = (date: string) => date.slice(0, 7);

/** HH:mm times on the hour from `opens` up to `closes` (both included). */
export function hourMarks(opens: string, closes: string): string[] {
  const out: string[] = [];
  for (let m = minutesOf(opens); m <= minutesOf(closes); m += 60) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

/** Whether [start, end) lies on the hour within opening hours and lasts at least `minHours`. */
export function isWithinHours(start: string, end: string, opens: string, closes: string, minHours = 1): boolean {
  const s = minutesOf(start);
  const e = minutesOf(end);
  return s % 60 === 0 && e % 60 === 0 && s >= minutesOf(opens) && e <= minutesOf(closes) && e - s >= minHours * 60;
}
