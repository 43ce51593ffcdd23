/**
 * Complaint SLAs (issue 14): a first response and a resolution target per type, counted in office
 * time, 08:00–19:00 on business days (weekdays that are neither Korean public holidays nor building
 * closures), on the Seoul clock. A target of N business days is N whole office days (N × 11 hours),
 * so a complaint filed on Monday at 10:00 is due on Thursday at 10:00.
 */
import { addBusinessDays, isBusinessDay, type HolidayCalendar } from '../business-days';
import type { ComplaintType } from './complaint.rules';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Seoul keeps no daylight saving: +09:00 all year. */
const SEOUL_OFFSET_MS = 9 * HOUR_MS;

export const OFFICE_OPEN_HOUR = 8;
export const OFFICE_CLOSE_HOUR = 19;
export const OFFICE_DAY_HOURS = OFFICE_CLOSE_HOUR - OFFICE_OPEN_HOUR;

/** The defaults of every type until the building office edits them. */
export const DEFAULT_FIRST_RESPONSE_HOURS = 4;
export const DEFAULT_RESOLUTION_DAYS = 3;
export const SLA_HOURS_MAX = 99;
export const SLA_DAYS_MAX = 30;
/** A target is "due soon" this close to its instant (wall-clock time). */
export const SLA_DUE_SOON_MS = 2 * HOUR_MS;

export interface SlaTarget {
  firstResponseHours: number;
  resolutionDays: number;
}

export const SLA_STATES = ['on_time', 'due_soon', 'breached'] as const;
export type SlaState = (typeof SLA_STATES)[number];

export function defaultSlaTarget(_type: ComplaintType): SlaTarget {
  return { firstResponseHours: DEFAULT_FIRST_RESPONSE_HOURS, resolutionDays: DEFAULT_RESOLUTION_DAYS };
}

function seoulParts(instant: Date): { date: string; ms: number } {
  const local = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  const date = local.toISOString().slice(0, 10);
  return { date, ms: local.getTime() - Date.parse(`${date}T00:00:00Z`) };
}

function instantOf(date: string, ms: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + ms - SEOUL_OFFSET_MS);
}

/**
 * The instant `amountMs` of office time after `from`: a start outside office hours counts from the
 * next opening; a span that ends exactly at closing is due at 19:00, not the next morning.
 */
export function addOfficeTime(calendar: HolidayCalendar, from: Date, amountMs: number): Date {
  const open = OFFICE_OPEN_HOUR * HOUR_MS;
  const close = OFFICE_CLOSE_HOUR * HOUR_MS;
  let { date, ms: at } = seoulParts(from);
  if (!isBusinessDay(calendar, date) || at >= close) {
    date = addBusinessDays(calendar, date, isBusinessDay(calendar, date) ? 1 : 0);
    at = open;
  } else if (at < open) {
    at = open;
  }
  let left = amountMs;
  while (left > close - at) {
    left -= close - at;
    date = addBusinessDays(calendar, date, 1);
    at = open;
  }
  return instantOf(date, at + left);
}

/** When a complaint filed at `filedAt` is due: its first answer and its resolution. */
export function complaintDueDates(calendar: HolidayCalendar, filedAt: Date, target: SlaTarget) {
  return {
    responseDueAt: addOfficeTime(calendar, filedAt, target.firstResponseHours * HOUR_MS),
    resolutionDueAt: addOfficeTime(calendar, filedAt, target.resolutionDays * OFFICE_DAY_HOURS * HOUR_MS),
  };
}

/** The target a complaint is held to now: its first answer until it has one, then its resolution; none once resolved. */
export function activeDueAt(complaint: {
  status: string;
  firstAnsweredAt: Date | null;
  responseDueAt: Date;
  resolutionDueAt: Date;
}): Date | null {
  if (complaint.status === 'resolved') return null;
  return complaint.firstAnsweredAt === null ? complaint.responseDueAt : complaint.resolutionDueAt;
}

/** On time, due within SLA_DUE_SOON_MS, or past its instant. */
export function slaState(dueAt: Date | null, now: Date): SlaState {
  if (dueAt === null) return 'on_time';
  const left = dueAt.getTime() - now.getTime();
  if (left < 0) return 'breached';
  return left <= SLA_DUE_SOON_MS ? 'due_soon' : 'on_time';
}
