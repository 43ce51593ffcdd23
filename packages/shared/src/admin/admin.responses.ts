/**
 * The back office's answers, written once (issue 12, "one schema per shape"): the API validates and
 * serialises with them, OpenAPI documents them, and the web takes its types from them.
 */
import { z } from 'zod';
import { ACCOUNT_STATUSES, ROLES } from '../accounts/account.rules';
import { NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES } from '../notifications/kinds';
import { PACKAGE_IDS } from '../reservations/conference.policy';
import { AMENITIES, PAYMENT_METHODS, RESERVATION_STATUSES } from '../reservations/reservation.rules';
import { tenantCompanySchema } from '../building/building.responses';
import { extensionPeriodSchema } from '../voc/extension-period';
import { EXTENSION_STATUSES } from '../voc/extension.rules';
import { PT_PAYMENT_METHODS } from '../wellness/pt.rules';
import { COMPANY_STATUSES } from './company.schema';
import { HOLIDAY_KINDS } from './holiday.schema';
import { GX_REGISTRATION_STATUSES } from '../wellness/gx.rules';
import { pageOf } from '../answers';

/** The dashboard's figures. */
export const adminSummarySchema = z.object({
  today: z.string(),
  pendingUsers: z.number().int(),
  todayPageViews: z.number().int(),
  keptEmails: z.number().int(),
  activeCompanies: z.number().int(),
  /** The desk's figures (decision 0057), each the count of a list the dashboard links to. */
  todayVisits: z.number().int(),
  openComplaints: z.number().int(),
  breachedComplaints: z.number().int(),
  /** No-shows from `from` to today (the no-show list's range). */
  noShows: z.object({ from: z.string(), count: z.number().int() }),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

/** A tenant company with its staff counts: the public company fields and what only the office sees. */
export const adminCompanySchema = tenantCompanySchema.extend({
  code: z.string(),
  status: z.enum(COMPANY_STATUSES),
  createdAt: z.string(),
  staffCount: z.number().int(),
  pendingCount: z.number().int(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** An account of any company. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  companyId: z.number().int().nullable(),
  companyNameKo: z.string().nullable(),
  companyNameEn: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
/** A single-use link to set a new password, e-mailed to the person. */
export const resetLinkSentSchema = z.object({ status: z.literal('sent') });
export type ResetLinkSent = z.infer<typeof resetLinkSentSchema>;

/** A day of the holiday calendar. */
export const holidaySchema = z.object({ date: z.string(), nameKo: z.string(), nameEn: z.string(), kind: z.enum(HOLIDAY_KINDS) });
export type Holiday = z.infer<typeof holidaySchema>;
/** A page of a year's holidays, and the year it is (this Seoul year when the address names none). */
export const holidayYearSchema = pageOf(holidaySchema).extend({ year: z.number().int() });
export type HolidayYear = z.infer<typeof holidayYearSchema>;

/** A line of the audit log: who did what to which record, from where. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor: z.object({ id: z.number().int(), loginId: z.string(), name: z.string() }).nullable(),
  target: z.object({ type: z.string().nullable(), id: z.string().nullable(), label: z.string().nullable() }),
  company: z.object({ id: z.number().int(), nameKo: z.string(), nameEn: z.string() }).nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A message of the notifications outbox. */
export const outboxEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  status: z.enum(NOTIFICATION_STATUSES),
  userId: z.number().int().nullable(),
  recipient: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  error: z.string().nullable(),
  /** Delivery tries so far, and when the next one is due (queued and being sent only). */
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** Page views per Seoul day and the most viewed paths. */
export const pageViewReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  path: z.string().nullable(),
  total: z.number().int(),
  days: z.array(z.object({ day: z.string(), views: z.number().int() })),
  topPaths: z.array(z.object({ path: z.string(), views: z.number().int() })),
});
export type PageViewReport = z.infer<typeof pageViewReportSchema>;

/** A line of a month's charges: a booking's charge or a cancellation's credit. */
export const chargeLineSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  kind: z.enum(['charge', 'credit']),
  amount: z.number().int(),
  at: z.string(),
  amenity: z.enum(AMENITIES),
  reservation: z.object({
    id: z.number().int(),
    code: z.string(),
    date: z.string(),
    start: z.string(),
    end: z.string(),
    status: z.enum(RESERVATION_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    resource: z.string(),
    /** A locker or basket rental's last day (its period runs from `date`), else null. */
    lastDay: z.string().nullable(),
    /** A rental's renter, else null. */
    renter: z.string().nullable(),
  }),
});
export type ChargeLine = z.infer<typeof chargeLineSchema>;
/**
 * A line of a month's charges for a lights-out or heating/cooling extension (issue 14): approved, or
 * cancelled after its start (charged the full applied time). The amenity line's shape, with the
 * extension in place of the reservation.
 */
export const extensionChargeLineSchema = chargeLineSchema.omit({ amenity: true, reservation: true }).extend({
  kind: z.literal('charge'),
  extension: extensionPeriodSchema.extend({ status: z.enum(EXTENSION_STATUSES) }),
});
export type ExtensionChargeLine = z.infer<typeof extensionChargeLineSchema>;
/**
 * A line of a month's charges for a GX registration (issue 15): a held place of a program that runs,
 * or the fee a withdrawal kept (status cancelled).
 */
export const gxChargeLineSchema = chargeLineSchema.omit({ amenity: true, reservation: true }).extend({
  kind: z.literal('charge'),
  gx: z.object({
    registrationId: z.number().int(),
    program: z.string(),
    month: z.string(),
    weekdays: z.array(z.number().int()),
    start: z.string(),
    end: z.string(),
    status: z.enum(GX_REGISTRATION_STATUSES),
  }),
});
export type GxChargeLine = z.infer<typeof gxChargeLineSchema>;
/** A line of a month's charges for a PT package (issue 15): its price with VAT, in the month it was bought. */
/** A PT package's charge in the month it was bought, or its withdrawal's refund (a credit, its sessions the unused ones) in the month it ended. */
export const ptChargeLineSchema = chargeLineSchema.omit({ amenity: true, reservation: true }).extend({
  kind: z.enum(['charge', 'credit']),
  pt: z.object({
    packageId: z.number().int(),
    holder: z.string(),
    date: z.string(),
    sessions: z.number().int(),
    paymentMethod: z.enum(PT_PAYMENT_METHODS),
  }),
});
export type PtChargeLine = z.infer<typeof ptChargeLineSchema>;
/** A paid nap-room pass charged to the company (issue 16, decision 0036): its price, in the Seoul month it was issued. */
export const napPassChargeLineSchema = chargeLineSchema.omit({ amenity: true, reservation: true }).extend({
  kind: z.literal('charge'),
  napPass: z.object({
    passId: z.number().int(),
    holder: z.string(),
    date: z.string(),
    sessions: z.number().int(),
  }),
});
export type NapPassChargeLine = z.infer<typeof napPassChargeLineSchema>;
/** A month's charges: the amenity lines, the extension lines, the GX and PT lines and the total of all. */
export const monthChargesSchema = z.object({
  month: z.string(),
  total: z.number().int(),
  items: z.array(chargeLineSchema),
  extensions: z.array(extensionChargeLineSchema),
  gx: z.array(gxChargeLineSchema),
  pt: z.array(ptChargeLineSchema),
  napPasses: z.array(napPassChargeLineSchema),
});
export type MonthCharges = z.infer<typeof monthChargesSchema>;

const adminExtraSchema = z.object({ code: z.string(), nameKo: z.string(), nameEn: z.string(), price: z.number().int() });
export type ResourceExtra = z.infer<typeof adminExtraSchema>;
const blackoutViewSchema = z.object({ date: z.string(), reasonKo: z.string(), reasonEn: z.string() });
export type Blackout = z.infer<typeof blackoutViewSchema>;

/** A bookable resource (a conference room, the lounge) with its closed days from today on. */
export const adminResourceSchema = z.object({
  id: z.number().int(),
  amenity: z.enum(AMENITIES),
  code: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  capacity: z.number().int(),
  hourlyPrice: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  extras: z.array(adminExtraSchema),
  /** Meeting packages (conference rooms only). */
  packages: z.array(
    z.object({ id: z.enum(PACKAGE_IDS), pricePerPerson: z.number().int(), minPeople: z.number().int(), offered: z.boolean() }),
  ),
  active: z.boolean(),
  sort: z.number().int(),
  blackouts: z.array(blackoutViewSchema),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;
export const adminResourcesSchema = pageOf(adminResourceSchema);
export type AdminResources = z.infer<typeof adminResourcesSchema>;
