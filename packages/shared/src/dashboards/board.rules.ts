/**
 * What a board shows of each seat at an instant (issue 16): free, reserved (booked now, its person
 * not checked in yet), in use (checked in, with the minutes left), or closed; and when the seat is next
 * free. Pure, so the wall screen works it out every second from one snapshot, and the tests can pin it.
 */
import type { BoardBooking, BoardSeat } from './board.schema';

export type SeatState =
  | { state: 'closed' }
  | { state: 'free'; nextBookingAt: string | null }
  | { state: 'reserved'; until: string }
  | { state: 'inUse'; until: string; minutesLeft: number };

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The booking holding the seat at `time` (HH:mm, minutes precision), if any: start included, end excluded. */
function holding(bookings: readonly BoardBooking[], at: number): BoardBooking | undefined {
  return bookings.find((b) => minutes(b.start) <= at && at < minutes(b.end));
}

/** The seat's state at `time` (HH:mm or HH:mm:ss, Seoul). */
export function seatStateAt(seat: BoardSeat, time: string): SeatState {
  if (seat.closed) return { state: 'closed' };
  const seconds = time.length > 5 ? Number(time.slice(6, 8)) : 0;
  const at = minutes(time);
  const now = holding(seat.bookings, at);
  if (!now) {
    const next = seat.bookings.map((b) => b.start).filter((s) => minutes(s) > at);
    return { state: 'free', nextBookingAt: next.sort()[0] ?? null };
  }
  if (!now.checkedIn) return { state: 'reserved', until: now.end };
  // Whole minutes left, rounded up: 09:59:30 of a booking to 10:00 still shows 1.
  return { state: 'inUse', until: now.end, minutesLeft: Math.ceil(minutes(now.end) - at - seconds / 60) };
}

/**
 * When the seat is next free from `time` until closing: now when free, else the end of the run of
 * back-to-back bookings holding it; null when closed or booked up to closing.
 */
export function nextFreeAt(seat: BoardSeat, time: string, closesAt: string): string | null {
  if (seat.closed) return null;
  let at = minutes(time);
  for (let b = holding(seat.bookings, at); b; b = holding(seat.bookings, at)) at = minutes(b.end);
  if (at >= minutes(closesAt)) return null;
  return at === minutes(time)
    ? time.slice(0, 5)
    : `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
}

/** The board's counts at `time`: how many seats are free, reserved, in use and closed. */
export function boardCounts(seats: readonly BoardSeat[], time: string): Record<SeatState['state'], number> {
  const counts = { free: 0, reserved: 0, inUse: 0, closed: 0 };
  for (const seat of seats) counts[seatStateAt(seat, time).state] += 1;
  return counts;
}

/** The next times a seat comes free, soonest first, each with the seats it frees (for the board's "next free" line). */
export function nextFreeTimes(
  seats: readonly BoardSeat[],
  time: string,
  closesAt: string,
  limit = 3,
): { at: string; seats: number[] }[] {
  const byTime = new Map<string, number[]>();
  for (const seat of seats) {
    if (seatStateAt(seat, time).state === 'free') continue;
    const at = nextFreeAt(seat, time, closesAt);
    if (at) byTime.set(at, [...(byTime.get(at) ?? []), seat.number]);
  }
  return [...byTime.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(0, limit)
    .map(([at, numbers]) => ({ at, seats: numbers.sort((a, b) => a - b) }));
}
