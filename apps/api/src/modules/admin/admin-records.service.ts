import type { Lang } from '@tea/i18n';
import type { AuditActionName } from '@tea/shared/admin/admin-list.schema';
import type { NOTIFICATION_CHANNELS, NotificationStatus } from '@tea/shared/notifications/kinds';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { companies } from '../../db/schema/companies.js';
import { notifications } from '../../db/schema/notifications.js';
import { AppError } from '../../plugins/errors.js';
import { audit } from '../audit/audit.service.js';
import { noticeText } from '../notifications/outbox.js';
import { addDays, seoulDayStart } from '@tea/shared/calendar';
import type { ActorContext } from '../../request-context.js';

export interface AuditQuery {
  page: number;
  size: number;
  action?: AuditActionName;
  from?: string;
  to?: string;
}

const actor = alias(users, 'actor');
const targetUser = alias(users, 'target_user');
const targetCompany = alias(companies, 'target_company');

/**
 * The audit log, newest first: who (login ID and name), what, to whom or what (a user's login ID,
 * a company's name, a holiday's date), for which company, from which address, when. Days are Seoul days, both ends included.
 */
export async function listAudit(db: Db, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.at, seoulDayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.at, seoulDayStart(addDays(query.to, 1))));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        actorId: auditLog.actorId,
        actorLoginId: sql<string | null>`coalesce(${auditLog.actorLoginId}, ${actor.loginId})`,
        actorName: actor.name,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        targetUserLoginId: targetUser.loginId,
        targetCompanyNameKo: targetCompany.nameKo,
        targetCompanyNameEn: targetCompany.nameEn,
        companyId: auditLog.companyId,
        companyNameKo: companies.nameKo,
        companyNameEn: companies.nameEn,
        ip: auditLog.ip,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(targetUser, and(eq(auditLog.targetType, 'user'), eq(sql`${targetUser.id}::text`, auditLog.targetId)))
      .leftJoin(targetCompany, and(eq(auditLog.targetType, 'company'), eq(sql`${targetCompany.id}::text`, auditLog.targetId)))
      .leftJoin(companies, eq(companies.id, auditLog.companyId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    action: r.action,
    actor:
      r.actorId !== null && r.actorLoginId !== null ? { id: r.actorId, loginId: r.actorLoginId, name: r.actorName ?? '' } : null,
    target: {
      type: r.targetType,
      id: r.targetId,
      label: r.targetUserLoginId ?? (r.targetCompanyNameKo ? `${r.targetCompanyNameKo} / ${r.targetCompanyNameEn}` : r.targetId),
    },
    company:
      r.companyId !== null && r.companyNameKo !== null
        ? { id: r.companyId, nameKo: r.companyNameKo, nameEn: r.companyNameEn ?? '' }
        : null,
    ip: r.ip,
    detail: r.detail ?? null,
  }));
  return { items, total: Number(total?.n ?? 0) };
}

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
    await audit(tx, {
      actorId: ctx.actor.id,
      action: 'update',
      targetType: 'notification',
      targetId: id,
      ip: ctx.ip,
      detail: { kind: row.kind, retry: true },
    });
  });
}
