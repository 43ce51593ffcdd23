import { describe, expect, it } from 'vitest';
import { displayStatus, type StatusFacts } from './display-status';

/** An instant on the Seoul clock (+09:00 all year). */
const seoul = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`);

describe('the shown status of a confirmed booking', () => {
  // A golf bay on a Sunday, 10:00–10:50.
  const golf: StatusFacts = { status: 'confirmed', date: '2026-11-29', start: '10:00', end: '10:50' };

  it('is confirmed before its start (the day before, and a minute before), never in use', () => {
    expect(displayStatus(golf, seoul('2026-11-28', '23:59'))).toBe('confirmed');
    expect(displayStatus(golf, seoul('2026-11-29', '09:59'))).toBe('confirmed');
  });

  it('is in use from its start to a minute before its end', () => {
    expect(displayStatus(golf, seoul('2026-11-29', '10:00'))).toBe('inUse');
    expect(displayStatus(golf, seoul('2026-11-29', '10:49'))).toBe('inUse');
  });

  it('is finished from its end on, and the days after', () => {
    expect(displayStatus(golf, seoul('2026-11-29', '10:50'))).toBe('finished');
    expect(displayStatus(golf, seoul('2026-11-30', '09:00'))).toBe('finished');
  });

  it('reads the day on the Seoul clock: 23:59 Seoul the day before is 14:59 UTC, 00:00 Seoul is 15:00 UTC', () => {
    // A nap on a public holiday (Christmas) from 00:00: at 23:59 on the 24th it is coming, at 00:00 it has begun.
    const nap: StatusFacts = { status: 'confirmed', date: '2026-12-25', start: '00:00', end: '01:00' };
    expect(displayStatus(nap, new Date('2026-12-24T14:59:00Z'))).toBe('confirmed');
    expect(displayStatus(nap, new Date('2026-12-24T15:00:00Z'))).toBe('inUse');
  });

  it('lasts to the day’s end when it ends at 24:00 or at 00:00', () => {
    for (const end of ['24:00', '00:00']) {
      const late: StatusFacts = { status: 'confirmed', date: '2026-11-30', start: '23:00', end };
      expect(displayStatus(late, seoul('2026-11-30', '23:59'))).toBe('inUse');
      expect(displayStatus(late, seoul('2026-12-01', '00:00'))).toBe('finished');
    }
  });
});

describe('the shown status of a period rental', () => {
  // A locker from the month's last day, three months: its last day 28 February.
  const locker: StatusFacts = { status: 'confirmed', date: '2026-11-30', lastDay: '2027-02-28', start: '00:00', end: '00:00' };

  it('is confirmed until its first day, in use from 00:00 of it to 23:59 of its last day, then finished', () => {
    expect(displayStatus(locker, seoul('2026-11-29', '23:59'))).toBe('confirmed');
    expect(displayStatus(locker, seoul('2026-11-30', '00:00'))).toBe('inUse');
    expect(displayStatus(locker, seoul('2027-02-28', '23:59'))).toBe('inUse');
    expect(displayStatus(locker, seoul('2027-03-01', '00:00'))).toBe('finished');
  });

  it('is suspended from the suspension’s first day to its last, in use again the day after', () => {
    const suspended = { ...locker, suspension: { start: '2026-12-10', lastDay: '2026-12-31' } };
    expect(displayStatus(suspended, seoul('2026-12-09', '23:59'))).toBe('inUse');
    expect(displayStatus(suspended, seoul('2026-12-10', '00:00'))).toBe('suspended');
    expect(displayStatus(suspended, seoul('2026-12-31', '23:59'))).toBe('suspended');
    expect(displayStatus(suspended, seoul('2027-01-01', '00:00'))).toBe('inUse');
  });
});

describe('the shown status of a booking that did not go ahead or awaits a decision', () => {
  const base = { date: '2026-11-29', start: '10:00', end: '11:00' };
  const during = seoul('2026-11-29', '10:30');

  it('is its own state whatever the time: cancelled, rejected, no-show, finished, waiting', () => {
    expect(displayStatus({ ...base, status: 'cancelled' }, during)).toBe('cancelled');
    expect(displayStatus({ ...base, status: 'cancelled', declined: true }, during)).toBe('rejected');
    expect(displayStatus({ ...base, status: 'no_show' }, during)).toBe('noShow');
    expect(displayStatus({ ...base, status: 'completed' }, seoul('2026-11-29', '09:00'))).toBe('finished');
    expect(displayStatus({ ...base, status: 'pending' }, during)).toBe('pending');
    expect(displayStatus({ ...base, status: 'waitlisted' }, during)).toBe('waitlisted');
  });

  it('is not suspended once cancelled, even within the suspension', () => {
    const cancelled: StatusFacts = { ...base, status: 'cancelled', suspension: { start: '2026-11-01', lastDay: '2026-11-30' } };
    expect(displayStatus(cancelled, during)).toBe('cancelled');
  });
});
