/**
 * Conference rooms (spec §9): tenants pay 50%; one room for 2 hours a month free (1 hour for a
 * split-floor tenant); bookable from 2 months to 1 day ahead; cancellable from 2 months to 3 days
 * ahead; meeting packages of 10,000 or 30,000 KRW a person (the latter for 20 people or more),
 * booked 2 weeks ahead; a 10% deposit due 7 days before the event.
 */
import { AMENITY_DESK, CONFERENCE_ROOM } from './amenity.facts';
import {
  addDays,
  addMonths,
  daysBetween,
  isWithinHours,
  minutesOf,
  sumLines,
  type FieldIssue,
  type PriceLine,
  type PriceQuote,
} from './reservation.rules';

export const CONFERENCE = {
  minHours: 1,
  tenantPricePercent: CONFERENCE_ROOM.tenantPricePercent,
  freeHoursPerMonth: CONFERENCE_ROOM.freeHoursPerMonth,
  freeHoursPerMonthSplitFloor: CONFERENCE_ROOM.freeHoursPerMonthSplitFloor,
  bookFromMonthsAhead: CONFERENCE_ROOM.bookFromMonthsAhead,
  bookUntilDaysAhead: CONFERENCE_ROOM.bookUntilDaysAhead,
  cancelUntilDaysAhead: CONFERENCE_ROOM.cancelUntilDaysAhead,
  packageBookDaysAhead: CONFERENCE_ROOM.packageBookWeeksAhead * 7,
  depositPercent: CONFERENCE_ROOM.depositPercent,
  depositDueDaysBefore: CONFERENCE_ROOM.depositDueDaysBefore,
  /** A no-show keeps the person from booking conference rooms for this many days. */
  noShowRestrictionDays: 7,
  /** Whom to call once a reservation can no longer be changed online. */
  deskPhone: AMENITY_DESK.phone,
} as const;

/** The meeting packages a room can offer; their prices and minimum groups are the back office's. */
export const PACKAGE_IDS = ['basic', 'premium'] as const;
export const CONFERENCE_PACKAGES = ['none', ...PACKAGE_IDS] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];
export type ConferencePackage = 'none' | PackageId;

/** A meeting package as a room offers it: per person, for groups of `minPeople` or more. */
export interface PackageTerms {
  id: PackageId;
  pricePerPerson: number;
  minPeople: number;
  offered: boolean;
}

/** The spec's packages (10,000 KRW a person; 30,000 KRW a person from 20 people), each room's to begin with. */
export const DEFAULT_PACKAGES: PackageTerms[] = CONFERENCE_ROOM.packages.map((p) => ({ ...p, offered: true }));

/** The room as the policy needs it (the back office edits capacity, price, hours and packages). */
export interface ConferenceRoomTerms {
  capacity: number;
  hourlyPrice: number;
  opensAt: string;
  closesAt: string;
  packages: readonly PackageTerms[];
}

/** The package the room offers under that id; null for none, or one the room does not offer. */
export function packageOf(room: Pick<ConferenceRoomTerms, 'packages'>, id: ConferencePackage): PackageTerms | null {
  return room.packages.find((p) => p.id === id && p.offered) ?? null;
}

/** What the person asks for: the day, the hours, the headcount, a package and paid equipment. */
export interface ConferenceDraft {
  date: string;
  start: string;
  end: string;
  participants: number;
  packageId: ConferencePackage;
}

/** A tenant's price of an hour in a room whose list price an hour is `hourlyPrice` (50%): the unit the room list and the bill both show. */
export function conferenceTenantHourly(hourlyPrice: number): number {
  return Math.round((hourlyPrice * CONFERENCE.tenantPricePercent) / 100);
}

/** The first and last day that can be booked today. */
export function conferenceBookingWindow(today: string): { first: string; last: string } {
  return { first: addDays(today, CONFERENCE.bookUntilDaysAhead), last: addMonths(today, CONFERENCE.bookFromMonthsAhead) };
}

/** The rules a conference booking must meet, as messages on the fields concerned (empty: it may be booked). */
export function conferenceIssues(draft: ConferenceDraft, room: ConferenceRoomTerms, today: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const window = conferenceBookingWindow(today);
  if (draft.date < window.first || draft.date > window.last) {
    issues.push({
      field: 'date',
      key: 'reservations:rules.conferenceWindow',
      params: { months: CONFERENCE.bookFromMonthsAhead, days: CONFERENCE.bookUntilDaysAhead },
    });
  }
  if (!isWithinHours(draft.start, draft.end, room.opensAt, room.closesAt, CONFERENCE.minHours)) {
    issues.push({
      field: 'end',
      key: 'reservations:rules.hours',
      params: { opens: room.opensAt, closes: room.closesAt },
    });
  }
  if (draft.participants > room.capacity) {
    issues.push({ field: 'participants', key: 'reservations:rules.capacity', params: { capacity: room.capacity } });
  }
  const chosen = packageOf(room, draft.packageId);
  if (draft.packageId !== 'none' && !chosen) {
    issues.push({ field: 'packageId', key: 'reservations:rules.packageNotOffered' });
  }
  if (chosen) {
    if (draft.participants < chosen.minPeople) {
      issues.push({ field: 'packageId', key: 'reservations:rules.packageMinPeople', params: { min: chosen.minPeople } });
    }
    if (daysBetween(today, draft.date) < CONFERENCE.packageBookDaysAhead) {
      issues.push({
        field: 'packageId',
        key: 'reservations:rules.packageTooLate',
        params: { weeks: CONFERENCE.packageBookDaysAhead / 7 },
      });
    }
  }
  return issues;
}

/** Free conference hours a company has each month. */
export function freeHoursPerMonth(splitFloor: boolean): number {
  return splitFloor ? CONFERENCE.freeHoursPerMonthSplitFloor : CONFERENCE.freeHoursPerMonth;
}

/** A paid extra (equipment or a service) with its price for the whole booking. */
export interface PricedExtra {
  code: string;
  price: number;
}

/**
 * The itemised price: the room at its list price, the tenants' 50%, the month's free hours still
 * left (applied automatically), the package per person and paid extras. A booking with a meeting
 * package pays 10% of the total as a deposit, due 7 days before the event; one without pays none.
 */
export function conferenceQuote(input: {
  draft: ConferenceDraft;
  room: ConferenceRoomTerms;
  extras: readonly PricedExtra[];
  freeHoursLeft: number;
}): PriceQuote & { freeHours: number; hours: number } {
  const { draft, room } = input;
  const hours = Math.max(0, (minutesOf(draft.end) - minutesOf(draft.start)) / 60);
  const base = room.hourlyPrice * hours;
  const tenantHourly = conferenceTenantHourly(room.hourlyPrice);
  // Both lines name their price an hour: the list price, then the tenants' (the room list shows the same two).
  const lines: PriceLine[] = [
    { key: 'room', amount: base, params: { hours, price: room.hourlyPrice } },
    {
      key: 'tenantDiscount',
      amount: tenantHourly * hours - base,
      params: { percent: 100 - CONFERENCE.tenantPricePercent, price: tenantHourly },
    },
  ];
  const freeHours = Math.max(0, Math.min(hours, Math.floor(input.freeHoursLeft)));
  if (freeHours > 0) lines.push({ key: 'freeQuota', amount: -tenantHourly * freeHours, params: { hours: freeHours } });
  const chosen = packageOf(room, draft.packageId);
  if (chosen) {
    lines.push({
      key: 'package',
      amount: chosen.pricePerPerson * draft.participants,
      params: { package: chosen.id, people: draft.participants, price: chosen.pricePerPerson },
    });
  }
  for (const extra of input.extras) {
    if (extra.price > 0) lines.push({ key: 'equipment', amount: extra.price, params: { code: extra.code } });
  }
  const total = sumLines(lines);
  // Only a booking with a meeting package pays a deposit, as the conference room terms say (decision 0016).
  const deposit = chosen ? Math.round((total * CONFERENCE.depositPercent) / 100) : 0;
  return {
    lines,
    total,
    deposit,
    depositDue: deposit > 0 ? addDays(draft.date, -CONFERENCE.depositDueDaysBefore) : null,
    freeHours,
    hours,
  };
}

/**
 * Whether a booking may still be changed or cancelled online: up to 3 days before the day. Later,
 * the screen says to call the amenity desk. Nothing is charged for a cancellation in time.
 */
export function conferenceCancellation(today: string, date: string): { allowed: boolean; lastDay: string } {
  return {
    allowed: daysBetween(today, date) >= CONFERENCE.cancelUntilDaysAhead,
    lastDay: addDays(date, -CONFERENCE.cancelUntilDaysAhead),
  };
}
