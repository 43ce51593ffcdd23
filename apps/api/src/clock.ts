/** The clock every rule reads (DESIGN.md §7): Seoul dates and windows come from it, never from `new Date()`. */
export interface Clock {
  now(): Date;
}

/**
 * The real clock, or, in test mode with TEST_CLOCK_START, a clock that starts at that instant and
 * runs at real speed: the browser journeys then behave the same whatever day they run on.
 */
export function createClock(start?: string): Clock {
  if (!start) return { now: () => new Date() };
  const offset = Date.parse(start) - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}
