import { sessionUserSchema } from '@tea/shared/accounts/account.rules';
import {
  memberQrTokenSchema,
  myNotificationsSchema,
  myProfileSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  qrVerifyResultSchema,
  qrVerifySchema,
} from '@tea/shared/accounts/profile.schema';
import { updatedSchema } from '@tea/shared/answers';
import { queryIntSchema } from '@tea/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePassword,
  getProfile,
  markNotificationsRead,
  memberQrToken,
  myNotifications,
  updateProfile,
  verifyMemberQr,
} from './me.service.js';
import { scopeAccess } from '../../plugins/auth.js';
import { actorContext } from '../../request-context.js';
import { OFFICE } from '../route-kit/access.js';

/**
 * My Page (issue 3): one's own data, password, in-app notifications and the member QR; and the
 * front desk's check of a scanned member QR. The session is checked before the body, so an anonymous
 * call is always 403 SESSION_EXPIRED.
 */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each route is one's own but the front desk's QR check, which says who may call it.
  scopeAccess(app, 'session');
  const tags = ['me'];
  const context = actorContext;

  app.get('/me/profile', { schema: { tags, summary: 'My personal info', response: { 200: myProfileSchema } } }, async (request) =>
    getProfile(context(request)),
  );

  app.put(
    '/me/profile',
    {
      schema: {
        tags,
        summary: 'Change my personal info; answers the stored session values',
        body: profileUpdateSchema,
        response: { 200: sessionUserSchema },
      },
    },
    async (request) => updateProfile(context(request), request.body),
  );

  app.put(
    '/me/password',
    {
      schema: {
        tags,
        summary: 'Change my password; my other sessions end, this one stays',
        body: passwordChangeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await changePassword(context(request), app.loginThrottle, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/notifications',
    {
      schema: {
        tags,
        summary: 'My in-app notifications, newest first, with the unread count',
        querystring: z.object({ limit: queryIntSchema(1, 100).default(20) }),
        response: { 200: myNotificationsSchema },
      },
    },
    async (request) => myNotifications(context(request), request.query.limit),
  );

  app.post(
    '/me/notifications/read',
    {
      schema: { tags, summary: 'Mark all my notifications read', response: { 200: updatedSchema } },
    },
    async (request) => markNotificationsRead(context(request)),
  );

  app.get(
    '/me/qr-token',
    {
      schema: {
        tags,
        summary: 'A fresh signed member QR token (expires; the page refreshes it)',
        response: { 200: memberQrTokenSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return memberQrToken(actorContext(request), await app.qrSecret());
    },
  );

  app.post(
    '/qr/verify',
    {
      config: { access: OFFICE },
      schema: {
        tags: ['qr'],
        summary: 'Check a scanned member QR (front desk, amenity check-in)',
        body: qrVerifySchema,
        response: { 200: qrVerifyResultSchema },
      },
    },
    async (request) => verifyMemberQr(context(request), request.body.token, await app.qrSecret()),
  );
};

export default meRoutes;
