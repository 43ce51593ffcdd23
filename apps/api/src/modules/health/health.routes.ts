import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../plugins/auth.js';
import { sharedAnswer } from '../../plugins/shared-answers.js';

/** What a balancer reads; not part of the API the web calls, so not in @tea/shared nor OpenAPI. */
const alive = z.object({ status: z.literal('ok') });
/** One answer for every probe, serialised once like the other shared answers (decision 0012). */
const ALIVE = sharedAnswer({ status: 'ok' as const });
const readiness = z.object({
  /** `draining`: stopping, send nothing new; `unavailable`: the database does not answer. */
  status: z.enum(['ok', 'unavailable', 'draining']),
  database: z.enum(['ok', 'unavailable']),
  /** Where login pauses and limits are counted: Redis, this replica's memory by choice, or by fallback while Redis is away. */
  counters: z.enum(['redis', 'memory', 'degraded']),
  /**
   * E-mail and SMS not delivered (decision 0072): reported, never a reason to leave the rotation (a
   * slow mail server is no fault of this replica). Null when the database was not asked or failed.
   */
  outbox: z.object({ waiting: z.number().int(), oldestWaitingSeconds: z.number().int(), dead: z.number().int() }).nullable(),
});

/**
 * For a load balancer (decision 0048): /healthz says the process is alive; /readyz whether to send it
 * requests: 503 while the database does not answer or once the replica is draining. Redis away is
 * reported (`counters: degraded`) without taking the replica out: limits then count in memory; so is
 * the outbox's delivery (decision 0072).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  app.get('/healthz', { schema: { hide: true, response: { 200: alive } } }, async () => ALIVE);
  app.get('/readyz', { schema: { hide: true, response: { 200: readiness, 503: readiness } } }, async (request, reply) => {
    const database = (await app.databaseWatch.check()) ? ('ok' as const) : ('unavailable' as const);
    const counters = app.counters.health();
    const status = app.draining ? ('draining' as const) : database === 'ok' ? ('ok' as const) : ('unavailable' as const);
    const outbox = database === 'ok' ? await app.metrics.outboxState().catch(() => null) : null;
    return reply.code(status === 'ok' ? 200 : 503).send({ status, database, counters, outbox });
  });
};

export default healthRoutes;
