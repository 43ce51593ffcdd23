import { describe, expect, it } from 'vitest';
import {
  conferenceBookingWindow,
  conferenceCancellation,
  conferenceIssues,
  conferenceQuote,
  conferenceTenantHourly,
  DEFAULT_PACKAGES,
  freeHoursPerMonth,
  type ConferenceDraft,
} from './conference.policy';

const today = '2026-11-23'; // a Monday, in Seoul
const room = { capacity: 20, hourlyPrice: 150_000, opensAt: '08:00', closesAt: '19:00', packages: DEFAULT_PACKAGES };
const draft = (over: Partial<ConferenceDraft> = {}): ConferenceDraft => ({
  date: '2026-12-15',
  start: '10:00',
  end: '12:00',
  participants: 8,
  packageId: 'none',
  ...over,
});
const fields = (d: ConferenceDraft, r = room) => conferenceIssues(d, r, today).map((i) => `${i.field}:${i.key.split('.').pop()}`);

describe('conference booking window: from 2 months to 1 day ahead', () => {
  it('refuses today and accepts tomorrow', () => {
    expect(fields(draft({ date: '2026-11-23' }))).toEqual(['date:conferenceWindow']);
    expect(fields(draft({ date: '2026-11-24' }))).toEqual([]);
  });

  it('accepts the day two months ahead and refuses the day after', () => {
    expect(conferenceBookingWindow(today)).toEqual({ first: '2026-11-24', last: '2027-01-23' });
    expect(fields(draft({ date: '2027-01-23' }))).toEqual([]);
    expect(fields(draft({ date: '2027-01-24' }))).toEqual(['date:conferenceWindow']);
  });

  it('ends two months ahead on the last day of a shorter month', () => {
    expect(conferenceBookingWindow('2026-12-31').last).toBe('2027-02-28');
  });
});

describe('conference hours', () => {
  it('books whole hours from 08:00 to 19:00, at least one hour', () => {
    expect(fields(draft({ start: '08:00', end: '19:00' }))).toEqual([]);
    expect(fields(draft({ start: '07:00', end: '09:00' }))).toEqual(['end:hours']);
    expect(fields(draft({ start: '18:00', end: '20:00' }))).toEqual(['end:hours']);
    expect(fields(draft({ start: '10:30', end: '12:00' }))).toEqual(['end:hours']);
    expect(fields(draft({ start: '10:00', end: '10:00' }))).toEqual(['end:hours']);
  });

  it("follows the room's own hours when the back office changes them", () => {
    const shorter = { ...room, opensAt: '09:00', closesAt: '18:00' };
    expect(fields(draft({ start: '09:00', end: '18:00' }), shorter)).toEqual([]);
    expect(fields(draft({ start: '08:00', end: '10:00' }), shorter)).toEqual(['end:hours']);
    expect(fields(draft({ start: '17:00', end: '19:00' }), shorter)).toEqual(['end:hours']);
    expect(conferenceIssues(draft({ start: '17:00', end: '19:00' }), shorter, today)[0]?.params).toEqual({
      opens: '09:00',
      closes: '18:00',
    });
  });

  it("refuses more people than the room's seats", () => {
    expect(fields(draft({ participants: 20 }))).toEqual([]);
    expect(fields(draft({ participants: 21 }))).toEqual(['participants:capacity']);
  });
});

describe('meeting packages', () => {
  it('offers the 30,000 KRW package from 20 people, not 19', () => {
    expect(fields(draft({ packageId: 'premium', participants: 19 }))).toEqual(['packageId:packageMinPeople']);
    expect(fields(draft({ packageId: 'premium', participants: 20 }))).toEqual([]);
    expect(fields(draft({ packageId: 'basic', participants: 1 }))).toEqual([]);
  });

  it('needs a package booked 2 weeks ahead: 14 days is enough, 13 is not', () => {
    expect(fields(draft({ packageId: 'basic', date: '2026-12-07' }))).toEqual([]);
    expect(fields(draft({ packageId: 'basic', date: '2026-12-06' }))).toEqual(['packageId:packageTooLate']);
    expect(fields(draft({ packageId: 'none', date: '2026-12-06' }))).toEqual([]);
  });

  it('follows the packages the back office sets for the room: price, minimum group, and whether it is offered', () => {
    const changed = {
      ...room,
      packages: [
        { id: 'basic' as const, pricePerPerson: 12_000, minPeople: 5, offered: true },
        { id: 'premium' as const, pricePerPerson: 30_000, minPeople: 20, offered: false },
      ],
    };
    expect(fields(draft({ packageId: 'basic', participants: 4 }), changed)).toEqual(['packageId:packageMinPeople']);
    expect(fields(draft({ packageId: 'premium', participants: 20 }), changed)).toEqual(['packageId:packageNotOffered']);
    const quote = conferenceQuote({
      draft: draft({ packageId: 'basic', participants: 5 }),
      room: changed,
      extras: [],
      freeHoursLeft: 0,
    });
    expect(quote.lines.find((l) => l.key === 'package')).toEqual({
      key: 'package',
      amount: 60_000,
      params: { package: 'basic', people: 5, price: 12_000 },
    });
  });
});

describe('conference price', () => {
  it('charges tenants half the list price, itemised, with no deposit when no package is booked', () => {
    const quote = conferenceQuote({ draft: draft(), room, extras: [], freeHoursLeft: 0 });
    expect(quote.lines).toEqual([
      { key: 'room', amount: 300_000, params: { hours: 2, price: 150_000 } },
      { key: 'tenantDiscount', amount: -150_000, params: { percent: 50, price: 75_000 } },
    ]);
    expect(quote).toMatchObject({ total: 150_000, deposit: 0, depositDue: null });
  });

  it('names the same units the room list shows: the list price an hour and the tenants’ price an hour', () => {
    const quote = conferenceQuote({ draft: draft(), room: { ...room, hourlyPrice: 100_000 }, extras: [], freeHoursLeft: 0 });
    expect(conferenceTenantHourly(100_000)).toBe(50_000);
    expect(quote.lines.map((l) => l.params?.price)).toEqual([100_000, 50_000]);
    expect(quote.total).toBe(2 * 50_000);
  });

  it('asks a booking with a meeting package for a 10% deposit, due 7 days before', () => {
    const quote = conferenceQuote({ draft: draft({ packageId: 'basic', participants: 10 }), room, extras: [], freeHoursLeft: 0 });
    expect(quote).toMatchObject({ total: 250_000, deposit: 25_000, depositDue: '2026-12-08' });
  });

  it('applies the free hours left this month automatically, up to the hours booked', () => {
    const free = conferenceQuote({ draft: draft(), room, extras: [], freeHoursLeft: 2 });
    expect(free.lines.at(-1)).toEqual({ key: 'freeQuota', amount: -150_000, params: { hours: 2 } });
    expect(free).toMatchObject({ total: 0, deposit: 0, depositDue: null, freeHours: 2 });
  });

  it('uses only what is left of the quota when it runs out mid-booking', () => {
    const partly = conferenceQuote({ draft: draft({ start: '09:00', end: '12:00' }), room, extras: [], freeHoursLeft: 1 });
    expect(partly).toMatchObject({ total: 150_000, freeHours: 1 });
  });

  it('gives a split-floor tenant one free hour a month instead of two', () => {
    expect(freeHoursPerMonth(false)).toBe(2);
    expect(freeHoursPerMonth(true)).toBe(1);
  });

  it('adds the package per person and paid extras, but not free equipment', () => {
    const quote = conferenceQuote({
      draft: draft({ packageId: 'premium', participants: 20 }),
      room,
      extras: [
        { code: 'projector', price: 0 },
        { code: 'videoConference', price: 50_000 },
      ],
      freeHoursLeft: 0,
    });
    expect(quote.lines.map((l) => [l.key, l.amount])).toEqual([
      ['room', 300_000],
      ['tenantDiscount', -150_000],
      ['package', 600_000],
      ['equipment', 50_000],
    ]);
    expect(quote.total).toBe(800_000);
  });
});

describe('conference cancellation: online until 3 days ahead', () => {
  it('allows 3 days ahead and not 2', () => {
    expect(conferenceCancellation(today, '2026-11-26')).toEqual({ allowed: true, lastDay: '2026-11-23' });
    expect(conferenceCancellation(today, '2026-11-25')).toEqual({ allowed: false, lastDay: '2026-11-22' });
  });
});
