import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../plugins/auth.js';

/** For a load balancer: /healthz says the process is alive, /readyz that the database answers. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  const status = z.object({ status: z.enum(['ok', 'unavailable']) });
  app.get('/healthz', { schema: { hide: true, response: { 200: status } } }, async () => ({ status: 'ok' as const }));
  app.get('/readyz', { schema: { hide: true, response: { 200: status, 503: status } } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' as const };
    } catch (err) {
      request.log.warn({ err }, 'database not ready');
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });
};

export default healthRoutes;
