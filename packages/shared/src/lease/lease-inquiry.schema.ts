/**
 * The lease inquiry's requests and answers (issue 17), built on the plain rules of
 * lease-inquiry.rules.ts: the API validates with these, the public page with the rules themselves.
 */
import { sortQuerySchema } from '../admin/list-order';
import { idParamSchema, pageNumberSchema, z } from '../validation';
import {
  LEASE_DETAIL_MAX,
  LEASE_HONEYPOT_FIELD,
  LEASE_MESSAGES,
  LEASE_OCCUPANCY_TYPES,
  LEASE_SECTORS,
  LEASE_STATUSES,
  joinSectors,
  leaseFieldProblem,
  type LeaseField,
} from './lease-inquiry.rules';

/** The rule's check of a field that does not need today (the move-in date's "not past" is the service's). */
const kept = (field: Exclude<LeaseField, 'moveInDate' | 'sectors' | 'consent' | 'occupancy'>) =>
  z
    .string({ error: LEASE_MESSAGES[field] })
    .superRefine((value, issue) => {
      const problem = leaseFieldProblem(field, value, '0000-01-01');
      if (problem) issue.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim());

/** POST /api/v1/lease-inquiries: the form's fields, the consent, the form-start token and the honeypot. */
export const leaseInquiryRequestSchema = z.object({
  writer: kept('writer'),
  email: kept('email'),
  contact: kept('contact'),
  occupancy: z.enum(LEASE_OCCUPANCY_TYPES, { error: LEASE_MESSAGES.occupancy }),
  moveInDate: z
    .string({ error: LEASE_MESSAGES.moveInDate })
    .refine((v) => leaseFieldProblem('moveInDate', v, '0000-01-01') === undefined, LEASE_MESSAGES.moveInDate),
  area: kept('area'),
  sectors: z
    .array(z.enum(LEASE_SECTORS, { error: LEASE_MESSAGES.sectors }), { error: LEASE_MESSAGES.sectors })
    .min(1, LEASE_MESSAGES.sectors)
    .max(LEASE_SECTORS.length, LEASE_MESSAGES.sectors)
    .refine((v) => leaseFieldProblem('sectors', joinSectors(v), '') === undefined, LEASE_MESSAGES.sectors),
  title: kept('title'),
  detail: kept('detail'),
  consent: z.literal(true, { error: LEASE_MESSAGES.consent }),
  /** The signed form-start token; an absent, altered or stale one is the service's FORM_EXPIRED. */
  formToken: z.string().max(200).default(''),
  /** The honeypot: people leave it empty (it is hidden); anything in it refuses the inquiry. */
  [LEASE_HONEYPOT_FIELD]: z.string().max(LEASE_DETAIL_MAX).default(''),
});
export type LeaseInquiryRequest = z.output<typeof leaseInquiryRequestSchema>;
export type LeaseInquiryRequestInput = z.input<typeof leaseInquiryRequestSchema>;

export const leaseFormTokenAnswerSchema = z.object({ token: z.string() });
export type LeaseFormTokenAnswer = z.infer<typeof leaseFormTokenAnswerSchema>;

/** A withdrawal link's page: the inquiry it withdraws (its title and when it was sent), to confirm. */
export const leaseWithdrawalViewSchema = z.object({ title: z.string(), createdAt: z.string() });
export type LeaseWithdrawalView = z.infer<typeof leaseWithdrawalViewSchema>;
export const leaseWithdrawnSchema = z.object({ withdrawn: z.literal(true) });
export type LeaseWithdrawn = z.infer<typeof leaseWithdrawnSchema>;

/** The columns the pipeline sorts by (decision 0061): the status, the move-in day, the day received. */
export const LEASE_SORTS = ['status', 'moveIn', 'received'] as const;

/** GET /api/v1/admin/lease-inquiries: the pipeline, by status, newest first without an order. */
export const adminLeaseQuerySchema = z.object({
  page: pageNumberSchema,
  status: z.enum(LEASE_STATUSES).optional(),
  occupancy: z.enum(LEASE_OCCUPANCY_TYPES).optional(),
  sort: sortQuerySchema(LEASE_SORTS),
});
export type AdminLeaseQuery = z.input<typeof adminLeaseQuerySchema>;
/** The pipeline's filters and order as the server reads them. */
export type AdminLeaseFilter = Omit<z.output<typeof adminLeaseQuerySchema>, 'page'>;
export const adminLeaseExportQuerySchema = adminLeaseQuerySchema.omit({ page: true });

export const leaseParamsSchema = z.object({ id: idParamSchema });

export const LEASE_NOTE_MAX = 500;
/** A move in the pipeline, with an optional note (who called, when the viewing is). */
export const leaseStatusChangeSchema = z.object({
  status: z.enum(LEASE_STATUSES, { error: 'lease:errors.status' }),
  note: z.string().trim().max(LEASE_NOTE_MAX, 'lease:errors.noteTooLong').default(''),
});
export type LeaseStatusChange = z.input<typeof leaseStatusChangeSchema>;
/** A move's answer: the inquiry's status after it. */
export const leaseStatusAnswerSchema = z.object({ status: z.enum(LEASE_STATUSES) });
export type LeaseStatusAnswer = z.infer<typeof leaseStatusAnswerSchema>;

export const leaseInquirySummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(LEASE_STATUSES),
  writer: z.string(),
  email: z.string(),
  contact: z.string(),
  occupancy: z.enum(LEASE_OCCUPANCY_TYPES),
  moveInDate: z.string(),
  area: z.string(),
  sectors: z.array(z.enum(LEASE_SECTORS)),
  title: z.string(),
  createdAt: z.string(),
});
export type LeaseInquirySummary = z.infer<typeof leaseInquirySummarySchema>;

export const leaseInquiryListSchema = z.object({
  items: z.array(leaseInquirySummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Inquiries whose senders withdrew their consent: only this count is left of them. */
  withdrawn: z.number().int(),
});
export type LeaseInquiryList = z.infer<typeof leaseInquiryListSchema>;

export const leaseInquiryDetailSchema = leaseInquirySummarySchema.extend({
  detail: z.string(),
  language: z.string(),
  ipAddress: z.string(),
  termsVersion: z.string(),
  consentedAt: z.string(),
  history: z.array(
    z.object({
      status: z.enum(LEASE_STATUSES),
      note: z.string(),
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type LeaseInquiryDetail = z.infer<typeof leaseInquiryDetailSchema>;
