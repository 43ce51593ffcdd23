import { describe, expect, it } from 'vitest';
import {
  expiryNoticeDue,
  expiryNoticeHorizon,
  RENTAL,
  rentalEndExclusive,
  rentalIssues,
  rentalLastDay,
  rentalQuote,
} from './rental.rules';
import { rentalFormSchema, rentalRequestSchema } from './rental.schema';

describe('rental periods', () => {
  it('ends the day before the same day 1, 3 or 12 months later (Seoul dates)', () => {
    expect(rentalLastDay('2026-12-01', 1)).toBe('2026-12-31');
    expect(rentalLastDay('2026-12-15', 3)).toBe('2027-03-14');
    expect(rentalLastDay('2026-12-01', 12)).toBe('2027-11-30');
    expect(rentalEndExclusive('2026-12-01', 1)).toBe('2027-01-01');
  });

  it('ends on the last day of a shorter month when the start day is past it', () => {
    // 31 Jan + 1 month is 28 Feb (not 3 Mar): the rental's last day is the 27th.
    expect(rentalLastDay('2027-01-31', 1)).toBe('2027-02-27');
    expect(rentalLastDay('2028-01-31', 1)).toBe('2028-02-28');
  });

  it('takes only 1, 3 or 12 months', () => {
    for (const months of RENTAL.months)
      expect(rentalIssues({ kind: 'locker', start: '2026-12-01', months }, '2026-12-01')).toEqual([]);
    for (const months of [0, 2, 4, 6, 11, 13]) {
      expect(rentalIssues({ kind: 'locker', start: '2026-12-01', months }, '2026-12-01')).toEqual([
        { field: 'months', key: 'rentals:form.monthsRequired' },
      ]);
    }
    expect(rentalRequestSchema.safeParse({ kind: 'locker', number: 1, start: '2026-12-01', months: 2 }).success).toBe(false);
    expect(rentalRequestSchema.safeParse({ kind: 'basket', number: 1, start: '2026-12-01', months: 12 }).success).toBe(true);
  });

  it('starts from today up to one month ahead, not yesterday nor a day later', () => {
    const today = '2026-11-26';
    expect(rentalIssues({ kind: 'locker', start: '2026-11-26', months: 1 }, today)).toEqual([]);
    expect(rentalIssues({ kind: 'locker', start: '2026-11-25', months: 1 }, today)).toEqual([
      { field: 'start', key: 'rentals:rules.startPast' },
    ]);
    expect(rentalIssues({ kind: 'basket', start: '2026-12-26', months: 1 }, today)).toEqual([]);
    expect(rentalIssues({ kind: 'basket', start: '2026-12-27', months: 1 }, today)).toEqual([
      { field: 'start', key: 'rentals:rules.startTooFar', params: { last: '2026-12-26' } },
    ]);
  });

  it('asks the terms to be agreed on the form', () => {
    const draft = { kind: 'locker', number: 3, start: '2026-12-01', months: 1 } as const;
    expect(rentalFormSchema.safeParse({ ...draft, agreed: false }).success).toBe(false);
    expect(rentalFormSchema.safeParse({ ...draft, agreed: true }).success).toBe(true);
  });
});

describe('rental prices', () => {
  it('charges the monthly price times the months, then the 10,000 KRW deposit', () => {
    expect(RENTAL.deposit).toBe(10_000);
    expect(rentalQuote(15_000, 3)).toEqual({
      lines: [
        { key: 'rental', amount: 45_000, params: { months: 3, price: 15_000 } },
        { key: 'lockerDeposit', amount: 10_000 },
      ],
      total: 55_000,
      deposit: 10_000,
    });
    expect(rentalQuote(30_000, 12).total).toBe(370_000);
  });

  it('starts from the building’s one-month plans', () => {
    expect(RENTAL.defaultMonthlyPrice).toEqual({ locker: 15_000, basket: 30_000 });
  });
});

describe('the expiry notice', () => {
  it('is due from 7 days before the last day until the last day, not 8 days before nor after it', () => {
    expect(expiryNoticeDue('2026-12-31', '2026-12-23')).toBe(false);
    expect(expiryNoticeDue('2026-12-31', '2026-12-24')).toBe(true);
    expect(expiryNoticeDue('2026-12-31', '2026-12-31')).toBe(true);
    expect(expiryNoticeDue('2026-12-31', '2027-01-01')).toBe(false);
    expect(expiryNoticeHorizon('2026-12-24')).toBe('2026-12-31');
  });
});
