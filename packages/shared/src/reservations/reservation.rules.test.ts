import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, hourMarks, isWithinHours, seoulInstant } from './reservation.rules';

describe('Seoul calendar arithmetic', () => {
  it('counts days across months and years', () => {
    expect(daysBetween('2026-11-23', '2026-11-24')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-24', '2026-11-23')).toBe(-1);
  });

  it('adds months and keeps the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-11-23', 2)).toBe('2027-01-23');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
  });

  it('places a Seoul time nine hours ahead of UTC', () => {
    expect(seoulInstant('2026-11-24', '08:00').toISOString()).toBe('2026-11-23T23:00:00.000Z');
  });

  it('lists the hours between opening and closing', () => {
    expect(hourMarks('08:00', '11:00')).toEqual(['08:00', '09:00', '10:00', '11:00']);
    expect(isWithinHours('08:00', '09:00', '08:00', '19:00')).toBe(true);
    expect(isWithinHours('08:00', '09:00', '08:00', '19:00', 2)).toBe(false);
  });
});
