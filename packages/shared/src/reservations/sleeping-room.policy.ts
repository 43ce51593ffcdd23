/**
 * The nap room (the spec's "sleeping-room", issue 16): a seat of one's own gender, today, on the hour
 * within building hours (09:00–18:00), at most an hour per free reservation, booked between 00:00 and
 * 17:30 Seoul time. It is an exclusive slot of the reservation core: the registry's per-day rule
 * (TWICE_A_DAY), one at a time (ALREADY_RESERVED) and the no-show restriction (a week) apply as they are.
 * Who may book and how (free use, pass, refused) is `napVerdict` (decision 0059).
 */
import type { Gender } from '../accounts/account.rules';
import { AMENITY_POLICIES } from './amenity-policies';
import { SLEEPING_ROOM } from './amenity.facts';
import { addDays } from '../calendar';
import { minutesOf, type FieldIssue } from './reservation.rules';

export const NAP_ROOM = {
  opensAt: SLEEPING_ROOM.opensAt,
  closesAt: SLEEPING_ROOM.closesAt,
  bookingOpensAt: SLEEPING_ROOM.bookingOpensAt,
  bookingClosesAt: SLEEPING_ROOM.bookingClosesAt,
  slotMinutes: 60,
  /** A free reservation: an hour at most (spec §9). */
  maxMinutes: SLEEPING_ROOM.maxMinutesPerReservation,
  /** A reservation with paid passes: three hours at most, within building hours (decision 0036). */
  maxPaidMinutes: 180,
  seats: { female: SLEEPING_ROOM.womenBeds, male: SLEEPING_ROOM.menBeds },
} as const;

export interface NapDraft {
  date: string;
  start: string;
  end: string;
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** HH:mm times on the hour from opening to closing (both included). */
export function napMarks(): string[] {
  const out: string[] = [];
  for (let m = minutesOf(NAP_ROOM.opensAt); m <= minutesOf(NAP_ROOM.closesAt); m += NAP_ROOM.slotMinutes) out.push(hhmm(m));
  return out;
}

/** The end of a reservation starting at `start` for `hours` hours (an hour, the free reservation, unless said). */
export const napEnd = (start: string, hours = 1) => hhmm(minutesOf(start) + hours * NAP_ROOM.slotMinutes);

/**
 * Whether an hour starting at `start` may still be booked today at `nowTime` (Seoul HH:mm): until it is
 * over, the hour under way for what is left of it (decision 0032). The form offers only these.
 */
export const napStartOpen = (start: string, nowTime: string) => minutesOf(start) + NAP_ROOM.slotMinutes > minutesOf(nowTime);

/** Whether a booking may be made at `nowTime` (Seoul HH:mm): from 00:00 to 17:30, both included. */
export function napBookingOpen(nowTime: string): boolean {
  const now = minutesOf(nowTime);
  return now >= minutesOf(NAP_ROOM.bookingOpensAt) && now <= minutesOf(NAP_ROOM.bookingClosesAt);
}

/** A person is offered, and may book, only the seats of their own gender. */
export function napSeatAllowed(seatGender: Gender, personGender: Gender): boolean {
  return seatGender === personGender;
}

/**
 * What the form and the server check of a time: today (the registry's window), on the hour within
 * building hours, at most three hours (beyond the free hour with passes: `napSessionsNeeded`), and not over yet (`nowTime`, Seoul HH:mm). The business day
 * (holiday calendar) and the booking hours are the server's (`buildingDayIssue`, `napBookingOpen`).
 */
export function napIssues(draft: NapDraft, today: string, nowTime: string): FieldIssue[] {
  const window = AMENITY_POLICIES.sleepingRoom.bookingWindow(today);
  if (draft.date < window.first || draft.date > window.last) return [{ field: 'date', key: 'amenities:nap.todayOnly' }];
  const start = minutesOf(draft.start);
  const end = minutesOf(draft.end);
  if (end - start <= 0 || end - start > NAP_ROOM.maxPaidMinutes) {
    return [{ field: 'end', key: 'amenities:nap.length', params: { max: NAP_ROOM.maxPaidMinutes / 60 } }];
  }
  const onSlot = start % NAP_ROOM.slotMinutes === 0 && end % NAP_ROOM.slotMinutes === 0;
  if (!onSlot || start < minutesOf(NAP_ROOM.opensAt) || end > minutesOf(NAP_ROOM.closesAt)) {
    return [{ field: 'start', key: 'amenities:nap.hours', params: { opens: NAP_ROOM.opensAt, closes: NAP_ROOM.closesAt } }];
  }
  // The hour under way may still be taken for what is left of it (the last, 17:00, until 17:30: decision 0032).
  if (draft.date === today && !napStartOpen(draft.start, nowTime)) return [{ field: 'start', key: 'amenities:nap.started' }];
  return [];
}

/**
 * Paid nap-room passes (issue 16, decision 0036): a pass is a number of sessions, each an hour of the
 * nap room beyond the free one, valid until its expiry day (included). The products are the reference
 * data's (5 sessions for 10,000 KRW valid 30 days; 10 for 18,000 valid 60 days), sold at the
 * building office's desk or charged to the company's monthly statement.
 */
export const NAP_PASS_PRODUCTS = SLEEPING_ROOM.passes;
export type NapPassProduct = (typeof NAP_PASS_PRODUCTS)[number]['id'];
export const NAP_PASS_PRODUCT_IDS = NAP_PASS_PRODUCTS.map((p) => p.id) as [NapPassProduct, ...NapPassProduct[]];
/** How a pass is paid: at the building office's desk, or on the company's monthly charges. */
export const NAP_PASS_PAYMENTS = ['desk', 'company'] as const;
export type NapPassPayment = (typeof NAP_PASS_PAYMENTS)[number];

export function napPassProduct(id: NapPassProduct) {
  return NAP_PASS_PRODUCTS.find((p) => p.id === id)!;
}

/** The last day a pass issued on `today` may be used: `validDays` days counting the day of issue. */
export function napPassExpiry(id: NapPassProduct, today: string): string {
  return addDays(today, napPassProduct(id).validDays - 1);
}

/** A pass may be used on its expiry day, not after. */
export const napPassValid = (expiresOn: string, today: string) => today <= expiresOn;

/**
 * The sessions a reservation of `minutes` draws: with a free use its first hour is free; every other
 * hour is a session, one per started hour.
 */
export function napSessionsNeeded(minutes: number, freeHour: boolean): number {
  const hours = Math.ceil(minutes / NAP_ROOM.slotMinutes);
  return freeHour ? Math.max(0, hours - 1) : hours;
}

/** Free uses a month: the first hour of this many reservations in a Seoul month is free (decision 0059). */
export const NAP_FREE_USES_PER_MONTH = SLEEPING_ROOM.freeSessionsPerMonth;

/** Where a person stands on the booking's day: a booking already held that day, free uses left that month, pass sessions left. */
export interface NapStanding {
  bookedToday: boolean;
  freeUsesLeft: number;
  sessionsLeft: number;
}

/**
 * The nap room's one rule (decision 0059), asked by the booking form before its confirm page and by
 * the server under the person's lock: one reservation a day; its first hour is free while the month's
 * free uses last; every other hour (beyond the first, or every hour once they are spent) uses a pass
 * session. `sessions` is what the booking draws, or would need when refused.
 */
export type NapVerdict =
  { ok: true; freeHour: boolean; sessions: number } | { ok: false; reason: 'TWICE_A_DAY' | 'NAP_PASS_NEEDED'; sessions: number };

export function napVerdict(standing: NapStanding, minutes: number): NapVerdict {
  const freeHour = standing.freeUsesLeft > 0;
  const sessions = napSessionsNeeded(minutes, freeHour);
  if (standing.bookedToday) return { ok: false, reason: 'TWICE_A_DAY', sessions };
  if (sessions > standing.sessionsLeft) return { ok: false, reason: 'NAP_PASS_NEEDED', sessions };
  return { ok: true, freeHour, sessions };
}

/** A pass as the drawing sees it: its id, expiry and sessions left. */
export interface NapPassBalance {
  id: number;
  expiresOn: string;
  left: number;
}

/**
 * Which passes pay `needed` sessions: the valid ones with sessions left, the earliest expiry first
 * (then the oldest); null when they do not hold enough.
 */
export function napDrawPlan(
  passes: readonly NapPassBalance[],
  needed: number,
  today: string,
): { passId: number; sessions: number }[] | null {
  const usable = passes
    .filter((p) => p.left > 0 && napPassValid(p.expiresOn, today))
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.id - b.id);
  const plan: { passId: number; sessions: number }[] = [];
  let rest = needed;
  for (const p of usable) {
    if (rest === 0) break;
    const take = Math.min(rest, p.left);
    plan.push({ passId: p.id, sessions: take });
    rest -= take;
  }
  return rest === 0 ? plan : null;
}
