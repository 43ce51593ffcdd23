import {
  adminSeatRoomsSchema,
  blackoutSchema,
  resourceUpdateSchema,
  seatCreateSchema,
  seatInputSchema,
} from '@tea/shared/reservations/resource.schema';
import { createdSchema } from '@tea/shared/answers';
import { dateSchema } from '@tea/shared/reservations/reservation.schema';
import { adminResourcesSchema } from '@tea/shared/admin/admin.responses';
import { resourceListQuerySchema } from '@tea/shared/admin/back-office-lists.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorContext } from '../../request-context.js';
import { idParams } from '../route-kit/params.js';
import {
  closeDay,
  createSeat,
  listResources,
  listSeats,
  openDay,
  updateResource,
  updateSeat,
} from './admin-resources.service.js';

const tags = ['admin'];

/**
 * The back office's bookable resources (the conference rooms and the lounge): seats, price, hours,
 * extras, whether they can be booked, and the days they are closed; and the seat amenities' seats
 * (the seat editor, issue 16).
 */
const adminResourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/resources',
    {
      schema: {
        tags,
        summary: 'Bookable resources with their coming closed days, a page at a time, in an allow-listed order',
        querystring: resourceListQuerySchema,
        response: { 200: adminResourcesSchema },
      },
    },
    async (request) => listResources(actorContext(request), request.query),
  );

  app.put(
    '/resources/:id',
    { schema: { tags, summary: 'Edit a resource', params: idParams, body: resourceUpdateSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await updateResource(actorContext(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/resources/:id/blackouts',
    {
      schema: { tags, summary: 'Close a resource on a day', params: idParams, body: blackoutSchema, response: { 201: z.null() } },
    },
    async (request, reply) => {
      await closeDay(actorContext(request), request.params.id, request.body);
      return reply.code(201).send(null);
    },
  );

  app.get(
    '/seats',
    { schema: { tags, summary: 'The seats of every seat amenity, room by room', response: { 200: adminSeatRoomsSchema } } },
    async (request) => listSeats(actorContext(request)),
  );

  app.put(
    '/seats/:id',
    {
      schema: {
        tags,
        summary: 'Edit a seat: side, number, place on the map, open or closed',
        params: idParams,
        body: seatInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await updateSeat(actorContext(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/seats',
    { schema: { tags, summary: 'Add a seat to a room', body: seatCreateSchema, response: { 201: createdSchema } } },
    async (request, reply) => reply.code(201).send(await createSeat(actorContext(request), request.body)),
  );

  app.delete(
    '/resources/:id/blackouts/:date',
    {
      schema: {
        tags,
        summary: 'Open a closed day again',
        params: idParams.extend({ date: dateSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await openDay(actorContext(request), request.params.id, request.params.date);
      return reply.code(204).send(null);
    },
  );
};

export default adminResourcesRoutes;
