import { seatTimelineQuerySchema, seatTimelineSchema } from '@tea/shared/dashboards/seat-timeline.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorContext } from '../../request-context.js';
import { seatTimeline } from './seat-timeline.service.js';

/** The back office's day of a room of seats (issue 16): under /admin, building managers only (admin.routes.ts). */
const adminSeatTimelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seat-timeline',
    {
      schema: {
        tags: ['admin'],
        summary: 'A room’s day: its seats and every booking not cancelled, with booker, company, state and check-in',
        querystring: seatTimelineQuerySchema,
        response: { 200: seatTimelineSchema },
      },
    },
    async (request) => seatTimeline(actorContext(request), request.query),
  );
};

export default adminSeatTimelineRoutes;
