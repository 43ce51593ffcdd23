/**
 * The visitor requests and answers, written once (issue 13): the API validates and serialises with
 * them, the forms use them through react-hook-form, OpenAPI documents them. Each required field has
 * its own message (spec §5); the date window and office hours need today and are visit.rules.ts's.
 */
import { isBuildingFloor } from '../building/floors';
import { emailSchema } from '../accounts/account.rules';
import { phoneSchema } from '../accounts/phone';
import { dateSchema } from '../reservations/reservation.schema';
import { uploadIdSchema } from '../uploads/upload.schema';
import { sortQuerySchema } from '../admin/list-order';
import { ID_MAX, idParamSchema, idSchema, pageNumberSchema, z } from '../validation';
import {
  QR_LANGUAGES,
  VISIT_BUILDINGS,
  VISIT_DURATIONS,
  VISIT_SOURCES,
  VISIT_STATUSES,
  VISITORS_PER_GROUP_MAX,
  VISITORS_PER_REGISTRATION_MAX,
  PASS_STATES,
  VISIT_APPROVAL_MODES,
} from './visit.rules';
import {
  VISIT_REFERENCE_PATTERN,
  VISIT_SEARCH_CONTACT_MAX,
  VISIT_SEARCH_MESSAGES,
  VISIT_SEARCH_NAME_MAX,
} from './visitor-access';

export const VISIT_TEXT_MAX = 100;
export const VISIT_PURPOSE_MAX = 200;
export const VISIT_REASON_MAX = 300;

const text = (required: string, max = VISIT_TEXT_MAX) => z.string({ error: required }).trim().min(1, required).max(max);

/** An optional contact: empty, or a valid address or number. */
const optionalEmail = z.union([z.literal(''), emailSchema]).default('');
const optionalMobile = z.union([z.literal(''), phoneSchema]).default('');

/** One visitor of a registration, as a form row or a sheet row gives it. */
export const visitorSchema = z
  .object({
    /** On an edit: the visit this row changes (absent for a visitor added by the edit). */
    id: idSchema.optional(),
    name: text('validation:visitorNameRequired'),
    company: text('validation:visitorCompanyRequired'),
    email: optionalEmail,
    mobile: optionalMobile,
    date: dateSchema,
    time: z.string({ error: 'validation:visitTimeRequired' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation:visitTimeRequired'),
    durationMinutes: z
      .number({ error: 'validation:durationRequired' })
      .int('validation:durationRequired')
      .refine((v) => (VISIT_DURATIONS as readonly number[]).includes(v), 'validation:durationRequired'),
    purpose: text('validation:visitPurposeRequired', VISIT_PURPOSE_MAX),
    visitedPerson: text('validation:visitedPersonRequired'),
    building: z.enum(VISIT_BUILDINGS, { error: 'validation:buildingRequired' }),
    qrLang: z.enum(QR_LANGUAGES, { error: 'validation:qrLangRequired' }).default('ko'),
  })
  // Spec §5: "A visitor needs at least one of email or mobile" (shown under the e-mail field).
  .refine((v) => v.email !== '' || v.mobile !== '', { path: ['email'], message: 'validation:visitorContactRequired' });
export type VisitorInput = z.input<typeof visitorSchema>;
export type Visitor = z.output<typeof visitorSchema>;

/** The person in charge of the visit at the tenant (spec §3): name, building and landing floor; the company is the member's. */
export const personInChargeSchema = z.object({
  name: text('validation:personInChargeRequired'),
  building: z.enum(VISIT_BUILDINGS, { error: 'validation:buildingRequired' }),
  floor: z
    .number({ error: 'validation:floorRequired' })
    .int('validation:floorRequired')
    .refine(isBuildingFloor, 'validation:floorRequired'),
});

const visitorsUpTo = (max: number) =>
  z
    .array(visitorSchema)
    .min(1, 'validation:visitorsRequired')
    .max(max, max === VISITORS_PER_GROUP_MAX ? 'visitors:errors.groupLimit' : 'visitors:errors.registrationLimit');

/** POST /api/v1/visits and the edit of a registration: a member registers 1–5 visitors. */
export const memberVisitRequestSchema = z.object({
  personInCharge: personInChargeSchema,
  visitors: visitorsUpTo(VISITORS_PER_REGISTRATION_MAX),
});
export type MemberVisitRequest = z.output<typeof memberVisitRequestSchema>;
export type MemberVisitRequestInput = z.input<typeof memberVisitRequestSchema>;

/** POST /api/v1/visits/group: up to 20 visitors, as form rows (or the rows of an uploaded sheet). */
export const groupVisitRequestSchema = z.object({
  personInCharge: personInChargeSchema,
  visitors: visitorsUpTo(VISITORS_PER_GROUP_MAX),
});
export type GroupVisitRequest = z.output<typeof groupVisitRequestSchema>;

/** POST /api/v1/visits/external: an anonymous visitor applies to visit a tenant, with consent. */
export const externalVisitRequestSchema = z.object({
  companyId: z
    .number({ error: 'visitors:errors.companyNotFound' })
    .int('visitors:errors.companyNotFound')
    .positive('visitors:errors.companyNotFound')
    .max(ID_MAX),
  personInCharge: personInChargeSchema,
  visitors: visitorsUpTo(VISITORS_PER_REGISTRATION_MAX),
  consent: z.literal(true, { error: 'validation:consentRequired' }),
});
export type ExternalVisitRequest = z.output<typeof externalVisitRequestSchema>;
export type ExternalVisitRequestInput = z.input<typeof externalVisitRequestSchema>;

export const visitIdsSchema = z.object({ ids: z.array(idSchema).min(1, 'validation:visitorsRequired').max(100) });
export const visitRejectionSchema = visitIdsSchema.extend({
  reason: z.string({ error: 'validation:reasonRequired' }).trim().min(1, 'validation:reasonRequired').max(VISIT_REASON_MAX),
});
export const visitParamsSchema = z.object({ id: idParamSchema });

/** GET /api/v1/visits: the list a person may see (their own, their company's, or all), newest visit day first. */
export const visitListQuerySchema = z.object({
  page: pageNumberSchema,
  status: z.enum(VISIT_STATUSES).optional(),
  /** "waiting": the tenant manager's waiting-approval list (pending visits of the company). */
  view: z.enum(['mine', 'company', 'waiting']).default('mine'),
});
export type VisitListQuery = z.input<typeof visitListQuerySchema>;

/** A visit as the API shows it: one visitor of one registration, with what the reader may do with it. */
export const visitViewSchema = z.object({
  id: z.number().int(),
  registrationId: z.number().int(),
  reference: z.string(),
  source: z.enum(VISIT_SOURCES),
  status: z.enum(VISIT_STATUSES),
  visitor: z.object({
    name: z.string(),
    company: z.string(),
    email: z.string(),
    mobile: z.string(),
    qrLang: z.enum(QR_LANGUAGES),
  }),
  date: z.string(),
  time: z.string(),
  durationMinutes: z.number().int(),
  purpose: z.string(),
  visitedPerson: z.string(),
  building: z.enum(VISIT_BUILDINGS),
  floor: z.number().int(),
  personInCharge: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  decisionReason: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
  /** What the pass says now, on the server's clock (the desk's view and its check-in). */
  passState: z.enum(PASS_STATES).optional(),
  can: z.object({ approve: z.boolean(), cancel: z.boolean(), edit: z.boolean() }),
  /** The pass's code (its page /visitor-qr/{code}): only to the visitor through their access link, once approved. */
  passCode: z.string().optional(),
});
export type VisitView = z.infer<typeof visitViewSchema>;

export const visitListSchema = z.object({
  items: z.array(visitViewSchema),
  /** How many visits the list has, counted up to VISIT_COUNT_CAP; `capped` when there are more. */
  total: z.number().int(),
  capped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type VisitList = z.infer<typeof visitListSchema>;

/** A registration with its visitors: what the edit page loads. */
export const visitRegistrationSchema = z.object({
  id: z.number().int(),
  source: z.enum(VISIT_SOURCES),
  company: z.object({ id: z.number().int(), name: z.string() }),
  personInCharge: z.object({ name: z.string(), building: z.enum(VISIT_BUILDINGS), floor: z.number().int() }),
  visits: z.array(visitViewSchema),
});
export type VisitRegistration = z.infer<typeof visitRegistrationSchema>;

/** The answer of a registration: its id, and each visit's reference. */
export const visitCreatedSchema = z.object({
  registrationId: z.number().int(),
  references: z.array(z.string()),
  status: z.enum(VISIT_STATUSES),
});
export type VisitCreated = z.infer<typeof visitCreatedSchema>;

/** What a changed set of visits reports: how many changed (others were not in a state to change). */
export const visitsChangedSchema = z.object({ changed: z.number().int() });
export type VisitsChanged = z.infer<typeof visitsChangedSchema>;

/** /visitor-qr/{code}: the visitor's pass (the code is the visitor's own link: their name and host show). */
export const visitorPassSchema = z.object({
  reference: z.string(),
  state: z.enum(PASS_STATES),
  visitorName: z.string(),
  host: z.string(),
  company: z.string(),
  date: z.string(),
  time: z.string(),
  durationMinutes: z.number().int(),
  building: z.enum(VISIT_BUILDINGS),
  floor: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  qrLang: z.enum(QR_LANGUAGES),
});
export type VisitorPass = z.infer<typeof visitorPassSchema>;

/** /visits/scan/{code}: whether a scanned pass opens now, and nothing personal. */
export const passScanSchema = z.object({ state: z.enum(PASS_STATES) });
export type PassScan = z.infer<typeof passScanSchema>;

/** A company a visitor can choose on the external form: id, name, towers and floors (no people). */
export const visitCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tower: z.enum(VISIT_BUILDINGS),
  floors: z.array(z.number().int()),
});
export type VisitCompany = z.infer<typeof visitCompanySchema>;

/** The columns of the group sheet, in order: each is a field of `visitorSchema` (the sample's headers are their texts). */
export const VISIT_SHEET_COLUMNS = [
  'name',
  'company',
  'email',
  'mobile',
  'date',
  'time',
  'durationMinutes',
  'purpose',
  'visitedPerson',
  'building',
  'qrLang',
] as const;
export type VisitSheetColumn = (typeof VISIT_SHEET_COLUMNS)[number];

export const groupTemplateQuerySchema = z.object({ lang: z.enum(QR_LANGUAGES).default('ko') });

/** POST /visits/group/sheet: an uploaded sheet (the upload module's id) to read, nothing saved. */
export const visitSheetRequestSchema = z.object({ uploadId: uploadIdSchema });

/** A sheet read: its rows as form rows (text as typed), and every problem by row (the sheet's row number) and column. */
export const visitSheetSchema = z.object({
  rows: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      company: z.string(),
      email: z.string(),
      mobile: z.string(),
      date: z.string(),
      time: z.string(),
      durationMinutes: z.number().int().nullable(),
      purpose: z.string(),
      visitedPerson: z.string(),
      building: z.string(),
      qrLang: z.string(),
    }),
  ),
  problems: z.array(z.object({ row: z.number().int(), column: z.enum(VISIT_SHEET_COLUMNS), message: z.string() })),
});
export type VisitSheet = z.infer<typeof visitSheetSchema>;

/** A visitor's search by their name, a contact on file (e-mail or mobile) and the visit date (visitor-access.ts's rules). */
export const visitSearchByDetailsSchema = z.object({
  name: text(VISIT_SEARCH_MESSAGES.name, VISIT_SEARCH_NAME_MAX),
  contact: text(VISIT_SEARCH_MESSAGES.contact, VISIT_SEARCH_CONTACT_MAX),
  date: dateSchema,
});
/** A visitor's search by the visit's reference (VS-YYYYMMDD-K7QX9MPA, or VS-YYYYMMDD-NNNN made before). */
export const visitSearchByReferenceSchema = z.object({
  reference: z.string().trim().regex(VISIT_REFERENCE_PATTERN, VISIT_SEARCH_MESSAGES.reference),
});
/** POST /visits/search: the visitor's name, a contact on file and the visit date, or the visit's reference. */
export const visitSearchSchema = z.union([visitSearchByDetailsSchema, visitSearchByReferenceSchema]);
export type VisitSearch = z.infer<typeof visitSearchSchema>;

export { VISITOR_TOKEN_HEADER } from './visitor-access';

/** GET /admin/visits: every visit, by day, company, status and visitor name (the desk opens on today's). */
/**
 * The columns the back office's visits sort by (decision 0061): the visit's day and hour, the
 * visitor's name, the status. Without one, a day's arrivals by time, or the latest first.
 */
export const VISIT_SORTS = ['date', 'visitor', 'status'] as const;
export type VisitSort = (typeof VISIT_SORTS)[number];

export const adminVisitQuerySchema = z.object({
  page: pageNumberSchema,
  sort: sortQuerySchema(VISIT_SORTS),
  date: dateSchema.optional(),
  companyId: idParamSchema.optional(),
  status: z.enum(VISIT_STATUSES).optional(),
  q: z.string().trim().max(VISIT_TEXT_MAX).optional(),
});
export type AdminVisitQuery = z.input<typeof adminVisitQuerySchema>;

/** GET /admin/visits/export: the same filters, every page at once (as an .xlsx). */
export const adminVisitExportQuerySchema = adminVisitQuerySchema.omit({ page: true });

/** A company's visit settings: member registrations approved at once, or by a tenant manager. */
export const visitSettingsSchema = z.object({ approval: z.enum(VISIT_APPROVAL_MODES, { error: 'validation:required' }) });
export type VisitSettings = z.infer<typeof visitSettingsSchema>;
