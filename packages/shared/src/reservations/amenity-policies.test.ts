import { describe, expect, it } from 'vitest';
import {
  AMENITY_HISTORY_TABS,
  amenitiesOfHistoryTab,
  historyPath,
  historyPathOfWellnessTab,
  WELLNESS_HISTORY_TABS,
  AMENITY_POLICIES,
  amenityPolicy,
  cancellationNow,
  canChangeNow,
  changeableOnceBooked,
  formatReference,
  isDayBooking,
  noShowMarkable,
  LIVE_AMENITIES,
  type HeldBooking,
} from './amenity-policies';
import en from '../../../i18n/locales/en/reservations.json';
import ko from '../../../i18n/locales/ko/reservations.json';
import { AMENITIES } from './reservation.rules';

const today = '2026-11-23'; // a Monday, in Seoul
const noon = new Date('2026-11-23T12:00:00+09:00');
const booking = (over: Partial<HeldBooking> = {}): HeldBooking => ({
  status: 'confirmed',
  date: '2026-12-15',
  total: 990_000,
  deposit: 297_000,
  startTime: '10:00',
  ...over,
});

describe('the registry', () => {
  it('has one entry per kind, each with references of its own letters', () => {
    expect(Object.keys(AMENITY_POLICIES).sort()).toEqual([...AMENITIES].sort());
    const prefixes = AMENITIES.map((a) => amenityPolicy(a).referencePrefix);
    expect(new Set(prefixes).size).toBe(AMENITIES.length);
  });

  it('names every tab of the amenity history in both languages', () => {
    for (const texts of [ko, en]) {
      const tabs = texts.history.tabs as Record<string, string>;
      expect(AMENITY_HISTORY_TABS.filter((tab) => !tabs[tab])).toEqual([]);
    }
  });

  it('gives every tab of the one history a kind it lists, and every kind a tab (decision 0064)', () => {
    // GX registrations are kept beside the core (decision 0026): its tab lists them though the kind is not live.
    const listed = AMENITY_HISTORY_TABS.filter((tab) => tab !== 'fitness').map((tab) => [tab, amenitiesOfHistoryTab(tab).length]);
    expect(listed.filter(([, n]) => n === 0)).toEqual([]);
    expect(amenitiesOfHistoryTab('golf')).toEqual(['golfSeat', 'golfLesson']);
    expect(historyPath('basket')).toBe('/my-page/amenity-reservation-history?tab=basket');
    expect(historyPath('golfLesson')).toBe('/my-page/amenity-reservation-history?tab=golf');
  });

  it('sends each address of the old wellness history to the same tab of the one history', () => {
    expect(WELLNESS_HISTORY_TABS.map(historyPathOfWellnessTab)).toEqual(
      ['fitness', 'pt', 'locker', 'basket', 'fitness-seat', 'golf'].map(
        (tab) => `/my-page/amenity-reservation-history?tab=${tab}`,
      ),
    );
    expect(historyPathOfWellnessTab(null)).toBe('/my-page/amenity-reservation-history?tab=fitness');
    expect(historyPathOfWellnessTab('spa')).toBe('/my-page/amenity-reservation-history?tab=fitness');
  });

  it('books conference rooms, the lounge, the nap room, the refresh lounge, golf seats and lessons, fitness seats, lockers and baskets online today; the other kinds wait for their flows', () => {
    expect(LIVE_AMENITIES).toEqual([
      'conference',
      'lounge',
      'sleepingRoom',
      'refreshLounge',
      'golfSeat',
      'golfLesson',
      'fitnessSeat',
      'pt',
      'locker',
      'basket',
    ]);
  });

  it('applies the once-a-day rule to the seat amenities, and not to company bookings of rooms and the lounge', () => {
    const onePerDay = AMENITIES.filter((a) => amenityPolicy(a).onePerDay);
    expect(onePerDay).toEqual(['sleepingRoom', 'refreshLounge', 'golfSeat', 'golfLesson', 'fitnessSeat']);
  });

  it('keeps a nap-room no-show from booking for a week, as the spec says', () => {
    expect(amenityPolicy('sleepingRoom').noShowRestrictionDays).toBe(7);
  });
});

describe('a no-show', () => {
  it('is a day booking’s: lockers and baskets are rented for a period and stay off the day grid', () => {
    expect(AMENITIES.filter((a) => !isDayBooking(a))).toEqual(['locker', 'basket']);
  });

  it('is marked on or after the booking’s day, of one held or completed, never of a rental', () => {
    const held = { amenity: 'conference' as const, status: 'confirmed' as const, date: today };
    expect(noShowMarkable(held, today)).toBe(true);
    expect(noShowMarkable({ ...held, status: 'completed', date: '2026-11-22' }, today)).toBe(true);
    expect(noShowMarkable({ ...held, date: '2026-11-24' }, today)).toBe(false);
    expect(noShowMarkable({ ...held, status: 'cancelled' }, today)).toBe(false);
    expect(noShowMarkable({ ...held, amenity: 'locker' }, today)).toBe(false);
  });
});

describe('booking references', () => {
  it('read as the amenity, the day it was made and its number that day, and sort by them', () => {
    expect(formatReference('conference', '2026-12-01', 7)).toBe('CR-20261201-0007');
    expect(formatReference('lounge', '2026-12-01', 12)).toBe('EL-20261201-0012');
    expect(formatReference('sleepingRoom', '2026-12-01', 3)).toBe('NR-20261201-0003');
    expect(formatReference('conference', '2026-12-01', 12345)).toBe('CR-20261201-12345');
    const refs = [formatReference('conference', '2026-12-02', 1), formatReference('conference', '2026-12-01', 10)];
    expect([...refs].sort()).toEqual(['CR-20261201-0010', 'CR-20261202-0001']);
  });
});

describe('cancelling, whatever the kind', () => {
  it('offers nothing to cancel once a booking is cancelled or over', () => {
    for (const status of ['cancelled', 'completed', 'no_show'] as const) {
      expect(cancellationNow('conference', noon, booking({ status }), true)).toMatchObject({
        allowed: false,
        rule: 'notChangeable',
      });
    }
  });

  it('lets the building office cancel at any time without a fee', () => {
    expect(cancellationNow('lounge', noon, booking({ date: today }), true)).toEqual({
      allowed: true,
      rule: 'free',
      fee: 0,
      lastDay: null,
    });
  });

  it('frees a conference room until 3 days before, then sends the booker to the desk', () => {
    expect(cancellationNow('conference', noon, booking({ date: '2026-11-26' }), false)).toEqual({
      allowed: true,
      rule: 'free',
      fee: 0,
      lastDay: '2026-11-23',
    });
    expect(cancellationNow('conference', noon, booking({ date: '2026-11-25' }), false)).toMatchObject({
      allowed: false,
      rule: 'closed',
      lastDay: '2026-11-22',
    });
  });

  it('charges the lounge by the days left: nothing from 4, the deposit from 3 to 1, everything on the day', () => {
    const lounge = (date: string) => cancellationNow('lounge', noon, booking({ date }), false);
    expect(lounge('2026-11-27')).toMatchObject({ allowed: true, rule: 'fullRefund', fee: 0 });
    expect(lounge('2026-11-26')).toMatchObject({ allowed: true, rule: 'depositKept', fee: 297_000 });
    expect(lounge('2026-11-24')).toMatchObject({ allowed: true, rule: 'depositKept', fee: 297_000 });
    expect(lounge(today)).toMatchObject({ allowed: true, rule: 'fullCharge', fee: 990_000 });
    expect(lounge('2026-11-22')).toMatchObject({ allowed: false });
    // A request not yet approved costs nothing to withdraw, even on the day.
    expect(cancellationNow('lounge', noon, booking({ date: today, status: 'pending' }), false)).toMatchObject({
      allowed: true,
      fee: 0,
    });
  });

  it('keeps the 10% fee of a GX course cancelled before it starts, and refuses once it has', () => {
    expect(cancellationNow('gx', noon, booking({ date: '2026-12-01', total: 150_000 }), false)).toMatchObject({
      allowed: true,
      fee: 15_000,
    });
    expect(cancellationNow('gx', noon, booking({ date: today, total: 150_000 }), false)).toMatchObject({ allowed: false });
  });
});

describe('changing a booking', () => {
  it('changes a conference room while it can be cancelled', () => {
    expect(canChangeNow('conference', noon, booking({ date: '2026-11-26' }))).toBe(true);
    expect(canChangeNow('conference', noon, booking({ date: '2026-11-25' }))).toBe(false);
  });

  it('knows before booking that a conference room booked 1 or 2 days ahead cannot be changed online once made', () => {
    const slot = (date: string) => ({ date, startTime: '10:00' });
    // Monday 23 November 2026: the 24th and 25th are inside the 3 days, the 26th is not.
    expect(changeableOnceBooked('conference', noon, slot('2026-11-24'))).toBe(false);
    expect(changeableOnceBooked('conference', noon, slot('2026-11-25'))).toBe(false);
    expect(changeableOnceBooked('conference', noon, slot('2026-11-26'))).toBe(true);
    // The day turns at midnight in Seoul: 23:59 still three days before the 26th, 00:00 two.
    expect(changeableOnceBooked('conference', new Date('2026-11-23T23:59:00+09:00'), slot('2026-11-26'))).toBe(true);
    expect(changeableOnceBooked('conference', new Date('2026-11-24T00:00:00+09:00'), slot('2026-11-26'))).toBe(false);
    // A lounge request waits for the office: it can be changed until then.
    expect(changeableOnceBooked('lounge', noon, slot('2026-11-24'))).toBe(true);
  });

  it('changes a lounge request only until the office decides it', () => {
    expect(canChangeNow('lounge', noon, booking({ status: 'pending' }))).toBe(true);
    expect(canChangeNow('lounge', noon, booking({ status: 'confirmed' }))).toBe(false);
  });
});

describe('a PT session', () => {
  const session = booking({ date: '2026-11-24', startTime: '12:00', total: 0, deposit: 0 });
  it('is cancelled or changed up to 24:00 hours before it, not at 23:59', () => {
    expect(cancellationNow('pt', noon, session, false)).toMatchObject({ allowed: true, rule: 'free', fee: 0 });
    // moved on its package's page, not through the core's edit form
    expect(canChangeNow('pt', noon, session)).toBe(false);
    const oneMinuteLater = new Date(noon.getTime() + 60_000);
    expect(cancellationNow('pt', oneMinuteLater, session, false)).toMatchObject({ allowed: false, rule: 'closed' });
  });
});
