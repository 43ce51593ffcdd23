/**
 * The complaint requests and answers (issue 14), written once: the API validates and serialises with
 * them, the forms use them through react-hook-form, OpenAPI documents them.
 */
import { isBuildingFloor } from '../building/floors';
import { uploadIdSchema } from '../uploads/upload.schema';
import { ADMIN_PAGE_SIZE_MAX } from '../admin/admin-list.schema';
import { sortQuerySchema } from '../admin/list-order';
import { idParamSchema, idSchema, pageNumberSchema, queryIntSchema, z } from '../validation';
import {
  BULK_ASSIGN_MAX,
  CANNED_REPLY_TITLE_MAX,
  COMPLAINT_ANSWER_MAX,
  COMPLAINT_NOTE_MAX,
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
/** The complaint queue's page without `size`. */
export const COMPLAINT_QUEUE_PAGE_SIZE = 10;
/** The columns the queue sorts by (decision 0061; each indexed with the filing time): newest first without one. */
export const COMPLAINT_SORTS = ['createdAt', 'status', 'type', 'floor'] as const;

export const adminComplaintQuerySchema = z.object({
  page: pageNumberSchema,
  size: queryIntSchema(1, ADMIN_PAGE_SIZE_MAX).default(COMPLAINT_QUEUE_PAGE_SIZE),
  sort: sortQuerySchema(COMPLAINT_SORTS),
  type: z.enum(COMPLAINT_TYPES).optional(),
  // A basement floor is negative (B1 is -1); otherwise as strict as `queryIntSchema`: no "01" or "-0".
  floor: z
    .string()
    .regex(/^(0|-?[1-9][0-9]?)$/)
    .transform(Number)
    .pipe(z.number().int().refine(isBuildingFloor))
    .optional(),
  companyId: idParamSchema.optional(),
  /** A status, or `open`: every one but resolved (the dashboard's tile, decision 0057). */
  status: z.enum([...COMPLAINT_STATUSES, 'open']).optional(),
  sla: z.enum(SLA_STATES).optional(),
  /** `me`, `none` (unassigned) or a building manager's id (decision 0057). */
  assignee: z
    .string()
    .regex(/^(me|none|[1-9][0-9]{0,8})$/)
    .optional(),
});
export type AdminComplaintQuery = z.input<typeof adminComplaintQuerySchema>;
/** The workbook holds the queue under its filters, in its order, every page. */
export const adminComplaintExportQuerySchema = adminComplaintQuerySchema.omit({ page: true, size: true });

export const complaintAssignSchema = z.object({ assigneeId: idSchema });
/** POST /api/v1/admin/voc/complaints/assign: several complaints to one building manager at once. */
export const complaintBulkAssignSchema = z.object({
  ids: z.array(idSchema).min(1).max(BULK_ASSIGN_MAX),
  assigneeId: idSchema,
});
export type ComplaintBulkAssign = z.infer<typeof complaintBulkAssignSchema>;

/** POST /api/v1/admin/voc/complaints/{id}/notes: the desk's internal note, never shown to the tenant. */
export const complaintNoteSchema = z.object({
  body: z
    .string({ error: 'voc:validation.noteRequired' })
    .trim()
    .min(1, 'voc:validation.noteRequired')
    .max(COMPLAINT_NOTE_MAX, 'voc:validation.noteMax'),
});
export type ComplaintNoteRequest = z.output<typeof complaintNoteSchema>;

const replyTitle = (lang: 'Ko' | 'En') =>
  z
    .string({ error: `voc:validation.replyTitle${lang}Required` })
    .trim()
    .min(1, `voc:validation.replyTitle${lang}Required`)
    .max(CANNED_REPLY_TITLE_MAX, 'voc:validation.replyTitleMax');
const replyBody = (lang: 'Ko' | 'En') =>
  z
    .string({ error: `voc:validation.replyBody${lang}Required` })
    .trim()
    .min(1, `voc:validation.replyBody${lang}Required`)
    .max(COMPLAINT_ANSWER_MAX, 'voc:validation.answerMax');

/** POST/PUT /api/v1/admin/voc/replies: a canned reply in both languages. */
export const cannedReplySchema = z.object({
  titleKo: replyTitle('Ko'),
  titleEn: replyTitle('En'),
  bodyKo: replyBody('Ko'),
  bodyEn: replyBody('En'),
});
export type CannedReplyInput = z.input<typeof cannedReplySchema>;
export type CannedReplyRequest = z.output<typeof cannedReplySchema>;
export const cannedReplyParamsSchema = z.object({ id: idParamSchema });
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

export const complaintNoteViewSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: person,
  createdAt: z.string(),
});
export const complaintNoteListSchema = z.object({ items: z.array(complaintNoteViewSchema) });
export type ComplaintNoteList = z.infer<typeof complaintNoteListSchema>;

export const cannedReplyViewSchema = cannedReplySchema.extend({ id: z.number().int() });
export type CannedReply = z.infer<typeof cannedReplyViewSchema>;
export const cannedReplyListSchema = z.object({ items: z.array(cannedReplyViewSchema) });
export type CannedReplyList = z.infer<typeof cannedReplyListSchema>;

/** An assignment's answer, the summary the desk shows: how many changed hands, how many were theirs already. */
export const complaintBulkAssignedSchema = z.object({ count: z.number().int(), already: z.number().int(), assignee: person });
export type ComplaintBulkAssigned = z.infer<typeof complaintBulkAssignedSchema>;
export type StaffList = z.infer<typeof staffListSchema>;
