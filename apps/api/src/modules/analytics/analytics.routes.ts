import { analyticsBatchSchema } from '@tea/shared/analytics/analytics.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitPer, limitPerAddress, sessionKey } from '../../plugins/rate-limit.js';
import { recordEvents } from './analytics.service.js';
import { scopeAccess } from '../../plugins/auth.js';

const MINUTE = 60_000;
/** A batch goes every two seconds while a person navigates, and at each page hide: two a second is plenty. */
export const ANALYTICS_BATCHES_PER_SESSION_MINUTE = 120;
/** An office behind one address: hundreds of people navigating at once are never refused. */
export const ANALYTICS_BATCHES_PER_ADDRESS_MINUTE = 3_000;

/**
 * The web's own analytics sink: page views after every navigation and the logout event, batched.
 * Limited per session and per address, in size (50 events of bounded paths in 32 KB), and timed by
 * the server: a client cannot write events into another day.
 */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  app.post(
    '/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'A batch of page views and events of this browser session',
        body: analyticsBatchSchema,
      },
      bodyLimit: 32 * 1024,
      onRequest: [
        limitPerAddress(app.counters, 'analytics-address', ANALYTICS_BATCHES_PER_ADDRESS_MINUTE, MINUTE),
        limitPer(app.counters, 'analytics-session', ANALYTICS_BATCHES_PER_SESSION_MINUTE, MINUTE, sessionKey),
      ],
    },
    async (request, reply) => {
      await recordEvents(request.ctx.db, request.body.events, request.ctx.now);
      return reply.code(204).send();
    },
  );
};

export default analyticsRoutes;
