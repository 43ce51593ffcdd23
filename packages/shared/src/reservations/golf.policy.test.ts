import { describe, expect, it } from 'vitest';
import { AMENITY_POLICIES, amenitiesOfWellnessTab, historyPath } from './amenity-policies';
import { isoWeekday } from '../calendar';
import { GOLF, golfDays, golfEnd, golfIssues, golfKindOf, golfSeatStarts, lessonStarts } from './golf.policy';
import { golfRequestSchema } from './golf.schema';

const TODAY = '2026-11-24'; // a Tuesday
const keys = (kind: 'seat' | 'lesson', date: string, start: string, now = '08:00', hours = [{ start: '10:00', end: '12:00' }]) =>
  golfIssues({ kind, date, start }, TODAY, now, hours).map((i) => i.key.split('.').pop());

describe('golf seats', () => {
  it('are the 4 bays, 50 minutes on the hour, from 07:00 to the 20:00 slot that ends 20:50 before 21:00', () => {
    expect(GOLF.bays).toBe(4);
    expect(golfEnd('seat', '07:00')).toBe('07:50');
    const starts = golfSeatStarts();
    expect(starts[0]).toBe('07:00');
    expect(starts.at(-1)).toBe('20:00');
    expect(starts).not.toContain('06:00');
    expect(starts).not.toContain('21:00');
    expect(keys('seat', TODAY, '20:00')).toEqual([]);
    expect(keys('seat', TODAY, '21:00')).toEqual(['hours']);
    expect(keys('seat', TODAY, '10:30')).toEqual(['hours']);
  });

  it('are booked from today to 7 days ahead: the 7th day ok, the 8th and yesterday refused', () => {
    expect(keys('seat', '2026-12-01', '10:00')).toEqual([]);
    expect(keys('seat', '2026-12-02', '10:00')).toEqual(['window']);
    expect(keys('seat', '2026-11-23', '10:00')).toEqual(['window']);
  });

  it('are refused once started: 10:00 at 09:59 ok, at 10:00 refused', () => {
    expect(keys('seat', TODAY, '10:00', '09:59')).toEqual([]);
    expect(keys('seat', TODAY, '10:00', '10:00')).toEqual(['started']);
    expect(keys('seat', '2026-11-25', '10:00', '23:00')).toEqual([]);
  });
});

describe('the days golf is offered', () => {
  it('are the weekdays of the window, as the wellness center opens: Friday and Monday, no Saturday or Sunday', () => {
    expect(golfDays({ first: '2026-11-27', last: '2026-11-30' })).toEqual(['2026-11-27', '2026-11-30']);
    expect(golfDays(AMENITY_POLICIES.golfSeat.bookingWindow(TODAY))).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
    ]);
  });
});

describe('golf lessons', () => {
  it('last 20 minutes on the half hour within the pro’s hours: 11:30 in 10:00–12:00 ok, 12:00 not', () => {
    expect(golfEnd('lesson', '11:30')).toBe('11:50');
    expect(lessonStarts([{ start: '10:00', end: '12:00' }])).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(lessonStarts([{ start: '10:00', end: '10:19' }])).toEqual([]);
    expect(lessonStarts([{ start: '10:00', end: '10:20' }])).toEqual(['10:00']);
    expect(keys('lesson', TODAY, '11:30')).toEqual([]);
    expect(keys('lesson', TODAY, '12:00')).toEqual(['proHours']);
    expect(keys('lesson', TODAY, '10:00', '08:00', [])).toEqual(['proHours']);
  });

  it('are booked up to 30 days ahead', () => {
    expect(keys('lesson', '2026-12-24', '10:00')).toEqual([]);
    expect(keys('lesson', '2026-12-25', '10:00')).toEqual(['window']);
  });

  it('read weekdays as ISO: Monday 1, Sunday 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});

describe('golf in the registry', () => {
  it('is live, one a day and one at a time, restricted a week after a no-show, listed on the wellness golf tab', () => {
    for (const kind of ['golfSeat', 'golfLesson'] as const) {
      const policy = AMENITY_POLICIES[kind];
      expect(policy).toMatchObject({
        live: true,
        model: 'exclusiveSlot',
        onePerDay: true,
        oneAtATime: true,
        noShowRestrictionDays: 7,
      });
      expect(historyPath(kind)).toBe('/my-page/amenity-reservation-history?tab=golf');
    }
    expect(amenitiesOfWellnessTab('golf')).toEqual(['golfSeat', 'golfLesson']);
    expect(golfKindOf('golfLesson')).toBe('lesson');
    expect(golfKindOf('sleepingRoom')).toBeNull();
  });

  it('names what is missing in a request', () => {
    const result = golfRequestSchema.safeParse({ kind: 'seat' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      resourceId: 'amenities:golf.selectResource',
      date: 'amenities:golf.selectDate',
      start: 'amenities:golf.selectTime',
    });
  });
});
