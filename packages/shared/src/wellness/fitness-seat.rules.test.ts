import { describe, expect, it } from 'vitest';
import { FITNESS_SEAT, fitnessSeatIssues, fitnessSeatMarks } from './fitness-seat.rules';

const TODAY = '2026-11-24';

describe('fitness seat times', () => {
  it('are on the half hour from 06:30 to 21:00', () => {
    expect(fitnessSeatMarks()[0]).toBe('06:30');
    expect(fitnessSeatMarks().at(-1)).toBe('21:00');
    expect(fitnessSeatIssues({ date: TODAY, start: '06:30', end: '07:00' }, TODAY, '06:00')).toEqual([]);
    expect(fitnessSeatIssues({ date: TODAY, start: '06:00', end: '07:00' }, TODAY, '06:00')[0]?.key).toBe('rentals:seat.hours');
    expect(fitnessSeatIssues({ date: TODAY, start: '20:30', end: '21:00' }, TODAY, '06:00')).toEqual([]);
    expect(fitnessSeatIssues({ date: TODAY, start: '20:30', end: '21:30' }, TODAY, '06:00')[0]?.key).toBe('rentals:seat.hours');
    expect(fitnessSeatIssues({ date: TODAY, start: '10:15', end: '11:00' }, TODAY, '06:00')[0]?.key).toBe('rentals:seat.hours');
  });

  it('last 30 to 90 minutes', () => {
    expect(FITNESS_SEAT.maxMinutes).toBe(90);
    expect(fitnessSeatIssues({ date: TODAY, start: '10:00', end: '11:30' }, TODAY, '06:00')).toEqual([]);
    expect(fitnessSeatIssues({ date: TODAY, start: '10:00', end: '12:00' }, TODAY, '06:00')[0]?.key).toBe('rentals:seat.length');
    expect(fitnessSeatIssues({ date: TODAY, start: '10:00', end: '10:00' }, TODAY, '06:00')[0]?.key).toBe('rentals:seat.length');
  });

  it('are booked for today only, and not once their first half hour is over', () => {
    expect(fitnessSeatIssues({ date: '2026-11-25', start: '10:00', end: '11:00' }, TODAY, '06:00')[0]?.key).toBe(
      'rentals:seat.todayOnly',
    );
    expect(fitnessSeatIssues({ date: TODAY, start: '10:00', end: '11:00' }, TODAY, '10:00')).toEqual([]);
    expect(fitnessSeatIssues({ date: TODAY, start: '10:00', end: '11:00' }, TODAY, '10:29')).toEqual([]);
    expect(fitnessSeatIssues({ date: TODAY, start: '10:00', end: '11:00' }, TODAY, '10:30')[0]?.key).toBe('rentals:seat.started');
  });
});
