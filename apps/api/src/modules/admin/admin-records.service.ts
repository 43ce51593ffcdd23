import type { Lang } from '@tea/i18n';
import type { NOTIFICATION_CHANNELS, NotificationStatus } from '@tea/shared/notifications/kinds';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import { AppError } from '../../plugins/errors.js';
import { auditActor } from '../audit/audit.service.js';
import { noticeText } from '../notifications/outbox.js';
import type { ActorContext } from '../../request-context.js';

export interface OutboxQuery {
  page: number;
  size: number;
  channel?: (typeof NOTIFICATION_CHANNELS)[number];
  status?: NotificationStatus;
}

/**
 * The notifications outbox, newest first. What was sent or kept shows as it went out; e-mail not
 * sent yet (queued, dead) as it will go out; in-app rows in the language of this page. E-mail kept because no SMTP server is configured keeps its whole link so the office
 * can pass it on; sent e-mail was stored without the token of its link (outbox.ts).
 */
export async function listOutbox(db: Db, query: OutboxQuery, lang: Lang) {
  const conditions: SQL[] = [];
  if (query.channel) conditions.push(eq(notifications.channel, query.channel));
  if (query.status) conditions.push(eq(notifications.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  const items = rows.map((n) => ({
    id: n.id,
    kind: n.kind,
    channel: n.channel,
    status: n.status,
    userId: n.userId,
    recipient: n.recipient,
    ...noticeText(n, lang),
    link: n.link,
    error: n.error,
    attempts: n.attempts,
    nextAttemptAt: n.status === 'queued' || n.status === 'sending' ? n.nextAttemptAt.toISOString() : null,
    createdAt: n.createdAt.toISOString(),
    sentAt: n.sentAt?.toISOString() ?? null,
  }));
  return { items, total: Number(total?.n ?? 0) };
}

/** A dead message goes back to the queue for another round of tries (audited); anything else is 409. */
export async function retryNotification(ctx: ActorContext, id: number): Promise<void> {
  const { now } = ctx;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: now, error: null })
      .where(and(eq(notifications.id, id), eq(notifications.status, 'dead')))
      .returning({ id: notifications.id, kind: notifications.kind, recipient: notifications.recipient });
    if (!row) {
      const [exists] = await tx.select({ id: notifications.id }).from(notifications).where(eq(notifications.id, id));
      throw new AppError(exists ? 'CONFLICT' : 'NOT_FOUND');
    }
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'notification',
      targetId: id,
      detail: { kind: row.kind, retry: true },
    });
  });
}
