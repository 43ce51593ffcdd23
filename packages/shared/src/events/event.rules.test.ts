import { describe, expect, it } from 'vitest';
import { promotable } from '../reservations/capacity-session';
import {
  acceptsApplications,
  applicantErasureDay,
  applicationFieldProblem,
  eventState,
  instantToSeoulLocal,
  placeApplication,
  reminderDay,
  seoulLocalToInstant,
  type EventTimes,
} from './event.rules';

const at = (local: string) => new Date(`${local}:00+09:00`);
const event: EventTimes = {
  status: 'published',
  startsAt: at('2026-11-27T14:00'),
  applyOpensAt: at('2026-11-20T09:00'),
  applyClosesAt: at('2026-11-26T18:00'),
  capacity: 10,
  waitlistLength: 3,
};
const free = { taken: 4, waitlisted: 0 };

describe('eventState', () => {
  it('is upcoming before the window opens and open from its first minute', () => {
    expect(eventState(event, free, at('2026-11-20T08:59'))).toBe('upcoming');
    expect(eventState(event, free, at('2026-11-20T09:00'))).toBe('open');
  });
  it('closes at the end of the window, and whenever it is not published', () => {
    expect(eventState(event, free, at('2026-11-26T17:59'))).toBe('open');
    expect(eventState(event, free, at('2026-11-26T18:00'))).toBe('closed');
    expect(eventState({ ...event, status: 'draft' }, free, at('2026-11-24T09:30'))).toBe('closed');
    expect(eventState({ ...event, status: 'archived' }, free, at('2026-11-24T09:30'))).toBe('closed');
  });
  it('closes once the event has started, whatever the window says', () => {
    expect(eventState({ ...event, applyClosesAt: at('2026-11-28T00:00') }, free, at('2026-11-27T14:00'))).toBe('closed');
  });
  it('takes the waiting list when every place is taken, and is full once the list is full too', () => {
    const now = at('2026-11-24T09:30');
    expect(eventState(event, { taken: 9, waitlisted: 0 }, now)).toBe('open');
    expect(eventState(event, { taken: 10, waitlisted: 0 }, now)).toBe('waitlist');
    expect(eventState(event, { taken: 10, waitlisted: 2 }, now)).toBe('waitlist');
    expect(eventState(event, { taken: 10, waitlisted: 3 }, now)).toBe('full');
    expect(eventState({ ...event, waitlistLength: 0 }, { taken: 10, waitlisted: 0 }, now)).toBe('full');
  });
  it('says waitlist only while the list would take an application', () => {
    const now = at('2026-11-24T09:30');
    for (const counts of [
      { taken: 10, waitlisted: 0 },
      { taken: 10, waitlisted: 3 },
      { taken: 12, waitlisted: 1 },
    ])
      expect(eventState(event, counts, now) === 'waitlist').toBe(placeApplication(event, counts, 1, now) === 'waitlisted');
  });
});

describe('placeApplication (the registry capacity model)', () => {
  const now = at('2026-11-24T09:30');
  it('confirms while the headcount fits in the places left', () => {
    expect(placeApplication(event, { taken: 9, waitlisted: 0 }, 1, now)).toBe('confirmed');
    expect(placeApplication(event, { taken: 8, waitlisted: 0 }, 2, now)).toBe('confirmed');
    expect(placeApplication(event, { taken: 9, waitlisted: 0 }, 2, now)).toBe('waitlisted');
  });
  it('puts the application in line while the line has room, then refuses', () => {
    expect(placeApplication(event, { taken: 10, waitlisted: 2 }, 1, now)).toBe('waitlisted');
    expect(placeApplication(event, { taken: 10, waitlisted: 3 }, 1, now)).toBe('full');
    expect(placeApplication({ ...event, waitlistLength: 0 }, { taken: 10, waitlisted: 0 }, 1, now)).toBe('full');
  });
  it('refuses outside the window', () => {
    expect(placeApplication(event, free, 1, at('2026-11-20T08:59'))).toBe('closed');
    expect(placeApplication(event, free, 1, at('2026-11-26T18:00'))).toBe('closed');
  });
  it('accepts applications while a place or a place in line is left', () => {
    expect(acceptsApplications(event, { taken: 10, waitlisted: 2 }, now)).toBe(true);
    expect(acceptsApplications(event, { taken: 10, waitlisted: 3 }, now)).toBe(false);
  });
});

describe('promotable', () => {
  const line = [
    { id: 1, size: 1 },
    { id: 2, size: 3 },
    { id: 3, size: 1 },
  ];
  it('moves the first in line up while each fits, in order', () => {
    expect(promotable(1, line).map((w) => w.id)).toEqual([1]);
    expect(promotable(4, line).map((w) => w.id)).toEqual([1, 2]);
    expect(promotable(5, line).map((w) => w.id)).toEqual([1, 2, 3]);
  });
  it('never lets one jump the queue: a first who does not fit stops it', () => {
    expect(promotable(2, line.slice(1)).map((w) => w.id)).toEqual([]);
    expect(promotable(0, line)).toEqual([]);
  });
});

describe('days', () => {
  it('reminds on the Seoul day before, erases 30 days after the end', () => {
    expect(reminderDay(at('2026-11-27T00:30'))).toBe('2026-11-26');
    expect(applicantErasureDay(at('2026-11-27T16:00'))).toBe('2026-12-27');
  });
  it('reads datetime-local values on the Seoul clock', () => {
    expect(seoulLocalToInstant('2026-11-27T14:00')?.toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(seoulLocalToInstant('2026-02-30T14:00')).toBeNull();
    expect(seoulLocalToInstant('2026-11-27T24:00')).toBeNull();
    expect(instantToSeoulLocal(new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27T14:00');
  });
});

describe('applicationFieldProblem', () => {
  it('needs a name, an e-mail and a phone number', () => {
    expect(applicationFieldProblem('name', ' ')).toBe('validation:nameRequired');
    expect(applicationFieldProblem('email', '')).toBe('validation:emailRequired');
    expect(applicationFieldProblem('email', 'a@b')).toBe('validation:emailFormat');
    expect(applicationFieldProblem('email', 'kim@acme.co.kr')).toBeUndefined();
    expect(applicationFieldProblem('phone', '')).toBe('validation:contactRequired');
    expect(applicationFieldProblem('phone', '010-12')).toBe('validation:contactFormat');
    expect(applicationFieldProblem('phone', '010-1234-5678')).toBeUndefined();
  });
  it('takes a headcount of 1 to 5, or none', () => {
    expect(applicationFieldProblem('headcount', '')).toBeUndefined();
    expect(applicationFieldProblem('headcount', '5')).toBeUndefined();
    expect(applicationFieldProblem('headcount', '6')).toBe('events:errors.headcount');
    expect(applicationFieldProblem('headcount', '0')).toBe('events:errors.headcount');
    expect(applicationFieldProblem('company', 'x'.repeat(101))).toBe('validation:invalid');
  });
});
