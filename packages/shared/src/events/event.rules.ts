/**
 * Events with the two-step apply (issue 17, decision 0039): the spec's rules as plain functions,
 * without zod, because /event is a public page (150 KB budget) and its form checks the fields with
 * these (`usePlainForm`); the API's schema (event.schema.ts) is built on the same rules and messages.
 * Places and the waiting list are the registry's capacity model (reservations/capacity-session.ts).
 */
import { addDays, isCalendarDate, seoulDate } from '../calendar';
import { placeFor } from '../reservations/capacity-session';

export const EVENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * `unconfirmed`: an application without a login, holding its place (or its place in line) until its
 * applicant confirms it from the link e-mailed to them, or its hold ends (decision 0055).
 */
export const EVENT_APPLICATION_STATUSES = ['unconfirmed', 'confirmed', 'waitlisted', 'cancelled'] as const;
export type EventApplicationStatus = (typeof EVENT_APPLICATION_STATUSES)[number];
/** An application as people see it: an unconfirmed one whose hold has ended is `expired` (it holds nothing). */
export const EVENT_APPLICATION_VIEW_STATUSES = [...EVENT_APPLICATION_STATUSES, 'expired'] as const;
export type EventApplicationViewStatus = (typeof EVENT_APPLICATION_VIEW_STATUSES)[number];

/**
 * How long an application without a login holds its place before it is confirmed (decision 0055):
 * long enough to open one's mail, short enough that made-up addresses give the places back soon.
 */
export const EVENT_HOLD_MINUTES = 30;

/** Whether an unconfirmed application still holds its place at `now`. */
export const holdsAt = (a: { status: EventApplicationStatus; holdUntil: Date | null }, now: Date): boolean =>
  a.status === 'unconfirmed' && a.holdUntil !== null && now < a.holdUntil;

/** The status people see at `now`. */
export const viewStatusAt = (
  a: { status: EventApplicationStatus; holdUntil: Date | null },
  now: Date,
): EventApplicationViewStatus => (a.status === 'unconfirmed' && !holdsAt(a, now) ? 'expired' : a.status);

/**
 * What an event is at an instant, as the list shows it. `waitlist`: every place is taken but its
 * waiting list still takes applications (decision 0039); `full`: neither takes any more.
 */
export const EVENT_STATES = ['upcoming', 'open', 'full', 'closed', 'waitlist'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const EVENT_TITLE_MAX = 150;
export const EVENT_PLACE_MAX = 150;
export const EVENT_TEXT_MAX = 5000;
export const EVENT_CAPACITY_MAX = 10_000;
export const EVENT_WAITLIST_MAX = 1_000;
export const APPLICANT_NAME_MAX = 100;
export const APPLICANT_EMAIL_MAX = 254;
export const APPLICANT_COMPANY_MAX = 100;
/** The most people one application brings (the applicant included): each takes a place. */
export const EVENT_HEADCOUNT_MAX = 5;
/** The applicant's personal data is erased this many days after the event ends (decision 0039). */
export const EVENT_APPLICANT_RETENTION_DAYS = 30;

/** The message of the spec's error catalogue: "please agree to the event application rules". */
export const RULES_AGREEMENT_MESSAGE = 'validation:rulesAgreementRequired';

/** An event's times and places, as its state needs them. */
export interface EventTimes {
  status: EventStatus;
  startsAt: Date;
  applyOpensAt: Date;
  applyClosesAt: Date;
  capacity: number;
  waitlistLength: number;
}

/** Places taken (the confirmed applications' headcounts) and applications in line. */
export interface EventCounts {
  taken: number;
  waitlisted: number;
}

/**
 * The event's state at `now`: closed when it is not published, its window has closed or it has
 * started; upcoming before its window opens; when every place is taken, waitlist while its waiting
 * list has room and full once that is full too; open otherwise.
 */
export function eventState(event: EventTimes, counts: EventCounts, now: Date): EventState {
  const t = now.getTime();
  if (event.status !== 'published' || t >= event.applyClosesAt.getTime() || t >= event.startsAt.getTime()) return 'closed';
  if (t < event.applyOpensAt.getTime()) return 'upcoming';
  if (counts.taken < event.capacity) return 'open';
  return counts.waitlisted < event.waitlistLength ? 'waitlist' : 'full';
}

/** Where an application of `headcount` goes at `now`: a place, the waiting list, or nowhere (why). */
export function placeApplication(
  event: EventTimes,
  counts: EventCounts,
  headcount: number,
  now: Date,
): 'confirmed' | 'waitlisted' | 'full' | 'closed' {
  const state = eventState(event, counts, now);
  if (state === 'closed' || state === 'upcoming') return 'closed';
  const place = placeFor(event, { registered: counts.taken, waitlisted: counts.waitlisted }, headcount);
  return place === 'registered' ? 'confirmed' : place;
}

/** Whether an application can be made at `now` (a place or a place in line). */
export function acceptsApplications(event: EventTimes, counts: EventCounts, now: Date): boolean {
  const place = placeApplication(event, counts, 1, now);
  return place === 'confirmed' || place === 'waitlisted';
}

/** The Seoul day the reminder goes out: the day before the event starts. */
export const reminderDay = (startsAt: Date): string => addDays(seoulDate(startsAt), -1);

/** The Seoul day from which an ended event's applicants' personal data is erased. */
export const applicantErasureDay = (endsAt: Date): string => addDays(seoulDate(endsAt), EVENT_APPLICANT_RETENTION_DAYS);

// --- The application's fields (step 1) and the agreement (step 2) ---

export const APPLICATION_FIELDS = ['name', 'email', 'phone', 'company', 'headcount'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, spaces, hyphens, brackets and a leading +: 9 to 13 digits (the API checks the numbering plan). */
const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

/** The message (an i18n key) of an application field that breaks its rule, or undefined. */
export function applicationFieldProblem(field: ApplicationField, raw: string): string | undefined {
  const value = raw.trim();
  switch (field) {
    case 'name':
      return value.length === 0
        ? 'validation:nameRequired'
        : value.length > APPLICANT_NAME_MAX
          ? 'validation:invalid'
          : undefined;
    case 'email':
      if (value.length === 0) return 'validation:emailRequired';
      return value.length > APPLICANT_EMAIL_MAX || !EMAIL_PATTERN.test(value) ? 'validation:emailFormat' : undefined;
    case 'phone': {
      if (value.length === 0) return 'validation:contactRequired';
      const digits = value.replace(/\D/g, '').length;
      return PHONE_PATTERN.test(value) && digits >= 9 && digits <= 13 ? undefined : 'validation:contactFormat';
    }
    case 'company':
      return value.length > APPLICANT_COMPANY_MAX ? 'validation:invalid' : undefined;
    case 'headcount': {
      if (value === '') return undefined;
      const n = Number(value);
      return Number.isInteger(n) && n >= 1 && n <= EVENT_HEADCOUNT_MAX ? undefined : 'events:errors.headcount';
    }
  }
}

/** A YYYY-MM-DDTHH:mm wall-clock time (a datetime-local input) is read on the Seoul clock. */
export const SEOUL_LOCAL_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
export function seoulLocalToInstant(local: string): Date | null {
  if (!SEOUL_LOCAL_PATTERN.test(local) || !isCalendarDate(local.slice(0, 10))) return null;
  const [h, m] = local.slice(11).split(':').map(Number);
  if (h! > 23 || m! > 59) return null;
  return new Date(`${local}:00+09:00`);
}
/** An instant as the Seoul wall-clock time a datetime-local input shows. */
export function instantToSeoulLocal(instant: Date): string {
  return new Date(instant.getTime() + 9 * 3600_000).toISOString().slice(0, 16);
}
