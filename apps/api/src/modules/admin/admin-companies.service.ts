import type { CompanyListQuery } from '@tea/shared/admin/back-office-lists.schema';
import type { CompanyInput, CompanyStatus } from '@tea/shared/admin/company.schema';
import type { Created } from '@tea/shared/answers';
import { containsPattern } from '../../db/like.js';
import { orderOf } from '../../db/list-order.js';
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { translator } from '../../i18n.js';
import { AppError } from '../../plugins/errors.js';
import { auditActor } from '../audit/audit.service.js';
import { revokeCompanySessions } from '../auth/sessions.service.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import type { ActorContext } from '../../request-context.js';
import { publicCompanyColumns } from '../companies/company-columns.js';

/**
 * Every company with its live staff counted by status (approved staff and sign-ups waiting), filtered
 * and paged: by Korean name, or by an allow-listed column (`sort`) first.
 */
export async function listCompanies(ctx: ActorContext, query: CompanyListQuery) {
  const { db } = ctx;
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(companies.status, query.status));
  if (query.kind) conditions.push(eq(companies.kind, query.kind));
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(or(ilike(companies.code, like), ilike(companies.nameKo, like), ilike(companies.nameEn, like))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const staff = db
    .select({
      companyId: users.companyId,
      staff: sql<number>`count(*) filter (where ${users.status} = 'approved')::int`.as('staff'),
      pending: sql<number>`count(*) filter (where ${users.status} = 'pending')::int`.as('pending'),
    })
    .from(users)
    .where(isNull(users.deletedAt))
    .groupBy(users.companyId)
    .as('staff');
  const staffCount = sql<number>`coalesce(${staff.staff}, 0)::int`;
  const column = {
    name: ctx.lang === 'ko' ? companies.nameKo : companies.nameEn,
    code: companies.code,
    kind: companies.kind,
    status: companies.status,
    staff: staffCount,
    createdAt: companies.createdAt,
  };
  const [items, [total]] = await Promise.all([
    db
      .select({
        ...publicCompanyColumns,
        code: companies.code,
        status: companies.status,
        createdAt: companies.createdAt,
        staffCount,
        pendingCount: sql<number>`coalesce(${staff.pending}, 0)::int`,
      })
      .from(companies)
      .leftJoin(staff, eq(staff.companyId, companies.id))
      .where(where)
      .orderBy(...orderOf(query.sort, column), asc(companies.nameKo), asc(companies.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { items: items.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })), total: Number(total?.n ?? 0) };
}

function codeTaken(ctx: ActorContext): AppError {
  return new AppError('CONFLICT', { code: translator(ctx.lang)('admin:fieldErrors.companyCodeTaken') });
}

export async function createCompany(ctx: ActorContext, input: CompanyInput): Promise<Created> {
  try {
    // The row and its audit entry are one transaction: neither is written without the other.
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({ ...input, floors: [...input.floors].sort((a, b) => a - b) })
        .returning({ id: companies.id });
      const id = row!.id;
      await auditActor(tx, ctx, {
        action: 'create',
        targetType: 'company',
        targetId: id,
        companyId: id,
        detail: { code: input.code, nameKo: input.nameKo, nameEn: input.nameEn, floors: input.floors },
      });
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(ctx);
    throw error;
  }
}

export async function updateCompany(ctx: ActorContext, id: number, input: CompanyInput): Promise<void> {
  const next = { ...input, floors: [...input.floors].sort((a, b) => a - b) };
  try {
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(companies).where(eq(companies.id, id)).limit(1).for('update');
      if (!before) throw new AppError('NOT_FOUND');
      await tx.update(companies).set(next).where(eq(companies.id, id));
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
      );
      await auditActor(tx, ctx, {
        action: 'update',
        targetType: 'company',
        targetId: id,
        companyId: id,
        detail: { changed, before: Object.fromEntries(changed.map((k) => [k, before[k]])) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(ctx);
    throw error;
  }
}

/**
 * Suspends or reactivates a company. A suspended company leaves the sign-up's company list and
 * takes no new staff; its people keep their accounts (suspend them one by one when needed).
 */
export async function setCompanyStatus(ctx: ActorContext, id: number, status: CompanyStatus): Promise<void> {
  const from: CompanyStatus = status === 'suspended' ? 'active' : 'suspended';
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({ status })
      .where(and(eq(companies.id, id), eq(companies.status, from)))
      .returning({ id: companies.id });
    if (!row) {
      const [exists] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1);
      throw new AppError(exists ? 'CONFLICT' : 'NOT_FOUND');
    }
    if (status === 'suspended') await revokeCompanySessions(tx, id);
    await auditActor(tx, ctx, {
      action: status === 'suspended' ? 'suspend' : 'reactivate',
      targetType: 'company',
      targetId: id,
      companyId: id,
    });
  });
}
