import { describe, expect, it } from 'vitest';
import {
  PT_PACKAGE_PRICE,
  PT_SESSION_MINUTES,
  PT_SESSIONS_PER_PACKAGE,
  PT_VALID_DAYS,
  ptBookingIssue,
  ptChangeAllowed,
  ptFirstChangeableSlot,
  ptPackagePrice,
  ptPackageState,
  ptSessionEnd,
  ptSessionState,
  ptSlotStarts,
  ptUsage,
  ptValidUntil,
} from './pt.rules';

const at = (iso: string) => new Date(`${iso}+09:00`);

describe('the PT package (spec §9)', () => {
  it('is 10 sessions of 50 minutes for 800,000 KRW before VAT, valid 30 days', () => {
    expect([PT_SESSIONS_PER_PACKAGE, PT_PACKAGE_PRICE, PT_SESSION_MINUTES, PT_VALID_DAYS]).toEqual([10, 800_000, 50, 30]);
    expect(ptPackagePrice()).toEqual({ price: 800_000, vat: 80_000, total: 880_000 });
    expect(ptSessionEnd('09:00')).toBe('09:50');
  });
});

describe('moving or cancelling a session', () => {
  it('is allowed 24:00 hours before it and not 23:59 hours before (the injected clock)', () => {
    expect(ptChangeAllowed(at('2026-12-01T10:00:00'), '2026-12-02', '10:00')).toBe(true);
    expect(ptChangeAllowed(at('2026-12-01T10:01:00'), '2026-12-02', '10:00')).toBe(false);
    expect(ptChangeAllowed(at('2026-12-01T10:00:01'), '2026-12-02', '10:00')).toBe(false);
  });

  it('locks a session within 24 hours (kept, not given back) and counts it used only once it begins', () => {
    const list = [
      { status: 'confirmed', date: '2026-12-02', start: '10:00' },
      { status: 'confirmed', date: '2026-12-05', start: '10:00' },
      { status: 'cancelled', date: '2026-12-06', start: '10:00' },
      { status: 'completed', date: '2026-11-30', start: '10:00' },
    ];
    const counts = (used: number, locked: number, booked: number) => ({
      sessions: 10,
      used,
      locked,
      booked,
      remaining: 10 - used,
      returnable: 10 - used - locked,
      bookable: 10 - used - locked - booked,
    });
    expect(ptUsage(at('2026-12-01T10:00:00'), 10, list)).toEqual(counts(1, 0, 2));
    expect(ptUsage(at('2026-12-01T10:01:00'), 10, list)).toEqual(counts(1, 1, 1));
    expect(ptUsage(at('2026-12-02T09:59:59'), 10, list)).toEqual(counts(1, 1, 1));
    expect(ptUsage(at('2026-12-02T10:00:00'), 10, list)).toEqual(counts(2, 0, 1));
  });

  it('names a session booked less than 24 hours ahead locked at once, not used', () => {
    // Booked at 16:30 for 09:00 the next morning.
    const session = { status: 'confirmed', date: '2026-12-02', start: '09:00' };
    expect(ptSessionState(at('2026-12-01T16:30:00'), session)).toBe('locked');
    expect(ptSessionState(at('2026-12-02T09:00:00'), session)).toBe('used');
    expect(ptSessionState(at('2026-12-01T08:59:00'), session)).toBe('booked');
  });
});

describe('the first slot offered', () => {
  it('is the first free start still 24 hours away, on a later day if today’s and tomorrow’s are too near', () => {
    const days = [
      { date: '2026-12-01', starts: ['17:00', '18:00'] },
      { date: '2026-12-02', starts: ['09:00', '16:00', '17:00'] },
    ];
    expect(ptFirstChangeableSlot(at('2026-12-01T16:30:00'), days)).toEqual({ date: '2026-12-02', start: '17:00' });
    expect(ptFirstChangeableSlot(at('2026-12-01T16:00:00'), days)).toEqual({ date: '2026-12-02', start: '16:00' });
    // Sunday evening before a Monday: the whole of Monday morning is under 24 hours away.
    expect(
      ptFirstChangeableSlot(at('2026-11-29T23:59:00'), [
        { date: '2026-11-30', starts: ['07:00', '08:00'] },
        { date: '2026-12-01', starts: ['07:00'] },
      ]),
    ).toEqual({ date: '2026-12-01', start: '07:00' });
    expect(ptFirstChangeableSlot(at('2026-12-02T16:00:00'), days)).toBeNull();
  });
});

describe('validity', () => {
  it('runs 30 days from the first session, that day included; a suspension adds days', () => {
    expect(ptValidUntil('2026-12-01')).toBe('2026-12-30');
    expect(ptValidUntil('2026-12-01', 7)).toBe('2027-01-06');
  });

  it('books within 30 days of the first session, not on the 31st', () => {
    const now = at('2026-11-25T09:00:00');
    const pkg = { otherDays: ['2026-12-01'], bookable: 9 };
    expect(ptBookingIssue(now, { date: '2026-12-24', start: '10:00' }, pkg)).toBeNull();
    expect(ptBookingIssue(at('2026-12-10T09:00:00'), { date: '2026-12-30', start: '10:00' }, pkg)).toBeNull();
    expect(ptBookingIssue(at('2026-12-10T09:00:00'), { date: '2026-12-31', start: '10:00' }, pkg)).toBe(
      'pt:rules.outsideValidity',
    );
    // a session booked before the first moves the start of the 30 days
    expect(ptBookingIssue(now, { date: '2026-11-26', start: '10:00' }, { otherDays: ['2026-12-26'], bookable: 9 })).toBe(
      'pt:rules.outsideValidity',
    );
  });

  it('refuses a past time, a day beyond the window, and an 11th session', () => {
    const now = at('2026-11-25T09:00:00');
    expect(ptBookingIssue(now, { date: '2026-11-25', start: '09:00' }, { otherDays: [], bookable: 10 })).toBe(
      'pt:rules.pastTime',
    );
    expect(ptBookingIssue(now, { date: '2026-12-26', start: '09:00' }, { otherDays: [], bookable: 10 })).toBe(
      'pt:rules.tooFarAhead',
    );
    expect(ptBookingIssue(now, { date: '2026-11-26', start: '09:00' }, { otherDays: [], bookable: 1 })).toBeNull();
    expect(ptBookingIssue(now, { date: '2026-11-26', start: '09:00' }, { otherDays: [], bookable: 0 })).toBe(
      'pt:rules.noSessionsLeft',
    );
  });

  it('is a package state: not started, active, used up after 10, expired after its last day', () => {
    const p = { status: 'active' as const, validUntil: '2026-12-30', used: 3, sessions: 10 };
    expect(ptPackageState('2026-12-30', p)).toBe('active');
    expect(ptPackageState('2026-12-31', p)).toBe('expired');
    expect(ptPackageState('2026-12-01', { ...p, used: 10 })).toBe('usedUp');
    expect(ptPackageState('2026-12-01', { ...p, validUntil: null, used: 0 })).toBe('notStarted');
  });
});

describe('a trainer’s slots', () => {
  it('start on the hour with their 50 minutes inside the weekly window of that weekday', () => {
    const windows = [
      { weekday: 2, start: '09:30', end: '12:00' },
      { weekday: 3, start: '18:00', end: '20:00' },
    ];
    expect(ptSlotStarts('2026-12-01', windows)).toEqual(['10:00', '11:00']); // a Tuesday
    expect(ptSlotStarts('2026-12-02', windows)).toEqual(['18:00', '19:00']);
    expect(ptSlotStarts('2026-12-03', windows)).toEqual([]);
  });
});
