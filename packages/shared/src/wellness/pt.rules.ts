/**
 * Paid PT of the wellness center (issue 15, decision 0028): a package of sessions bought ahead (the
 * registry's entitlement model), each session an exclusive slot of a trainer on the reservation core.
 * Pure functions of the spec's numbers; the server decides with them inside its transactions and the
 * web explains with them.
 */
import { WELLNESS_CENTER } from '../reservations/amenity.facts';
import { isoWeekday, seoulDate } from '../calendar';
import { addDays, minutesOf, seoulInstant } from '../reservations/reservation.rules';

/** A package is 10 sessions (spec §9). */
export const PT_SESSIONS_PER_PACKAGE = WELLNESS_CENTER.pt.sessions;
/** For 800,000 KRW, VAT excluded (spec §9). */
export const PT_PACKAGE_PRICE = WELLNESS_CENTER.pt.price;
/** VAT on the package price, shown beside it like GX. */
export const PT_VAT_PERCENT = 10;
/** A session lasts 50 minutes. */
export const PT_SESSION_MINUTES = WELLNESS_CENTER.pt.sessionMinutes;
/** A package is valid for 30 days from its first session, that day included. */
export const PT_VALID_DAYS = WELLNESS_CENTER.pt.validDays;
/** A session is changed or cancelled up to 24 hours before it; later it is locked (kept, not given back). */
export const PT_CHANGE_HOURS_AHEAD = WELLNESS_CENTER.pt.changeHoursAhead;
/** Sessions start on the hour within a trainer's hours (50 minutes, then 10 to turn around). */
export const PT_SLOT_STEP_MINUTES = 60;
/** How far ahead a session may be booked, and a slot list asked for at once. */
export const PT_BOOKING_DAYS_AHEAD = PT_VALID_DAYS;
export const PT_SLOT_RANGE_MAX_DAYS = 14;

/** How a package is paid: on the company's monthly invoice ("company billing") or at the desk ("on site"). */
export const PT_PAYMENT_METHODS = ['invoice', 'onSite'] as const;
export type PtPaymentMethod = (typeof PT_PAYMENT_METHODS)[number];
/** A package is active, or withdrawn (the memberships' withdrawal, later). Expired and used up are derived. */
export const PT_PACKAGE_STATUSES = ['active', 'withdrawn'] as const;
export type PtPackageStatus = (typeof PT_PACKAGE_STATUSES)[number];
/** What the person sees of a package. */
export const PT_PACKAGE_STATES = ['notStarted', 'active', 'usedUp', 'expired', 'withdrawn'] as const;
export type PtPackageState = (typeof PT_PACKAGE_STATES)[number];
/**
 * A session as its package counts it: booked (still changeable), locked (less than 24 hours before its
 * start: kept, no longer moved, cancelled or given back, decision 0062), used (its time has come, or
 * the desk marked it), cancelled.
 */
export const PT_SESSION_STATES = ['booked', 'locked', 'used', 'cancelled'] as const;
export type PtSessionState = (typeof PT_SESSION_STATES)[number];

export const ptVat = (price: number) => Math.round((price * PT_VAT_PERCENT) / 100);

/** The price of a package: before VAT, VAT, total (integer KRW). */
export function ptPackagePrice() {
  const vat = ptVat(PT_PACKAGE_PRICE);
  return { price: PT_PACKAGE_PRICE, vat, total: PT_PACKAGE_PRICE + vat };
}

/** A session's end time (HH:mm) from its start. */
export function ptSessionEnd(start: string): string {
  const m = minutesOf(start) + PT_SESSION_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * Whether a session starting at `date` `start` (Seoul) may still be moved or cancelled at `now`:
 * at least 24 hours ahead (24:00 hours before: yes; 23:59: no).
 */
export function ptChangeAllowed(now: Date, date: string, start: string): boolean {
  return seoulInstant(date, start).getTime() - now.getTime() >= PT_CHANGE_HOURS_AHEAD * 3_600_000;
}

/** The last instant a session may be moved or cancelled. */
export function ptChangeDeadline(date: string, start: string): Date {
  return new Date(seoulInstant(date, start).getTime() - PT_CHANGE_HOURS_AHEAD * 3_600_000);
}

/** The last valid day of a package whose first session is on `firstDay`: 30 days, the first included, plus any days a suspension added. */
export function ptValidUntil(firstDay: string, extraDays = 0): string {
  return addDays(firstDay, PT_VALID_DAYS - 1 + extraDays);
}

/** A session of a package as the rules see it. */
export interface PtCountedSession {
  /** The reservation's status: confirmed, completed, no_show count; cancelled does not. */
  status: string;
  date: string;
  start: string;
}

/**
 * The state of a held session at `now`: booked (still changeable), locked (within 24 hours, not begun),
 * used (begun, taken or missed), or cancelled. A session booked less than 24 hours ahead is locked at
 * once, not used: it is used when its time comes (decision 0062).
 */
export function ptSessionState(now: Date, s: PtCountedSession): PtSessionState {
  if (s.status === 'cancelled') return 'cancelled';
  if (s.status === 'completed' || s.status === 'no_show') return 'used';
  if (ptChangeAllowed(now, s.date, s.start)) return 'booked';
  return seoulInstant(s.date, s.start).getTime() <= now.getTime() ? 'used' : 'locked';
}

/**
 * The "number of uses": used (begun, taken or missed), locked (coming within 24 hours: kept, no longer
 * given back), booked (coming and still changeable), and remaining (not used yet: locked and booked
 * ones included), out of the package's sessions; `bookable` is what may still be booked and `returnable`
 * what a withdrawal may still give back (neither used nor locked).
 */
export function ptUsage(now: Date, sessions: number, list: readonly PtCountedSession[]) {
  let used = 0;
  let locked = 0;
  let booked = 0;
  for (const s of list) {
    const state = ptSessionState(now, s);
    if (state === 'used') used++;
    else if (state === 'locked') locked++;
    else if (state === 'booked') booked++;
  }
  return {
    sessions,
    used,
    locked,
    booked,
    remaining: sessions - used,
    returnable: sessions - used - locked,
    bookable: Math.max(0, sessions - used - locked - booked),
  };
}

/** The first of a trainer's free starts (by day, in order) that could still be moved or cancelled once booked now. */
export function ptFirstChangeableSlot(
  now: Date,
  days: readonly { date: string; starts: readonly string[] }[],
): { date: string; start: string } | null {
  for (const d of days) {
    const start = d.starts.find((s) => ptChangeAllowed(now, d.date, s));
    if (start) return { date: d.date, start };
  }
  return null;
}

/** What a package is today: not started (no session yet), active, used up, expired (past its last day) or withdrawn. */
export function ptPackageState(
  today: string,
  p: { status: PtPackageStatus; validUntil: string | null; used: number; sessions: number },
): PtPackageState {
  if (p.status === 'withdrawn') return 'withdrawn';
  if (p.used >= p.sessions) return 'usedUp';
  if (p.validUntil !== null && today > p.validUntil) return 'expired';
  return p.validUntil === null ? 'notStarted' : 'active';
}

/** A refusal of a session's booking or move, as a field issue key of the `pt` namespace. */
export type PtBookingIssue =
  'pt:rules.pastTime' | 'pt:rules.tooFarAhead' | 'pt:rules.outsideValidity' | 'pt:rules.noSessionsLeft';

/**
 * Whether a session may be booked (or moved) on `date` at `start`, for a package whose other held
 * sessions are on `otherDays`: in the future, within the booking window, within 30 days of the
 * package's first session (the earliest of all its sessions, this one included), and while sessions
 * are left. `bookable` is the package's count before this booking (a move passes 1).
 */
export function ptBookingIssue(
  now: Date,
  input: { date: string; start: string },
  pkg: { otherDays: readonly string[]; bookable: number; extraDays?: number },
): PtBookingIssue | null {
  if (seoulInstant(input.date, input.start).getTime() <= now.getTime()) return 'pt:rules.pastTime';
  const today = seoulDate(now);
  if (input.date > addDays(today, PT_BOOKING_DAYS_AHEAD)) return 'pt:rules.tooFarAhead';
  if (pkg.bookable <= 0) return 'pt:rules.noSessionsLeft';
  const days = [...pkg.otherDays, input.date].sort();
  const first = days[0]!;
  const last = days[days.length - 1]!;
  if (last > ptValidUntil(first, pkg.extraDays ?? 0)) return 'pt:rules.outsideValidity';
  return null;
}

/** A weekly window of a trainer: ISO weekday (1 Monday … 7 Sunday) and hours. */
export interface PtWeeklyWindow {
  weekday: number;
  start: string;
  end: string;
}

const pad = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The session starts a trainer's weekly windows offer on a date: on the hour, each with its 50 minutes inside the window. */
export function ptSlotStarts(date: string, windows: readonly PtWeeklyWindow[]): string[] {
  const starts = new Set<string>();
  for (const w of windows) {
    if (w.weekday !== isoWeekday(date)) continue;
    const first = Math.ceil(minutesOf(w.start) / PT_SLOT_STEP_MINUTES) * PT_SLOT_STEP_MINUTES;
    for (let m = first; m + PT_SESSION_MINUTES <= minutesOf(w.end); m += PT_SLOT_STEP_MINUTES) starts.add(pad(m));
  }
  return [...starts].sort();
}
