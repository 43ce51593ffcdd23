/**
 * The one status vocabulary of every booking a person sees (decision 0064): what the stored status
 * means now, on the Seoul clock. A confirmed booking is "confirmed" until it starts, "in use" only
 * between its start and its end (a period rental: from its first day to its last), "finished" after;
 * a suspended rental is "suspended" while the suspension lasts. Every history tab and the back office
 * show this, never the stored status alone.
 */
import { seoulDate, seoulTime } from '../calendar';
import type { ReservationStatus } from './reservation.rules';

export const DISPLAY_STATUSES = [
  'pending',
  'waitlisted',
  'confirmed',
  'inUse',
  'finished',
  'cancelled',
  'rejected',
  'noShow',
  'suspended',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/** What the shown status is derived from: the stored status and the booking's time. */
export interface StatusFacts {
  status: ReservationStatus;
  /** Its Seoul day (a period rental: its first day). */
  date: string;
  /** Its start and end (HH:mm, end exclusive; an end of '24:00', or not after the start, is the day's end); absent for a period rental. */
  start?: string | null;
  end?: string | null;
  /** A period rental's last day (inclusive): in use from `date` 00:00 to the end of this day. */
  lastDay?: string | null;
  /** A suspension of the holding (decision 0029), its first and last day (inclusive). */
  suspension?: { start: string; lastDay: string } | null;
  /** A request the back office declined (cancelled with a decision reason). */
  declined?: boolean;
}

/** A comparable Seoul instant: `YYYY-MM-DD HH:mm` ('24:00' sorts after every time of its day). */
const at = (day: string, time: string) => `${day} ${time}`;

/** The status a person is shown for the booking at `now`. */
export function displayStatus(b: StatusFacts, now: Date): DisplayStatus {
  switch (b.status) {
    case 'pending':
    case 'waitlisted':
      return b.status;
    case 'cancelled':
      return b.declined ? 'rejected' : 'cancelled';
    case 'no_show':
      return 'noShow';
    case 'completed':
      return 'finished';
    case 'confirmed':
      break;
  }
  const today = seoulDate(now);
  if (b.suspension && b.suspension.start <= today && today <= b.suspension.lastDay) return 'suspended';
  const current = at(today, seoulTime(now));
  const period = b.lastDay
    ? { from: at(b.date, '00:00'), to: at(b.lastDay, '24:00') }
    : { from: at(b.date, b.start ?? '00:00'), to: at(b.date, b.end && b.end > (b.start ?? '') ? b.end : '24:00') };
  if (current < period.from) return 'confirmed';
  if (current < period.to) return 'inUse';
  return 'finished';
}

/** The facts of a booking of the core (a period rental by its last day; a declined request by its reason). */
export const reservationFacts = (r: {
  status: ReservationStatus;
  date: string;
  start: string;
  end: string;
  decisionReason: string | null;
  rental?: { lastDay: string } | null;
}): StatusFacts => ({
  status: r.status,
  date: r.date,
  start: r.start,
  end: r.end,
  lastDay: r.rental?.lastDay ?? null,
  declined: r.status === 'cancelled' && Boolean(r.decisionReason),
});

/** The facts of a locker or basket rental: its period and its suspension. */
export const rentalFacts = (r: {
  status: ReservationStatus;
  start: string;
  lastDay: string;
  suspension: { start: string; lastDay: string } | null;
}): StatusFacts => ({ status: r.status, date: r.start, lastDay: r.lastDay, suspension: r.suspension });
