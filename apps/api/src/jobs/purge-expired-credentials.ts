import { and, isNotNull, lt, or } from 'drizzle-orm';
import { passwordTokens, sessions } from '../db/schema/accounts.js';
import { KNOWN_ADDRESS_DAYS } from '../modules/auth/sessions.service.js';
import { daysBefore } from './retention.js';
import type { Job } from './scheduler.js';

/** Password links are kept a week after they expired (used or not; a link never outlives its expiry). */
const PASSWORD_TOKEN_KEEP_DAYS = 7;

/**
 * Deletes sessions that have ended (expired or revoked) and are older than the window in which a
 * login address counts as known, and password links that expired a week ago. Hourly.
 */
export const purgeExpiredCredentials: Job = {
  name: 'purge-expired-credentials',
  lockKey: 7_301,
  everyMs: 60 * 60_000,
  async run(db, now) {
    const sessionCutoff = daysBefore(now, KNOWN_ADDRESS_DAYS);
    const tokenCutoff = daysBefore(now, PASSWORD_TOKEN_KEEP_DAYS);
    const goneSessions = await db
      .delete(sessions)
      .where(and(lt(sessions.createdAt, sessionCutoff), or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt))))
      .returning({ id: sessions.id });
    const goneTokens = await db
      .delete(passwordTokens)
      .where(lt(passwordTokens.expiresAt, tokenCutoff))
      .returning({ id: passwordTokens.id });
    return { sessions: goneSessions.length, passwordTokens: goneTokens.length };
  },
};
