import { describe, expect, it } from 'vitest';
import { isBusinessDay, UnknownHolidayYear, type HolidayCalendar } from '../business-days';
import {
  courseStart,
  GX_MIN_REGISTRATIONS,
  GX_MON_WED_FRI,
  GX_TUE_THU,
  gxRefund,
  gxVat,
  isRegistrationOpen,
  nthFriday,
  placeFor,
  programWindow,
  registrationWindow,
  runsAtClose,
  sessionDates,
} from './gx.rules';

// The gazette's public holidays of 2026 and 2027 (as the holidays table is seeded), written out.
const HOLIDAYS = [
  ...['2026-01-01', '2026-02-16', '2026-02-17', '2026-02-18', '2026-03-01', '2026-03-02', '2026-05-01', '2026-05-05'],
  ...['2026-05-24', '2026-05-25', '2026-06-03', '2026-06-06', '2026-07-17', '2026-08-15', '2026-08-17', '2026-09-24'],
  ...['2026-09-25', '2026-09-26', '2026-10-03', '2026-10-05', '2026-10-09', '2026-12-25'],
  ...['2027-01-01', '2027-02-06', '2027-02-07', '2027-02-08', '2027-02-09', '2027-03-01', '2027-05-01', '2027-05-03'],
  ...['2027-05-05', '2027-05-13', '2027-06-06', '2027-07-17', '2027-07-19', '2027-08-15', '2027-08-16', '2027-09-14'],
  ...['2027-09-15', '2027-09-16', '2027-10-03', '2027-10-04', '2027-10-09', '2027-10-11', '2027-12-25', '2027-12-27'],
];
const calendar: HolidayCalendar = { years: new Set([2026, 2027]), days: new Set(HOLIDAYS) };

describe('GX courses', () => {
  it('are the spec prices, VAT excluded and shown beside them', () => {
    expect(GX_MON_WED_FRI).toMatchObject({ weekdays: [1, 3, 5], sessions: 10, price: 150_000 });
    expect(GX_TUE_THU).toMatchObject({ weekdays: [2, 4], sessions: 8, price: 120_000 });
    expect(gxVat(150_000)).toBe(15_000);
    expect(gxVat(120_000)).toBe(12_000);
  });

  it('meet on the weekdays of their month; the course starts on the first', () => {
    expect(sessionDates(calendar, '2026-12', [2, 4])).toEqual([
      '2026-12-01',
      '2026-12-03',
      '2026-12-08',
      '2026-12-10',
      '2026-12-15',
      '2026-12-17',
      '2026-12-22',
      '2026-12-24',
      '2026-12-29',
      '2026-12-31',
    ]);
    expect(courseStart(calendar, '2026-12', [1, 3, 5])).toBe('2026-12-02');
  });

  it('skip public holidays: 1 January 2027 (a Friday), so January’s Mon/Wed/Fri course starts on Monday 4 January with 12 sessions', () => {
    const january = sessionDates(calendar, '2027-01', [1, 3, 5]);
    expect(january).not.toContain('2027-01-01');
    expect(january[0]).toBe('2027-01-04');
    expect(january).toHaveLength(12);
    expect(courseStart(calendar, '2027-01', [1, 3, 5])).toBe('2027-01-04');
  });

  it('skip Seollal (Mon 8 and Tue 9 February 2027) and a day the office closed; a weekend program keeps its weekend days', () => {
    const closed: HolidayCalendar = { years: calendar.years, days: new Set([...HOLIDAYS, '2027-02-25']) };
    expect(sessionDates(calendar, '2027-02', [2, 4])).toEqual([
      '2027-02-02',
      '2027-02-04',
      '2027-02-11',
      '2027-02-16',
      '2027-02-18',
      '2027-02-23',
      '2027-02-25',
    ]);
    expect(sessionDates(closed, '2027-02', [2, 4])).toHaveLength(6);
    expect(sessionDates(calendar, '2027-02', [1, 3, 5])).toHaveLength(11);
    // Saturdays of February 2027: the 6th is Seollal's eve (a holiday), the others meet.
    expect(sessionDates(calendar, '2027-02', [6])).toEqual(['2027-02-13', '2027-02-20', '2027-02-27']);
  });

  it('are not guessed for a year whose holidays are not known', () => {
    expect(() => sessionDates(calendar, '2028-01', [1])).toThrow(UnknownHolidayYear);
  });
});

describe('the registration window for next month', () => {
  // Program month → the first business day and the second Friday (or the business day before it) of the month before.
  const WINDOWS = [
    ['2026-02', '2026-01-02', '2026-01-09'], // 1 Jan is a holiday
    ['2026-03', '2026-02-02', '2026-02-13'],
    ['2026-04', '2026-03-03', '2026-03-13'], // 1 March (Sunday) and its substitute Monday 2 March
    ['2026-05', '2026-04-01', '2026-04-10'],
    ['2026-06', '2026-05-04', '2026-05-08'], // Labour Day (Friday 1 May) still counts as the first Friday
    ['2026-07', '2026-06-01', '2026-06-12'],
    ['2026-08', '2026-07-01', '2026-07-10'],
    ['2026-09', '2026-08-03', '2026-08-14'],
    ['2026-10', '2026-09-01', '2026-09-11'],
    ['2026-11', '2026-10-01', '2026-10-08'], // the first business day after Chuseok; the second Friday is Hangul Day
    ['2026-12', '2026-11-02', '2026-11-13'],
    ['2027-01', '2026-12-01', '2026-12-11'],
    ['2027-02', '2027-01-04', '2027-01-08'], // 1 Jan 2027 is a Friday holiday
    ['2027-03', '2027-02-01', '2027-02-12'], // Seollal (6–9 Feb) falls inside it
    ['2027-04', '2027-03-02', '2027-03-12'],
    ['2027-05', '2027-04-01', '2027-04-09'],
    ['2027-06', '2027-05-04', '2027-05-14'], // Labour Day (Sat) and the substitute Monday 3 May
    ['2027-07', '2027-06-01', '2027-06-11'],
    ['2027-08', '2027-07-01', '2027-07-09'],
    ['2027-09', '2027-08-02', '2027-08-13'],
    ['2027-10', '2027-09-01', '2027-09-10'],
    ['2027-11', '2027-10-01', '2027-10-08'],
    ['2027-12', '2027-11-01', '2027-11-12'],
    ['2028-01', '2027-12-01', '2027-12-10'],
  ] as const;

  it.each(WINDOWS)('for %s runs from %s to %s', (month, opens, closes) => {
    const window = registrationWindow(calendar, month);
    expect(window).toMatchObject({ month, opens, closes });
    expect(isBusinessDay(calendar, window.opens)).toBe(true);
    expect(isBusinessDay(calendar, window.closes)).toBe(true);
  });

  it('covers every month of 2026 and 2027', () => {
    expect(WINDOWS.map(([, opens]) => opens.slice(0, 7))).toEqual(
      Array.from({ length: 24 }, (_, i) => `${2026 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`),
    );
  });

  it('opens on the first business day after Seollal and Chuseok when they end a month', () => {
    // Chuseok 24–26 Sep 2026: October's window opens on Thursday 1 October.
    expect(registrationWindow(calendar, '2026-11').opens).toBe('2026-10-01');
    // Seollal 16–18 Feb 2026 lies after the window of March (2–13 Feb): the next business day, 19 Feb, is closed.
    const march = registrationWindow(calendar, '2026-03');
    expect(isRegistrationOpen(march, new Date('2026-02-19T10:00:00+09:00'))).toBe(false);
    // Seollal 6–9 Feb 2027 lies inside April's window: it stays open through it.
    const april = registrationWindow(calendar, '2027-03');
    expect(isRegistrationOpen(april, new Date('2027-02-10T09:00:00+09:00'))).toBe(true);
  });

  it('the second Friday', () => {
    expect(nthFriday('2026-05', 2)).toBe('2026-05-08');
    expect(nthFriday('2026-10', 2)).toBe('2026-10-09');
    expect(nthFriday('2027-01', 2)).toBe('2027-01-08');
  });

  it('is open from 00:00 of the first day to 24:00 of the last (Seoul)', () => {
    const window = registrationWindow(calendar, '2026-12');
    expect(isRegistrationOpen(window, new Date('2026-11-01T23:59:59+09:00'))).toBe(false);
    expect(isRegistrationOpen(window, new Date('2026-11-02T00:00:00+09:00'))).toBe(true);
    expect(isRegistrationOpen(window, new Date('2026-11-13T23:59:59+09:00'))).toBe(true);
    expect(isRegistrationOpen(window, new Date('2026-11-14T00:00:00+09:00'))).toBe(false);
  });

  it("is the office's own days for a late round", () => {
    const late = programWindow(calendar, { month: '2026-12', registrationOpens: '2026-11-20', registrationCloses: '2026-11-27' });
    expect(isRegistrationOpen(late, new Date('2026-11-24T09:30:00+09:00'))).toBe(true);
    expect(isRegistrationOpen(late, new Date('2026-11-28T00:00:00+09:00'))).toBe(false);
    const rule = programWindow(calendar, { month: '2026-12', registrationOpens: null, registrationCloses: null });
    expect(rule).toMatchObject({ opens: '2026-11-02', closes: '2026-11-13' });
  });

  it('refuses a year whose holidays are not known', () => {
    expect(() => registrationWindow(calendar, '2028-02')).toThrow(UnknownHolidayYear);
    expect(() => registrationWindow(calendar, '2026-01')).toThrow(/holidays of 2025 are not known/);
  });
});

describe('capacity, waiting list and the minimum', () => {
  it('fills the places, then the line, then refuses', () => {
    const program = { capacity: 20, waitlistLength: 10 };
    expect(placeFor(program, { registered: 19, waitlisted: 0 })).toBe('registered');
    expect(placeFor(program, { registered: 20, waitlisted: 9 })).toBe('waitlisted');
    expect(placeFor(program, { registered: 20, waitlisted: 10 })).toBe('full');
  });

  it('runs with 6 registrations at the close, not with 5', () => {
    expect(GX_MIN_REGISTRATIONS).toBe(6);
    expect(runsAtClose(5)).toBe(false);
    expect(runsAtClose(6)).toBe(true);
  });
});

describe('withdrawing', () => {
  it('refunds the price less the 10% fee before the course starts', () => {
    expect(gxRefund('2026-12-01', '2026-12-02', { status: 'registered', total: 165_000 })).toEqual({
      allowed: true,
      fee: 16_500,
      refund: 148_500,
    });
  });

  it('costs nothing on the waiting list, and is closed once the course has started', () => {
    expect(gxRefund('2026-12-01', '2026-12-02', { status: 'waitlisted', total: 165_000 })).toEqual({
      allowed: true,
      fee: 0,
      refund: 0,
    });
    expect(gxRefund('2026-12-02', '2026-12-02', { status: 'registered', total: 165_000 }).allowed).toBe(false);
  });
});
