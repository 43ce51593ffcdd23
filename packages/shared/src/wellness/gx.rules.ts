/**
 * GX (yoga and group exercise) monthly programs (spec §8–§9, issue 15): the courses and their prices,
 * the registration window on the holiday calendar, the minimum to run, the waiting list and the
 * refund. Dates are Seoul dates (YYYY-MM-DD), months YYYY-MM, money integer KRW.
 */
import { isBusinessDay, UnknownHolidayYear, type HolidayCalendar } from '../business-days';
import { isoWeekday } from '../calendar';
import { addDays, addMonths, seoulInstant } from '../reservations/reservation.rules';

/** Yoga Mon/Wed/Fri: 10 sessions for 150,000 KRW a month, VAT excluded (spec §9). */
export const GX_MON_WED_FRI = { id: 'monWedFri', weekdays: [1, 3, 5], sessions: 10, price: 150_000 } as const;
/** Yoga Tue/Thu: 8 sessions for 120,000 KRW a month, VAT excluded (spec §9). */
export const GX_TUE_THU = { id: 'tueThu', weekdays: [2, 4], sessions: 8, price: 120_000 } as const;
export const GX_COURSES = [GX_MON_WED_FRI, GX_TUE_THU] as const;
/** VAT on a GX price, shown beside it (the price is VAT excluded). */
export const GX_VAT_PERCENT = 10;
/** A program with fewer registrations than this at the close of registration does not run. */
export const GX_MIN_REGISTRATIONS = 6;
/** Withdrawing after registration refunds the price less this fee. */
export const GX_REFUND_FEE_PERCENT = 10;
/** Registration for next month closes on this Friday of the month (the second). */
export const GX_CLOSE_FRIDAY = 2;
export const GX_CAPACITY_MAX = 200;
export const GX_WAITLIST_MAX = 100;
export const GX_PRICE_MAX = 10_000_000;

/** registered (holds a place), waitlisted (in line for one), cancelled (by the person, the office or the minimum). */
export const GX_REGISTRATION_STATUSES = ['registered', 'waitlisted', 'cancelled'] as const;
export type GxRegistrationStatus = (typeof GX_REGISTRATION_STATUSES)[number];
export const GX_PROGRAM_STATUSES = ['open', 'cancelled'] as const;
export type GxProgramStatus = (typeof GX_PROGRAM_STATUSES)[number];
/** Who ended a registration: the person, the building office, or the close for too few registrations. */
export const GX_CANCELLED_BY = ['person', 'office', 'minimum'] as const;
export type GxCancelledBy = (typeof GX_CANCELLED_BY)[number];

/** 1 = Monday … 7 = Sunday (ISO), as the back office picks them. */
export const GX_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The VAT of a price before VAT, rounded to the won. */
export const gxVat = (price: number) => Math.round((price * GX_VAT_PERCENT) / 100);

/** The first day of a month (YYYY-MM-01). */
const firstOf = (month: string) => `${month}-01`;

/** The month before a YYYY-MM month. */
export const previousMonth = (month: string) => addMonths(firstOf(month), -1).slice(0, 7);
/** The month after a YYYY-MM month. */
export const nextMonth = (month: string) => addMonths(firstOf(month), 1).slice(0, 7);

/** The first business day of a month on the holiday calendar (throws for a year without holiday data). */
export function firstBusinessDay(calendar: HolidayCalendar, month: string): string {
  let day = firstOf(month);
  while (!isBusinessDay(calendar, day)) day = addDays(day, 1);
  return day;
}

/** The `n`-th Friday of a month (calendar date). */
export function nthFriday(month: string, n: number): string {
  const first = firstOf(month);
  const toFriday = (5 - isoWeekday(first) + 7) % 7;
  return addDays(first, toFriday + (n - 1) * 7);
}

export interface RegistrationWindow {
  /** The program month the window registers for. */
  month: string;
  /** The first day of registration: the first business day of the month before. */
  opens: string;
  /** The last day of registration: the second Friday of the month before, or the business day before it when that Friday is a holiday. */
  closes: string;
  /** The instants: from the start of `opens` to the end of `closes` (Seoul). */
  opensAt: Date;
  closesAt: Date;
}

/**
 * The registration window of a program month: in the month before, from its first business day to
 * its second Friday (the last business day up to it when that Friday is a holiday, decision 0026).
 * A year whose holidays are not known throws `UnknownHolidayYear`.
 */
export function registrationWindow(calendar: HolidayCalendar, programMonth: string): RegistrationWindow {
  const month = previousMonth(programMonth);
  const opens = firstBusinessDay(calendar, month);
  let closes = nthFriday(month, GX_CLOSE_FRIDAY);
  while (!isBusinessDay(calendar, closes)) closes = addDays(closes, -1);
  return {
    month: programMonth,
    opens,
    closes,
    opensAt: seoulInstant(opens, '00:00'),
    closesAt: seoulInstant(addDays(closes, 1), '00:00'),
  };
}

/**
 * A program's window: the office's own days when it set them (a late round, both days included),
 * else the month's rule window.
 */
export function programWindow(
  calendar: HolidayCalendar,
  program: { month: string; registrationOpens: string | null; registrationCloses: string | null },
): RegistrationWindow {
  const { registrationOpens: opens, registrationCloses: closes } = program;
  if (opens === null || closes === null) return registrationWindow(calendar, program.month);
  return {
    month: program.month,
    opens,
    closes,
    opensAt: seoulInstant(opens, '00:00'),
    closesAt: seoulInstant(addDays(closes, 1), '00:00'),
  };
}

/** Whether registration for the program month is open at the instant. */
export function isRegistrationOpen(window: RegistrationWindow, now: Date): boolean {
  return now.getTime() >= window.opensAt.getTime() && now.getTime() < window.closesAt.getTime();
}

/** Whether a program runs after the close: at least the minimum registered. */
export const runsAtClose = (registered: number) => registered >= GX_MIN_REGISTRATIONS;

/** Where a new registration goes (the registry's capacity model, shared with events). */
export { placeFor } from '../reservations/capacity-session';

/**
 * The session dates of a program in its month: each day whose weekday is one of the program's, less
 * the public holidays and the days the building office closed (decision 0026's addendum): classes do
 * not meet then. A weekend program meets on its weekend days that are not holidays. Throws
 * `UnknownHolidayYear` for a year whose holidays are not known: never a guessed session.
 */
export function sessionDates(calendar: HolidayCalendar, month: string, weekdays: readonly number[]): string[] {
  const year = Number(month.slice(0, 4));
  if (!calendar.years.has(year)) throw new UnknownHolidayYear(year);
  const out: string[] = [];
  for (let day = firstOf(month); day.startsWith(month); day = addDays(day, 1)) {
    if (weekdays.includes(isoWeekday(day)) && !calendar.days.has(day)) out.push(day);
  }
  return out;
}

/** The first session of a program (the course starts), or the month's first day when none falls in it. */
export function courseStart(calendar: HolidayCalendar, month: string, weekdays: readonly number[]): string {
  return sessionDates(calendar, month, weekdays)[0] ?? firstOf(month);
}

export interface GxRefund {
  /** Whether the person may withdraw online now. */
  allowed: boolean;
  /** What is kept: 10% of a held place's price; nothing for a place on the waiting list. */
  fee: number;
  /** What is given back. */
  refund: number;
}

/**
 * Withdrawing from a program before its course starts: a registered place is refunded its price
 * (VAT included) less the 10% fee; a waiting-list place costs nothing. From the first session on,
 * not online.
 */
export function gxRefund(today: string, start: string, registration: { status: GxRegistrationStatus; total: number }): GxRefund {
  if (registration.status === 'cancelled' || today >= start) return { allowed: false, fee: 0, refund: 0 };
  if (registration.status === 'waitlisted') return { allowed: true, fee: 0, refund: 0 };
  const fee = Math.round((registration.total * GX_REFUND_FEE_PERCENT) / 100);
  return { allowed: true, fee, refund: registration.total - fee };
}
