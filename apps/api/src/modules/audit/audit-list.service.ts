import type { AuditActionName, AuditTargetType } from '@tea/shared/admin/admin-list.schema';
import { addDays, seoulDayStart } from '@tea/shared/calendar';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { companies } from '../../db/schema/companies.js';

export interface AuditQuery {
  page: number;
  size: number;
  action?: AuditActionName;
  targetType?: AuditTargetType;
  from?: string;
  to?: string;
}

/**
 * Whose log: the building manager's is the whole log (no scope); a tenant manager's is the entries of
 * their company only (decision 0031), the company taken from the session, never from the query.
 */
export interface AuditScope {
  companyId: number;
}

const actor = alias(users, 'actor');
const targetUser = alias(users, 'target_user');
const targetCompany = alias(companies, 'target_company');

/**
 * The audit log, newest first: who (login ID and name), what, to whom or what (a user's login ID,
 * a company's name, a holiday's date), for which company, from which address, when. Days are Seoul
 * days, both ends included. With a company scope, only that company's entries, and an address only
 * where the actor is one of its people (not the building office's, nor a refused login's, which
 * may be anyone's).
 */
export async function listAudit(db: Db, query: AuditQuery, scope?: AuditScope) {
  const conditions: SQL[] = [];
  if (scope) conditions.push(eq(auditLog.companyId, scope.companyId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
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
        actorCompanyId: actor.companyId,
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
    ip: !scope || (r.actorCompanyId === scope.companyId && r.action !== 'login_failed') ? r.ip : null,
    detail: r.detail ?? null,
  }));
  return { items, total: Number(total?.n ?? 0) };
}
