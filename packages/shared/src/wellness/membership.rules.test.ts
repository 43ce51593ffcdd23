import { describe, expect, it } from 'vitest';
import {
  extendedLastDay,
  fullMonthsBetween,
  MEMBERSHIP,
  ptRefund,
  ptSessionPrice,
  rentalRefund,
  suspensionIssues,
  suspensionLastDay,
} from './membership.rules';
import { suspensionRequestSchema } from './membership.schema';

const holding = { start: '2026-12-01', lastDay: '2027-02-28', suspensions: 0 };

describe('suspension', () => {
  it('lasts 1 to 30 days: 30 is taken, 31 and 0 are refused', () => {
    expect(MEMBERSHIP.maxSuspensionDays).toBe(30);
    expect(suspensionIssues({ start: '2026-12-10', days: 30 }, holding, '2026-12-05')).toEqual([]);
    expect(suspensionIssues({ start: '2026-12-10', days: 1 }, holding, '2026-12-05')).toEqual([]);
    for (const days of [0, 31, 2.5]) {
      expect(suspensionIssues({ start: '2026-12-10', days }, holding, '2026-12-05').map((i) => i.field)).toEqual(['days']);
    }
    expect(suspensionRequestSchema.safeParse({ start: '2026-12-10', days: 31, reason: 'trip' }).success).toBe(false);
  });

  it('is taken once per period: a second one is refused', () => {
    expect(suspensionIssues({ start: '2026-12-10', days: 5 }, { ...holding, suspensions: 1 }, '2026-12-05')).toEqual([
      { field: 'start', key: 'wellness:membership.suspensionUsed' },
    ]);
  });

  it('starts from today (or the rental start) to the last day, not before nor after', () => {
    expect(suspensionIssues({ start: '2026-12-04', days: 5 }, holding, '2026-12-05')[0]?.key).toBe(
      'wellness:membership.startTooEarly',
    );
    expect(suspensionIssues({ start: '2026-11-30', days: 5 }, holding, '2026-11-20')[0]?.key).toBe(
      'wellness:membership.startTooEarly',
    );
    expect(suspensionIssues({ start: '2027-02-28', days: 5 }, holding, '2026-12-05')).toEqual([]);
    expect(suspensionIssues({ start: '2027-03-01', days: 5 }, holding, '2026-12-05')[0]?.key).toBe(
      'wellness:membership.startTooLate',
    );
  });

  it('moves the last day by the days suspended', () => {
    expect(suspensionLastDay('2026-12-10', 30)).toBe('2027-01-08');
    expect(extendedLastDay('2026-12-31', 30)).toBe('2027-01-30');
    expect(extendedLastDay('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('needs a reason of at most 200 characters', () => {
    expect(suspensionRequestSchema.safeParse({ start: '2026-12-10', days: 3, reason: '  ' }).success).toBe(false);
    expect(suspensionRequestSchema.safeParse({ start: '2026-12-10', days: 3, reason: 'x'.repeat(200) }).success).toBe(true);
    expect(suspensionRequestSchema.safeParse({ start: '2026-12-10', days: 3, reason: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('refund on withdrawal', () => {
  it('counts whole months from tomorrow to the last day', () => {
    expect(fullMonthsBetween('2026-12-01', '2026-12-31')).toBe(1);
    expect(fullMonthsBetween('2026-12-02', '2026-12-31')).toBe(0);
    expect(fullMonthsBetween('2026-12-01', '2027-11-30')).toBe(12);
  });

  it('returns the unused whole months at the price charged, nothing for a part month', () => {
    // 3 months from 1 Dec (last day 28 Feb), withdrawn on 30 Nov… 31 Dec: Jan and Feb come back.
    const rental = { lastDay: '2027-02-28', months: 3, monthlyPrice: 15_000, suspendedDays: 0 };
    expect(rentalRefund(rental, '2026-12-31')).toEqual({ months: 2, sessions: 0, amount: 30_000 });
    expect(rentalRefund(rental, '2027-01-01')).toEqual({ months: 1, sessions: 0, amount: 15_000 });
    expect(rentalRefund(rental, '2027-02-27')).toEqual({ months: 0, sessions: 0, amount: 0 });
  });

  it('does not pay back the free days of a suspension, nor more months than paid', () => {
    const suspended = { lastDay: '2027-01-30', months: 1, monthlyPrice: 15_000, suspendedDays: 30 };
    expect(rentalRefund(suspended, '2026-12-05')).toEqual({ months: 0, sessions: 0, amount: 0 });
    expect(rentalRefund({ ...suspended, lastDay: '2027-03-02' }, '2026-11-30')).toEqual({
      months: 1,
      sessions: 0,
      amount: 15_000,
    });
  });
});

describe('refund of a PT package', () => {
  const pkg = { total: 880_000, sessions: 10 };

  it('prices a session at the total charged, VAT included, over its sessions: 88,000 KRW', () => {
    expect(ptSessionPrice(pkg)).toBe(88_000);
    expect(ptSessionPrice({ total: 0, sessions: 0 })).toBe(0);
  });

  it('returns every session not used at that price; used ones (within 24 hours included) stay paid', () => {
    expect(ptRefund({ ...pkg, used: 0 })).toEqual({ months: 0, sessions: 10, amount: 880_000 });
    expect(ptRefund({ ...pkg, used: 3 })).toEqual({ months: 0, sessions: 7, amount: 616_000 });
    expect(ptRefund({ ...pkg, used: 10 })).toEqual({ months: 0, sessions: 0, amount: 0 });
  });

  it('derives the session price from the price charged, not from today’s price', () => {
    expect(ptRefund({ total: 825_000, sessions: 10, used: 4 })).toEqual({ months: 0, sessions: 6, amount: 495_000 });
  });
});

describe('suspension of a holding without a last day yet (a PT package before its first session)', () => {
  it('may start any day from today: only the length and the once-per-period rule apply', () => {
    const pt = { start: '2026-11-20', lastDay: null, suspensions: 0 };
    expect(suspensionIssues({ start: '2027-01-15', days: 10 }, pt, '2026-11-23')).toEqual([]);
    expect(suspensionIssues({ start: '2026-11-22', days: 10 }, pt, '2026-11-23').map((i) => i.key)).toEqual([
      'wellness:membership.startTooEarly',
    ]);
  });
});
