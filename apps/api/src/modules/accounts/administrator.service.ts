import { administratorSchema, type AdministratorInput } from '@tea/shared/accounts/signup.schema';
import type { Lang } from '@tea/i18n';
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { users } from '../../db/schema/accounts.js';
import { translator } from '../../i18n.js';
import { audit } from '../audit/audit.service.js';
import { hashPassword, isCommonPassword } from '../auth/password.js';
import { isLoginIdAvailable } from './accounts.service.js';

/** Made, or refused with a message for each field (in the language asked for). */
export type AdministratorResult = { userId: number } | { problems: Partial<Record<keyof AdministratorInput, string>> };

/**
 * An approved building manager made at the server's console (`npm run admin:create`): the first way in
 * to an installation without demo data (decision 0068). The sign-up's rules, the common-password list,
 * and an ID and an e-mail no live account uses. No one is signed in: the audit entry has no actor.
 */
export async function createAdministrator(
  db: Db,
  input: AdministratorInput,
  { lang, now }: { lang: Lang; now: Date },
): Promise<AdministratorResult> {
  const t = translator(lang);
  const parsed = administratorSchema.safeParse(input);
  if (!parsed.success) {
    const problems: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      problems[String(issue.path[0])] ??= t(issue.message.includes(':') ? issue.message : 'validation:invalid');
    return { problems };
  }
  const { loginId, email, name, password } = parsed.data;
  const problems: Record<string, string> = {};
  if (isCommonPassword(password)) problems.password = t('validation:passwordCommon');
  if (!(await isLoginIdAvailable(db, loginId))) problems.loginId = t('LOGIN_ID_TAKEN');
  if (await isEmailInUse(db, email)) problems.email = t('validation:emailTaken');
  if (Object.keys(problems).length > 0) return { problems };

  const passwordHash = await hashPassword(password);
  try {
    const userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          loginId,
          email,
          name,
          passwordHash,
          // The columns need them; the person corrects them on My Page (the console asks what logging in needs).
          mobile: '',
          gender: 'female',
          role: 'building_manager',
          status: 'approved',
          language: lang,
          decidedAt: now,
          passwordChangedAt: now,
        })
        .returning({ id: users.id });
      await audit(tx, {
        actorId: null,
        action: 'create',
        targetType: 'user',
        targetId: user!.id,
        detail: { role: 'building_manager', by: 'admin:create' },
      });
      return user!.id;
    });
    return { userId };
  } catch (error) {
    // Made by another console in the meantime.
    if (isUniqueViolation(error)) return { problems: { loginId: t('LOGIN_ID_TAKEN') } };
    throw error;
  }
}

async function isEmailInUse(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
}
