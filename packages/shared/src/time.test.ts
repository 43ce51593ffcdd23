import { describe, expect, it } from 'vitest';
import { isBusinessDay, seoulDate, UnknownHolidayYearError, type HolidayCalendar } from './time';

const calendar: HolidayCalendar = { years: new Set([2026]), dates: new Set(['2026-09-25', '2026-10-05']) };

describe('Seoul clock', () => {
  it('gives the Seoul date, which is a day ahead of UTC after 15:00 UTC', () => {
    expect(seoulDate('2026-11-22T14:59:59Z')).toBe('2026-11-22');
    expect(seoulDate('2026-11-22T15:00:00Z')).toBe('2026-11-23');
  });

  it('takes a timestamp in any form', () => {
    expect(seoulDate(Date.parse('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
    expect(seoulDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('treats weekdays as business days and weekends and holidays as not', () => {
    expect(isBusinessDay('2026-11-20', calendar)).toBe(true); // Friday
    expect(isBusinessDay('2026-11-21', calendar)).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-22', calendar)).toBe(false); // Sunday
    expect(isBusinessDay('2026-09-25', calendar)).toBe(false); // Chuseok, a Friday
  });

  it('refuses a year it has no holiday data for instead of guessing', () => {
    expect(() => isBusinessDay('2031-03-03', calendar)).toThrow(UnknownHolidayYearError);
  });
});
