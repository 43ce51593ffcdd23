import { describe, expect, it } from 'vitest';
import {
  firstFreeLoungeTime,
  LOUNGE_TERMS,
  loungeCancellation,
  loungeIssues,
  loungeQuote,
  loungeRequestWindow,
  type LoungeDraft,
  type LoungeTerms,
} from './lounge.policy';

const today = '2026-11-23';
const draft = (over: Partial<LoungeDraft> = {}): LoungeDraft => ({
  date: '2026-12-10',
  start: '18:00',
  end: '21:00',
  participants: 60,
  layout: 'seated',
  ...over,
});
const fields = (d: LoungeDraft, terms: LoungeTerms = LOUNGE_TERMS) =>
  loungeIssues(d, terms, today).map((i) => `${i.field}:${i.key.split('.').slice(1).join('.')}`);

describe('lounge requests', () => {
  it('are taken from 3 days to 3 months ahead', () => {
    expect(loungeRequestWindow(today)).toEqual({ first: '2026-11-26', last: '2027-02-23' });
    expect(fields(draft({ date: '2026-11-25' }))).toEqual(['date:loungeWindow']);
    expect(fields(draft({ date: '2026-11-26' }))).toEqual([]);
    expect(fields(draft({ date: '2027-02-24' }))).toEqual(['date:loungeWindow']);
  });

  it('last two hours at least, between 09:00 and 22:00', () => {
    expect(fields(draft({ start: '20:00', end: '22:00' }))).toEqual([]);
    expect(fields(draft({ start: '20:00', end: '21:00' }))).toEqual(['end:loungeHours']);
    expect(fields(draft({ start: '21:00', end: '23:00' }))).toEqual(['end:loungeHours']);
  });

  it('hold 90 seated or 150 standing', () => {
    expect(fields(draft({ participants: 90 }))).toEqual([]);
    expect(fields(draft({ participants: 91 }))).toEqual(['participants:loungeCapacity.seated']);
    expect(fields(draft({ participants: 150, layout: 'standing' }))).toEqual([]);
    expect(fields(draft({ participants: 151, layout: 'standing' }))).toEqual(['participants:loungeCapacity.standing']);
  });

  it('follow the hours and the capacity the back office sets', () => {
    const smaller = { ...LOUNGE_TERMS, capacity: 80, opensAt: '10:00', closesAt: '20:00' };
    expect(fields(draft({ start: '18:00', end: '20:00' }), smaller)).toEqual([]);
    expect(fields(draft({ start: '19:00', end: '21:00' }), smaller)).toEqual(['end:loungeHours']);
    const evening = { start: '18:00', end: '20:00' };
    expect(fields(draft({ ...evening, participants: 80 }), smaller)).toEqual([]);
    // Seated it never holds more than standing.
    expect(fields(draft({ ...evening, participants: 81 }), smaller)).toEqual(['participants:loungeCapacity.seated']);
    expect(fields(draft({ ...evening, participants: 81, layout: 'standing' }), smaller)).toEqual([
      'participants:loungeCapacity.standing',
    ]);
  });
});

describe('lounge money', () => {
  const quote = loungeQuote(draft(), LOUNGE_TERMS);

  it('costs 330,000 KRW an hour including VAT, with a 30% deposit', () => {
    expect(quote).toMatchObject({ total: 990_000, deposit: 297_000, hours: 3 });
  });

  it('prices new requests at the price the back office sets', () => {
    expect(loungeQuote(draft(), { hourlyPrice: 300_000 })).toMatchObject({
      lines: [{ key: 'lounge', amount: 900_000, params: { hours: 3, price: 300_000 } }],
      total: 900_000,
      deposit: 270_000,
    });
  });

  it('adds each paid service at its price for the event, and nothing for equipment that comes with the hire', () => {
    const extras = [
      { code: 'soundSystem', price: 0 },
      { code: 'catering', price: 350_000 },
    ];
    expect(loungeQuote(draft(), LOUNGE_TERMS, extras)).toMatchObject({
      lines: [
        { key: 'lounge', amount: 990_000 },
        { key: 'equipment', amount: 350_000, params: { code: 'catering' } },
      ],
      total: 1_340_000,
      deposit: 402_000,
    });
  });

  it('refunds everything 4 days ahead; keeps the deposit 3 days ahead', () => {
    expect(loungeCancellation(today, '2026-11-27', quote)).toEqual({ rule: 'fullRefund', fee: 0, daysAhead: 4 });
    expect(loungeCancellation(today, '2026-11-26', quote)).toEqual({ rule: 'depositKept', fee: 297_000, daysAhead: 3 });
  });

  it('keeps the deposit 1 day ahead; charges everything on the day', () => {
    expect(loungeCancellation(today, '2026-11-24', quote)).toMatchObject({ rule: 'depositKept', fee: 297_000 });
    expect(loungeCancellation(today, '2026-11-23', quote)).toMatchObject({ rule: 'fullCharge', fee: 990_000 });
  });
});

describe('the first free time the request form proposes', () => {
  const hours = { opensAt: '09:00', closesAt: '22:00' };
  it('is the opening hour on a free day', () => {
    expect(firstFreeLoungeTime([], hours)).toEqual({ start: '09:00', end: '11:00' });
  });
  it('skips held times, touching ones included', () => {
    expect(firstFreeLoungeTime([{ start: '09:00', end: '11:00' }], hours)).toEqual({ start: '11:00', end: '13:00' });
    expect(firstFreeLoungeTime([{ start: '10:00', end: '12:00' }], hours)).toEqual({ start: '12:00', end: '14:00' });
  });
  it('is null when no two free hours are left before closing', () => {
    expect(firstFreeLoungeTime([{ start: '09:00', end: '21:00' }], hours)).toBeNull();
  });
});
