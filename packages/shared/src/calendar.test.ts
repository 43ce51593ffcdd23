import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar';

describe('isCalendarDate', () => {
  it('takes the days of the calendar, leap days included', () => {
    for (const day of ['2026-12-01', '2024-02-29', '2000-02-29', '2026-04-30', '0001-01-01', '9999-12-31'])
      expect(isCalendarDate(day), day).toBe(true);
  });

  it('refuses days that do not exist and anything not written YYYY-MM-DD', () => {
    for (const day of [
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '2026-1-01',
      ' 2026-01-01',
      '2026-01-01T00:00',
      '',
    ])
      expect(isCalendarDate(day), day).toBe(false);
  });
});
