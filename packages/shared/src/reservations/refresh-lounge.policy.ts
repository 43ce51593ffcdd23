/**
 * The refresh lounge (issue 16): a seat of the lounge today, in 30-minute slots within the lounge's
 * hours (08:00–19:00) on business days, for at most the time its zone allows (rest seats and meeting
 * tables 2 hours, phone booths 1 hour, massage chairs 30 minutes: the published facts the intro shows),
 * with equipment borrowed at the desk and a purpose recorded with the booking (decision 0034). It is an
 * exclusive slot of the reservation core: the registry's per-day rule (TWICE_A_DAY), one at a time
 * (ALREADY_RESERVED) and the no-show restriction (a week, NO_SHOW_RESTRICTED) apply as they are.
 */
import { REFRESH_LOUNGE } from './amenity.facts';
import { minutesOf, type FieldIssue } from './reservation.rules';

export type RefreshZone = (typeof REFRESH_LOUNGE.zones)[number]['id'];

export const REFRESH_ROOM = {
  opensAt: REFRESH_LOUNGE.opensAt,
  closesAt: REFRESH_LOUNGE.closesAt,
  slotMinutes: REFRESH_LOUNGE.slotMinutes,
  /** The zones in the order of the map, seats numbered through them (1–24 rest, 25–40 meeting, …). */
  zones: REFRESH_LOUNGE.zones,
  /** Seats to a row of a zone on the map. */
  seatsPerRow: 5,
  /** Booked for the same day only (the intro: "Seats are reserved for the same day"). */
  bookDaysAhead: 0,
  /** A no-show keeps the person from booking for a week, like the nap room (spec §4: "until a stated date"). */
  noShowRestrictionDays: 7,
} as const;

/** What may be borrowed at the lounge's desk with a seat; none is required. */
export const REFRESH_EQUIPMENT = ['blanket', 'eyeMask', 'headphones', 'phoneCharger'] as const;
export type RefreshEquipment = (typeof REFRESH_EQUIPMENT)[number];

/** What the seat is for, chosen when booking (the intro's list). */
export const REFRESH_PURPOSES = ['rest', 'meeting', 'call', 'focus'] as const;
export type RefreshPurpose = (typeof REFRESH_PURPOSES)[number];

/** The lengths a booking may have, in slots: 30, 60, 90 and 120 minutes. */
export const REFRESH_LENGTHS = (() => {
  const longest = Math.max(...REFRESH_ROOM.zones.map((z) => z.maxMinutes));
  const out: number[] = [];
  for (let m = REFRESH_ROOM.slotMinutes; m <= longest; m += REFRESH_ROOM.slotMinutes) out.push(m);
  return out;
})();

export const REFRESH_SEAT_COUNT = REFRESH_ROOM.zones.reduce((sum, z) => sum + z.seats, 0);

export interface RefreshSeatPlace {
  zone: RefreshZone;
  maxMinutes: number;
  /** Its cell on the room's map: the zones one under another, each starting a row (unique per seat). */
  row: number;
  column: number;
}

/** The zone and map cell of seat `number` (1 to 48, numbered through the zones in order); null when no such seat. */
export function refreshSeatPlace(number: number): RefreshSeatPlace | null {
  let first = 1;
  let rows = 0;
  for (const zone of REFRESH_ROOM.zones) {
    if (number >= first && number < first + zone.seats) {
      const i = number - first;
      return {
        zone: zone.id,
        maxMinutes: zone.maxMinutes,
        row: rows + Math.floor(i / REFRESH_ROOM.seatsPerRow) + 1,
        column: (i % REFRESH_ROOM.seatsPerRow) + 1,
      };
    }
    first += zone.seats;
    rows += Math.ceil(zone.seats / REFRESH_ROOM.seatsPerRow);
  }
  return null;
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Start times on the slot from opening to the last slot before closing. */
export function refreshStarts(): string[] {
  const out: string[] = [];
  for (let m = minutesOf(REFRESH_ROOM.opensAt); m < minutesOf(REFRESH_ROOM.closesAt); m += REFRESH_ROOM.slotMinutes)
    out.push(hhmm(m));
  return out;
}

/** Whether a slot starting at `start` may still be booked today at `nowTime` (Seoul HH:mm): until it is over. */
export const refreshStartOpen = (start: string, nowTime: string) =>
  minutesOf(start) + REFRESH_ROOM.slotMinutes > minutesOf(nowTime);

/** The end of a booking of `minutes` starting at `start`. */
export const refreshEnd = (start: string, minutes: number) => hhmm(minutesOf(start) + minutes);

export interface RefreshDraft {
  date: string;
  start: string;
  end: string;
}

/**
 * What the form and the server check of a time: today, on the slot within the lounge's hours, at
 * most the longest zone's time (a seat's own zone is checked with `refreshSeatIssue`), and a start
 * whose slot is not over yet at `nowTime` (Seoul HH:mm): the slot under way may still be taken. The
 * business day (holiday calendar) is the server's (`buildingDayIssue`).
 */
export function refreshIssues(draft: RefreshDraft, today: string, nowTime: string): FieldIssue[] {
  if (draft.date !== today) return [{ field: 'date', key: 'amenities:refresh.todayOnly' }];
  const start = minutesOf(draft.start);
  const end = minutesOf(draft.end);
  const longest = REFRESH_LENGTHS[REFRESH_LENGTHS.length - 1]!;
  if (end - start <= 0 || end - start > longest) {
    return [{ field: 'end', key: 'amenities:refresh.tooLong', params: { max: longest } }];
  }
  const slot = REFRESH_ROOM.slotMinutes;
  const onSlot = start % slot === 0 && end % slot === 0;
  if (!onSlot || start < minutesOf(REFRESH_ROOM.opensAt) || end > minutesOf(REFRESH_ROOM.closesAt)) {
    return [
      {
        field: 'start',
        key: 'amenities:refresh.hours',
        params: { opens: REFRESH_ROOM.opensAt, closes: REFRESH_ROOM.closesAt, slot },
      },
    ];
  }
  if (!refreshStartOpen(draft.start, nowTime)) return [{ field: 'start', key: 'amenities:refresh.started' }];
  return [];
}

/** A seat's zone allows the booking's length: a massage chair 30 minutes, a phone booth 60, the rest 120. */
export function refreshSeatIssue(seatNumber: number, draft: { start: string; end: string }): FieldIssue | null {
  const place = refreshSeatPlace(seatNumber);
  if (!place) return { field: 'seatId', key: 'amenities:refresh.selectSeat' };
  const minutes = minutesOf(draft.end) - minutesOf(draft.start);
  return minutes > place.maxMinutes
    ? { field: 'end', key: 'amenities:refresh.zoneLength', params: { max: place.maxMinutes } }
    : null;
}
