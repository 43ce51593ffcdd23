import { describe, expect, it } from 'vitest';
import type { HolidayCalendar } from '../business-days';
import { activeDueAt, addOfficeTime, complaintDueDates, slaState } from './complaint-sla';

// 2026 as seeded: Chuseok is Thu 24 – Sat 26 Sep; National Foundation Day Sat 3 Oct, substitute Mon 5 Oct.
const calendar: HolidayCalendar = {
  years: new Set([2026]),
  days: new Set(['2026-09-24', '2026-09-25', '2026-09-26', '2026-10-03', '2026-10-05']),
};
const at = (local: string) => new Date(`${local}+09:00`);
const HOUR = 3_600_000;
const target = { firstResponseHours: 4, resolutionDays: 3 };

describe('complaint SLA in office time (08:00–19:00, business days)', () => {
  it('counts a first response within the day', () => {
    expect(complaintDueDates(calendar, at('2026-12-01T10:00:00'), target).responseDueAt).toEqual(at('2026-12-01T14:00:00'));
  });

  it('counts from 08:00 when filed at 07:59, and from the next morning when filed at 19:00', () => {
    expect(addOfficeTime(calendar, at('2026-12-01T07:59:00'), 4 * HOUR)).toEqual(at('2026-12-01T12:00:00'));
    expect(addOfficeTime(calendar, at('2026-12-01T08:00:00'), 4 * HOUR)).toEqual(at('2026-12-01T12:00:00'));
    expect(addOfficeTime(calendar, at('2026-12-01T18:59:00'), 4 * HOUR)).toEqual(at('2026-12-02T11:59:00'));
    expect(addOfficeTime(calendar, at('2026-12-01T19:00:00'), 4 * HOUR)).toEqual(at('2026-12-02T12:00:00'));
  });

  it('is due at 19:00, not the next morning, when the span ends at closing', () => {
    expect(addOfficeTime(calendar, at('2026-12-01T15:00:00'), 4 * HOUR)).toEqual(at('2026-12-01T19:00:00'));
  });

  it('skips a weekend', () => {
    // Friday 4 Dec 2026 at 17:00: two hours on Friday, two on Monday.
    expect(addOfficeTime(calendar, at('2026-12-04T17:00:00'), 4 * HOUR)).toEqual(at('2026-12-07T10:00:00'));
    // Filed on Saturday: counted from Monday 08:00.
    expect(addOfficeTime(calendar, at('2026-12-05T11:00:00'), 4 * HOUR)).toEqual(at('2026-12-07T12:00:00'));
  });

  it('skips Chuseok', () => {
    // Wednesday 23 Sep 2026 at 17:00: two hours that day, then Thu–Sun off: Monday 28 Sep 10:00.
    expect(addOfficeTime(calendar, at('2026-09-23T17:00:00'), 4 * HOUR)).toEqual(at('2026-09-28T10:00:00'));
    // Three business days from Wednesday 10:00: Mon 28, Tue 29, Wed 30 Sep... the third office day after.
    expect(complaintDueDates(calendar, at('2026-09-23T10:00:00'), target).resolutionDueAt).toEqual(at('2026-09-30T10:00:00'));
  });

  it('skips a Monday substitute holiday', () => {
    expect(addOfficeTime(calendar, at('2026-10-02T18:00:00'), 2 * HOUR)).toEqual(at('2026-10-06T09:00:00'));
  });

  it('refuses a year whose holidays are not known', () => {
    expect(() => addOfficeTime(calendar, at('2027-01-04T10:00:00'), HOUR)).toThrow(/2027/);
  });
});

describe('SLA state', () => {
  const now = at('2026-12-01T10:00:00');
  it('is breached past the instant, due soon within two hours, else on time', () => {
    expect(slaState(at('2026-12-01T09:59:59'), now)).toBe('breached');
    expect(slaState(at('2026-12-01T10:00:00'), now)).toBe('due_soon');
    expect(slaState(at('2026-12-01T12:00:00'), now)).toBe('due_soon');
    expect(slaState(at('2026-12-01T12:00:01'), now)).toBe('on_time');
    expect(slaState(null, now)).toBe('on_time');
  });

  it('holds a complaint to its first answer, then its resolution, and to nothing once resolved', () => {
    const due = { responseDueAt: at('2026-12-01T14:00:00'), resolutionDueAt: at('2026-12-04T10:00:00') };
    expect(activeDueAt({ ...due, status: 'received', firstAnsweredAt: null })).toEqual(due.responseDueAt);
    expect(activeDueAt({ ...due, status: 'answered', firstAnsweredAt: now })).toEqual(due.resolutionDueAt);
    expect(activeDueAt({ ...due, status: 'resolved', firstAnsweredAt: now })).toBeNull();
  });
});
