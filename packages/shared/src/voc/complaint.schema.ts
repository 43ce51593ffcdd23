/**
 * The complaint requests and answers (issue 14), written once: the API validates and serialises with
 * them, the forms use them through react-hook-form, OpenAPI documents them.
 */
import { isBuildingFloor } from '../building/floors';
import { uploadIdSchema } from '../uploads/upload.schema';
import { idParamSchema, idSchema, pageNumberSchema, z } from '../validation';
import {
  COMPLAINT_ANSWER_MAX,
  COMPLAINT_DETAIL_MAX,
  COMPLAINT_STATUSES,
  COMPLAINT_TITLE_MAX,
  COMPLAINT_TYPES,
  RATING_MAX,
  RATING_MIN,
} from './complaint.rules';
import { SLA_DAYS_MAX, SLA_HOURS_MAX, SLA_STATES } from './complaint-sla';

const title = z
  .string({ error: 'voc:validation.titleRequired' })
  .trim()
  .min(1, 'voc:validation.titleRequired')
  .max(COMPLAINT_TITLE_MAX, 'voc:validation.titleMax');
const detail = z
  .string({ error: 'voc:validation.detailRequired' })
  .trim()
  .min(1, 'voc:validation.detailRequired')
  .max(COMPLAINT_DETAIL_MAX, 'voc:validation.detailMax');

/** POST /api/v1/voc/complaints: the complaint form. */
export const complaintRequestSchema = z.object({
  floor: z
    .number({ error: 'validation:floorRequired' })
    .int('validation:floorRequired')
    .refine(isBuildingFloor, 'validation:floorRequired'),
  type: z.enum(COMPLAINT_TYPES, { error: 'voc:validation.typeRequired' }),
  title,
  detail,
  imageUploadId: uploadIdSchema.optional(),
});
export type ComplaintRequestInput = z.input<typeof complaintRequestSchema>;
export type ComplaintRequest = z.output<typeof complaintRequestSchema>;

/** POST /api/v1/voc/complaints/{id}/follow-ups: an additional inquiry, a child of the complaint. */
export const followUpRequestSchema = z.object({ title, detail, imageUploadId: uploadIdSchema.optional() });
export type FollowUpRequest = z.output<typeof followUpRequestSchema>;

/** POST /api/v1/voc/complaints/{id}/rating. */
export const ratingRequestSchema = z.object({ rating: z.number().int().min(RATING_MIN).max(RATING_MAX) });

export const complaintParamsSchema = z.object({ id: idParamSchema });

/** GET /api/v1/voc/complaints: the person's own complaints, newest first. */
export const complaintListQuerySchema = z.object({
  page: pageNumberSchema,
  status: z.enum(COMPLAINT_STATUSES).optional(),
});
export type ComplaintListQuery = z.input<typeof complaintListQuerySchema>;

/** GET /api/v1/admin/voc/complaints: the building office's queue. */
export const adminComplaintQuerySchema = z.object({
  page: pageNumberSchema,
  type: z.enum(COMPLAINT_TYPES).optional(),
  // A basement floor is negative (B1 is -1); otherwise as strict as `queryIntSchema`: no "01" or "-0".
  floor: z
    .string()
    .regex(/^(0|-?[1-9][0-9]?)$/)
    .transform(Number)
    .pipe(z.number().int().refine(isBuildingFloor))
    .optional(),
  companyId: idParamSchema.optional(),
  status: z.enum(COMPLAINT_STATUSES).optional(),
  sla: z.enum(SLA_STATES).optional(),
});
export type AdminComplaintQuery = z.input<typeof adminComplaintQuerySchema>;
export const adminComplaintExportQuerySchema = adminComplaintQuerySchema.omit({ page: true });

export const complaintAssignSchema = z.object({ assigneeId: idSchema });
export const complaintAnswerSchema = z.object({
  body: z
    .string({ error: 'voc:validation.answerRequired' })
    .trim()
    .min(1, 'voc:validation.answerRequired')
    .max(COMPLAINT_ANSWER_MAX, 'voc:validation.answerMax'),
});
export type ComplaintAnswerRequest = z.output<typeof complaintAnswerSchema>;

export const slaTargetSchema = z.object({
  type: z.enum(COMPLAINT_TYPES),
  firstResponseHours: z.number().int().min(1).max(SLA_HOURS_MAX),
  resolutionDays: z.number().int().min(1).max(SLA_DAYS_MAX),
});
export const slaTargetsSchema = z.object({ targets: z.array(slaTargetSchema).min(1).max(COMPLAINT_TYPES.length) });
export type SlaTargets = z.infer<typeof slaTargetsSchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** A complaint as lists show it. */
export const complaintSummarySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  type: z.enum(COMPLAINT_TYPES),
  floor: z.number().int(),
  title: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  rating: z.number().int().nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  author: person,
  assignee: person.nullable(),
  createdAt: z.string(),
  /** When the office is held to answer (first answer, then resolution); null once resolved. */
  dueAt: z.string().nullable(),
  sla: z.enum(SLA_STATES),
});
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;

export const complaintListSchema = z.object({
  items: z.array(complaintSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ComplaintList = z.infer<typeof complaintListSchema>;

export const complaintAnswerViewSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: person,
  createdAt: z.string(),
});
export const complaintHistoryEntrySchema = z.object({
  status: z.enum(COMPLAINT_STATUSES),
  at: z.string(),
  by: person.nullable(),
});

/** GET /api/v1/voc/complaints/{id}: the thread. */
export const complaintThreadSchema = complaintSummarySchema.extend({
  detail: z.string(),
  imageUploadId: z.string().nullable(),
  responseDueAt: z.string(),
  resolutionDueAt: z.string(),
  answers: z.array(complaintAnswerViewSchema),
  history: z.array(complaintHistoryEntrySchema),
  followUps: z.array(complaintSummarySchema.extend({ detail: z.string(), imageUploadId: z.string().nullable() })),
  parent: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  can: z.object({ rate: z.boolean(), resolve: z.boolean(), followUp: z.boolean() }),
});
export type ComplaintThread = z.infer<typeof complaintThreadSchema>;

export const complaintCreatedSchema = z.object({ id: z.number().int(), responseDueAt: z.string() });
export type ComplaintCreated = z.infer<typeof complaintCreatedSchema>;

/** A rating's answer: the complaint's status after it (2 or less reopens it). */
export const complaintRatedSchema = z.object({ status: z.enum(COMPLAINT_STATUSES) });
export type ComplaintRated = z.infer<typeof complaintRatedSchema>;

export const slaTargetListSchema = z.object({ targets: z.array(slaTargetSchema) });
export type SlaTargetList = z.infer<typeof slaTargetListSchema>;

export const staffListSchema = z.object({ items: z.array(person) });
export type StaffList = z.infer<typeof staffListSchema>;
