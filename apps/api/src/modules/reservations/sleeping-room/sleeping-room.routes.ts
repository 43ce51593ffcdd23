import { createdSchema } from '@tea/shared/answers';
import { reservationIdParamsSchema } from '@tea/shared/reservations/reservation.schema';
import {
  myNapPassesSchema,
  napRequestSchema,
  napSeatMapSchema,
  napSeatQuerySchema,
  napStatusQuerySchema,
  napStatusSchema,
} from '@tea/shared/reservations/sleeping-room.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../../plugins/auth.js';
import { actorContext as ctx } from '../../../request-context.js';
import { TENANTS } from '../../route-kit/access.js';
import * as nap from './sleeping-room.service.js';
import { myPasses } from './nap-passes.service.js';

const tags = ['reservations'];

/**
 * The nap room (issue 16, the v2 base): the person's side of the room, its seats free at an hour
 * today, booking one and moving it. The booking is a reservation of the core: its history,
 * cancelling and no-shows are the core's routes.
 */
const sleepingRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, TENANTS);

  app.get(
    '/reservations/sleeping-room/status',
    {
      schema: {
        tags,
        summary:
          'The person’s side of the nap room, a no-show restriction, whether bookings are taken now, and whether and how they may book today (a booking held, free uses, pass sessions)',
        querystring: napStatusQuerySchema,
        response: { 200: napStatusSchema },
      },
    },
    async (request) => nap.status(ctx(request), request.query.except),
  );
  app.get(
    '/reservations/sleeping-room/passes',
    {
      schema: {
        tags,
        summary: 'The person’s paid nap-room passes still valid with sessions left (My Page)',
        response: { 200: myNapPassesSchema },
      },
    },
    async (request) => myPasses(ctx(request)),
  );
  app.get(
    '/reservations/sleeping-room/seats',
    {
      schema: {
        tags,
        summary: 'The nap-room seats of the person’s gender, each free or taken at an hour today (no one’s name)',
        querystring: napSeatQuerySchema,
        response: { 200: napSeatMapSchema },
      },
    },
    async (request) => nap.seatMap(ctx(request), request.query),
  );
  app.post(
    '/reservations/sleeping-room',
    {
      schema: {
        tags,
        summary:
          'Book a nap-room seat today, beyond the free hour with pass sessions (409 NAP_BOOKING_CLOSED, SLOT_TAKEN, TWICE_A_DAY, NO_SHOW_RESTRICTED, NAP_PASS_NEEDED)',
        body: napRequestSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ id: await nap.book(ctx(request), request.body) }),
  );
  app.put(
    '/reservations/sleeping-room/:id',
    {
      schema: {
        tags,
        summary: 'Move one’s own nap-room booking to another seat or hour today',
        params: reservationIdParamsSchema,
        body: napRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await nap.change(ctx(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
};

export default sleepingRoomRoutes;
