import { loginSchema } from '@tea/shared/accounts/account.rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { currentUser, scopeAccess } from '../../plugins/auth.js';
import { AppError } from '../../plugins/errors.js';
import { audit } from '../audit/audit.service.js';
import { loginPaused } from './login-throttle.js';
import { verifyAgainstDummy, verifyPassword } from './password.js';
import { loadSessionUser } from './session-user.js';
import { createSession, isKnownAddress, revokeSession } from './sessions.service.js';

const sessionUser = z.object({
  id: z.number(),
  loginId: z.string(),
  name: z.string(),
  gender: z.enum(['male', 'female']),
  role: z.enum(['member', 'tenant_manager', 'building_manager']),
  status: z.enum(['pending', 'approved', 'rejected', 'suspended']),
  mobile: z.string(),
  email: z.string(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  companyNameEn: z.string().nullable(),
  companyNameKo: z.string().nullable(),
  floor: z.number().nullable(),
  sleepingRoomBlockedUntil: z.string().nullable(),
  pushAlarm: z.boolean(),
});

/** Login, logout and the current person (issue 3, DESIGN.md §4). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  /** Why an account may not log in from an address, whatever the password: its status, its company's, the allow-list. */
  const accountRefusal = (
    user: { status: string; role: string; companyStatus: string | null },
    ip: string,
  ): 'ACCOUNT_NOT_APPROVED' | 'COMPANY_SUSPENDED' | 'IP_NOT_ALLOWED' | null => {
    if (user.status !== 'approved') return 'ACCOUNT_NOT_APPROVED';
    if (user.companyStatus === 'suspended') return 'COMPANY_SUSPENDED';
    const allow = app.config.ADMIN_IP_ALLOWLIST;
    if (user.role === 'building_manager' && allow.length > 0 && !allow.includes(ip)) return 'IP_NOT_ALLOWED';
    return null;
  };
  const { db } = app.database;
  const policy = { idleMinutes: app.config.SESSION_IDLE_MINUTES, absoluteHours: app.config.SESSION_ABSOLUTE_HOURS };

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with ID and password',
        body: loginSchema,
        response: { 200: z.object({ accessToken: z.string(), user: sessionUser }) },
      },
    },
    async (request) => {
      const { loginId, password } = request.body;
      const ip = request.ip;
      const pausedMs = await app.loginThrottle.pausedMs(loginId, ip);
      if (pausedMs > 0) throw loginPaused(pausedMs);
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
      const accountPausedMs = await app.loginThrottle.accountPausedMs(loginId);
      if (accountPausedMs > 0 && !(user && (await isKnownAddress(db, user.id, ip)))) throw loginPaused(accountPausedMs);
      // The password is always checked (a dummy hash for an unknown ID), and what the answer says of
      // the account never depends on whether it was right: a status shown only after the right
      // password would tell a guesser they had found it (decision 0015).
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!ok) await app.loginThrottle.failed(loginId, ip);
      const refusal = !user ? 'INVALID_CREDENTIALS' : (accountRefusal(user, ip) ?? (ok ? null : 'INVALID_CREDENTIALS'));
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
      await app.loginThrottle.succeeded(loginId, ip);
      const accessToken = await createSession(db, policy, user.id, { ip, userAgent: request.headers['user-agent'] });
      await db.update(users).set({ lastLoginAt: app.clock.now(), language: request.lang }).where(eq(users.id, user.id));
      await audit(db, {
        actorId: user.id,
        action: 'login',
        targetType: 'user',
        targetId: user.id,
        companyId: user.companyId,
        ip,
      });
      const profile = await loadSessionUser(db, user.id, request.lang, app.clock.now());
      return { accessToken, user: profile! };
    },
  );

  app.post(
    '/auth/logout',
    { config: { access: 'session' }, schema: { tags: ['auth'], summary: 'End this session', response: { 204: z.null() } } },
    async (request, reply) => {
      const user = currentUser(request);
      await revokeSession(db, user.sessionId);
      await audit(db, { actorId: user.id, action: 'logout', targetType: 'user', targetId: user.id, ip: request.ip });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'session' },
      schema: { tags: ['auth'], summary: 'The logged-in person', response: { 200: sessionUser } },
    },
    async (request) => {
      const profile = await loadSessionUser(db, currentUser(request).id, request.lang, app.clock.now());
      if (!profile) throw new AppError('SESSION_EXPIRED');
      return profile;
    },
  );
};

export default authRoutes;
