/**
 * Golf at the wellness center (issue 16): a screen-golf seat (a bay) for a slot on the hour, and a
 * lesson with a pro in one of the pro's lesson hours. Both are exclusive slots of the reservation
 * core: the registry's per-day rule (TWICE_A_DAY), one at a time (ALREADY_RESERVED) and the no-show
 * restriction apply as they are, checked by the core inside the booking transaction (decision 0033).
 */
import { addDays, isoWeekday } from '../calendar';
import { AMENITY_POLICIES, amenityPolicy } from './amenity-policies';
import { WELLNESS_CENTER } from './amenity.facts';
import { minutesOf, type Amenity, type FieldIssue } from './reservation.rules';

export const GOLF_KINDS = ['seat', 'lesson'] as const;
export type GolfKind = (typeof GOLF_KINDS)[number];

/** The registry's kind of each golf booking. */
export const GOLF_AMENITY = { seat: 'golfSeat', lesson: 'golfLesson' } as const satisfies Record<GolfKind, Amenity>;

/** The golf kind of a booking's amenity (seat or lesson), or null for another amenity's. */
export function golfKindOf(amenity: Amenity): GolfKind | null {
  return GOLF_KINDS.find((k) => GOLF_AMENITY[k] === amenity) ?? null;
}

export const GOLF = {
  bays: WELLNESS_CENTER.golfBays,
  /** A seat's slot starts on the hour and lasts the published 50 minutes (10 minutes to change over). */
  seatStepMinutes: 60,
  seatMinutes: WELLNESS_CENTER.golfSlotMinutes,
  /** The first slot starts on the first whole hour after opening; the last ends before closing. */
  opensAt: WELLNESS_CENTER.opensAt,
  closesAt: WELLNESS_CENTER.closesAt,
  /** A lesson lasts the published 20 minutes and starts on the half hour within the pro's hours. */
  lessonMinutes: WELLNESS_CENTER.golfLesson.lessonMinutes,
  lessonStepMinutes: 30,
  /** Bays to a row of the map. */
  baysPerRow: 2,
} as const;

/**
 * The days of a booking window the form offers: golf is part of the wellness center, open on business
 * days only (its hours say weekends and holidays closed; the registry's `openDays`), so Saturdays and
 * Sundays are left out (the server also refuses holidays and closures, naming golf: open-days.ts).
 */
export function golfDays(window: { first: string; last: string }): string[] {
  const out: string[] = [];
  for (let day = window.first; day <= window.last; day = addDays(day, 1)) {
    if (amenityPolicy('golfSeat').openDays === 'everyDay' || isoWeekday(day) <= 5) out.push(day);
  }
  return out;
}

export const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The end of a booking of the kind starting at `start`. */
export const golfEnd = (kind: GolfKind, start: string) =>
  hhmm(minutesOf(start) + (kind === 'seat' ? GOLF.seatMinutes : GOLF.lessonMinutes));

/** The starts of the seat slots: every hour whose 50 minutes fit within the center's hours. */
export function golfSeatStarts(): string[] {
  const out: string[] = [];
  const first = Math.ceil(minutesOf(GOLF.opensAt) / GOLF.seatStepMinutes) * GOLF.seatStepMinutes;
  for (let m = first; m + GOLF.seatMinutes <= minutesOf(GOLF.closesAt); m += GOLF.seatStepMinutes) out.push(hhmm(m));
  return out;
}

/** A pro's lesson hours on a weekday (HH:mm, the end excluded). */
export interface LessonHours {
  start: string;
  end: string;
}

/** The lesson starts within a pro's hours of the day: on the half hour, the 20 minutes inside the hours. */
export function lessonStarts(hours: readonly LessonHours[]): string[] {
  const out = new Set<string>();
  for (const h of hours) {
    const first = Math.ceil(minutesOf(h.start) / GOLF.lessonStepMinutes) * GOLF.lessonStepMinutes;
    for (let m = first; m + GOLF.lessonMinutes <= minutesOf(h.end); m += GOLF.lessonStepMinutes) out.add(hhmm(m));
  }
  return [...out].sort();
}

/**
 * What the form and the server check of a golf time: within the kind's booking window (the
 * registry's), a start the kind offers (the seat's hours, or the pro's lesson hours that weekday),
 * and not started yet (`nowTime` on `today`, Seoul).
 */
export function golfIssues(
  draft: { kind: GolfKind; date: string; start: string },
  today: string,
  nowTime: string,
  proHours: readonly LessonHours[] = [],
): FieldIssue[] {
  const window = AMENITY_POLICIES[GOLF_AMENITY[draft.kind]].bookingWindow(today);
  if (draft.date < window.first || draft.date > window.last) {
    return [{ field: 'date', key: 'amenities:golf.window', params: { first: window.first, last: window.last } }];
  }
  const starts = draft.kind === 'seat' ? golfSeatStarts() : lessonStarts(proHours);
  if (!starts.includes(draft.start)) {
    return [{ field: 'start', key: draft.kind === 'seat' ? 'amenities:golf.hours' : 'amenities:golf.proHours' }];
  }
  if (draft.date === today && minutesOf(draft.start) <= minutesOf(nowTime))
    return [{ field: 'start', key: 'amenities:golf.started' }];
  return [];
}
