import type { ComplaintList } from '@tea/shared/voc/complaint.schema';
import { shortCache } from '../../db/short-cache.js';
import { sharedAnswer } from '../../plugins/shared-answers.js';
import type { ActorContext } from '../../request-context.js';

/**
 * A page of a complaint list, kept a second per replica (decision 0012), as the visitor lists are:
 * the office's queue over 100,000 complaints answered 14 times a second when each request sorted and
 * counted them (bench:complaints). Every change through the complaint routes on this replica clears
 * it (complaints.routes.ts); one made on another replica shows here within the second.
 */
const pages = shortCache({ ttlMs: 1000, maxKeys: 500 });

export function forgetComplaintPages(): void {
  pages.clear();
}

/**
 * The page `load` reads, shared by everyone asking for the same `selection` in the same language
 * within the second. `selection` is the list's filter and page as data: it must hold the reader's
 * scope (the author of an own list), so that two readers share a page only when they may see it.
 */
export function complaintPage(
  ctx: ActorContext,
  selection: Record<string, string | number | undefined>,
  load: () => Promise<ComplaintList>,
): Promise<Readonly<ComplaintList>> {
  return pages.get(`${JSON.stringify(selection)}|${ctx.lang}`, async () => sharedAnswer(await load()));
}
