/**
 * What a complaint tells people (issue 14): its author hears of an answer in their language; the
 * building managers hear of a reopening rating and of a missed SLA target. Each goes through the
 * outbox in the transaction of the change.
 */
import type { ComplaintNoticeParams } from '@tea/shared/notifications/kinds';
import { and, eq, isNull } from 'drizzle-orm';
import type { Lang } from '@tea/i18n';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import type { RequestContext } from '../../request-context.js';
import type { ComplaintRow } from './complaint-view.js';

/** Whatever can put a notice in the outbox: a request's context or a job's services. */
type Notifier = Pick<RequestContext, 'notify'>;

const THREAD = (id: number) => `/customer-complaints/${id}`;
const QUEUE = '/admin/voc';

export function complaintParams(row: ComplaintRow): ComplaintNoticeParams {
  return {
    id: row.c.id,
    title: row.c.title,
    type: row.c.type,
    floor: row.c.floor,
    company: { ko: row.company.nameKo, en: row.company.nameEn },
  };
}

/** To the author, in their language: the office answered. */
export async function notifyAnswered(ctx: Notifier, tx: Db, row: ComplaintRow): Promise<void> {
  const [author] = await tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, row.c.authorId));
  if (!author) return;
  await ctx.notify(
    {
      kind: 'complaint_answered',
      params: complaintParams(row),
      link: THREAD(row.c.id),
      userId: author.id,
      email: author.email,
      language: author.language,
    },
    tx,
  );
}

/** The building managers who hear of the office's work (approved, not deleted). */
export async function buildingManagers(tx: Db) {
  return tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'building_manager'), eq(users.status, 'approved'), isNull(users.deletedAt)));
}

/** To every building manager: a rating reopened the complaint. */
export async function notifyReopened(ctx: Notifier, tx: Db, row: ComplaintRow, rating: number): Promise<void> {
  for (const m of await buildingManagers(tx)) {
    await ctx.notify(
      {
        kind: 'complaint_reopened',
        params: { ...complaintParams(row), rating },
        link: `${QUEUE}?status=reopened`,
        userId: m.id,
        email: m.email,
        language: m.language,
      },
      tx,
    );
  }
}

/** To every building manager: the complaint missed a target. */
export async function notifyBreached(
  ctx: Notifier,
  tx: Db,
  row: ComplaintRow,
  target: 'response' | 'resolution',
  dueAt: Date,
): Promise<void> {
  for (const m of await buildingManagers(tx)) {
    await ctx.notify(
      {
        kind: 'complaint_sla_breached',
        params: { ...complaintParams(row), target, dueAt: dueAt.toISOString() },
        link: `${QUEUE}?sla=breached`,
        userId: m.id,
        email: m.email,
        language: m.language,
      },
      tx,
    );
  }
}

/** To the building manager given complaints (decision 0057): one notice for the lot, linking to their queue. */
export async function notifyAssigned(
  ctx: Notifier & { actor: { name: string } },
  tx: Db,
  rows: ComplaintRow[],
  assignee: { id: number; email: string; language: Lang },
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  await ctx.notify(
    {
      kind: 'complaint_assigned',
      params: { ...complaintParams(first), by: ctx.actor.name, others: rows.length - 1 },
      link: `${QUEUE}?assignee=me`,
      userId: assignee.id,
      email: assignee.email,
      language: assignee.language,
    },
    tx,
  );
}
