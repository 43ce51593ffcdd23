import type { LoginAnswer, LoginInput } from '@tea/shared/accounts/account.rules';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext, RequestContext } from '../../request-context.js';
import { audit } from '../audit/audit.service.js';
import type { Device } from './device-cookie.js';
import { loginPaused, loginSlowDown, type LoginThrottle } from './login-throttle.js';
import { verifyAgainstDummy, verifyPassword } from './password.js';
import { loadSessionUser } from './session-user.js';
import { createSession, isKnownAddress, revokeSession, type SessionPolicy } from './sessions.service.js';

/** What login needs beyond the request: the counters, the session policy and the back office's address allow-list. */
export interface LoginSettings {
  throttle: LoginThrottle;
  policy: SessionPolicy;
  adminIpAllowlist: readonly string[];
  userAgent: string | undefined;
  /** The device the request's device cookie names, if any (decision 0053). */
  device: Device | null;
}

type Refusal = 'ACCOUNT_NOT_APPROVED' | 'COMPANY_SUSPENDED' | 'IP_NOT_ALLOWED';

/**
 * Why an account may not log in (decision 0051): from outside the back office's allow-list, a
 * building manager is told so whatever the password (saying it only to the right one would confirm an
 * administrator's password to anyone outside); the account's status and its company's are told only
 * to the right password, so neither an ID's status nor its existence is told to whoever types it.
 */
function accountRefusal(
  user: { status: string; role: string; companyStatus: string | null },
  passwordRight: boolean,
  ip: string,
  allow: readonly string[],
): Refusal | 'INVALID_CREDENTIALS' | null {
  if (user.role === 'building_manager' && allow.length > 0 && !allow.includes(ip)) return 'IP_NOT_ALLOWED';
  if (!passwordRight) return 'INVALID_CREDENTIALS';
  if (user.status !== 'approved') return 'ACCOUNT_NOT_APPROVED';
  if (user.companyStatus === 'suspended') return 'COMPANY_SUSPENDED';
  return null;
}

/**
 * Logs in with ID and password (DESIGN.md §4, decision 0053): paused after repeated failures per
 * account and address, slowed for an address with many failures, paused per account for addresses it
 * has not logged in from; a device the person logged in from passes all three until it fails itself,
 * so nobody can lock an account, or an office, out. Every attempt is audited.
 */
export async function logIn(ctx: RequestContext, settings: LoginSettings, input: LoginInput): Promise<LoginAnswer> {
  const { db, ip } = ctx;
  const { loginId, password } = input;
  const { throttle } = settings;
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      role: users.role,
      companyId: users.companyId,
      companyStatus: companies.status,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.loginId, loginId.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  const device =
    user && settings.device?.userId === user.id && !(await throttle.deviceDistrusted(settings.device.nonce))
      ? settings.device
      : null;
  if (!device) {
    const pausedMs = await throttle.pausedMs(loginId, ip);
    if (pausedMs > 0) throw loginPaused(pausedMs);
    const paceMs = await throttle.paceMs(ip);
    if (paceMs > 0) throw loginSlowDown(paceMs);
    const accountPausedMs = await throttle.accountPausedMs(loginId);
    if (accountPausedMs > 0 && !(user && (await isKnownAddress(db, user.id, ip)))) throw loginPaused(accountPausedMs);
  }
  // The password is always checked (a dummy hash for an unknown ID, so an answer takes as long
  // either way); the account's status is told only to the right one (decision 0051).
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!ok) await throttle.failed(loginId, ip, device?.nonce);
  const refusal = !user ? 'INVALID_CREDENTIALS' : accountRefusal(user, ok, ip, settings.adminIpAllowlist);
  if (refusal !== null || !user) {
    await audit(db, {
      actorId: user?.id ?? null,
      action: 'login_failed',
      targetType: 'user',
      targetId: user?.id,
      companyId: user?.companyId ?? null,
      ip,
      detail: { loginId, reason: refusal },
    });
    throw new AppError(refusal ?? 'INVALID_CREDENTIALS');
  }
  await throttle.succeeded(loginId, ip, device?.nonce);
  const accessToken = await createSession(db, settings.policy, user.id, { ip, userAgent: settings.userAgent });
  await db.update(users).set({ lastLoginAt: ctx.now, language: ctx.lang }).where(eq(users.id, user.id));
  await audit(db, { actorId: user.id, action: 'login', targetType: 'user', targetId: user.id, companyId: user.companyId, ip });
  const profile = await loadSessionUser(db, user.id, ctx.lang, ctx.now);
  if (!profile) throw new AppError('SESSION_EXPIRED');
  return { accessToken, user: profile };
}

/** Ends this session. */
export async function logOut(ctx: ActorContext): Promise<void> {
  await revokeSession(ctx.db, ctx.actor.sessionId);
  await audit(ctx.db, { actorId: ctx.actor.id, action: 'logout', targetType: 'user', targetId: ctx.actor.id, ip: ctx.ip });
}
