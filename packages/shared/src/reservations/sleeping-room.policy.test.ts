import { describe, expect, it } from 'vitest';
import { AMENITY_POLICIES } from './amenity-policies';
import { NAP_ROOM, napBookingOpen, napIssues, napMarks, napSeatAllowed } from './sleeping-room.policy';
import { napRequestSchema } from './sleeping-room.schema';

const TODAY = '2026-11-24';
const keys = (start: string, end: string, now = '08:00', date = TODAY) =>
  napIssues({ date, start, end }, TODAY, now).map((i) => i.key.split('.').pop());

describe('nap room booking hours: 00:00 to 17:30 Seoul time', () => {
  it('takes bookings at 00:00 and at 17:30, not at 17:31 nor 23:59', () => {
    expect(napBookingOpen('00:00')).toBe(true);
    expect(napBookingOpen('17:30')).toBe(true);
    expect(napBookingOpen('17:31')).toBe(false);
    expect(napBookingOpen('23:59')).toBe(false);
  });
});

describe('nap room times', () => {
  it('are on the hour from 09:00 to 18:00', () => {
    expect(napMarks()).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    expect(keys('09:00', '10:00')).toEqual([]);
    expect(keys('17:00', '18:00')).toEqual([]);
    expect(keys('08:00', '09:00')).toEqual(['hours']);
    expect(keys('18:00', '19:00')).toEqual(['hours']);
    expect(keys('10:30', '11:30')).toEqual(['hours']);
  });

  it('last at most 60 minutes: 60 ok, 61 refused', () => {
    expect(NAP_ROOM.maxMinutes).toBe(60);
    expect(keys('10:00', '11:00')).toEqual([]);
    expect(keys('10:00', '11:01')).toEqual(['length']);
    expect(keys('10:00', '12:00')).toEqual(['length']);
    expect(keys('10:00', '10:00')).toEqual(['length']);
  });

  it('are today only, and taken until the hour is over', () => {
    expect(keys('10:00', '11:00', '08:00', '2026-11-25')).toEqual(['todayOnly']);
    expect(keys('10:00', '11:00', '10:59')).toEqual([]);
    expect(keys('10:00', '11:00', '11:00')).toEqual(['started']);
    expect(keys('17:00', '18:00', '17:30')).toEqual([]);
  });

  it('keep the registry per-person rules: one a day, one at a time, a week after a no-show', () => {
    const p = AMENITY_POLICIES.sleepingRoom;
    expect([p.onePerDay, p.oneAtATime, p.noShowRestrictionDays, p.live]).toEqual([true, true, 7, true]);
  });
});

describe('nap room seats by gender: 5 women, 15 men', () => {
  it('offers a woman only the women’s seats and a man only the men’s', () => {
    expect(NAP_ROOM.seats).toEqual({ female: 5, male: 15 });
    expect(napSeatAllowed('female', 'female')).toBe(true);
    expect(napSeatAllowed('male', 'female')).toBe(false);
    expect(napSeatAllowed('female', 'male')).toBe(false);
    expect(napSeatAllowed('male', 'male')).toBe(true);
  });
});

describe('nap room request', () => {
  it('asks for each missing pick in the spec’s words', () => {
    const result = napRequestSchema.safeParse({ date: '', start: '' });
    const messages = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual([
      'seatId:amenities:nap.selectSeat',
      'date:amenities:nap.selectDate',
      'start:amenities:nap.selectTime',
      'end:amenities:nap.selectTime',
    ]);
  });
});
