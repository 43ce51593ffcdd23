/**
 * A bulk action of the back office (decision 0066): the single action run for each id in turn, each
 * in its own transaction with its own rule, notices and audit entry, so one record refused never
 * undoes or blocks the others. A refusal (an AppError) becomes the id's skip reason; a fault stops
 * the batch as it would stop the single action.
 */
import type { BulkResult, BulkSkipReason } from '@tea/shared/admin/bulk.schema';
import type { ErrorCode } from '@tea/shared/errors';
import { translator } from '../../i18n.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';

/** The single action's refusals this bulk action reports by name; NOT_FOUND is always `not_found`, any other `refused`. */
export type SkipReasons = Partial<Record<ErrorCode, BulkSkipReason>>;

export async function eachId(
  ctx: ActorContext,
  ids: readonly number[],
  skips: SkipReasons,
  run: (id: number) => Promise<unknown>,
): Promise<BulkResult> {
  const t = translator(ctx.lang);
  const result: BulkResult = { done: [], skipped: [] };
  for (const id of ids) {
    try {
      await run(id);
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const reason = error.code === 'NOT_FOUND' ? 'not_found' : (skips[error.code] ?? 'refused');
      const message = reason === 'refused' ? t(`errors:${error.code}`, error.params) : t(`admin:bulk.skip.${reason}`);
      result.skipped.push({ id, reason, message });
    }
  }
  return result;
}
