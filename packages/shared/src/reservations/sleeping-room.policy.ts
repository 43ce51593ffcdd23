/**
 * The nap room (the spec's "sleeping-room", issue 16): a seat of one's own gender, today, on the hour
 * within building hours (09:00–18:00), at most an hour per free reservation, booked between 00:00 and
 * 17:30 Seoul time. It is an exclusive slot of the reservation core: the registry's per-day rule
 * (TWICE_A_DAY), one at a time (ALREADY_RESERVED) and the no-show restriction (a week) apply as they are.
 */
import type { Gender } from '../accounts/account.rules';
import { AMENITY_POLICIES } from './amenity-policies';
import { SLEEPING_ROOM } from './amenity.facts';
import { minutesOf, type FieldIssue } from './reservation.rules';

export const NAP_ROOM = {
  opensAt: SLEEPING_ROOM.opensAt,
  closesAt: SLEEPING_ROOM.closesAt,
  bookingOpensAt: SLEEPING_ROOM.bookingOpensAt,
  bookingClosesAt: SLEEPING_ROOM.bookingClosesAt,
  slotMinutes: 60,
  maxMinutes: SLEEPING_ROOM.maxMinutesPerReservation,
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

/** The end of a free reservation starting at `start`: an hour later. */
export const napEnd = (start: string) => hhmm(minutesOf(start) + NAP_ROOM.maxMinutes);

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
 * building hours, at most an hour, and not over yet (`nowTime`, Seoul HH:mm). The business day
 * (holiday calendar) and the booking hours are the server's (`buildingDayIssue`, `napBookingOpen`).
 */
export function napIssues(draft: NapDraft, today: string, nowTime: string): FieldIssue[] {
  const window = AMENITY_POLICIES.sleepingRoom.bookingWindow(today);
  if (draft.date < window.first || draft.date > window.last) return [{ field: 'date', key: 'amenities:nap.todayOnly' }];
  const start = minutesOf(draft.start);
  const end = minutesOf(draft.end);
  if (end - start <= 0 || end - start > NAP_ROOM.maxMinutes) {
    return [{ field: 'end', key: 'amenities:nap.length', params: { max: NAP_ROOM.maxMinutes } }];
  }
  const onSlot = start % NAP_ROOM.slotMinutes === 0 && end % NAP_ROOM.slotMinutes === 0;
  if (!onSlot || start < minutesOf(NAP_ROOM.opensAt) || end > minutesOf(NAP_ROOM.closesAt)) {
    return [{ field: 'start', key: 'amenities:nap.hours', params: { opens: NAP_ROOM.opensAt, closes: NAP_ROOM.closesAt } }];
  }
  // The hour under way may still be taken for what is left of it (the last, 17:00, until 17:30: decision 0032).
  if (end <= minutesOf(nowTime)) return [{ field: 'start', key: 'amenities:nap.started' }];
  return [];
}
