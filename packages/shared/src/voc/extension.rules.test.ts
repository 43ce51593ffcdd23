import { describe, expect, it } from 'vitest';
import type { HolidayCalendar } from '../business-days';
import {
  billedHours,
  DAY_END,
  cancellationCharged,
  deadlinePassed,
  DEFAULT_TARIFF,
  extensionDeadline,
  isOfficeTime,
  overlapsOfficeHours,
  quoteExtension,
} from './extension.rules';
import { extensionQuoteSchema } from './extension.schema';

// 2026-11-27 is a Friday, 11-28 a Saturday; in the second calendar Friday 12-04 is a holiday.
const calendar: HolidayCalendar = { years: new Set([2026]), days: new Set() };
const holidayFriday: HolidayCalendar = { years: new Set([2026]), days: new Set(['2026-12-04']) };
const at = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);

describe('the deadline of an extension request', () => {
  it('takes a Saturday request until Friday 14:59 and refuses it from 15:00', () => {
    expect(extensionDeadline(calendar, '2026-11-28', '09:00')).toEqual(at('2026-11-27', '15:00'));
    expect(deadlinePassed(calendar, at('2026-11-27', '14:59'), '2026-11-28', '09:00')).toBe(false);
    expect(deadlinePassed(calendar, at('2026-11-27', '15:00'), '2026-11-28', '09:00')).toBe(true);
  });

  it('moves the deadline to Thursday when the Friday is a holiday', () => {
    expect(extensionDeadline(holidayFriday, '2026-12-05', '10:00')).toEqual(at('2026-12-03', '15:00'));
    expect(extensionDeadline(holidayFriday, '2026-12-04', '10:00')).toEqual(at('2026-12-03', '15:00'));
    expect(deadlinePassed(holidayFriday, at('2026-12-03', '14:59'), '2026-12-05', '10:00')).toBe(false);
    expect(deadlinePassed(holidayFriday, at('2026-12-03', '15:00'), '2026-12-05', '10:00')).toBe(true);
  });

  it('takes a weekday request until 15:00 the same day', () => {
    expect(deadlinePassed(calendar, at('2026-11-30', '14:59'), '2026-11-30', '19:00')).toBe(false);
    expect(deadlinePassed(calendar, at('2026-11-30', '15:00'), '2026-11-30', '19:00')).toBe(true);
  });

  it('never takes a request once the extension has started', () => {
    expect(extensionDeadline(calendar, '2026-11-30', '06:00')).toEqual(at('2026-11-30', '06:00'));
    expect(deadlinePassed(calendar, at('2026-11-30', '06:00'), '2026-11-30', '06:00')).toBe(true);
  });
});

describe('office hours', () => {
  it('are 08:00 to 19:00 on business days: 07:59 and 19:00 are outside', () => {
    expect(isOfficeTime(calendar, '2026-11-30', '07:59')).toBe(false);
    expect(isOfficeTime(calendar, '2026-11-30', '08:00')).toBe(true);
    expect(isOfficeTime(calendar, '2026-11-30', '18:59')).toBe(true);
    expect(isOfficeTime(calendar, '2026-11-30', '19:00')).toBe(false);
    expect(isOfficeTime(calendar, '2026-11-28', '10:00')).toBe(false);
    expect(isOfficeTime(holidayFriday, '2026-12-04', '10:00')).toBe(false);
  });

  it('refuse an extension that meets them and take one that ends at 08:00 or starts at 19:00', () => {
    expect(overlapsOfficeHours(calendar, '2026-11-30', '19:00', '22:00')).toBe(false);
    expect(overlapsOfficeHours(calendar, '2026-11-30', '18:59', '22:00')).toBe(true);
    expect(overlapsOfficeHours(calendar, '2026-11-30', '06:00', '07:59')).toBe(false);
    expect(overlapsOfficeHours(calendar, '2026-11-30', '06:00', '08:00')).toBe(false);
    expect(overlapsOfficeHours(calendar, '2026-11-30', '06:00', '08:01')).toBe(true);
    expect(overlapsOfficeHours(calendar, '2026-11-28', '09:00', '18:00')).toBe(false);
  });
});

describe('the price', () => {
  it('is per floor and started hour from the tariff, VAT 10 % on top', () => {
    const quote = quoteExtension(DEFAULT_TARIFF, { kind: 'lights', floors: [12, 3], start: '19:00', end: '21:30' });
    expect(billedHours('19:00', '21:30')).toBe(3);
    expect(quote.lines).toEqual([
      { key: 'floor', floor: 3, hours: 3, rate: 30_000, amount: 90_000 },
      { key: 'floor', floor: 12, hours: 3, rate: 30_000, amount: 90_000 },
      { key: 'vat', amount: 18_000 },
    ]);
    expect(quote.total).toBe(198_000);
  });

  it('uses the heating/cooling rate for heating and cooling', () => {
    const quote = quoteExtension(
      { lightsHourly: 1, hvacHourly: 50_005 },
      { kind: 'cooling', floors: [5], start: '20:00', end: DAY_END },
    );
    expect(quote.subtotal).toBe(200_020);
    expect(quote.vat).toBe(20_002);
  });
});

describe('cancelling', () => {
  it('is free before the start and charged in full from the start of an approved extension', () => {
    expect(cancellationCharged('approved', at('2026-11-30', '18:59'), '2026-11-30', '19:00')).toBe(false);
    expect(cancellationCharged('approved', at('2026-11-30', '19:00'), '2026-11-30', '19:00')).toBe(true);
    expect(cancellationCharged('requested', at('2026-11-30', '19:30'), '2026-11-30', '19:00')).toBe(false);
  });
});

describe('the request schema', () => {
  const valid = { kind: 'lights', date: '2026-11-28', floors: [3], start: '09:00', end: '12:00' };
  it('takes 24:00 as an end and refuses an end before the start or a repeated floor', () => {
    expect(extensionQuoteSchema.safeParse({ ...valid, end: '24:00' }).success).toBe(true);
    expect(extensionQuoteSchema.safeParse({ ...valid, end: '08:00' }).success).toBe(false);
    expect(extensionQuoteSchema.safeParse({ ...valid, floors: [3, 3] }).success).toBe(false);
    expect(extensionQuoteSchema.safeParse({ ...valid, floors: [] }).success).toBe(false);
  });
});
