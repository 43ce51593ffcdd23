import { MEMBER_QR_TTL_SECONDS, type SessionUser } from '@tea/shared/accounts/account.rules';
import { toE164 } from '@tea/shared/accounts/phone';
import type {
  MemberQrToken,
  MyNotifications,
  MyProfile,
  PasswordChangeInput,
  ProfileUpdateValues,
  QrVerifyResult,
} from '@tea/shared/accounts/profile.schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { notifications } from '../../db/schema/notifications.js';
import { translator } from '../../i18n.js';
import { AppError } from '../../plugins/errors.js';
import { audit } from '../audit/audit.service.js';
import { loginPaused, type LoginThrottle } from '../auth/login-throttle.js';
import { hashPassword, isCommonPassword, verifyPassword } from '../auth/password.js';
import { loadSessionUser } from '../auth/session-user.js';
import { revokeUserSessions } from '../auth/sessions.service.js';
import { listInApp } from '../notifications/in-app.js';
import { issueQrToken, readQrToken } from './qr-token.js';
import type { ActorContext } from '../../request-context.js';
import { nameIn } from '../../db/schema/name-columns.js';

async function loadRow(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('SESSION_EXPIRED');
  return row;
}

/** The person's own data, with the company's floors for the edit form. */
export async function getProfile(ctx: ActorContext): Promise<MyProfile> {
  const { user, company } = await loadRow(ctx.db, ctx.actor.id);
  return {
    id: user.id,
    name: user.name,
    loginId: user.loginId,
    company: company ? { id: company.id, nameKo: company.nameKo, nameEn: company.nameEn, floors: company.floors } : null,
    floor: user.floor,
    gender: user.gender,
    role: user.role,
    mobile: user.mobile,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * Changes name, e-mail, contact, gender and floor. The floor must be one of the company's floors;
 * a person without a company has none. Answers the stored session values so the web can refresh them.
 */
export async function updateProfile(ctx: ActorContext, input: ProfileUpdateValues): Promise<SessionUser> {
  const t = translator(ctx.lang);
  const { user, company } = await loadRow(ctx.db, ctx.actor.id);
  const fields: Record<string, string> = {};
  const mobile = toE164(input.mobile);
  if (!mobile) fields.mobile = t('validation:contactFormat');
  let floor: number | null = null;
  if (company) {
    if (input.floor === null || !company.floors.includes(input.floor)) fields.floor = t('validation:floorRequired');
    else floor = input.floor;
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', fields);

  const values = { name: input.name, email: input.email, mobile: mobile!, gender: input.gender, floor };
  const changed = (Object.keys(values) as (keyof typeof values)[]).filter((k) => values[k] !== user[k]);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...values, updatedAt: ctx.now })
      .where(eq(users.id, user.id));
    await audit(tx, {
      actorId: user.id,
      action: 'update',
      targetType: 'user',
      targetId: user.id,
      companyId: user.companyId,
      ip: ctx.ip,
      detail: { changed, self: true },
    });
  });
  const session = await loadSessionUser(ctx.db, user.id, ctx.lang, ctx.now);
  if (!session) throw new AppError('SESSION_EXPIRED');
  return session;
}

/**
 * Changes the password after checking the current one (guesses count like failed logins, so a stolen
 * session cannot try passwords without limit). Ends every other session of the person; this one stays.
 */
export async function changePassword(ctx: ActorContext, throttle: LoginThrottle, input: PasswordChangeInput): Promise<void> {
  const t = translator(ctx.lang);
  const { user } = await loadRow(ctx.db, ctx.actor.id);
  const pausedMs = await throttle.pausedMs(user.loginId, ctx.ip);
  if (pausedMs > 0) throw loginPaused(pausedMs);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await throttle.failed(user.loginId, ctx.ip);
    throw new AppError('WRONG_CURRENT_PASSWORD', { currentPassword: t('WRONG_CURRENT_PASSWORD') });
  }
  await throttle.succeeded(user.loginId, ctx.ip);
  if (input.newPassword === input.currentPassword) {
    throw new AppError('VALIDATION_FAILED', { newPassword: t('validation:passwordSameAsCurrent') });
  }
  if (isCommonPassword(input.newPassword)) {
    throw new AppError('VALIDATION_FAILED', { newPassword: t('validation:passwordCommon') });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const { now } = ctx;
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, ctx.actor.sessionId);
    await audit(tx, {
      actorId: user.id,
      action: 'password_change',
      targetType: 'user',
      targetId: user.id,
      companyId: user.companyId,
      ip: ctx.ip,
    });
  });
}

export async function myNotifications(ctx: ActorContext, limit: number): Promise<MyNotifications> {
  const { items, unread } = await listInApp(ctx.db, ctx.actor.id, ctx.lang, limit);
  return {
    unread,
    items: items.map((n) => ({ ...n, createdAt: n.createdAt.toISOString(), readAt: n.readAt?.toISOString() ?? null })),
  };
}

export async function markNotificationsRead(ctx: ActorContext): Promise<{ updated: number }> {
  const rows = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now })
    .where(and(eq(notifications.userId, ctx.actor.id), eq(notifications.channel, 'in_app'), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

/** A fresh member QR token, valid MEMBER_QR_TTL_SECONDS (whole seconds). */
export function memberQrToken(ctx: ActorContext, secret: string): MemberQrToken {
  const expiresAt = new Date(Math.floor(ctx.now.getTime() / 1000 + MEMBER_QR_TTL_SECONDS) * 1000);
  return { token: issueQrToken(ctx.actor.id, expiresAt, secret), expiresAt: expiresAt.toISOString() };
}

/**
 * The person of a member QR (the front desk's and the fitness desk's scans): a valid signature, not
 * expired, and a live approved account; why not otherwise.
 */
export async function memberOfQr(ctx: ActorContext, token: string, secret: string) {
  const check = readQrToken(token, secret, ctx.now);
  if (!check.ok) return { ok: false as const, reason: check.reason };
  const [row] = await ctx.db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, check.userId))
    .limit(1);
  if (!row || row.user.deletedAt || row.user.status !== 'approved') return { ok: false as const, reason: 'inactive' as const };
  return { ok: true as const, member: row };
}

/**
 * The front desk's check of a scanned member QR: a valid signature, not expired, and a live approved
 * account (suspended, pending, rejected or deleted people are `inactive`). A valid read is audited.
 */
export async function verifyMemberQr(ctx: ActorContext, token: string, secret: string): Promise<QrVerifyResult> {
  const read = await memberOfQr(ctx, token, secret);
  if (!read.ok) return { valid: false, reason: read.reason };
  const row = read.member;
  await audit(ctx.db, {
    actorId: ctx.actor.id,
    action: 'read_personal_data',
    targetType: 'user',
    targetId: row.user.id,
    companyId: row.user.companyId,
    ip: ctx.ip,
    detail: { via: 'member_qr' },
  });
  const company = row.company ? nameIn(ctx.lang, row.company) : null;
  return { valid: true, user: { name: row.user.name, company, role: row.user.role, status: row.user.status } };
}
