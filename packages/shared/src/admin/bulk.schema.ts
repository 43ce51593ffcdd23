/**
 * The back office's bulk actions (decision 0066): one request names up to BULK_MAX records, each is
 * put through the single action's own rule, and the answer says per record what happened.
 */
import { rejectionSchema } from '../reservations/reservation.schema';
import { idSchema, z } from '../validation';
import { extensionRejectSchema } from '../voc/extension.schema';

/** The most records one bulk request names: a page of the longest list. */
export const BULK_MAX = 100;

/** Why a record was left as it was: the translated texts are `admin:bulk.skip.<reason>`. */
export const BULK_SKIP_REASONS = [
  /** Unknown, or not the caller's to change: the same answer, so nothing leaks. */
  'not_found',
  /** Decided (approved, rejected, cancelled) before this request. */
  'already_decided',
  /** Not waiting for this action (an account not pending, a booking that needs no approval). */
  'not_pending',
  /** A visit whose pass does not open now (another day, not approved, already in). */
  'not_today',
  /** Refused by the single action's other rules (its message says which). */
  'refused',
] as const;
export type BulkSkipReason = (typeof BULK_SKIP_REASONS)[number];

/** `{ ids }`: 1 to BULK_MAX record ids, each once. */
export const bulkIdsSchema = z.object({
  ids: z
    .array(idSchema, { error: 'validation:bulkIds' })
    .min(1, 'validation:bulkIds')
    .max(BULK_MAX, 'validation:bulkIds')
    .refine((ids) => new Set(ids).size === ids.length, 'validation:bulkIds'),
});
export type BulkIds = z.infer<typeof bulkIdsSchema>;

/** Reservations rejected or cancelled at once, with the one reason their bookers read. */
export const bulkReservationReasonSchema = bulkIdsSchema.extend(rejectionSchema.shape);
/** Extension requests rejected at once, with the one reason their requesters read. */
export const bulkExtensionRejectSchema = bulkIdsSchema.extend(extensionRejectSchema.shape);

/** Per record: done, or skipped with the reason's code and its text in the request's language. */
export const bulkResultSchema = z.object({
  done: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.enum(BULK_SKIP_REASONS), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
