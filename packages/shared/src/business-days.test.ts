import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, UnknownHolidayYear, type HolidayCalendar } from './business-days';

// 2026: Christmas (Fri 25 Dec) is a public holiday; the office closed Mon 28 Dec.
const calendar: HolidayCalendar = { years: new Set([2026]), days: new Set(['2026-12-25', '2026-12-28']) };

describe('business days', () => {
  it('are weekdays that are neither a holiday nor a closure', () => {
    expect(isBusinessDay(calendar, '2026-12-24')).toBe(true); // Thursday
    expect(isBusinessDay(calendar, '2026-12-25')).toBe(false); // Christmas
    expect(isBusinessDay(calendar, '2026-12-26')).toBe(false); // Saturday
    expect(isBusinessDay(calendar, '2026-12-27')).toBe(false); // Sunday
    expect(isBusinessDay(calendar, '2026-12-28')).toBe(false); // closed
    expect(isBusinessDay(calendar, '2026-12-29')).toBe(true);
  });

  it('count over weekends, holidays and closures', () => {
    expect(addBusinessDays(calendar, '2026-12-24', 1)).toBe('2026-12-29');
    expect(addBusinessDays(calendar, '2026-12-24', 2)).toBe('2026-12-30');
    expect(addBusinessDays(calendar, '2026-12-25', 0)).toBe('2026-12-29');
  });

  it('refuse a year whose holidays are not known, instead of calling its days business days', () => {
    expect(() => isBusinessDay(calendar, '2027-01-04')).toThrow(UnknownHolidayYear);
    expect(() => addBusinessDays(calendar, '2026-12-30', 2)).toThrow(/holidays of 2027 are not known/);
  });
});
