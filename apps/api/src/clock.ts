import { z } from 'zod';

/** The clock every rule reads (DESIGN.md §7): Seoul dates and windows come from it, never from `new Date()`. */
export interface Clock {
  now(): Date;
}

/**
 * The real clock, or, in test mode with TEST_CLOCK_START, a clock that starts at that instant and
 * runs at real speed: the browser journeys then behave the same whatever day they run on.
 */
/**
 * Machine time, for what must never follow a settable clock: how long a login session lasts
 * (decision 0018). Rules (windows, deadlines, business days) read the injected clock instead.
 */
export const machineClock: Clock = { now: () => new Date() };

export function createClock(start?: string): Clock {
  if (!start) return { now: () => new Date() };
  const offset = Date.parse(start) - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/**
 * In test mode only (a pinned clock, which the configuration allows only with NODE_ENV=test), a
 * request may name its own instant in this header: a browser journey then runs one step at Friday
 * 14:59 and the next at 15:00 against the one server (decision 0030). Anywhere else it is ignored.
 */
export const TEST_NOW_HEADER = 'x-test-now';

const instant = z.iso.datetime({ offset: true });

/** The instant a test-mode request names (an ISO date-time with its offset), or undefined. */
export function testInstant(header: string | string[] | undefined): Date | undefined {
  const parsed = instant.safeParse(header);
  return parsed.success ? new Date(parsed.data) : undefined;
}
