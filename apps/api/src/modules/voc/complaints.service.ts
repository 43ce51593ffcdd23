/**
 * Customer complaints (VOC, issue 14), the tenant's side: filing (with an optional image), the
 * person's list, the thread, resolving, a follow-up inquiry and the rating. Who may see a complaint
 * is decided per record (`visibleTo`): another person's or company's complaint answers 404.
 */
import { canRate, canResolve, ratingReopens, statusAfterRating, type ComplaintStatus } from '@tea/shared/voc/complaint.rules';
import { complaintDueDates, defaultSlaTarget, type SlaTarget } from '@tea/shared/voc/complaint-sla';
import type {
  ComplaintList,
  ComplaintListQuery,
  ComplaintRated,
  ComplaintRequest,
  ComplaintThread,
  FollowUpRequest,
} from '@tea/shared/voc/complaint.schema';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { complaintAnswers, complaints, complaintSlaTargets, complaintStatusHistory } from '../../db/schema/complaints.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { auditActor } from '../audit/audit.service.js';
import { attachUpload, uploadsAttachedTo } from '../uploads/uploads.service.js';
import { notifyReopened } from './complaint-notices.js';
import { complaintPage } from './complaint-pages.js';
import { complaintQuery, complaintSummary, visibleTo, type ComplaintRow } from './complaint-view.js';
import { holidayCalendarFrom } from './holiday-calendar.js';

export const COMPLAINT_PAGE_SIZE = 10;
const UPLOAD_KIND = 'complaint';

/** The SLA target of a type: the back office's, else the default. */
export async function slaTargetOf(db: Db, type: ComplaintRequest['type']): Promise<SlaTarget> {
  const [row] = await db.select().from(complaintSlaTargets).where(eq(complaintSlaTargets.type, type));
  return row ?? defaultSlaTarget(type);
}

/** Appends a status to the history and sets it on the complaint. */
export async function moveTo(
  ctx: ActorContext,
  tx: Db,
  id: number,
  status: ComplaintStatus,
  set: Partial<typeof complaints.$inferInsert> = {},
) {
  await tx
    .update(complaints)
    .set({ status, updatedAt: ctx.now, ...set })
    .where(eq(complaints.id, id));
  await tx.insert(complaintStatusHistory).values({ complaintId: id, status, byId: ctx.actor.id, at: ctx.now });
}

/** A complaint the person may see, or 404 (another company's or person's complaint leaks nothing). */
export async function visibleComplaint(ctx: ActorContext, db: Db, id: number, lock = false): Promise<ComplaintRow> {
  const query = complaintQuery(db).where(and(eq(complaints.id, id), visibleTo(ctx.actor)));
  const [row] = lock ? await query.for('update', { of: complaints }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

interface NewComplaint extends Pick<ComplaintRequest, 'floor' | 'type' | 'title' | 'detail' | 'imageUploadId'> {
  parentId: number | null;
  companyId: number;
}

async function insertComplaint(ctx: ActorContext, tx: Db, input: NewComplaint) {
  const calendar = await holidayCalendarFrom(tx, ctx.now);
  const due = complaintDueDates(calendar, ctx.now, await slaTargetOf(tx, input.type));
  const [row] = await tx
    .insert(complaints)
    .values({
      parentId: input.parentId,
      companyId: input.companyId,
      authorId: ctx.actor.id,
      floor: input.floor,
      type: input.type,
      title: input.title,
      detail: input.detail,
      status: 'received',
      ...due,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  const id = row!.id;
  await tx.insert(complaintStatusHistory).values({ complaintId: id, status: 'received', byId: ctx.actor.id, at: ctx.now });
  if (input.imageUploadId) {
    const claim = {
      id: input.imageUploadId,
      ownerId: ctx.actor.id,
      purpose: 'complaint-image',
      kind: UPLOAD_KIND,
      recordId: id,
    } as const;
    if (!(await attachUpload(tx, claim))) throw new AppError('UPLOAD_NOT_ATTACHABLE');
  }
  await auditActor(tx, ctx, {
    action: 'create',
    targetType: 'complaint',
    targetId: id,
    companyId: input.companyId,
    detail: { type: input.type, parentId: input.parentId, image: Boolean(input.imageUploadId) },
  });
  return { id, responseDueAt: due.responseDueAt.toISOString() };
}

/** POST /voc/complaints: a member or tenant manager files a complaint for their company. */
export async function createComplaint(ctx: ActorContext, input: ComplaintRequest) {
  const companyId = ctx.actor.companyId;
  if (companyId === null) throw new AppError('ACCESS_DENIED');
  return ctx.db.transaction((tx) => insertComplaint(ctx, tx, { ...input, parentId: null, companyId }));
}

/** POST /voc/complaints/{id}/follow-ups: an additional inquiry, a child of the complaint, of its type and floor. */
export async function addFollowUp(ctx: ActorContext, parentId: number, input: FollowUpRequest) {
  return ctx.db.transaction(async (tx) => {
    const parent = await visibleComplaint(ctx, tx, parentId, true);
    return insertComplaint(ctx, tx, {
      ...input,
      floor: parent.c.floor,
      type: parent.c.type,
      parentId,
      companyId: parent.c.companyId,
    });
  });
}

/** GET /voc/complaints: the person's own complaints, newest first. */
export async function listMine(
  ctx: ActorContext,
  query: { page: number; status?: ComplaintListQuery['status'] },
): Promise<Readonly<ComplaintList>> {
  const selection = { author: ctx.actor.id, status: query.status, page: query.page };
  return complaintPage(ctx, selection, () => ownPage(ctx, query));
}

async function ownPage(
  ctx: ActorContext,
  query: { page: number; status?: ComplaintListQuery['status'] },
): Promise<ComplaintList> {
  const where = and(eq(complaints.authorId, ctx.actor.id), query.status ? eq(complaints.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    complaintQuery(ctx.db)
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(COMPLAINT_PAGE_SIZE)
      .offset((query.page - 1) * COMPLAINT_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(complaints).where(where),
  ]);
  return {
    items: rows.map((r) => complaintSummary(ctx.lang, ctx.now, r)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: COMPLAINT_PAGE_SIZE,
  };
}

const imageOf = async (db: Db, id: number) => (await uploadsAttachedTo(db, UPLOAD_KIND, id))[0]?.id ?? null;

/** GET /voc/complaints/{id}: the thread (original, answers, follow-ups, status history). */
export async function thread(ctx: ActorContext, id: number): Promise<ComplaintThread> {
  const row = await visibleComplaint(ctx, ctx.db, id);
  const [answers, history, children, parent] = await Promise.all([
    ctx.db
      .select({ a: complaintAnswers, author: { id: users.id, name: users.name } })
      .from(complaintAnswers)
      .innerJoin(users, eq(users.id, complaintAnswers.authorId))
      .where(eq(complaintAnswers.complaintId, id))
      .orderBy(asc(complaintAnswers.createdAt), asc(complaintAnswers.id)),
    ctx.db
      .select({ h: complaintStatusHistory, by: { id: users.id, name: users.name } })
      .from(complaintStatusHistory)
      .leftJoin(users, eq(users.id, complaintStatusHistory.byId))
      .where(eq(complaintStatusHistory.complaintId, id))
      .orderBy(asc(complaintStatusHistory.at), asc(complaintStatusHistory.id)),
    complaintQuery(ctx.db)
      .where(and(eq(complaints.parentId, id), visibleTo(ctx.actor)))
      .orderBy(asc(complaints.createdAt), asc(complaints.id)),
    row.c.parentId === null
      ? null
      : ctx.db
          .select({ id: complaints.id, title: complaints.title })
          .from(complaints)
          .where(and(eq(complaints.id, row.c.parentId), visibleTo(ctx.actor))),
  ]);
  const isTenant = ctx.actor.role !== 'building_manager';
  return {
    ...complaintSummary(ctx.lang, ctx.now, row),
    detail: row.c.detail,
    imageUploadId: await imageOf(ctx.db, id),
    responseDueAt: row.c.responseDueAt.toISOString(),
    resolutionDueAt: row.c.resolutionDueAt.toISOString(),
    answers: answers.map(({ a, author }) => ({ id: a.id, body: a.body, author, createdAt: a.createdAt.toISOString() })),
    history: history.map(({ h, by }) => ({ status: h.status, at: h.at.toISOString(), by: by?.id ? by : null })),
    followUps: await Promise.all(
      children.map(async (c) => ({
        ...complaintSummary(ctx.lang, ctx.now, c),
        detail: c.c.detail,
        imageUploadId: await imageOf(ctx.db, c.c.id),
      })),
    ),
    parent: parent?.[0] ?? null,
    can: { rate: isTenant && canRate(row.c.status), resolve: isTenant && canResolve(row.c.status), followUp: isTenant },
  };
}

/**
 * A change to a complaint the person may see: locked, changed and audited in one transaction. `change`
 * answers what the audit entry records and what the caller gets.
 */
export async function changeComplaint<T>(
  ctx: ActorContext,
  id: number,
  change: (tx: Db, row: ComplaintRow) => Promise<{ detail: Record<string, unknown>; result: T }>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const row = await visibleComplaint(ctx, tx, id, true);
    const { detail, result } = await change(tx, row);
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'complaint',
      targetId: id,
      companyId: row.c.companyId,
      detail,
    });
    return result;
  });
}

/** POST /voc/complaints/{id}/resolve: the tenant closes it. */
export async function resolve(ctx: ActorContext, id: number): Promise<void> {
  await changeComplaint(ctx, id, async (tx, row) => {
    if (!canResolve(row.c.status)) throw new AppError('COMPLAINT_RESOLVED');
    await moveTo(ctx, tx, id, 'resolved', { resolvedAt: ctx.now });
    return { detail: { status: 'resolved' }, result: undefined };
  });
}

/** POST /voc/complaints/{id}/rating: 0–5 on an answered complaint; 2 or less reopens it and alerts the office. */
export async function rate(ctx: ActorContext, id: number, rating: number): Promise<ComplaintRated> {
  return changeComplaint(ctx, id, async (tx, row) => {
    if (!canRate(row.c.status)) throw new AppError('COMPLAINT_NOT_ANSWERED');
    const status = statusAfterRating(row.c.status, rating);
    if (status !== row.c.status) await moveTo(ctx, tx, id, status, { rating, resolvedAt: null });
    else await tx.update(complaints).set({ rating, updatedAt: ctx.now }).where(eq(complaints.id, id));
    if (ratingReopens(rating)) await notifyReopened(ctx, tx, row, rating);
    return { detail: { rating, status }, result: { status } };
  });
}
