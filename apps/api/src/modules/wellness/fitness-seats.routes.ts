import { createdSchema } from '@tea/shared/answers';
import { fitnessSeatMapSchema, fitnessSeatQuerySchema, fitnessSeatRequestSchema } from '@tea/shared/wellness/fitness-seat.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeAccess } from '../../plugins/auth.js';
import { actorContext as ctx } from '../../request-context.js';
import { TENANTS } from '../route-kit/access.js';
import * as seats from './fitness-seats.service.js';

const tags = ['wellness'];

/**
 * The fitness seat (issue 15, the v2 base): the seats free at a time today, and booking one. The
 * booking is a reservation of the core: its history, cancelling and no-shows are the core's routes.
 */
const fitnessSeatsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, TENANTS);

  app.get(
    '/wellness/fitness-seats',
    {
      schema: {
        tags,
        summary: 'The fitness seats, each free or taken at a time today (no one’s name)',
        querystring: fitnessSeatQuerySchema,
        response: { 200: fitnessSeatMapSchema },
      },
    },
    async (request) => seats.seatMap(ctx(request), request.query),
  );
  app.post(
    '/wellness/fitness-seats',
    {
      schema: {
        tags,
        summary: 'Book a fitness seat today (409 SLOT_TAKEN, TWICE_A_DAY, NO_SHOW_RESTRICTED)',
        body: fitnessSeatRequestSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ id: await seats.bookSeat(ctx(request), request.body) }),
  );
};

export default fitnessSeatsRoutes;
