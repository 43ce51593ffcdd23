import { describe, expect, it } from 'vitest';
import { AMENITY_POLICIES } from './amenity-policies';
import {
  NAP_PASS_PRODUCTS,
  NAP_ROOM,
  napBookingOpen,
  napDrawPlan,
  napEnd,
  napIssues,
  napMarks,
  napPassExpiry,
  napPassValid,
  napSeatAllowed,
  napSessionsNeeded,
  napVerdict,
  NAP_FREE_USES_PER_MONTH,
} from './sleeping-room.policy';
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

  it('last at most three hours (the free one an hour): 180 ok, 181 and 240 refused', () => {
    expect(NAP_ROOM.maxMinutes).toBe(60);
    expect(NAP_ROOM.maxPaidMinutes).toBe(180);
    expect(keys('10:00', '11:00')).toEqual([]);
    expect(keys('10:00', '13:00')).toEqual([]);
    expect(keys('10:00', '13:01')).toEqual(['length']);
    expect(keys('10:00', '14:00')).toEqual(['length']);
    expect(keys('10:00', '10:00')).toEqual(['length']);
    expect(keys('10:00', '11:01')).toEqual(['hours']);
    expect(keys('16:00', '19:00')).toEqual(['hours']);
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
    // One a day, with or without passes (decision 0059).
    expect(p.extraByPass).toBe(false);
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

describe('the nap room’s one rule: one a day, the first hour free 8 times a month, every other hour a pass session (decision 0059)', () => {
  const standing = (over: Partial<Parameters<typeof napVerdict>[0]> = {}) => ({
    bookedToday: false,
    freeUsesLeft: NAP_FREE_USES_PER_MONTH,
    sessionsLeft: 0,
    ...over,
  });

  it('gives 8 free uses a month: an hour on a free use is free, the 9th needs a session', () => {
    expect(NAP_FREE_USES_PER_MONTH).toBe(8);
    expect(napVerdict(standing({ freeUsesLeft: 1 }), 60)).toEqual({ ok: true, freeHour: true, sessions: 0 });
    expect(napVerdict(standing({ freeUsesLeft: 0 }), 60)).toEqual({ ok: false, reason: 'NAP_PASS_NEEDED', sessions: 1 });
    expect(napVerdict(standing({ freeUsesLeft: 0, sessionsLeft: 1 }), 60)).toEqual({ ok: true, freeHour: false, sessions: 1 });
  });

  it('draws a session for every hour beyond the free one, and refuses when the passes hold too few', () => {
    expect(napVerdict(standing({ sessionsLeft: 2 }), 180)).toEqual({ ok: true, freeHour: true, sessions: 2 });
    expect(napVerdict(standing({ sessionsLeft: 1 }), 180)).toEqual({ ok: false, reason: 'NAP_PASS_NEEDED', sessions: 2 });
    expect(napVerdict(standing({ freeUsesLeft: 0, sessionsLeft: 2 }), 180)).toMatchObject({ ok: false, sessions: 3 });
  });

  it('refuses a second booking of the day "Cannot reserved twice in a day.", even with sessions left', () => {
    expect(napVerdict(standing({ bookedToday: true, sessionsLeft: 10 }), 60)).toMatchObject({ ok: false, reason: 'TWICE_A_DAY' });
    expect(napVerdict(standing({ bookedToday: true, freeUsesLeft: 0 }), 60)).toMatchObject({ ok: false, reason: 'TWICE_A_DAY' });
  });
});

describe('paid nap-room passes (decision 0036)', () => {
  it('a reservation with a free use is free up to 60 minutes; 61 takes a session, with or without holding one', () => {
    expect(napSessionsNeeded(60, true)).toBe(0);
    expect(napSessionsNeeded(61, true)).toBe(1);
    expect(napSessionsNeeded(120, true)).toBe(1);
    expect(napSessionsNeeded(180, true)).toBe(2);
  });

  it('a reservation without a free use takes a session for every hour', () => {
    expect(napSessionsNeeded(60, false)).toBe(1);
    expect(napSessionsNeeded(61, false)).toBe(2);
    expect(napSessionsNeeded(120, false)).toBe(2);
  });

  it('61 minutes is refused without sessions and drawn with one', () => {
    expect(napDrawPlan([], napSessionsNeeded(61, true), TODAY)).toBeNull();
    expect(napDrawPlan([{ id: 1, expiresOn: TODAY, left: 1 }], napSessionsNeeded(61, true), TODAY)).toEqual([
      { passId: 1, sessions: 1 },
    ]);
    expect(napDrawPlan([], napSessionsNeeded(60, true), TODAY)).toEqual([]);
  });

  it('is valid through its expiry day, not the day after', () => {
    expect(napPassValid('2026-11-24', '2026-11-24')).toBe(true);
    expect(napPassValid('2026-11-24', '2026-11-25')).toBe(false);
    expect(napDrawPlan([{ id: 1, expiresOn: '2026-11-23', left: 5 }], 1, TODAY)).toBeNull();
    expect(napDrawPlan([{ id: 1, expiresOn: TODAY, left: 5 }], 1, TODAY)).toEqual([{ passId: 1, sessions: 1 }]);
  });

  it('draws the earliest expiry first, across passes, and never more than they hold', () => {
    const passes = [
      { id: 2, expiresOn: '2026-12-30', left: 5 },
      { id: 1, expiresOn: '2026-11-30', left: 1 },
      { id: 3, expiresOn: '2026-11-29', left: 0 },
    ];
    expect(napDrawPlan(passes, 2, TODAY)).toEqual([
      { passId: 1, sessions: 1 },
      { passId: 2, sessions: 1 },
    ]);
    expect(napDrawPlan(passes, 6, TODAY)).toEqual([
      { passId: 1, sessions: 1 },
      { passId: 2, sessions: 5 },
    ]);
    expect(napDrawPlan(passes, 7, TODAY)).toBeNull();
  });

  it('expires after its days counting the day of issue; the products are the reference data’s', () => {
    expect(NAP_PASS_PRODUCTS.map((p) => [p.id, p.sessions, p.price, p.validDays])).toEqual([
      ['pass5', 5, 10_000, 30],
      ['pass10', 10, 18_000, 60],
    ]);
    expect(napPassExpiry('pass5', '2026-11-24')).toBe('2026-12-23');
    expect(napPassExpiry('pass10', '2026-11-24')).toBe('2027-01-22');
  });

  it('ends a reservation the hours after its start', () => {
    expect(napEnd('10:00')).toBe('11:00');
    expect(napEnd('10:00', 3)).toBe('13:00');
  });
});
