import { analyticsBatchSchema } from '@tea/shared/analytics/analytics.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddress, limitPer, limitPerAddress, sessionKey } from '../../plugins/rate-limit.js';
import { countable, recordEvents } from './analytics.service.js';
import { scopeAccess } from '../../plugins/auth.js';

const MINUTE = 60_000;
/** A batch leaves at most every two seconds while a person navigates, and as a page hides. */
export const ANALYTICS_BATCHES_PER_SESSION_MINUTE = 60;
/** As many batches as the address's page views: a batch carries one at least. */
export const ANALYTICS_BATCHES_PER_ADDRESS_MINUTE = 120;
/**
 * Events counted per address: two a second, an office's people behind one NAT address opening pages
 * all at once; one client scripting views cannot outweigh a day's real ones on the chart.
 */
export const ANALYTICS_EVENTS_PER_ADDRESS_MINUTE = 120;
/** Events counted per session: a person does not open a page every two seconds for a minute. */
export const ANALYTICS_EVENTS_PER_SESSION_MINUTE = 30;

/**
 * The web's own analytics sink: page views after every navigation and the logout event, batched.
 * Only at the app's own pages and near the server's time, counted per address and per session, in
 * size (50 events of bounded paths in 32 KB), and timed by the server: a client cannot write events
 * into another day. Batches past their limit get 429, events past theirs are dropped and the batch
 * still answered 204: the web sends and forgets (it reads no answer and never retries), so neither
 * shows its person anything, and a batch's good events are not lost to one stale event in it.
 */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  /** How many of `n` events a key's budget of the minute still takes: one atomic add, so batches sent together share it exactly. */
  const budget = async (key: string, n: number, max: number) => {
    if (n === 0) return 0;
    const counted = await app.counters.increment(key, MINUTE, n);
    return Math.max(0, Math.min(n, max - (counted - n)));
  };
  app.post(
    '/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'A batch of page views and events of this browser session',
        body: analyticsBatchSchema,
        response: { 204: z.null() },
      },
      bodyLimit: 32 * 1024,
      onRequest: [
        limitPerAddress(app.counters, 'analytics-address', ANALYTICS_BATCHES_PER_ADDRESS_MINUTE, MINUTE),
        limitPer(app.counters, 'analytics-session', ANALYTICS_BATCHES_PER_SESSION_MINUTE, MINUTE, sessionKey),
      ],
    },
    async (request, reply) => {
      const events = countable(request.body.events, request.ctx.now);
      let kept = await budget(
        `rate:analytics-events-address:${clientAddress(request.ip)}`,
        events.length,
        ANALYTICS_EVENTS_PER_ADDRESS_MINUTE,
      );
      const session = sessionKey(request);
      if (session !== null)
        kept = await budget(`rate:analytics-events-session:${session}`, kept, ANALYTICS_EVENTS_PER_SESSION_MINUTE);
      if (kept > 0) await recordEvents(request.ctx.db, events.slice(0, kept), request.ctx.now);
      return reply.code(204).send(null);
    },
  );
};

export default analyticsRoutes;
