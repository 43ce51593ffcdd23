import { createdSchema } from '@tea/shared/answers';
import { reservationIdParamsSchema } from '@tea/shared/reservations/reservation.schema';
import {
  refreshBookingSchema,
  refreshRequestSchema,
  refreshSeatMapSchema,
  refreshSeatQuerySchema,
  refreshStatusSchema,
} from '@tea/shared/reservations/refresh-lounge.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../../plugins/auth.js';
import { actorContext as ctx } from '../../../request-context.js';
import { TENANTS } from '../../route-kit/access.js';
import * as lounge from './refresh-lounge.service.js';

const tags = ['reservations'];

/**
 * The refresh lounge (issue 16, the v2 base): a no-show restriction, its seats free at a time today,
 * booking one with equipment and a purpose, reading and moving it. The booking is a reservation of
 * the core: its history, cancelling and no-shows are the core's routes.
 */
const refreshLoungeRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, TENANTS);

  app.get(
    '/reservations/refresh-lounge/status',
    {
      schema: {
        tags,
        summary: 'A no-show restriction of the refresh lounge, before anything is picked',
        response: { 200: refreshStatusSchema },
      },
    },
    async (request) => lounge.status(ctx(request)),
  );
  app.get(
    '/reservations/refresh-lounge/seats',
    {
      schema: {
        tags,
        summary: 'The refresh-lounge seats by zone, each free or taken at a time today (no one’s name)',
        querystring: refreshSeatQuerySchema,
        response: { 200: refreshSeatMapSchema },
      },
    },
    async (request) => lounge.seatMap(ctx(request), request.query),
  );
  app.post(
    '/reservations/refresh-lounge',
    {
      schema: {
        tags,
        summary:
          'Book a refresh-lounge seat today with equipment and a purpose (409 SLOT_TAKEN, TWICE_A_DAY, NO_SHOW_RESTRICTED)',
        body: refreshRequestSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ id: await lounge.book(ctx(request), request.body) }),
  );
  app.get(
    '/reservations/refresh-lounge/:id',
    {
      schema: {
        tags,
        summary: 'One’s own refresh-lounge booking with its seat, equipment and purpose',
        params: reservationIdParamsSchema,
        response: { 200: refreshBookingSchema },
      },
    },
    async (request) => lounge.booking(ctx(request), request.params.id),
  );
  app.put(
    '/reservations/refresh-lounge/:id',
    {
      schema: {
        tags,
        summary: 'Change one’s own refresh-lounge booking: seat, time, equipment or purpose',
        params: reservationIdParamsSchema,
        body: refreshRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await lounge.change(ctx(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
};

export default refreshLoungeRoutes;
