/**
 * Bookings in flight on this replica, by resource and day. When many people rush one slot, the
 * first to ask books it and the others wait for that outcome: booked, they are refused at once
 * (SLOT_TAKEN) without touching the database, and so is anyone asking for that time in the next
 * second; refused or failed, the next one tries. Only the database's exclusion constraint makes a
 * booking hold, across replicas too: this only spares it the rush of attempts that cannot win
 * (decision 0013).
 */
import { minutesOf } from '@tea/shared/reservations/reservation.rules';
import { AppError } from '../../plugins/errors.js';

interface Claim {
  start: number;
  end: number;
  /** Set once the booking holds: the claim then only stands for the second after. */
  held?: boolean;
  /** Settles true once the booking holds, false when it did not. */
  done: Promise<boolean>;
}

const inFlight = new Map<string, Set<Claim>>();
/** How long a booking that held keeps refusing overlapping attempts here (the day grid's second, decision 0012). */
const HELD_MS = 1000;

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
  const release = () => {
    claims.delete(claim);
    if (claims.size === 0 && inFlight.get(key) === claims) inFlight.delete(key);
  };
  let held = false;
  try {
    const result = await book();
    held = true;
    return result;
  } finally {
    settle(held);
    claim.held = held;
    if (held) setTimeout(release, HELD_MS).unref();
    else release();
  }
}

/** After a booking of the resource on the day is cancelled or moved here: its time is free again at once. */
export function forgetHeld(resourceId: number, date: string): void {
  const key = `${resourceId}:${date}`;
  const claims = inFlight.get(key);
  if (!claims) return;
  for (const claim of claims) if (claim.held) claims.delete(claim);
  if (claims.size === 0) inFlight.delete(key);
}
