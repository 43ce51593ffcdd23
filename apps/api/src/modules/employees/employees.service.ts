import { randomBytes } from 'node:crypto';
import { toE164 } from '@tea/shared/accounts/phone';
import {
  INVITE_VALID_DAYS,
  type Decision,
  type EmployeeCreateValues,
  type EmployeeDetail,
  type EmployeeList,
  type EmployeeUpdateValues,
} from '@tea/shared/accounts/employee.schema';
import type { AccountStatus } from '@tea/shared/accounts/account.rules';
import type { Updated } from '@tea/shared/answers';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { passwordTokens, users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { notifications } from '../../db/schema/notifications.js';
import { translator } from '../../i18n.js';
import { AppError } from '../../plugins/errors.js';
import { ensureAnotherManager, lockCompany } from '../accounts/tenant-managers.js';
import { audit, auditActor } from '../audit/audit.service.js';
import { hashPassword } from '../auth/password.js';
import { forgetSessions, hashToken, newToken, revokeUserSessions, type AuthUser } from '../auth/sessions.service.js';
import type { ActorContext } from '../../request-context.js';
import { memberRow } from '../accounts/member-row.js';

/** The one request context, narrowed to the company the request is about: a tenant manager's own, always; a building manager's choice, or null for all. */
export interface EmployeesContext extends ActorContext {
  companyId: number | null;
}

/** A tenant manager is held to their own company, whatever the request says; a building manager may choose one. */
export function scopeOf(actor: AuthUser, requested: number | undefined): number | null {
  if (actor.role === 'tenant_manager') {
    if (actor.companyId === null) throw new AppError('ACCESS_DENIED');
    return actor.companyId;
  }
  return requested ?? null;
}

/** Live staff accounts inside the scope: company staff only (never a building manager), never deleted ones. */
function inScope(ctx: EmployeesContext): SQL {
  return and(isNull(users.deletedAt), ctx.companyId === null ? isNotNull(users.companyId) : eq(users.companyId, ctx.companyId))!;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name, login ID, e-mail, or the digits of the contact number (typed 010-1234… or 1234, stored E.164). */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const parts: SQL[] = [ilike(users.name, pattern), ilike(users.loginId, pattern), ilike(users.email, pattern)];
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s+()-]+$/.test(text)) {
    const national = digits.startsWith('0') ? `82${digits.slice(1)}` : digits;
    parts.push(sql`${users.mobile} like ${`%${national}%`}`);
  }
  return or(...parts);
}

/** The list: pending sign-ups first, then the newest; numbered across pages. */
export async function listEmployees(
  ctx: EmployeesContext,
  query: { page: number; size: number; q?: string; status?: AccountStatus },
): Promise<EmployeeList> {
  const where = and(inScope(ctx), query.status ? eq(users.status, query.status) : undefined, searchCondition(query.q ?? ''));
  const offset = (query.page - 1) * query.size;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        name: users.name,
        loginId: users.loginId,
        mobile: users.mobile,
        email: users.email,
        role: users.role,
        status: users.status,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(sql`(${users.status} = 'pending') desc`, desc(users.createdAt), desc(users.id))
      .limit(query.size)
      .offset(offset),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  if (rows.length > 0) {
    await audit(ctx.db, {
      actorId: ctx.actor.id,
      action: 'read_personal_data',
      targetType: 'user_list',
      companyId: ctx.companyId,
      ip: ctx.ip,
      detail: { ids: rows.map((r) => r.id) },
    });
  }
  return {
    items: rows.map((r, i) => ({ ...r, no: offset + i + 1, createdAt: r.createdAt.toISOString() })),
    total: total?.n ?? 0,
  };
}

async function findInScope(ctx: EmployeesContext, id: number, db: Db = ctx.db) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inScope(ctx)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function detailOf(row: typeof users.$inferSelect): EmployeeDetail {
  return {
    id: row.id,
    name: row.name,
    loginId: row.loginId,
    mobile: row.mobile,
    email: row.email,
    gender: row.gender,
    floor: row.floor,
    role: row.role,
    status: row.status,
    companyId: row.companyId!,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** One employee; the read of personal data is audited. */
export async function getEmployee(ctx: EmployeesContext, id: number): Promise<EmployeeDetail> {
  const row = await findInScope(ctx, id);
  await audit(ctx.db, {
    actorId: ctx.actor.id,
    action: 'read_personal_data',
    targetType: 'user',
    targetId: row.id,
    companyId: row.companyId,
    ip: ctx.ip,
  });
  return detailOf(row);
}

/**
 * Serialises changes to a company's tenant managers: the company row is locked for the rest of
 * the transaction, so two managers cannot demote each other at the same moment.
 */
async function companyNames(db: Db, companyId: number): Promise<{ ko: string; en: string }> {
  const [row] = await db
    .select({ ko: companies.nameKo, en: companies.nameEn })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? { ko: '', en: '' };
}

/**
 * Approves or rejects pending sign-ups, all or none: every id must be a pending account in the
 * scope (else 404 / 409 and nothing changes). Each decision is audited; the people are told afterwards
 * (approval in-app and by e-mail, rejection by e-mail: a rejected account cannot log in to read it).
 */
export async function decide(ctx: EmployeesContext, ids: number[], decision: Decision): Promise<Updated> {
  const unique = [...new Set(ids)];
  const status = decision === 'approve' ? 'approved' : 'rejected';
  const { now } = ctx;
  const decided = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: users.id, status: users.status, companyId: users.companyId })
      .from(users)
      .where(and(inArray(users.id, unique), inScope(ctx)))
      .for('update');
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
    if (rows.some((r) => r.status !== 'pending')) throw new AppError('CONFLICT');
    const updated = await tx
      .update(users)
      .set({ status, decidedAt: now, decidedBy: ctx.actor.id, updatedAt: now })
      .where(and(inArray(users.id, unique), eq(users.status, 'pending')))
      .returning({
        id: users.id,
        name: users.name,
        loginId: users.loginId,
        email: users.email,
        companyId: users.companyId,
        language: users.language,
      });
    if (updated.length !== unique.length) throw new AppError('CONFLICT');
    for (const row of updated) {
      await auditActor(tx, ctx, {
        action: decision,
        targetType: 'user',
        targetId: row.id,
        companyId: row.companyId,
        detail: unique.length > 1 ? { bulk: unique.length } : undefined,
      });
    }
    return updated;
  });

  const names = new Map<number, { ko: string; en: string }>();
  // Each person reads it in their own language, now or whenever they change it.
  for (const person of decided) {
    const cid = person.companyId!;
    if (!names.has(cid)) names.set(cid, await companyNames(ctx.db, cid));
    const params = { name: person.name, loginId: person.loginId, company: names.get(cid)! };
    await ctx.notify(
      decision === 'approve'
        ? {
            kind: 'account_approved',
            params: { ...params, byOffice: false },
            link: '/login',
            userId: person.id,
            email: person.email,
            language: person.language,
          }
        : { kind: 'account_rejected', params, link: '/', email: person.email, language: person.language },
    );
  }
  return { updated: decided.length };
}

function checkedPhone(ctx: EmployeesContext, mobile: string): string {
  const e164 = toE164(mobile);
  if (!e164) throw new AppError('VALIDATION_FAILED', { mobile: translator(ctx.lang)('validation:contactFormat') });
  return e164;
}

async function checkFloor(ctx: EmployeesContext, companyId: number, floor: number): Promise<void> {
  const [company] = await ctx.db.select({ floors: companies.floors }).from(companies).where(eq(companies.id, companyId));
  if (!company?.floors.includes(floor)) {
    throw new AppError('VALIDATION_FAILED', { floor: translator(ctx.lang)('validation:floorRequired') });
  }
}

/**
 * Adds an approved member of the company with an unusable random password, and e-mails a
 * single-use invitation link (valid INVITE_VALID_DAYS days) to the page that sets the password.
 */
export async function createEmployee(ctx: EmployeesContext, input: EmployeeCreateValues): Promise<EmployeeDetail> {
  const t = translator(ctx.lang);
  if (ctx.companyId === null) throw new AppError('VALIDATION_FAILED', { companyId: t('validation:companyRequired') });
  const companyId = ctx.companyId;
  const mobile = checkedPhone(ctx, input.mobile);
  await checkFloor(ctx, companyId, input.floor);
  const taken = () => new AppError('LOGIN_ID_TAKEN', { loginId: t('LOGIN_ID_TAKEN') });
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.loginId, input.loginId), isNull(users.deletedAt)))
    .limit(1);
  if (existing) throw taken();

  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const token = newToken();
  const { now } = ctx;
  let row: typeof users.$inferSelect;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          ...memberRow(input, { passwordHash, mobile, companyId, status: 'approved', language: ctx.lang }),
          decidedAt: now,
          decidedBy: ctx.actor.id,
        })
        .returning();
      await tx.insert(passwordTokens).values({
        // On the clock its checks read (findUsableToken compares it with the password's change).
        createdAt: now,
        tokenHash: hashToken(token),
        userId: created!.id,
        purpose: 'invite',
        expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * 86_400_000),
      });
      await auditActor(tx, ctx, {
        action: 'create',
        targetType: 'user',
        targetId: created!.id,
        companyId,
      });
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await ctx.notify({
    kind: 'invite',
    params: { name: row.name, days: INVITE_VALID_DAYS },
    link: `/findid/reset?token=${encodeURIComponent(token)}`,
    email: row.email,
    language: row.language,
  });
  return detailOf(row);
}

/**
 * Edits the personal data and the status (approved ⇄ suspended). Suspending ends the person's
 * sessions; the company's last approved tenant manager cannot be suspended, nor can oneself.
 */
export async function updateEmployee(ctx: EmployeesContext, id: number, input: EmployeeUpdateValues): Promise<EmployeeDetail> {
  const current = await findInScope(ctx, id);
  const mobile = checkedPhone(ctx, input.mobile);
  await checkFloor(ctx, current.companyId!, input.floor);
  const status = input.status ?? current.status;
  if (status !== current.status) {
    if (current.status !== 'approved' && current.status !== 'suspended') throw new AppError('CONFLICT');
    if (status === 'suspended' && current.id === ctx.actor.id) throw new AppError('SELF_ACTION_NOT_ALLOWED');
    // The building management office's suspension is lifted only there.
    if (current.status === 'suspended' && current.suspendedByOffice && ctx.actor.role !== 'building_manager')
      throw new AppError('SUSPENDED_BY_OFFICE');
  }
  const values = { name: input.name, email: input.email, mobile, gender: input.gender, floor: input.floor, status };
  const changed = (Object.keys(values) as (keyof typeof values)[]).filter((k) => values[k] !== current[k]);
  const row = await ctx.db.transaction(async (tx) => {
    if (status === 'suspended' && current.status !== 'suspended') {
      await lockCompany(tx, current.companyId!);
      await ensureAnotherManager(tx, await findInScope(ctx, id, tx));
    }
    const [updated] = await tx
      .update(users)
      .set({
        ...values,
        updatedAt: ctx.now,
        ...(status !== current.status
          ? { suspendedByOffice: status === 'suspended' && ctx.actor.role === 'building_manager' }
          : {}),
      })
      .where(eq(users.id, id))
      .returning();
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'user',
      targetId: id,
      companyId: current.companyId,
      detail: { changed },
    });
    if (status !== current.status) {
      await auditActor(tx, ctx, {
        action: status === 'suspended' ? 'suspend' : 'reactivate',
        targetType: 'user',
        targetId: id,
        companyId: current.companyId,
      });
    }
    return updated!;
  });
  if (status === 'suspended') await revokeUserSessions(ctx.db, id);
  if (current.email.toLowerCase() !== input.email.toLowerCase()) await tellOldAddress(ctx, current, input.email);
  return detailOf(row);
}

/** `ab***@example.com`: enough for the owner to recognise the new address, not to learn it. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(3, local.length - 2))}@${domain}`;
}

/**
 * The old address hears of a change of address, in the person's language: someone who took over an
 * account by changing its e-mail would otherwise go unnoticed (password links now go elsewhere).
 */
async function tellOldAddress(ctx: EmployeesContext, person: typeof users.$inferSelect, newEmail: string): Promise<void> {
  await ctx.notify({
    kind: 'email_changed',
    params: {
      name: person.name,
      loginId: person.loginId,
      masked: maskEmail(newEmail),
      byOffice: ctx.actor.role === 'building_manager',
    },
    email: person.email,
    language: person.language,
  });
}

/**
 * Soft delete: the account is marked deleted, its personal data anonymised (the login ID is freed),
 * its sessions and open links end. Not oneself, and not the company's last tenant manager.
 */
export async function deleteEmployee(ctx: EmployeesContext, id: number): Promise<void> {
  const current = await findInScope(ctx, id);
  if (current.id === ctx.actor.id) throw new AppError('SELF_ACTION_NOT_ALLOWED');
  const { now } = ctx;
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  await ctx.db.transaction(async (tx) => {
    await lockCompany(tx, current.companyId!);
    await ensureAnotherManager(tx, await findInScope(ctx, id, tx));
    await tx
      .update(users)
      .set({
        deletedAt: now,
        updatedAt: now,
        loginId: `deleted.${id}`,
        name: '-',
        email: `deleted.${id}@deleted.invalid`,
        mobile: '',
        floor: null,
        passwordHash: unusable,
        pushAlarm: false,
      })
      .where(eq(users.id, id));
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.userId, id), isNull(passwordTokens.usedAt)));
    // Nor does the outbox keep the person: their address, the texts written to them and their links go.
    await tx
      .update(notifications)
      .set({ recipient: null, subject: '-', body: '-', link: null })
      .where(or(eq(notifications.userId, id), eq(notifications.recipient, current.email)));
    await auditActor(tx, ctx, {
      action: 'delete',
      targetType: 'user',
      targetId: id,
      companyId: current.companyId,
    });
  });
  await revokeUserSessions(ctx.db, id);
}

/** Makes or unmakes a tenant manager; only approved accounts become one, and the company always keeps one. */
export async function changeRole(ctx: EmployeesContext, id: number, role: 'member' | 'tenant_manager'): Promise<EmployeeDetail> {
  const current = await findInScope(ctx, id);
  if (current.role === role) return detailOf(current);
  if (role === 'tenant_manager' && current.status !== 'approved') throw new AppError('CONFLICT');
  const row = await ctx.db.transaction(async (tx) => {
    await lockCompany(tx, current.companyId!);
    if (role === 'member') await ensureAnotherManager(tx, await findInScope(ctx, id, tx));
    const [updated] = await tx.update(users).set({ role, updatedAt: ctx.now }).where(eq(users.id, id)).returning();
    forgetSessions(); // the person's next request sees the new role
    await auditActor(tx, ctx, {
      action: 'role_change',
      targetType: 'user',
      targetId: id,
      companyId: current.companyId,
      detail: { from: current.role, to: role },
    });
    return updated!;
  });
  return detailOf(row);
}
