/**
 * Locker and basket rentals (issue 15, spec §9): a unit of the wellness center rented for 1, 3 or 12
 * months from a start date, a 10,000 KRW deposit returned when the key comes back, one rental per
 * person and kind at a time, the expiry announced 7 days ahead. The monthly price is the back office's
 * setting per kind; the spec's plans (amenity.facts.ts) give its first value. Dates are Seoul dates.
 */
import { WELLNESS_CENTER } from '../reservations/amenity.facts';
import { AMENITY_POLICIES } from '../reservations/amenity-policies';
import { addDays, addMonths, daysBetween, sumLines, type FieldIssue, type PriceLine } from '../reservations/reservation.rules';

export const RENTAL_KINDS = ['locker', 'basket'] as const;
export type RentalKind = (typeof RENTAL_KINDS)[number];

/** The spec's numbers, named once. */
export const RENTAL = {
  /** Paid with the rental, returned when the key comes back (the back office records it). */
  deposit: WELLNESS_CENTER.lockerDeposit,
  months: [1, 3, 12] as const,
  /** Active rentals of one kind a person may hold at a time. */
  perPersonPerKind: WELLNESS_CENTER.lockersPerPerson,
  /** The renter is told this many days before the last day. */
  expiryNoticeDaysAhead: 7,
  /** The monthly prices the back office starts with: the one-month plans of the building (VAT excluded). */
  defaultMonthlyPrice: {
    locker: WELLNESS_CENTER.lockerPlans[0].lockerPrice,
    basket: WELLNESS_CENTER.lockerPlans[0].basketPrice,
  } satisfies Record<RentalKind, number>,
  /** Units of one kind are numbered from 1 up to this. */
  maxNumber: 999,
} as const;

export type RentalMonths = (typeof RENTAL.months)[number];

export const isRentalMonths = (n: number): n is RentalMonths => (RENTAL.months as readonly number[]).includes(n);

/** The last day of a rental (included): the day before the same day `months` later (1 Dec + 1 month → 31 Dec). */
export function rentalLastDay(start: string, months: number): string {
  return addDays(addMonths(start, months), -1);
}

/** The first day after a rental: where its period ends (exclusive), and where the next may start. */
export function rentalEndExclusive(start: string, months: number): string {
  return addMonths(start, months);
}

/** The first and last start date a rental may be asked for today (the registry's window). */
export function rentalStartWindow(kind: RentalKind, today: string) {
  return AMENITY_POLICIES[kind].bookingWindow(today);
}

/** What the form and the server check before anything is held: a start in the window, a known period. */
export function rentalIssues(draft: { kind: RentalKind; start: string; months: number }, today: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const window = rentalStartWindow(draft.kind, today);
  if (draft.start < window.first) issues.push({ field: 'start', key: 'rentals:rules.startPast' });
  else if (draft.start > window.last)
    issues.push({ field: 'start', key: 'rentals:rules.startTooFar', params: { last: window.last } });
  if (!isRentalMonths(draft.months)) issues.push({ field: 'months', key: 'rentals:form.monthsRequired' });
  return issues;
}

/** The price of a rental, itemised: the months at the kind's monthly price, then the deposit. */
export function rentalQuote(monthlyPrice: number, months: number) {
  const lines: PriceLine[] = [
    { key: 'rental', amount: monthlyPrice * months, params: { months, price: monthlyPrice } },
    { key: 'lockerDeposit', amount: RENTAL.deposit },
  ];
  return { lines, total: sumLines(lines), deposit: RENTAL.deposit };
}

/** Whether the expiry notice is due today: within 7 days of the last day, and not past it. */
export function expiryNoticeDue(lastDay: string, today: string): boolean {
  const left = daysBetween(today, lastDay);
  return left >= 0 && left <= RENTAL.expiryNoticeDaysAhead;
}

/** The latest last day whose notice is due today (the job's bound). */
export const expiryNoticeHorizon = (today: string) => addDays(today, RENTAL.expiryNoticeDaysAhead);
