/**
 * The registry's capacity model (`capacitySession` in amenity-policies.ts): a session with a number
 * of places and a waiting list of a set length, shared by GX programs (issue 15) and events
 * (issue 17). Counted under the session's row lock (modules/reservations/capacity-line.ts); these
 * are the pure decisions: where a new registration goes and who moves up when places free.
 */

/** Where a new registration of `size` places goes (1 for a GX place; an event's headcount), given the places taken and the line. */
export function placeFor(
  session: { capacity: number; waitlistLength: number },
  counts: { registered: number; waitlisted: number },
  size = 1,
): 'registered' | 'waitlisted' | 'full' {
  if (counts.registered + size <= session.capacity) return 'registered';
  if (counts.waitlisted < session.waitlistLength) return 'waitlisted';
  return 'full';
}

/**
 * Who moves up from the line when places free: the first in line, then the next, while each fits in
 * the places left. The line keeps its order: one who does not fit stops it (nobody jumps the queue).
 */
export function promotable<T extends { size: number }>(freePlaces: number, line: readonly T[]): T[] {
  const out: T[] = [];
  let free = freePlaces;
  for (const waiting of line) {
    if (waiting.size > free) break;
    out.push(waiting);
    free -= waiting.size;
  }
  return out;
}
