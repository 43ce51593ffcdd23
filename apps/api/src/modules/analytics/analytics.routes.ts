import { analyticsBatchSchema } from '@tea/shared/analytics/analytics.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordEvents } from './analytics.service.js';

/** The web's own analytics sink: page views after every navigation and the logout event, batched. */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analytics/events',
    { schema: { tags: ['analytics'], body: analyticsBatchSchema }, bodyLimit: 32 * 1024 },
    async (request, reply) => {
      await recordEvents(app.database.db, request.body.events);
      return reply.code(204).send();
    },
  );
};

export default analyticsRoutes;
