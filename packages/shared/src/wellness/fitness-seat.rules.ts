/**
 * The fitness seat (issue 15): a time on an exercise seat of the wellness center, today only, on the
 * half hour within opening hours, 30 to 90 minutes. It is an exclusive slot of the reservation core:
 * the registry's per-day rule (TWICE_A_DAY) and no-show restriction apply as they are.
 */
import { WELLNESS_CENTER } from '../reservations/amenity.facts';
import { AMENITY_POLICIES } from '../reservations/amenity-policies';
import { minutesOf, type FieldIssue } from '../reservations/reservation.rules';

export const FITNESS_SEAT = {
  opensAt: WELLNESS_CENTER.opensAt,
  closesAt: WELLNESS_CENTER.closesAt,
  slotMinutes: 30,
  minMinutes: 30,
  maxMinutes: WELLNESS_CENTER.fitnessSeatMaxMinutes,
} as const;

export interface FitnessSeatDraft {
  date: string;
  start: string;
  end: string;
}

/** HH:mm times on the half hour from opening to closing (both included). */
export function fitnessSeatMarks(): string[] {
  const out: string[] = [];
  for (let m = minutesOf(FITNESS_SEAT.opensAt); m <= minutesOf(FITNESS_SEAT.closesAt); m += FITNESS_SEAT.slotMinutes) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

/**
 * Whether a time starting at `start` may still be booked today at `nowTime` (Seoul HH:mm): until its
 * first half hour is over, as the nap room and the refresh lounge offer the slot under way (decision
 * 0063); an earlier start is never offered.
 */
export const fitnessStartOpen = (start: string, nowTime: string) =>
  minutesOf(start) + FITNESS_SEAT.slotMinutes > minutesOf(nowTime);

/**
 * What the form and the server check before a seat is held: today (the registry's window), within
 * opening hours on the half hour, 30 to 90 minutes, and its first half hour not over (`nowTime`, Seoul HH:mm).
 */
export function fitnessSeatIssues(draft: FitnessSeatDraft, today: string, nowTime: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const window = AMENITY_POLICIES.fitnessSeat.bookingWindow(today);
  if (draft.date < window.first || draft.date > window.last) issues.push({ field: 'date', key: 'rentals:seat.todayOnly' });
  const start = minutesOf(draft.start);
  const end = minutesOf(draft.end);
  const onSlot = start % FITNESS_SEAT.slotMinutes === 0 && end % FITNESS_SEAT.slotMinutes === 0;
  if (!onSlot || start < minutesOf(FITNESS_SEAT.opensAt) || end > minutesOf(FITNESS_SEAT.closesAt)) {
    issues.push({
      field: 'start',
      key: 'rentals:seat.hours',
      params: { opens: FITNESS_SEAT.opensAt, closes: FITNESS_SEAT.closesAt },
    });
  } else if (end - start < FITNESS_SEAT.minMinutes || end - start > FITNESS_SEAT.maxMinutes) {
    issues.push({
      field: 'end',
      key: 'rentals:seat.length',
      params: { min: FITNESS_SEAT.minMinutes, max: FITNESS_SEAT.maxMinutes },
    });
  } else if (draft.date === today && !fitnessStartOpen(draft.start, nowTime)) {
    issues.push({ field: 'start', key: 'rentals:seat.started' });
  }
  return issues;
}
