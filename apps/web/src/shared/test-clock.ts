import { afterAll, beforeAll, vi } from 'vitest';
import { installDialogMethods } from './test-dialog';

/** The pinned morning of the journeys (a Tuesday in Seoul): date windows and times are checked against it. */
export const JOURNEY_MORNING = new Date('2026-11-24T09:30:00+09:00');

/**
 * For a test file of the visit forms: `Date` is pinned to JOURNEY_MORNING (timers stay real, so
 * waiting still works), and the dialog methods jsdom lacks are installed.
 */
export function pinJourneyMorning(): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(JOURNEY_MORNING);
    installDialogMethods();
  });
  afterAll(() => vi.useRealTimers());
}
