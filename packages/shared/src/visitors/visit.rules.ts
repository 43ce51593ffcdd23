/**
 * The visitor rules of the spec (§5, §9) and DESIGN.md §5, with its numbers as named constants. Pure
 * functions of Seoul dates and times: the server enforces them and the forms show the same messages.
 */
import { isCalendarDate } from '../calendar';
import { seoulInstant } from '../reservations/reservation.rules';

/** Spec §9 "Visitor batch: 5 single, 20 group/Excel". */
export const VISITORS_PER_REGISTRATION_MAX = 5;
export const VISITORS_PER_GROUP_MAX = 20;
/** A visit may be registered from today up to this many months ahead. */
export const VISIT_AHEAD_MONTHS = 3;
/** Spec §9 "visit history kept 3 months": a visit's personal data is anonymised this long after its day. */
export const VISIT_RETENTION_MONTHS = 3;
/** The most visits one back-office export holds (the first in the list's order): a month of a busy tower. */
export const VISIT_EXPORT_MAX = 5000;
/** A pass opens this long before the visit time, and closes at the end of the stay. */
export const PASS_OPENS_BEFORE_MINUTES = 60;
/** Visits start within the building's office hours (spec §9: 08:00 to 19:00). */
export const VISIT_HOURS = { from: '08:00', until: '19:00' } as const;
/** How long a visitor may stay, in minutes: the choices of the form and the Excel sheet. */
export const VISIT_DURATIONS = [30, 60, 90, 120, 180, 240, 480] as const;
export type VisitDuration = (typeof VISIT_DURATIONS)[number];

/** DESIGN.md §5's visit statuses. */
export const VISIT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'checked_in'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** The two towers of the building (companies.tower). */
export const VISIT_BUILDINGS = ['A', 'B'] as const;
export type VisitBuilding = (typeof VISIT_BUILDINGS)[number];

/** The languages a pass (e-mail, SMS, pass page) is written in. */
export const QR_LANGUAGES = ['ko', 'en'] as const;

/** How a registration came in: a member's form (1–5), a group form or sheet (up to 20), or an anonymous visitor. */
export const VISIT_SOURCES = ['member', 'group', 'external'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

/** Per company: member registrations are approved at once (the default) or by the tenant manager. */
export const VISIT_APPROVAL_MODES = ['auto', 'manager'] as const;
export type VisitApprovalMode = (typeof VISIT_APPROVAL_MODES)[number];

/** A Seoul calendar day moved by whole months, kept inside the month (2026-11-30 + 3 → 2027-02-28). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The days a visit may be registered for, seen on `today`: today to three months ahead, both included. */
export function visitDateWindow(today: string): { from: string; until: string } {
  return { from: today, until: addMonths(today, VISIT_AHEAD_MONTHS) };
}

/**
 * What is wrong with a visit's date and time seen at `now` (a Seoul date and HH:mm), as an i18n key
 * of the `visitors` namespace, or null: a day outside the window, a time outside office hours, or a
 * time of today that has passed.
 */
export function visitTimeProblem(
  visit: { date: string; time: string },
  now: { date: string; time: string },
): 'visitors:errors.dateOutsideWindow' | 'visitors:errors.timeOutsideHours' | 'visitors:errors.timePassed' | null {
  const window = visitDateWindow(now.date);
  if (!isCalendarDate(visit.date) || visit.date < window.from || visit.date > window.until)
    return 'visitors:errors.dateOutsideWindow';
  if (visit.time < VISIT_HOURS.from || visit.time >= VISIT_HOURS.until) return 'visitors:errors.timeOutsideHours';
  if (visit.date === now.date && visit.time < now.time) return 'visitors:errors.timePassed';
  return null;
}

/** When a pass opens (an hour before the visit) and closes (the end of the stay). */
export function passWindow(visit: { date: string; time: string; durationMinutes: number }): { opens: Date; closes: Date } {
  const start = seoulInstant(visit.date, visit.time).getTime();
  return {
    opens: new Date(start - PASS_OPENS_BEFORE_MINUTES * 60_000),
    closes: new Date(start + visit.durationMinutes * 60_000),
  };
}

/** What a scanned pass says now: valid, not yet open, over, or not a pass (pending, rejected, cancelled). */
export const PASS_STATES = ['valid', 'checkedIn', 'notYet', 'expired', 'pending', 'rejected', 'cancelled'] as const;
export type PassState = (typeof PASS_STATES)[number];

export function passState(
  visit: { status: VisitStatus; date: string; time: string; durationMinutes: number },
  now: Date,
): PassState {
  if (visit.status === 'pending' || visit.status === 'rejected' || visit.status === 'cancelled') return visit.status;
  const { opens, closes } = passWindow(visit);
  if (now >= closes) return 'expired';
  if (visit.status === 'checked_in') return 'checkedIn';
  return now < opens ? 'notYet' : 'valid';
}

/** A pass's public code: 26 (or 16) letters and digits of an alphabet without look-alikes. */
const PASS_CODE = /^(?:[a-km-np-z2-9]{26}|[a-km-np-z2-9]{16})$/;
/** The pages a pass's code opens: the desk's scanner link (what the pass's QR holds) and the pass itself. */
const PASS_LINK = /\/(?:QRCodeScanner\/visitor|visitor-qr)\/([^/?#\s]+)\/?(?:[?#]\S*)?$/;

/**
 * The pass code in what the desk's scanner read or a person typed: the QR's link (on any host), the
 * pass's own link, or the bare code; null for anything else (another QR code).
 */
export function passCodeOf(text: string): string | null {
  const trimmed = text.trim();
  const code = PASS_LINK.exec(trimmed)?.[1] ?? trimmed;
  return PASS_CODE.test(code) ? code : null;
}

/**
 * Whether a visit's personal data is past its keeping on `today`: from the day three months after
 * the visit (PostgreSQL's `date + interval '3 months'` counts months the same way, month ends kept).
 */
export function isPastRetention(visitDate: string, today: string): boolean {
  return addMonths(visitDate, VISIT_RETENTION_MONTHS) <= today;
}

/** The statuses a visit can be cancelled from, and approved or rejected from. */
export const CANCELLABLE_VISIT_STATUSES: readonly VisitStatus[] = ['pending', 'approved'];
export const DECIDABLE_VISIT_STATUSES: readonly VisitStatus[] = ['pending'];

export { VISITOR_ACCESS_HOURS } from './visitor-access';

/** Visits on a page of a list. */
export const VISIT_PAGE_SIZE = 20;
/** A list counts its visits up to this many (50 pages) and says "1,000+" past it. */
export const VISIT_COUNT_CAP = 1_000;
