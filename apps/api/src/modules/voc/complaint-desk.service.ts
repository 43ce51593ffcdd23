/**
 * The complaint desk (decision 0057): assignment to a building manager (one complaint or many at
 * once) with a notice to the assignee, the internal notes, and the canned replies. Building managers
 * only: nothing here reaches a tenant's answer.
 */
import type {
  CannedReplyList,
  CannedReplyRequest,
  ComplaintBulkAssigned,
  ComplaintNoteList,
} from '@tea/shared/voc/complaint.schema';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { complaintNotes, complaintReplies, complaints } from '../../db/schema/complaints.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { auditActor } from '../audit/audit.service.js';
import { notifyAssigned } from './complaint-notices.js';
import { complaintQuery } from './complaint-view.js';
import { changeComplaint, moveTo, visibleComplaint } from './complaints.service.js';

/** An approved building manager, or a 400 on `assigneeId`. */
async function staffMember(tx: Db, id: number) {
  const [member] = await tx
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'building_manager'), eq(users.status, 'approved'), isNull(users.deletedAt)));
  if (!member) throw new AppError('VALIDATION_FAILED', { assigneeId: 'validation:required' });
  return member;
}

/**
 * POST /admin/voc/complaints/{id}/assign and /admin/voc/complaints/assign: every complaint to the
 * building manager, in one transaction (an unknown id fails them all with 404). A received one is
 * then in progress; each change is audited; the assignee gets one notice for the lot, unless they
 * assigned themselves or already had them all.
 */
export async function assign(ctx: ActorContext, ids: number[], assigneeId: number): Promise<ComplaintBulkAssigned> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return ctx.db.transaction(async (tx) => {
    const assignee = await staffMember(tx, assigneeId);
    const rows = await complaintQuery(tx)
      .where(inArray(complaints.id, wanted))
      .orderBy(asc(complaints.id))
      .for('update', { of: complaints });
    if (rows.length !== wanted.length) throw new AppError('NOT_FOUND');
    const changed = rows.filter((r) => r.c.assigneeId !== assignee.id);
    for (const row of changed) {
      const id = row.c.id;
      if (row.c.status === 'received') await moveTo(ctx, tx, id, 'in_progress', { assigneeId });
      else await tx.update(complaints).set({ assigneeId, updatedAt: ctx.now }).where(eq(complaints.id, id));
      await auditActor(tx, ctx, {
        action: 'update',
        targetType: 'complaint',
        targetId: id,
        companyId: row.c.companyId,
        detail: { assigneeId, previousAssigneeId: row.c.assigneeId, bulk: wanted.length > 1 },
      });
    }
    if (changed.length > 0 && assignee.id !== ctx.actor.id) await notifyAssigned(ctx, tx, changed, assignee);
    return {
      count: changed.length,
      already: rows.length - changed.length,
      assignee: { id: assignee.id, name: assignee.name },
    };
  });
}

/** GET /admin/voc/complaints/{id}/notes: oldest first. */
export async function notes(ctx: ActorContext, id: number): Promise<ComplaintNoteList> {
  await visibleComplaint(ctx, ctx.db, id);
  const rows = await ctx.db
    .select({ n: complaintNotes, author: { id: users.id, name: users.name } })
    .from(complaintNotes)
    .innerJoin(users, eq(users.id, complaintNotes.authorId))
    .where(eq(complaintNotes.complaintId, id))
    .orderBy(asc(complaintNotes.createdAt), asc(complaintNotes.id));
  return {
    items: rows.map(({ n, author }) => ({ id: n.id, body: n.body, author, createdAt: n.createdAt.toISOString() })),
  };
}

/** POST /admin/voc/complaints/{id}/notes: audited without its text (the note is the record). */
export async function addNote(ctx: ActorContext, id: number, body: string): Promise<ComplaintNoteList> {
  await changeComplaint(ctx, id, async (tx) => {
    const [note] = await tx
      .insert(complaintNotes)
      .values({ complaintId: id, authorId: ctx.actor.id, body, createdAt: ctx.now })
      .returning({ id: complaintNotes.id });
    return { detail: { noteId: note!.id }, result: undefined };
  });
  return notes(ctx, id);
}

/** GET /admin/voc/replies: the canned replies, oldest first. */
export async function replies(ctx: ActorContext): Promise<CannedReplyList> {
  const rows = await ctx.db.select().from(complaintReplies).orderBy(asc(complaintReplies.id));
  return {
    items: rows.map((r) => ({ id: r.id, titleKo: r.titleKo, titleEn: r.titleEn, bodyKo: r.bodyKo, bodyEn: r.bodyEn })),
  };
}

/** POST /admin/voc/replies. */
export async function addReply(ctx: ActorContext, input: CannedReplyRequest): Promise<CannedReplyList> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(complaintReplies)
      .values({ ...input, updatedAt: ctx.now, updatedBy: ctx.actor.id })
      .returning({ id: complaintReplies.id });
    await auditActor(tx, ctx, { action: 'create', targetType: 'complaint_reply', targetId: row!.id, detail: {} });
  });
  return replies(ctx);
}

/** PUT /admin/voc/replies/{id}. */
export async function saveReply(ctx: ActorContext, id: number, input: CannedReplyRequest): Promise<CannedReplyList> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(complaintReplies)
      .set({ ...input, updatedAt: ctx.now, updatedBy: ctx.actor.id })
      .where(eq(complaintReplies.id, id))
      .returning({ id: complaintReplies.id });
    if (!row) throw new AppError('NOT_FOUND');
    await auditActor(tx, ctx, { action: 'update', targetType: 'complaint_reply', targetId: id, detail: {} });
  });
  return replies(ctx);
}

/** DELETE /admin/voc/replies/{id}: answers already sent keep their text. */
export async function deleteReply(ctx: ActorContext, id: number): Promise<CannedReplyList> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(complaintReplies).where(eq(complaintReplies.id, id)).returning({ id: complaintReplies.id });
    if (!row) throw new AppError('NOT_FOUND');
    await auditActor(tx, ctx, { action: 'delete', targetType: 'complaint_reply', targetId: id, detail: {} });
  });
  return replies(ctx);
}
