import { describe, expect, it } from 'vitest';
import { seoulDate } from '../calendar';
import { fitnessStartOpen } from '../wellness/fitness-seat.rules';
import { closedDayIssue, dayClosure, type CalendarDay } from './open-days';
import { refreshStartOpen } from './refresh-lounge.policy';
import { napStartOpen } from './sleeping-room.policy';

// 2026: Sunday 29 Nov; Christmas (Fri 25 Dec) a public holiday; the office closed Mon 30 Nov for an inspection.
const DAYS: CalendarDay[] = [
  { date: '2026-12-25', kind: 'public', name: 'Christmas Day' },
  { date: '2026-11-30', kind: 'closure', name: 'Building inspection' },
];

describe('open days of an amenity', () => {
  it('closes the nap room and the refresh lounge on a Sunday and a public holiday, naming the holiday', () => {
    for (const amenity of ['sleepingRoom', 'refreshLounge', 'conference'] as const) {
      expect(dayClosure(amenity, '2026-11-29', DAYS, true)).toEqual({ reason: 'weekend' });
      expect(dayClosure(amenity, '2026-12-25', DAYS, true)).toEqual({ reason: 'holiday', name: 'Christmas Day' });
      expect(dayClosure(amenity, '2026-12-24', DAYS, true)).toBeNull();
    }
  });

  it('closes golf at weekends and on holidays, as the wellness center’s golf hours say', () => {
    for (const amenity of ['golfSeat', 'golfLesson'] as const) {
      expect(dayClosure(amenity, '2026-11-28', DAYS, true)).toEqual({ reason: 'weekend' });
      expect(dayClosure(amenity, '2026-12-25', DAYS, true)).toEqual({ reason: 'holiday', name: 'Christmas Day' });
      expect(dayClosure(amenity, '2026-11-27', DAYS, true)).toBeNull();
    }
  });

  it('opens the fitness seat and the lounge every day but a closure of the building', () => {
    for (const amenity of ['fitnessSeat', 'lounge'] as const) {
      expect(dayClosure(amenity, '2026-11-29', DAYS, true)).toBeNull();
      expect(dayClosure(amenity, '2026-12-25', DAYS, true)).toBeNull();
      expect(dayClosure(amenity, '2026-11-30', DAYS, true)).toEqual({ reason: 'closure', name: 'Building inspection' });
    }
    expect(dayClosure('sleepingRoom', '2026-11-30', DAYS, true)).toEqual({ reason: 'closure', name: 'Building inspection' });
  });

  it('never takes a day of a year without its holidays for a business day', () => {
    expect(dayClosure('sleepingRoom', '2027-01-11', [], false)).toEqual({ reason: 'holidaysUnknown', year: 2027 });
    expect(dayClosure('fitnessSeat', '2027-01-11', [], false)).toBeNull();
  });

  it('turns on the Seoul date: Sunday 23:59 is closed, Monday 00:00 is open', () => {
    const sunday = seoulDate(new Date('2026-12-06T14:59:00Z')); // 23:59 Seoul
    const monday = seoulDate(new Date('2026-12-06T15:00:00Z')); // 00:00 Seoul
    expect(dayClosure('sleepingRoom', sunday, DAYS, true)).toEqual({ reason: 'weekend' });
    expect(dayClosure('sleepingRoom', monday, DAYS, true)).toBeNull();
  });

  it('refuses with the amenity it is about', () => {
    expect(closedDayIssue('refreshLounge', { reason: 'weekend' })).toEqual({
      field: 'date',
      key: 'common:closedDay.weekend',
      params: { amenity: 'refreshLounge' },
    });
    expect(closedDayIssue('sleepingRoom', { reason: 'holiday', name: 'Christmas Day' }).params).toEqual({
      amenity: 'sleepingRoom',
      name: 'Christmas Day',
    });
  });
});

describe('start times still offered today', () => {
  it('offers the nap hour and the lounge slot under way until they are over', () => {
    expect(napStartOpen('10:00', '10:59')).toBe(true);
    expect(napStartOpen('10:00', '11:00')).toBe(false);
    expect(refreshStartOpen('10:00', '10:29')).toBe(true);
    expect(refreshStartOpen('10:00', '10:30')).toBe(false);
  });

  it('offers a fitness seat from the half hour under way: 06:30 is gone at 10:35, 10:30 and 11:00 are not', () => {
    expect(fitnessStartOpen('06:30', '10:35')).toBe(false);
    // The slot under way until its half hour is over, as the nap room and the refresh lounge offer theirs.
    expect(fitnessStartOpen('10:30', '10:35')).toBe(true);
    expect(fitnessStartOpen('10:30', '11:00')).toBe(false);
    expect(fitnessStartOpen('11:00', '10:35')).toBe(true);
    expect(fitnessStartOpen('11:00', '11:00')).toBe(true);
  });

  it('offers every time from 00:00, and none after the last has begun at 23:59', () => {
    expect(napStartOpen('09:00', '00:00')).toBe(true);
    expect(fitnessStartOpen('06:30', '00:00')).toBe(true);
    expect(napStartOpen('17:00', '23:59')).toBe(false);
    expect(refreshStartOpen('18:30', '23:59')).toBe(false);
    expect(fitnessStartOpen('20:30', '23:59')).toBe(false);
  });
});
