/**
 * The executive lounge (spec §9): 330,000 KRW an hour including VAT; 90 seated or 150 standing; a
 * 30% deposit; cancelled 4 or more days ahead: full refund; 3 to 1 days ahead: the deposit is kept;
 * on the day or a no-show: 100% charged. A booking is a request the building manager approves.
 */
import { EXECUTIVE_LOUNGE } from './amenity.facts';
import type { PricedExtra } from './conference.policy';
import {
  addDays,
  addMonths,
  daysBetween,
  isWithinHours,
  minutesOf,
  sumLines,
  type FieldIssue,
  type PriceLine,
  type PriceQuote,
} from './reservation.rules';

export const LOUNGE = {
  minHours: EXECUTIVE_LOUNGE.minHours,
  depositPercent: EXECUTIVE_LOUNGE.depositPercent,
  fullRefundFromDaysAhead: EXECUTIVE_LOUNGE.fullRefundFromDaysAhead,
  sameDayChargePercent: EXECUTIVE_LOUNGE.sameDayChargePercent,
  /** Requests leave the building manager time to decide (2 business days): at least this many days ahead. */
  requestFromDaysAhead: EXECUTIVE_LOUNGE.approvalBusinessDays + 1,
  requestUntilMonthsAhead: 3,
} as const;

export const LOUNGE_LAYOUTS = ['seated', 'standing'] as const;
export type LoungeLayout = (typeof LOUNGE_LAYOUTS)[number];

/**
 * The lounge as the policy needs it: the back office edits its price, hours and capacity (the
 * standing capacity; seated, it holds the spec's 90 at most, and never more than standing).
 */
export interface LoungeTerms {
  capacity: number;
  hourlyPrice: number;
  opensAt: string;
  closesAt: string;
}

/** The lounge as the spec describes it, before the back office changes anything. */
export const LOUNGE_TERMS: LoungeTerms = {
  capacity: EXECUTIVE_LOUNGE.standingCapacity,
  hourlyPrice: EXECUTIVE_LOUNGE.hourlyPrice,
  opensAt: EXECUTIVE_LOUNGE.opensAt,
  closesAt: EXECUTIVE_LOUNGE.closesAt,
};

export function loungeCapacity(layout: LoungeLayout, terms: Pick<LoungeTerms, 'capacity'> = LOUNGE_TERMS): number {
  return layout === 'seated' ? Math.min(EXECUTIVE_LOUNGE.seatedCapacity, terms.capacity) : terms.capacity;
}

export interface LoungeDraft {
  date: string;
  start: string;
  end: string;
  participants: number;
  layout: LoungeLayout;
}

export function loungeRequestWindow(today: string): { first: string; last: string } {
  return { first: addDays(today, LOUNGE.requestFromDaysAhead), last: addMonths(today, LOUNGE.requestUntilMonthsAhead) };
}

/** The rules a lounge request must meet, as messages on the fields concerned. */
export function loungeIssues(draft: LoungeDraft, terms: LoungeTerms, today: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const window = loungeRequestWindow(today);
  if (draft.date < window.first || draft.date > window.last) {
    issues.push({
      field: 'date',
      key: 'reservations:rules.loungeWindow',
      params: { days: LOUNGE.requestFromDaysAhead, months: LOUNGE.requestUntilMonthsAhead },
    });
  }
  if (!isWithinHours(draft.start, draft.end, terms.opensAt, terms.closesAt, LOUNGE.minHours)) {
    issues.push({
      field: 'end',
      key: 'reservations:rules.loungeHours',
      params: { opens: terms.opensAt, closes: terms.closesAt, min: LOUNGE.minHours },
    });
  }
  const capacity = loungeCapacity(draft.layout, terms);
  if (draft.participants > capacity) {
    issues.push({ field: 'participants', key: `reservations:rules.loungeCapacity.${draft.layout}`, params: { capacity } });
  }
  return issues;
}

/**
 * 330,000 KRW an hour (VAT included; the lounge's current price), then each paid service chosen at
 * its price for the whole event (equipment included in the hire costs nothing and adds no line);
 * 30% of the total is the deposit.
 */
export function loungeQuote(
  draft: Pick<LoungeDraft, 'start' | 'end'>,
  terms: Pick<LoungeTerms, 'hourlyPrice'>,
  extras: readonly PricedExtra[] = [],
): PriceQuote & { hours: number } {
  const hours = Math.max(0, (minutesOf(draft.end) - minutesOf(draft.start)) / 60);
  const lines: PriceLine[] = [{ key: 'lounge', amount: terms.hourlyPrice * hours, params: { hours, price: terms.hourlyPrice } }];
  for (const extra of extras) {
    if (extra.price > 0) lines.push({ key: 'equipment', amount: extra.price, params: { code: extra.code } });
  }
  const total = sumLines(lines);
  return {
    lines,
    total,
    deposit: Math.round((total * LOUNGE.depositPercent) / 100),
    depositDue: null,
    hours,
  };
}

export type LoungeCancellationRule = 'fullRefund' | 'depositKept' | 'fullCharge';

/**
 * What cancelling costs, by the days left until the event: 4 or more: nothing; 3 to 1: the deposit;
 * the day itself (or after): everything. A no-show is charged like a cancellation on the day.
 */
export function loungeCancellation(today: string, date: string, quote: { total: number; deposit: number }) {
  const days = daysBetween(today, date);
  const rule: LoungeCancellationRule =
    days >= LOUNGE.fullRefundFromDaysAhead ? 'fullRefund' : days >= 1 ? 'depositKept' : 'fullCharge';
  const fee =
    rule === 'fullRefund'
      ? 0
      : rule === 'depositKept'
        ? quote.deposit
        : Math.round((quote.total * LOUNGE.sameDayChargePercent) / 100);
  return { rule, fee, daysAhead: days };
}

/**
 * The first time of the shortest request (LOUNGE.minHours) inside opening hours that no held time
 * overlaps: what the form proposes once it knows the day's bookings. Null when the day is full.
 */
export function firstFreeLoungeTime(
  held: readonly { start: string; end: string }[],
  terms: Pick<LoungeTerms, 'opensAt' | 'closesAt'>,
): { start: string; end: string } | null {
  const length = LOUNGE.minHours * 60;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  for (let start = minutesOf(terms.opensAt); start + length <= minutesOf(terms.closesAt); start += 60) {
    const end = start + length;
    if (held.every((h) => minutesOf(h.end) <= start || minutesOf(h.start) >= end)) return { start: hhmm(start), end: hhmm(end) };
  }
  return null;
}
