import {
  acceptedSchema,
  findIdSchema,
  loginIdAvailabilitySchema,
  loginIdAvailableQuerySchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  resetLinkStateSchema,
  resetTokenSchema,
  signupAnswerSchema,
  signupSchema,
} from '@tea/shared/accounts/signup.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitPerAddress, withinLimit } from '../../plugins/rate-limit.js';
import { DEVICE_COOKIE, deviceCookieOptions, issueDeviceCookie, useCookies } from '../auth/device-cookie.js';
import {
  confirmPasswordReset,
  findUsableToken,
  isLoginIdAvailable,
  sendLoginIds,
  sendPasswordReset,
  signup,
} from './accounts.service.js';
import { scopeAccess } from '../../plugins/auth.js';

const MINUTE = 60_000;
/**
 * Requests per client address: enough for a whole company signing up from behind one office
 * address on its first morning, not for probing IDs or scripting sign-ups.
 */
const LIMITS = {
  loginIdCheck: [60, MINUTE],
  signup: [50, 60 * MINUTE],
  recovery: [30, 15 * MINUTE],
  // A link's page asks once and sends once or twice: a company taking up its invitations on one
  // morning behind one address stays under it, a script sending tokens by the thousand does not.
  resetLink: [120, 15 * MINUTE],
} as const;
/** Account e-mails (IDs, reset links) one address receives per hour, however many clients ask. */
const MAILS_PER_RECIPIENT_HOUR = 5;

/** Sign-up, the ID check, find ID and the password links (issue 3; public, no session). */
const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  await useCookies(app);
  const context = (request: FastifyRequest) => request.ctx;

  /**
   * Find ID and reset answer at once and the same whether or not an account matches; the lookup
   * and the e-mail run afterwards, so the answer's timing tells nothing either.
   */
  /** Sends at most MAILS_PER_RECIPIENT_HOUR account e-mails to one address an hour; the answer stays the same. */
  const mailOnce = async (request: FastifyRequest, email: string, send: () => Promise<void>) => {
    const key = `mail:account:${email.trim().toLowerCase()}`;
    if (await withinLimit(app.counters, key, MAILS_PER_RECIPIENT_HOUR, 60 * MINUTE)) app.afterAnswer(send);
    else request.log.warn('account e-mails to one address capped for the hour');
  };
  const limit = (name: keyof typeof LIMITS) => {
    const [max, windowMs] = LIMITS[name];
    return limitPerAddress(app.counters, name, max, windowMs);
  };

  app.get(
    '/accounts/login-id-available',
    {
      onRequest: limit('loginIdCheck'),
      schema: {
        tags: ['accounts'],
        summary: 'Whether a login ID has the right form and is free (the duplicate check of the sign-up)',
        querystring: loginIdAvailableQuerySchema,
        response: { 200: loginIdAvailabilitySchema },
      },
    },
    async (request) => ({ available: await isLoginIdAvailable(app.database.db, request.query.loginId.trim()) }),
  );

  app.post(
    '/accounts/signup',
    {
      onRequest: limit('signup'),
      schema: {
        tags: ['accounts'],
        summary: 'Sign up as staff of a tenant company; the account waits for the tenant manager',
        body: signupSchema,
        response: { 201: signupAnswerSchema },
      },
    },
    async (request, reply) => {
      await signup(context(request), request.body);
      return reply.code(201).send({ status: 'pending' as const });
    },
  );

  app.post(
    '/accounts/find-id',
    {
      onRequest: limit('recovery'),
      schema: {
        tags: ['accounts'],
        summary: 'E-mail the login IDs registered with an address (same answer whether or not one exists)',
        body: findIdSchema,
        response: { 202: acceptedSchema },
      },
    },
    async (request, reply) => {
      await mailOnce(request, request.body.email, () => sendLoginIds(context(request), request.body.email));
      return reply.code(202).send({ status: 'accepted' as const });
    },
  );

  app.post(
    '/accounts/password-reset',
    {
      onRequest: limit('recovery'),
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a single-use reset link when the ID and e-mail match an account (same answer either way)',
        body: passwordResetRequestSchema,
        response: { 202: acceptedSchema },
      },
    },
    async (request, reply) => {
      const { loginId, email } = request.body;
      await mailOnce(request, email, () => sendPasswordReset(context(request), loginId, email));
      return reply.code(202).send({ status: 'accepted' as const });
    },
  );

  app.post(
    '/accounts/password-reset/check',
    {
      onRequest: limit('resetLink'),
      schema: {
        tags: ['accounts'],
        summary: 'Whether a reset or invitation link can still be used (the token goes in the body, never in a logged URL)',
        body: z.object({ token: resetTokenSchema }),
        response: { 200: resetLinkStateSchema },
      },
    },
    async (request) => {
      const found = await findUsableToken(request.ctx.db, request.body.token, request.ctx.now);
      return { valid: found !== null, purpose: found?.purpose ?? null };
    },
  );

  app.post(
    '/accounts/password-reset/confirm',
    {
      onRequest: limit('resetLink'),
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset or invitation link; ends every session of the person',
        body: passwordResetConfirmSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const ctx = context(request);
      const { userId } = await confirmPasswordReset(ctx, request.body.token, request.body.password);
      // Whoever holds the link owns the account: a stranger's failed guesses never keep them out (decision 0053).
      void reply.setCookie(
        DEVICE_COOKIE,
        issueDeviceCookie(userId, ctx.now, await app.qrSecret()),
        deviceCookieOptions(request.protocol === 'https'),
      );
      return reply.code(204).send(null);
    },
  );
};

export default accountsRoutes;
