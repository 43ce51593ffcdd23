/**
 * The building office's side of complaints (issue 14): the queue with its filters, assignment to a
 * staff member, answers, the SLA targets per type, and the queue as an Excel workbook.
 */
import { COMPLAINT_TYPES } from '@tea/shared/voc/complaint.rules';
import { defaultSlaTarget, type SlaState } from '@tea/shared/voc/complaint-sla';
import type { ListOrder } from '@tea/shared/admin/list-order';
import type { AdminComplaintQuery, COMPLAINT_SORTS, ComplaintList, SlaTargets } from '@tea/shared/voc/complaint.schema';
import { and, asc, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { orderOf } from '../../db/list-order.js';
import { users } from '../../db/schema/accounts.js';
import { complaintAnswers, complaints, complaintSlaTargets } from '../../db/schema/complaints.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { auditActor } from '../audit/audit.service.js';
import { notifyAnswered } from './complaint-notices.js';
import { complaintPage } from './complaint-pages.js';
import { complaintQuery, complaintSummary, inSlaState } from './complaint-view.js';
import { changeComplaint, moveTo } from './complaints.service.js';

/** The most complaints one export holds. */
export const COMPLAINT_EXPORT_MAX = 5000;

export interface QueueFilter {
  type?: (typeof COMPLAINT_TYPES)[number];
  floor?: number;
  companyId?: number;
  status?: AdminComplaintQuery['status'];
  sla?: SlaState;
  /** `me`, `none` or a building manager's id (decision 0057). */
  assignee?: string;
  /** An allow-listed column first (decision 0061); newest first without one. */
  sort?: ListOrder<(typeof COMPLAINT_SORTS)[number]> | null;
}

/** The assignee filter as a condition: `me` is the reader. */
function assignedTo(ctx: ActorContext, assignee: string | undefined) {
  if (assignee === undefined) return undefined;
  if (assignee === 'none') return isNull(complaints.assigneeId);
  return eq(complaints.assigneeId, assignee === 'me' ? ctx.actor.id : Number(assignee));
}

export function queueWhere(ctx: ActorContext, f: QueueFilter) {
  return and(
    f.type ? eq(complaints.type, f.type) : undefined,
    f.floor !== undefined ? eq(complaints.floor, f.floor) : undefined,
    f.companyId ? eq(complaints.companyId, f.companyId) : undefined,
    f.status === 'open' ? ne(complaints.status, 'resolved') : f.status ? eq(complaints.status, f.status) : undefined,
    f.sla ? inSlaState(f.sla, ctx.now) : undefined,
    assignedTo(ctx, f.assignee),
  );
}

/** The columns the queue sorts by. */
const SORTED = { createdAt: complaints.createdAt, status: complaints.status, type: complaints.type, floor: complaints.floor };

/** The queue rows under the filters, in the order asked, the newest first among equals. */
export function queueRows(ctx: ActorContext, f: QueueFilter, limit: number, offset = 0) {
  return complaintQuery(ctx.db)
    .where(queueWhere(ctx, f))
    .orderBy(...orderOf(f.sort, SORTED), desc(complaints.createdAt), desc(complaints.id))
    .limit(limit)
    .offset(offset);
}

/** GET /admin/voc/complaints. */
export function queue(ctx: ActorContext, query: QueuePage): Promise<Readonly<ComplaintList>> {
  const { type, floor, companyId, status, sla, page, size } = query;
  // `me` is the reader's id in the cache key: two managers' "assigned to me" are two pages.
  const assignee = query.assignee === 'me' ? ctx.actor.id : query.assignee;
  const sort = query.sort ? `${query.sort.desc ? '-' : ''}${query.sort.key}` : undefined;
  return complaintPage(ctx, { office: 1, type, floor, companyId, status, sla, assignee, page, size, sort }, () =>
    queuePage(ctx, query),
  );
}

type QueuePage = QueueFilter & { page: number; size: number };

async function queuePage(ctx: ActorContext, query: QueuePage): Promise<ComplaintList> {
  const [rows, [total]] = await Promise.all([
    queueRows(ctx, query, query.size, (query.page - 1) * query.size),
    ctx.db.select({ n: count() }).from(complaints).where(queueWhere(ctx, query)),
  ]);
  return {
    items: rows.map((r) => complaintSummary(ctx.lang, ctx.now, r)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.size,
  };
}

/** GET /admin/voc/staff: the building managers a complaint can be assigned to. */
export async function staff(ctx: ActorContext) {
  const items = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'building_manager'), eq(users.status, 'approved'), isNull(users.deletedAt)))
    .orderBy(asc(users.name), asc(users.id));
  return { items };
}

/** POST /admin/voc/complaints/{id}/answers: the answer, the status, and the author told in their language. */
export async function answer(ctx: ActorContext, id: number, body: string): Promise<void> {
  await changeComplaint(ctx, id, async (tx, row) => {
    if (row.c.status === 'resolved') throw new AppError('COMPLAINT_RESOLVED');
    await tx.insert(complaintAnswers).values({ complaintId: id, authorId: ctx.actor.id, body, createdAt: ctx.now });
    await moveTo(ctx, tx, id, 'answered', {
      firstAnsweredAt: row.c.firstAnsweredAt ?? ctx.now,
      assigneeId: row.c.assigneeId ?? ctx.actor.id,
    });
    await notifyAnswered(ctx, tx, row);
    return { detail: { status: 'answered' }, result: undefined };
  });
}

/** GET /admin/voc/sla-targets: every type's targets (the defaults where none was saved). */
export async function slaTargets(ctx: ActorContext): Promise<SlaTargets> {
  const rows = await ctx.db.select().from(complaintSlaTargets);
  return {
    targets: COMPLAINT_TYPES.map((type) => {
      const row = rows.find((r) => r.type === type) ?? defaultSlaTarget(type);
      return { type, firstResponseHours: row.firstResponseHours, resolutionDays: row.resolutionDays };
    }),
  };
}

/** PUT /admin/voc/sla-targets: new complaints are held to them (filed ones keep their instants). */
export async function saveSlaTargets(ctx: ActorContext, input: SlaTargets): Promise<SlaTargets> {
  await ctx.db.transaction(async (tx) => {
    for (const t of input.targets) {
      const values = {
        firstResponseHours: t.firstResponseHours,
        resolutionDays: t.resolutionDays,
        updatedAt: ctx.now,
        updatedBy: ctx.actor.id,
      };
      await tx
        .insert(complaintSlaTargets)
        .values({ type: t.type, ...values })
        .onConflictDoUpdate({ target: complaintSlaTargets.type, set: values });
    }
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'complaint_sla_targets',
      detail: { targets: input.targets },
    });
  });
  return slaTargets(ctx);
}
