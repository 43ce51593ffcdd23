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
