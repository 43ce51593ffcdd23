import { loginAnswerSchema, loginSchema, sessionUserSchema } from '@tea/shared/accounts/account.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../plugins/auth.js';
import { AppError } from '../../plugins/errors.js';
import { actorContext } from '../../request-context.js';
import { logIn, logOut } from './auth.service.js';
import { DEVICE_COOKIE, deviceCookieOptions, issueDeviceCookie, readDeviceCookie, useCookies } from './device-cookie.js';
import { loadSessionUser } from './session-user.js';

/** Login, logout and the current person (issue 3, DESIGN.md §4). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  await useCookies(app);
  const policy = { idleMinutes: app.config.SESSION_IDLE_MINUTES, absoluteHours: app.config.SESSION_ABSOLUTE_HOURS };

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with ID and password',
        body: loginSchema,
        response: { 200: loginAnswerSchema },
      },
    },
    async (request, reply) => {
      const secret = await app.qrSecret();
      const cookies = app.parseCookie(request.headers.cookie ?? '');
      const answer = await logIn(
        request.ctx,
        {
          throttle: app.loginThrottle,
          policy,
          adminIpAllowlist: app.config.ADMIN_IP_ALLOWLIST,
          userAgent: request.headers['user-agent'],
          device: readDeviceCookie(cookies[DEVICE_COOKIE], request.ctx.now, secret),
        },
        request.body,
      );
      // This browser is now a known device of the person (decision 0053), for another half year.
      void reply.setCookie(
        DEVICE_COOKIE,
        issueDeviceCookie(answer.user.id, request.ctx.now, secret),
        deviceCookieOptions(request.protocol === 'https'),
      );
      return answer;
    },
  );

  app.post(
    '/auth/logout',
    { config: { access: 'session' }, schema: { tags: ['auth'], summary: 'End this session', response: { 204: z.null() } } },
    async (request, reply) => {
      await logOut(actorContext(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'session' },
      schema: { tags: ['auth'], summary: 'The logged-in person', response: { 200: sessionUserSchema } },
    },
    async (request) => {
      const { db, actor, lang, now } = actorContext(request);
      const profile = await loadSessionUser(db, actor.id, lang, now);
      if (!profile) throw new AppError('SESSION_EXPIRED');
      return profile;
    },
  );
};

export default authRoutes;
