/**
 * Memberships of the wellness center (issue 15, decision 0029): what a holder may do with something
 * they hold for a period (a locker or basket rental today, a PT package next): suspend it once per
 * period for up to 30 days with a reason (the end moves by the days suspended), transfer it to a
 * colleague of the same company who accepts, or withdraw from it with the unused value refunded.
 * Dates are Seoul dates (YYYY-MM-DD), money integer KRW.
 */
import { addDays, addMonths, type FieldIssue } from '../reservations/reservation.rules';

/** The kinds of holdings the memberships module knows, each with an entry in the API's registry: rentals and PT packages. */
export const HOLDING_KINDS = ['locker', 'basket', 'pt'] as const;
export type HoldingKind = (typeof HOLDING_KINDS)[number];

/** The spec's numbers, named once. */
export const MEMBERSHIP = {
  /** A suspension lasts at most this many days. */
  maxSuspensionDays: 30,
  /** Suspensions per holding period (a rental, extensions included). */
  suspensionsPerPeriod: 1,
  /** The reason is required and bounded. */
  reasonMaxLength: 200,
} as const;

export const TRANSFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** The last day of a suspension that starts on `start` and lasts `days` days. */
export const suspensionLastDay = (start: string, days: number) => addDays(start, days - 1);

/** The holding's new last day: the days suspended added to it (the price and the ledger are unchanged). */
export const extendedLastDay = (lastDay: string, days: number) => addDays(lastDay, days);

/**
 * What refuses a suspension (a holding without a last day yet, a PT package before its first
 * session, may start it any day from today): a length outside 1–30 days, a start before today or the holding's own
 * start, or after its last day, and a second suspension in the same period.
 */
export function suspensionIssues(
  draft: { start: string; days: number },
  holding: { start: string; lastDay: string | null; suspensions: number },
  today: string,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!Number.isInteger(draft.days) || draft.days < 1 || draft.days > MEMBERSHIP.maxSuspensionDays)
    issues.push({ field: 'days', key: 'wellness:membership.daysRange', params: { max: MEMBERSHIP.maxSuspensionDays } });
  const first = holding.start > today ? holding.start : today;
  if (draft.start < first) issues.push({ field: 'start', key: 'wellness:membership.startTooEarly', params: { first } });
  else if (holding.lastDay !== null && draft.start > holding.lastDay)
    issues.push({ field: 'start', key: 'wellness:membership.startTooLate', params: { last: holding.lastDay } });
  if (holding.suspensions >= MEMBERSHIP.suspensionsPerPeriod)
    issues.push({ field: 'start', key: 'wellness:membership.suspensionUsed' });
  return issues;
}

/** Whole months from `from` that end on or before `through` (both included): 1 Dec → 31 Dec is one. */
export function fullMonthsBetween(from: string, through: string): number {
  let n = 0;
  while (addDays(addMonths(from, n + 1), -1) <= through) n += 1;
  return n;
}

/**
 * The refund of a rental withdrawn on `today` (decision 0029): it ends today, and every whole month
 * left after today, up to the months paid, comes back at the monthly price it was charged. The days
 * it was suspended were free, so they are taken off the end before the months are counted. The deposit
 * is not part of it: it comes back with the key, as the back office records it.
 */
export function rentalRefund(
  rental: { lastDay: string; months: number; monthlyPrice: number; suspendedDays: number },
  today: string,
): HoldingRefund {
  const paidThrough = addDays(rental.lastDay, -rental.suspendedDays);
  const months = Math.min(rental.months, fullMonthsBetween(addDays(today, 1), paidThrough));
  return { months, sessions: 0, amount: months * rental.monthlyPrice };
}

/** What withdrawing returns: whole months of a rental, sessions of a PT package, and the amount (KRW). */
export interface HoldingRefund {
  months: number;
  sessions: number;
  amount: number;
}

/** A PT package's price of one session: what it was charged (its total with VAT) over its sessions. */
export const ptSessionPrice = (pkg: { total: number; sessions: number }) =>
  pkg.sessions > 0 ? Math.floor(pkg.total / pkg.sessions) : 0;

/**
 * The refund of a PT package withdrawn now (decision 0029): every session not used comes back at the
 * package's charged price of a session (880,000 with VAT / 10 = 88,000 KRW). `used` counts the sessions past the
 * 24-hour bound (`ptUsage`'s used and locked: within 24 hours, taken or missed); booked ones further
 * ahead are cancelled with the withdrawal and come back too.
 */
export function ptRefund(pkg: { total: number; sessions: number; used: number }): HoldingRefund {
  const sessions = Math.max(0, pkg.sessions - pkg.used);
  return { months: 0, sessions, amount: sessions * ptSessionPrice(pkg) };
}
