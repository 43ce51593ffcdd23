/**
 * Memberships of the wellness center (issue 15, decision 0029): suspend, transfer and withdraw a
 * holding of any kind of the registry (holding-kinds.ts). Only its holder acts on it (anyone else gets
 * 404); a transfer waits for the colleague's answer. Every change and its audit entry are one
 * transaction, under the holding's row lock.
 */
import { historyPath } from '@tea/shared/reservations/amenity-policies';
import type { MembershipState, TransferList, TransferView } from '@tea/shared/wellness/membership.responses';
import { suspensionIssues, suspensionLastDay, type HoldingKind } from '@tea/shared/wellness/membership.rules';
import type { SuspensionRequest } from '@tea/shared/wellness/membership.schema';
import { seoulDate } from '@tea/shared/time';
import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/accounts.js';
import { membershipSuspensions, membershipTransfers } from '../../../db/schema/memberships.js';
import { AppError } from '../../../plugins/errors.js';
import type { ActorContext } from '../../../request-context.js';
import { auditActor } from '../../audit/audit.service.js';
import { failIfIssues } from '../../reservations/reservation-core.js';
import { HOLDING_KIND_ENTRIES, type Holding } from './holding-kinds.js';

/** The caller's own holding, locked when `lock`: 404 for anyone else's or none. */
async function ownHolding(ctx: ActorContext, tx: Db, kind: HoldingKind, id: number, lock: boolean): Promise<Holding> {
  const holding = await HOLDING_KIND_ENTRIES[kind].load(tx, id, lock, ctx.now);
  if (!holding || holding.holderId !== ctx.actor.id) throw new AppError('NOT_FOUND');
  return holding;
}

async function suspensionOf(db: Db, kind: HoldingKind, id: number) {
  const [row] = await db
    .select()
    .from(membershipSuspensions)
    .where(and(eq(membershipSuspensions.kind, kind), eq(membershipSuspensions.holdingId, id)));
  return row ?? null;
}

const senders = alias(users, 'transfer_senders');
const recipients = alias(users, 'transfer_recipients');

/** Whether a holding still runs on `today`: active, and its last day (if it has one yet) not past. */
const runs = (holding: Holding, today: string) => holding.active && (holding.lastDay === null || holding.lastDay >= today);

/** Transfers with both people, as the views show them at `now`. */
async function transferViews(db: Db, where: ReturnType<typeof and>, now: Date): Promise<TransferView[]> {
  const rows = await db
    .select({
      t: membershipTransfers,
      from: { name: senders.name, loginId: senders.loginId },
      to: { name: recipients.name, loginId: recipients.loginId },
    })
    .from(membershipTransfers)
    .innerJoin(senders, eq(senders.id, membershipTransfers.fromUserId))
    .innerJoin(recipients, eq(recipients.id, membershipTransfers.toUserId))
    .where(where)
    .orderBy(desc(membershipTransfers.id))
    .limit(50);
  const views: TransferView[] = [];
  for (const row of rows) {
    const holding = await HOLDING_KIND_ENTRIES[row.t.kind].load(db, row.t.holdingId, false, now);
    if (!holding) continue;
    views.push({
      id: row.t.id,
      kind: row.t.kind,
      holdingId: row.t.holdingId,
      status: row.t.status,
      from: row.from,
      to: row.to,
      reference: holding.reference,
      number: holding.number,
      lastDay: holding.lastDay,
      createdAt: row.t.createdAt.toISOString(),
    });
  }
  return views;
}

const pendingOf = (kind: HoldingKind, id: number) =>
  and(eq(membershipTransfers.kind, kind), eq(membershipTransfers.holdingId, id), eq(membershipTransfers.status, 'pending'));

/** GET /wellness/memberships/{kind}/{id}: the holder's view of what they may do now. */
export async function membershipState(ctx: ActorContext, kind: HoldingKind, id: number): Promise<MembershipState> {
  const holding = await ownHolding(ctx, ctx.db, kind, id, false);
  const today = seoulDate(ctx.now);
  const [suspension, [transfer], refund] = await Promise.all([
    suspensionOf(ctx.db, kind, id),
    transferViews(ctx.db, pendingOf(kind, id), ctx.now),
    HOLDING_KIND_ENTRIES[kind].refund(ctx.db, holding, today),
  ]);
  const free = runs(holding, today) && !transfer;
  return {
    kind,
    id,
    suspension: suspension && {
      start: suspension.start,
      lastDay: suspension.lastDay,
      days: suspension.days,
      reason: suspension.reason,
    },
    transfer: transfer ?? null,
    canSuspend: free && !suspension,
    canTransfer: free,
    canWithdraw: free && (holding.start <= today || HOLDING_KIND_ENTRIES[kind].withdrawBeforeStart),
    refund,
  };
}

/** The audit entry of a change to a holding, with its company (the audit views filter by it). */
function auditHolding(ctx: ActorContext, tx: Db, holding: Holding, detail: Record<string, unknown>) {
  return auditActor(tx, ctx, {
    action: 'update',
    targetType: HOLDING_KIND_ENTRIES[holding.kind].auditTarget,
    targetId: holding.id,
    companyId: holding.companyId,
    detail,
  });
}

/** Refuses an action on a holding that has ended, or one whose transfer waits for an answer. */
async function assertChangeable(tx: Db, holding: Holding, today: string) {
  if (!runs(holding, today)) throw new AppError('HOLDING_NOT_ACTIVE');
  const [pending] = await tx
    .select({ id: membershipTransfers.id })
    .from(membershipTransfers)
    .where(pendingOf(holding.kind, holding.id));
  if (pending) throw new AppError('TRANSFER_PENDING');
}

/** The exclusion constraints refuse a longer period or a new holder (23P01). */
function constraintRefusal(error: unknown, code: 'UNIT_TAKEN' | 'RECIPIENT_ALREADY_HOLDS'): AppError | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23P01') return new AppError(code);
  }
  return null;
}

/**
 * POST /wellness/memberships/{kind}/{id}/suspend: once per period, 1–30 days from a chosen day
 * (today to the last day), with a reason; the last day moves by the days suspended.
 */
export async function suspend(ctx: ActorContext, kind: HoldingKind, id: number, input: SuspensionRequest) {
  const today = seoulDate(ctx.now);
  try {
    await ctx.db.transaction(async (tx) => {
      const holding = await ownHolding(ctx, tx, kind, id, true);
      await assertChangeable(tx, holding, today);
      if (await suspensionOf(tx, kind, id)) throw new AppError('SUSPENSION_USED');
      failIfIssues(suspensionIssues(input, { start: holding.start, lastDay: holding.lastDay, suspensions: 0 }, today), ctx.lang);
      const lastDay = suspensionLastDay(input.start, input.days);
      await tx.insert(membershipSuspensions).values({
        kind,
        holdingId: id,
        userId: ctx.actor.id,
        start: input.start,
        lastDay,
        days: input.days,
        reason: input.reason,
        createdAt: ctx.now,
      });
      await HOLDING_KIND_ENTRIES[kind].extendEnd(tx, holding, input.days, ctx.now);
      await auditHolding(ctx, tx, holding, {
        membership: 'suspended',
        start: input.start,
        days: input.days,
        lastDayWas: holding.lastDay,
      });
    });
  } catch (error) {
    throw constraintRefusal(error, 'UNIT_TAKEN') ?? error;
  }
  return membershipState(ctx, kind, id);
}

/**
 * POST /wellness/memberships/{kind}/{id}/transfer { loginId }: offers the holding to an approved
 * colleague of the same company (anyone else is "not found" for the sender, telling nothing); they are
 * told in their language and accept or decline.
 */
export async function offerTransfer(ctx: ActorContext, kind: HoldingKind, id: number, loginId: string) {
  const today = seoulDate(ctx.now);
  await ctx.db.transaction(async (tx) => {
    const holding = await ownHolding(ctx, tx, kind, id, true);
    await assertChangeable(tx, holding, today);
    const [recipient] = await tx
      .select({ id: users.id, name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.loginId, loginId), eq(users.companyId, holding.companyId), eq(users.status, 'approved')))
      .limit(1);
    if (!recipient || recipient.id === ctx.actor.id) {
      failIfIssues([{ field: 'loginId', key: 'wellness:membership.recipientUnknown' }], ctx.lang);
    }
    if (await HOLDING_KIND_ENTRIES[kind].recipientHoldsOne(tx, holding, recipient!.id, ctx.now)) {
      throw new AppError('RECIPIENT_ALREADY_HOLDS');
    }
    const [row] = await tx
      .insert(membershipTransfers)
      .values({
        kind,
        holdingId: id,
        fromUserId: ctx.actor.id,
        toUserId: recipient!.id,
        companyId: holding.companyId,
        createdAt: ctx.now,
      })
      .returning({ id: membershipTransfers.id });
    await auditActor(tx, ctx, {
      action: 'create',
      targetType: 'membership_transfer',
      targetId: row!.id,
      companyId: holding.companyId,
      detail: { kind, holdingId: id, toUserId: recipient!.id },
    });
    await ctx.notify(
      {
        kind: 'membership_transfer_offered',
        params: {
          reference: holding.reference,
          kind,
          number: holding.number,
          name: recipient!.name,
          start: holding.start,
          lastDay: holding.lastDay,
          deposit: 0,
          from: ctx.actor.name,
        },
        link: historyPath(kind),
        userId: recipient!.id,
        email: recipient!.email,
        language: recipient!.language,
      },
      tx,
    );
  });
  return membershipState(ctx, kind, id);
}

/** GET /wellness/memberships/transfers: offers waiting for the person's answer, and their own waiting offers. */
export async function myTransfers(ctx: ActorContext): Promise<TransferList> {
  const [incoming, outgoing] = await Promise.all([
    transferViews(
      ctx.db,
      and(eq(membershipTransfers.toUserId, ctx.actor.id), eq(membershipTransfers.status, 'pending')),
      ctx.now,
    ),
    transferViews(
      ctx.db,
      and(eq(membershipTransfers.fromUserId, ctx.actor.id), eq(membershipTransfers.status, 'pending')),
      ctx.now,
    ),
  ]);
  return { incoming, outgoing };
}

type Answer = 'accept' | 'decline' | 'withdraw';

/**
 * POST /wellness/memberships/transfers/{id}/{accept|decline|withdraw}: the recipient accepts (the
 * holding becomes theirs, the one-per-person rule checked again) or declines; the sender withdraws the
 * offer. A transfer that is not the person's to answer, or no longer pending, is 404.
 */
export async function answerTransfer(ctx: ActorContext, transferId: number, answer: Answer) {
  const today = seoulDate(ctx.now);
  try {
    await ctx.db.transaction(async (tx) => {
      const [transfer] = await tx
        .select()
        .from(membershipTransfers)
        .where(
          and(
            eq(membershipTransfers.id, transferId),
            eq(membershipTransfers.status, 'pending'),
            answer === 'withdraw'
              ? eq(membershipTransfers.fromUserId, ctx.actor.id)
              : eq(membershipTransfers.toUserId, ctx.actor.id),
          ),
        )
        .for('update');
      if (!transfer) throw new AppError('NOT_FOUND');
      const entry = HOLDING_KIND_ENTRIES[transfer.kind];
      const holding = await entry.load(tx, transfer.holdingId, true, ctx.now);
      if (!holding) throw new AppError('NOT_FOUND');
      const status = answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : 'withdrawn';
      if (answer === 'accept') {
        // Still the sender's, still running, and the recipient still free of one of the kind.
        if (holding.holderId !== transfer.fromUserId || !runs(holding, today)) throw new AppError('HOLDING_NOT_ACTIVE');
        if (ctx.actor.companyId !== holding.companyId) throw new AppError('NOT_FOUND');
        if (await entry.recipientHoldsOne(tx, holding, ctx.actor.id, ctx.now)) throw new AppError('RECIPIENT_ALREADY_HOLDS');
        await entry.changeHolder(tx, holding, ctx.actor.id, ctx.now);
      }
      await tx.update(membershipTransfers).set({ status, decidedAt: ctx.now }).where(eq(membershipTransfers.id, transferId));
      await auditActor(tx, ctx, {
        action: 'update',
        targetType: 'membership_transfer',
        targetId: transferId,
        companyId: holding.companyId,
        detail: {
          kind: transfer.kind,
          holdingId: transfer.holdingId,
          status,
          fromUserId: transfer.fromUserId,
          toUserId: transfer.toUserId,
        },
      });
    });
  } catch (error) {
    throw constraintRefusal(error, 'RECIPIENT_ALREADY_HOLDS') ?? error;
  }
  return myTransfers(ctx);
}

/**
 * POST /wellness/memberships/{kind}/{id}/withdraw: ends a running holding today and credits the
 * unused value (the kind's rule) to the company's ledger. Before its start it is cancelled instead.
 */
export async function withdraw(ctx: ActorContext, kind: HoldingKind, id: number) {
  const today = seoulDate(ctx.now);
  return ctx.db.transaction(async (tx) => {
    const holding = await ownHolding(ctx, tx, kind, id, true);
    await assertChangeable(tx, holding, today);
    if (holding.start > today && !HOLDING_KIND_ENTRIES[kind].withdrawBeforeStart) throw new AppError('WITHDRAW_BEFORE_START');
    const refund = await HOLDING_KIND_ENTRIES[kind].withdraw(tx, holding, today, ctx.now);
    await auditHolding(ctx, tx, holding, {
      membership: 'withdrawn',
      on: today,
      refund: refund.amount,
      months: refund.months,
      sessions: refund.sessions,
    });
    return { refund: refund.amount, months: refund.months, sessions: refund.sessions };
  });
}

/** GET /wellness/memberships/colleagues: the approved members of the person's company a holding may go to (not themselves). */
export async function colleagues(ctx: ActorContext) {
  if (ctx.actor.companyId === null) return { items: [] };
  const rows = await ctx.db
    .select({ name: users.name, loginId: users.loginId })
    .from(users)
    .where(
      and(
        eq(users.companyId, ctx.actor.companyId),
        eq(users.status, 'approved'),
        isNull(users.deletedAt),
        ne(users.id, ctx.actor.id),
      ),
    )
    .orderBy(asc(users.name))
    .limit(500);
  return { items: rows };
}
