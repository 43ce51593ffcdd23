import type { AccountStatus } from '@tea/shared/accounts/account.rules';
import type { UserListQuery } from '@tea/shared/admin/back-office-lists.schema';
import { containsPattern } from '../../db/like.js';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderOf } from '../../db/list-order.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { AppError } from '../../plugins/errors.js';
import { issueResetLink } from '../accounts/accounts.service.js';
import { ensureAnotherManager, lockCompany } from '../accounts/tenant-managers.js';
import { auditActor } from '../audit/audit.service.js';
import { revokeUserSessions } from '../auth/sessions.service.js';
import type { ActorContext } from '../../request-context.js';

/**
 * Live accounts of every company, sign-ups waiting first, then the newest, or by an allow-listed
 * column (`sort`) first; searched by ID, name or e-mail. Who saw whose personal data goes in the audit log (DESIGN.md §4).
 */
export async function listUsers(ctx: ActorContext, query: UserListQuery) {
  const { db } = ctx;
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.companyId) conditions.push(eq(users.companyId, query.companyId));
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(or(ilike(users.loginId, like), ilike(users.name, like), ilike(users.email, like))!);
  }
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        loginId: users.loginId,
        name: users.name,
        email: users.email,
        mobile: users.mobile,
        role: users.role,
        status: users.status,
        companyId: users.companyId,
        companyNameKo: companies.nameKo,
        companyNameEn: companies.nameEn,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(
        ...orderOf(query.sort, {
          name: users.name,
          loginId: users.loginId,
          company: ctx.lang === 'ko' ? companies.nameKo : companies.nameEn,
          role: users.role,
          status: users.status,
          createdAt: users.createdAt,
        }),
        sql`(${users.status} = 'pending') desc`,
        desc(users.createdAt),
        asc(users.id),
      )
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  if (items.length > 0) {
    await auditActor(db, ctx, {
      action: 'read_personal_data',
      targetType: 'user_list',
      detail: { ids: items.map((u) => u.id) },
    });
  }
  return {
    items: items.map((u) => ({ ...u, createdAt: u.createdAt.toISOString(), lastLoginAt: u.lastLoginAt?.toISOString() ?? null })),
    total: Number(total?.n ?? 0),
  };
}

type UserAction = 'approve' | 'suspend' | 'reactivate';

const TRANSITIONS: Record<UserAction, { from: AccountStatus[]; to: AccountStatus }> = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  suspend: { from: ['approved', 'pending'], to: 'suspended' },
  reactivate: { from: ['suspended'], to: 'approved' },
};

async function liveUser(db: Db, id: number) {
  const [user] = await db
    .select({
      id: users.id,
      loginId: users.loginId,
      name: users.name,
      email: users.email,
      status: users.status,
      role: users.role,
      language: users.language,
      companyId: users.companyId,
      companyNameKo: companies.nameKo,
      companyNameEn: companies.nameEn,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

/**
 * Moves an account along approve / suspend / reactivate. The status is changed only from the
 * statuses the action starts from, in the statement itself (two managers cannot both act);
 * otherwise 409 CONFLICT. Suspending ends every session of the person at once; nobody suspends
 * themself, and a company's last tenant manager is not suspended (409 LAST_TENANT_MANAGER).
 */
export async function changeUserStatus(ctx: ActorContext, id: number, action: UserAction): Promise<void> {
  const user = await liveUser(ctx.db, id);
  if (action === 'suspend' && id === ctx.actor.id) throw new AppError('SELF_ACTION_NOT_ALLOWED');
  const { from, to } = TRANSITIONS[action];
  const { now } = ctx;
  await ctx.db.transaction(async (tx) => {
    if (action === 'suspend' && user.companyId !== null) {
      await lockCompany(tx, user.companyId);
      await ensureAnotherManager(tx, await liveUser(tx, id));
    }
    const [row] = await tx
      .update(users)
      .set({
        status: to,
        updatedAt: now,
        // The office's suspension is the office's to lift (a tenant manager's reactivate is refused).
        suspendedByOffice: action === 'suspend',
        ...(action === 'approve' ? { decidedAt: now, decidedBy: ctx.actor.id } : {}),
      })
      .where(and(eq(users.id, id), inArray(users.status, from), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!row) throw new AppError('CONFLICT');
    if (action === 'suspend') await revokeUserSessions(tx, id);
    await auditActor(tx, ctx, {
      action,
      targetType: 'user',
      targetId: id,
      companyId: user.companyId,
      detail: { loginId: user.loginId, from: user.status, to },
    });
  });
  if (action === 'approve') {
    await ctx.notify({
      kind: 'account_approved',
      params: {
        name: user.name,
        loginId: user.loginId,
        company: { ko: user.companyNameKo ?? '', en: user.companyNameEn ?? '' },
        byOffice: true,
      },
      link: '/login',
      userId: id,
      email: user.email,
      language: user.language, // the person's language, not the manager's
    });
  }
}

/**
 * Sends the person a single-use password link (valid PASSWORD_RESET_MINUTES; only its hash is
 * stored), the same link as "reset password" on the login page. The current password keeps working until it is used.
 */
export async function sendResetLink(ctx: ActorContext, id: number): Promise<void> {
  const user = await liveUser(ctx.db, id);
  if (user.status === 'rejected') throw new AppError('CONFLICT');
  await ctx.db.transaction(async (tx) => {
    await issueResetLink(ctx, tx, { id, name: user.name, email: user.email, language: user.language });
    await auditActor(tx, ctx, {
      action: 'password_reset',
      targetType: 'user',
      targetId: id,
      companyId: user.companyId,
      detail: { loginId: user.loginId, step: 'link_sent' },
    });
  });
}
