import { LOGIN_ID_PATTERN, PASSWORD_RESET_MINUTES } from '@tea/shared/accounts/account.rules';
import { toE164 } from '@tea/shared/accounts/phone';
import { CONSENT_ITEMS, CONSENT_VERSION, type SignupValues } from '@tea/shared/accounts/signup.schema';
import type { Lang } from '@tea/i18n';
import { and, eq, gt, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { consents, passwordTokens, users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { translator } from '../../i18n.js';
import { memberRow } from './member-row.js';
import { activeManagersOf } from './tenant-managers.js';
import { AppError } from '../../plugins/errors.js';
import { audit } from '../audit/audit.service.js';
import { hashPassword, isCommonPassword } from '../auth/password.js';
import { hashToken, newToken, revokeUserSessions } from '../auth/sessions.service.js';
import type { RequestContext } from '../../request-context.js';

/** True when the ID has the right form and no live account uses it (a deleted account's ID is free again). */
export async function isLoginIdAvailable(db: Db, loginId: string): Promise<boolean> {
  if (!LOGIN_ID_PATTERN.test(loginId)) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.loginId, loginId), isNull(users.deletedAt)))
    .limit(1);
  return !row;
}

/**
 * Creates a pending member of an active office company with one consent row per item, then tells
 * the company's approved tenant managers (in-app and e-mail). Retail tenants reserve by phone and
 * have no portal staff; suspended companies take no new staff: both are refused like an unknown company.
 */
export async function signup(ctx: RequestContext, input: SignupValues): Promise<{ userId: number }> {
  const t = translator(ctx.lang);
  const { db } = ctx;
  const [company] = await db
    .select({ id: companies.id, nameKo: companies.nameKo, nameEn: companies.nameEn, floors: companies.floors })
    .from(companies)
    .where(and(eq(companies.id, input.companyId), eq(companies.status, 'active'), eq(companies.kind, 'office')))
    .limit(1);
  const fields: Record<string, string> = {};
  if (!company) fields.companyId = t('validation:companyRequired');
  else if (!company.floors.includes(input.floor)) fields.floor = t('validation:floorRequired');
  if (isCommonPassword(input.password)) fields.password = t('validation:passwordCommon');
  const mobile = toE164(input.mobile);
  if (!mobile) fields.mobile = t('validation:contactFormat');
  if (Object.keys(fields).length > 0 || !company || !mobile) throw new AppError('VALIDATION_FAILED', fields);
  if (!(await isLoginIdAvailable(db, input.loginId))) throw new AppError('LOGIN_ID_TAKEN', { loginId: t('LOGIN_ID_TAKEN') });

  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          ...memberRow(input, { passwordHash, mobile, companyId: company.id, status: 'pending', language: ctx.lang }),
          passwordChangedAt: ctx.now,
        })
        .returning({ id: users.id });
      const id = user!.id;
      await tx
        .insert(consents)
        .values(CONSENT_ITEMS.map((item) => ({ userId: id, item, agreed: input.consents[item], version: CONSENT_VERSION })));
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('LOGIN_ID_TAKEN', { loginId: t('LOGIN_ID_TAKEN') });
    throw error;
  }
  await audit(db, {
    actorId: userId,
    action: 'signup',
    targetType: 'user',
    targetId: userId,
    companyId: company.id,
    ip: ctx.ip,
    detail: { consents: input.consents, consentVersion: CONSENT_VERSION },
  });

  const managers = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(activeManagersOf(company.id));
  // A company without a tenant manager yet: the building management office decides instead.
  const office =
    managers.length > 0
      ? []
      : await db
          .select({ id: users.id, email: users.email, language: users.language })
          .from(users)
          .where(and(eq(users.role, 'building_manager'), eq(users.status, 'approved'), isNull(users.deletedAt)));
  const recipients = [
    ...managers.map((m) => ({ ...m, office: false, path: '/tenant-manager/employee-management' })),
    ...office.map((m) => ({ ...m, office: true, path: '/admin/users?status=pending' })),
  ];
  // Each reads it in the language they use the portal in.
  for (const to of recipients) {
    await ctx.notify({
      kind: 'signup_pending',
      params: {
        name: input.name,
        loginId: input.loginId,
        company: { ko: company.nameKo, en: company.nameEn },
        office: to.office,
      },
      link: to.path,
      userId: to.id,
      email: to.email,
      language: to.language,
    });
  }
  return { userId };
}

/** E-mails the login IDs of approved accounts with this address to that address; nothing happens otherwise. */
export async function sendLoginIds(ctx: RequestContext, email: string): Promise<void> {
  const rows = await ctx.db
    .select({ loginId: users.loginId, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.status, 'approved'), isNull(users.deletedAt)))
    .orderBy(users.loginId);
  if (rows.length === 0) return;
  await ctx.notify({
    kind: 'find_id',
    params: { loginIds: rows.map((r) => r.loginId) },
    link: '/login',
    email: rows[0]!.email,
    language: ctx.lang,
  });
}

/**
 * Creates a single-use reset link (only its sha-256 hash is stored) for the live, pending or
 * approved account with this ID and e-mail, and sends it there; nothing happens otherwise.
 */
export async function sendPasswordReset(ctx: RequestContext, loginId: string, email: string): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.loginId, loginId.toLowerCase()),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        inArray(users.status, ['approved', 'pending']),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!user) return;
  // In the asker's language: the person may have no language of their own yet (a pending sign-up).
  await ctx.db.transaction((tx) => issueResetLink(ctx, tx, { ...user, language: ctx.lang }));
}

/**
 * Stores a single-use reset link (only its sha-256 hash, valid PASSWORD_RESET_MINUTES) and puts its
 * e-mail in the outbox, both in `tx`. The login page's "reset password" and the back office's
 * "send a reset link" both use it.
 */
export async function issueResetLink(
  ctx: { now: Date; notify: RequestContext['notify'] },
  tx: Db,
  user: { id: number; name: string; email: string; language: Lang },
): Promise<void> {
  const token = newToken();
  await tx.insert(passwordTokens).values({
    // On the clock its checks read (findUsableToken compares it with the password's change).
    createdAt: ctx.now,
    tokenHash: hashToken(token),
    userId: user.id,
    purpose: 'reset',
    expiresAt: new Date(ctx.now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
  });
  await ctx.notify(
    {
      kind: 'password_reset',
      params: { name: user.name, minutes: PASSWORD_RESET_MINUTES },
      link: `/findid/reset?token=${encodeURIComponent(token)}`,
      email: user.email,
      language: user.language,
    },
    tx,
  );
}

/**
 * The unused, unexpired token of a live account, or null. A link also dies when the password changes
 * after it was sent (by any route: a reset, My Page, the back office) and when a newer link was sent.
 */
export async function findUsableToken(db: Db, token: string, now: Date) {
  const newer = alias(passwordTokens, 'newer');
  const [row] = await db
    .select({ id: passwordTokens.id, userId: passwordTokens.userId, purpose: passwordTokens.purpose, companyId: users.companyId })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(
      and(
        eq(passwordTokens.tokenHash, hashToken(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
        isNull(users.deletedAt),
        or(isNull(users.passwordChangedAt), gt(passwordTokens.createdAt, users.passwordChangedAt)),
        notExists(
          db
            .select({ id: newer.id })
            .from(newer)
            .where(and(eq(newer.userId, passwordTokens.userId), gt(newer.id, passwordTokens.id))),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Sets the password of a reset or invitation link and uses the link up: the token (and any other
 * open link of the person) is marked used, every session of the person ends. Approves nothing.
 * Returns whose password it was: the browser that used the link becomes their known device (decision 0053).
 */
export async function confirmPasswordReset(ctx: RequestContext, token: string, password: string): Promise<{ userId: number }> {
  const t = translator(ctx.lang);
  if (isCommonPassword(password)) throw new AppError('VALIDATION_FAILED', { password: t('validation:passwordCommon') });
  const found = await findUsableToken(ctx.db, token, ctx.now);
  if (!found) throw new AppError('RESET_LINK_INVALID');
  const passwordHash = await hashPassword(password);
  const { now } = ctx;
  const claimed = await ctx.db.transaction(async (tx) => {
    // Claim the token in the same statement that checks it is unused: two requests cannot both use it.
    const [used] = await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.id, found.id), isNull(passwordTokens.usedAt)))
      .returning({ id: passwordTokens.id });
    if (!used) return false;
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.userId, found.userId), isNull(passwordTokens.usedAt)));
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, found.userId));
    await revokeUserSessions(tx, found.userId);
    await audit(tx, {
      actorId: found.userId,
      action: 'password_reset',
      targetType: 'user',
      targetId: found.userId,
      companyId: found.companyId,
      ip: ctx.ip,
      detail: { purpose: found.purpose },
    });
    return true;
  });
  if (!claimed) throw new AppError('RESET_LINK_INVALID');
  return { userId: found.userId };
}
