/**
 * The notification kinds (DESIGN.md §7): a closed list, each with the parameters it is written with.
 * A request stores the kind and its parameters in the outbox; the text is rendered from the kind's
 * ko/en templates when someone reads it (in-app, in the reader's current language) or when the
 * delivery job sends it (e-mail, SMS). Parameters hold data, never rendered text: names in both
 * languages, dates as YYYY-MM-DD, times as HH:mm, amounts as whole won.
 */
import { z } from 'zod';
import { AMENITIES } from '../reservations/reservation.rules';
import { COMPLAINT_TYPES } from '../voc/complaint.rules';
import { extensionPeriodSchema } from '../voc/extension-period';
import { LEASE_OCCUPANCY_TYPES } from '../lease/lease-inquiry.rules';
import { HOLDING_KINDS } from '../wellness/membership.rules';

const localized = z.object({ ko: z.string(), en: z.string() });
export type Localized = z.infer<typeof localized>;

const reservation = z.object({
  code: z.string(),
  reference: z.string(),
  amenity: z.enum(AMENITIES),
  place: localized,
  company: localized,
  name: z.string(),
  purpose: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  participants: z.number().int(),
  total: z.number().int(),
  deposit: z.number().int(),
});
export type ReservationNoticeParams = z.infer<typeof reservation>;

const person = z.object({ name: z.string(), loginId: z.string(), company: localized });

/** A visit as its notices are written: the visitor, the tenant visited and when (issue 13). */
const visit = z.object({
  code: z.string(),
  reference: z.string(),
  visitorName: z.string(),
  company: localized,
  personInCharge: z.string(),
  visitedPerson: z.string(),
  date: z.string(),
  time: z.string(),
  durationMinutes: z.number().int(),
  building: z.string(),
  floor: z.number().int(),
});
export type VisitNoticeParams = z.infer<typeof visit>;

/** A complaint as its notices are written (issue 14). */
const complaint = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(COMPLAINT_TYPES),
  floor: z.number().int(),
  company: localized,
});
export type ComplaintNoticeParams = z.infer<typeof complaint>;

/** A locker or basket rental as its notices are written (issue 15). */
const rental = z.object({
  reference: z.string(),
  kind: z.enum(['locker', 'basket']),
  number: z.number().int(),
  name: z.string(),
  start: z.string(),
  lastDay: z.string(),
  deposit: z.number().int(),
});
export type RentalNoticeParams = z.infer<typeof rental>;

/** A lights-out or heating/cooling extension as its notices are written (issue 14). */
const extension = extensionPeriodSchema.extend({ total: z.number().int() });
export type ExtensionNoticeParams = z.infer<typeof extension>;

/** A GX program as its notices are written (issue 15): names in both languages, its month, days and hours. */
const gxProgram = z.object({
  programId: z.number().int(),
  program: localized,
  month: z.string(),
  weekdays: z.array(z.number().int()),
  start: z.string(),
  end: z.string(),
  total: z.number().int(),
});
export type GxNoticeParams = z.infer<typeof gxProgram>;

/** An event application as its notices are written (issue 17): the event's texts in both languages, its start and end instants (ISO). */
const eventApplication = z.object({
  eventId: z.number().int(),
  title: localized,
  place: localized,
  startsAt: z.string(),
  endsAt: z.string(),
  headcount: z.number().int(),
  /** The place in the waiting list (1 = next), for a waitlisted application. */
  position: z.number().int().nullable(),
});
export type EventNoticeParams = z.infer<typeof eventApplication>;

export const NOTIFICATION_PARAMS = {
  /** A conference room booked (confirmed at once): with the calendar file. */
  conference_confirmed: reservation,
  /** A booking cancelled by its booker or by the office (with the office's reason when it gave one). */
  reservation_cancelled: reservation.extend({ reason: z.string().optional() }),
  /** To building managers: an executive lounge request to decide. */
  lounge_requested: reservation,
  /** The lounge request approved: with the calendar file. */
  lounge_approved: reservation,
  lounge_rejected: reservation.extend({ reason: z.string() }),
  /** To the tenant manager, or to the office when the company has none. */
  signup_pending: person.extend({ office: z.boolean() }),
  account_approved: person.extend({ byOffice: z.boolean() }),
  account_rejected: person,
  /** A tenant manager created the account: the link sets the password. */
  invite: z.object({ name: z.string(), days: z.number().int() }),
  password_reset: z.object({ name: z.string(), minutes: z.number().int() }),
  find_id: z.object({ loginIds: z.array(z.string()).min(1) }),
  /** To the old address when an account's e-mail changes. */
  email_changed: z.object({ name: z.string(), loginId: z.string(), masked: z.string(), byOffice: z.boolean() }),
  /** To the visitor, in their QR language: the pass (QR image, link, calendar file); sent again after an edit. */
  visit_pass: visit,
  /** To the visitor: the visit was cancelled (their pass no longer opens the gate). */
  visit_cancelled: visit,
  /** To the visitor: the tenant did not accept the visit, with the reason. */
  visit_rejected: visit.extend({ reason: z.string() }),
  /** To the company's tenant managers: visits waiting for approval (an application, or a registration to approve). */
  visit_requested: visit.extend({ count: z.number().int() }),
  /** To the host (the member who registered it, else the tenant managers): the visitor checked in at the desk. */
  visit_checked_in: visit,
  /** To the visitor who searched for their visit: the link that opens it (their contact on file proves it is theirs). */
  visit_access: z.object({ visitorName: z.string(), reference: z.string(), hours: z.number().int() }),
  /** To the complaint's author, in their language: the building office answered. */
  complaint_answered: complaint,
  /** To the building managers: a low rating reopened a complaint. */
  complaint_reopened: complaint.extend({ rating: z.number().int() }),
  /** To the building managers, once per target: a complaint missed its first-response or resolution target. */
  complaint_sla_breached: complaint.extend({ target: z.enum(['response', 'resolution']), dueAt: z.string() }),
  /** To the building manager given complaints (decision 0057): the first of them, by whom, how many others at once. */
  complaint_assigned: complaint.extend({ by: z.string(), others: z.number().int().min(0) }),
  /** To the requester, in their language: the building office approved the extension (it joins the month's charges). */
  extension_approved: extension,
  /** To the requester, in their language: the building office rejected the extension, with the reason. */
  extension_rejected: extension.extend({ reason: z.string() }),
  /** To the renter, in their language, once: the locker or basket rental ends in 7 days or fewer (issue 15). */
  rental_expiring: rental,
  /** To the person, in their language: a place freed in the GX program and they moved up from the waiting list. */
  gx_promoted: gxProgram,
  /** To everyone registered or in line: the program had too few registrations at the close and does not run (nothing is charged). */
  gx_program_cancelled: gxProgram,
  /** To the person, in their language: the building office cancelled their GX registration, with the reason (nothing is charged). */
  gx_cancelled_by_office: gxProgram.extend({ reason: z.string() }),
  /**
   * To the colleague, in their language: a member of their company offers them a locker or basket
   * rental or a PT package (its number: the sessions left; no last day before its first session);
   * they accept or decline it (decision 0029).
   */
  membership_transfer_offered: rental.extend({
    kind: z.enum(HOLDING_KINDS),
    lastDay: z.string().nullable(),
    from: z.string(),
  }),
  /**
   * A lease inquiry (issue 17): to its sender, with the link that withdraws consent; to the building
   * managers (`office`), with the pipeline's link. Deleted with the inquiry when consent is withdrawn.
   */
  lease_inquiry_received: z.object({
    inquiryId: z.number().int(),
    writer: z.string(),
    title: z.string(),
    occupancy: z.enum(LEASE_OCCUPANCY_TYPES),
    moveInDate: z.string(),
    office: z.boolean(),
  }),
  /**
   * To someone who applied without a login, in their language: confirm from the link before
   * `holdUntil` (an instant), or the place held goes back (decision 0055).
   */
  event_confirm_request: eventApplication.extend({ holdUntil: z.string() }),
  /** To the applicant, in their language, with the link that cancels it: the application has a place (issue 17). */
  event_confirmed: eventApplication,
  /** To the applicant: the event is full and the application is in its waiting list, at this place. */
  event_waitlisted: eventApplication,
  /** To the applicant: a place freed and the application moved up from the waiting list. */
  event_promoted: eventApplication,
  /** To the applicant with a place, the day before the event (the reminder job). */
  event_reminder: eventApplication,
  /** To the applicant: the building office cancelled the application. */
  event_cancelled: eventApplication,
} as const satisfies Record<string, z.ZodType>;

export type NotificationKind = keyof typeof NOTIFICATION_PARAMS;
export type NotificationParams<K extends NotificationKind> = z.infer<(typeof NOTIFICATION_PARAMS)[K]>;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_PARAMS) as NotificationKind[];

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_PARAMS, value);
}

/** A stored kind and parameters, checked against the list (rows written before a change may not fit). */
export function parseNotice(kind: string, params: unknown) {
  if (!isNotificationKind(kind)) return null;
  const parsed = NOTIFICATION_PARAMS[kind].safeParse(params);
  return parsed.success ? { kind, params: parsed.data as NotificationParams<typeof kind> } : null;
}

/**
 * Delivery states of the outbox; `dead` is a message that failed every retry, shown in the back
 * office; `failed` is what versions before the delivery job wrote for a failed send.
 */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'sms'] as const;
export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'kept', 'recorded', 'dead', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Delivery tries before a message is dead, and the wait before each retry (minutes). */
export const DELIVERY_BACKOFF_MINUTES = [1, 5, 30, 120] as const;
export const MAX_DELIVERY_ATTEMPTS = DELIVERY_BACKOFF_MINUTES.length + 1;
