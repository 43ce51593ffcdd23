/**
 * Bookings in flight on this replica, by resource and day. When many people rush one slot, the
 * first to ask books it and the others wait for that outcome: booked, they are refused at once
 * (SLOT_TAKEN) without touching the database; refused or failed, the next one tries. Only the
 * database's exclusion constraint makes a booking hold, across replicas too: this only spares it
 * the rush of attempts that cannot win (decision 0013).
 */
import { minutesOf } from '@tea/shared/reservations/reservation.rules';
import { AppError } from '../../plugins/errors.js';

interface Claim {
  start: number;
  end: number;
  /** Settles true once the booking holds, false when it did not. */
  done: Promise<boolean>;
}

const inFlight = new Map<string, Set<Claim>>();

/**
 * Runs `book` for the time unless a booking in flight here for an overlapping time of the same
 * resource and day succeeds first, in which case the slot is taken.
 */
export async function withSlotClaim<T>(
  slot: { resourceId: number; date: string; start: string; end: string },
  book: () => Promise<T>,
): Promise<T> {
  const key = `${slot.resourceId}:${slot.date}`;
  const start = minutesOf(slot.start);
  const end = minutesOf(slot.end);
  for (;;) {
    const claims = inFlight.get(key);
    const rival = claims && [...claims].find((c) => c.start < end && start < c.end);
    if (!rival) break;
    if (await rival.done) throw new AppError('SLOT_TAKEN');
  }
  let settle!: (held: boolean) => void;
  const claim: Claim = { start, end, done: new Promise<boolean>((resolve) => (settle = resolve)) };
  const claims = inFlight.get(key) ?? new Set<Claim>();
  inFlight.set(key, claims);
  claims.add(claim);
  let held = false;
  try {
    const result = await book();
    held = true;
    return result;
  } finally {
    claims.delete(claim);
    if (claims.size === 0 && inFlight.get(key) === claims) inFlight.delete(key);
    settle(held);
  }
}
