import { describe, expect, it } from 'vitest';
import { chargeWhen } from './charge-when';

describe('when a charge line happens', () => {
  it('writes a rental as its period in the product’s date format, not as one day 00:00–23:59', () => {
    const rental = { date: '2026-11-30', start: '00:00', end: '23:59', lastDay: '2027-02-28' };
    expect(chargeWhen(rental, 'ko')).toBe('2026년 11월 30일 (월) – 2027년 2월 28일 (일)');
    expect(chargeWhen(rental, 'en')).toBe('Mon 30 Nov 2026 – Sun 28 Feb 2027');
  });

  it('writes a booking as its day and hours', () => {
    const booking = { date: '2026-12-01', start: '10:00', end: '12:00', lastDay: null };
    expect(chargeWhen(booking, 'ko')).toBe('2026년 12월 1일 (화) 10:00–12:00');
    expect(chargeWhen(booking, 'en')).toBe('Tue 1 Dec 2026, 10:00–12:00');
  });
});
