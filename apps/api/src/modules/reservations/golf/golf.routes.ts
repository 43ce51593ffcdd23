import { createdSchema } from '@tea/shared/answers';
import { reservationIdParamsSchema } from '@tea/shared/reservations/reservation.schema';
import {
  golfAvailabilityQuerySchema,
  golfAvailabilitySchema,
  golfProInputSchema,
  golfProListSchema,
  golfRequestSchema,
  golfStatusSchema,
} from '@tea/shared/reservations/golf.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../../plugins/auth.js';
import { actorContext as ctx } from '../../../request-context.js';
import { OFFICE, TENANTS } from '../../route-kit/access.js';
import * as pros from './golf-pros.service.js';
import * as golf from './golf.service.js';

const tags = ['reservations'];

/**
 * Golf at the wellness center (issue 16, the v2 base): a no-show restriction before anything is
 * picked, the bays and pros free or taken on a day, booking a bay or a lesson and moving it; the
 * back office's pros and their lesson hours. A booking is a reservation of the core: its history,
 * cancelling and no-shows are the core's routes.
 */
const golfRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, TENANTS);

  app.get(
    '/reservations/golf/status',
    {
      schema: {
        tags,
        summary: 'The person’s no-show restriction for golf seats and lessons, and their booking windows',
        response: { 200: golfStatusSchema },
      },
    },
    async (request) => golf.status(ctx(request)),
  );
  app.get(
    '/reservations/golf/availability',
    {
      schema: {
        tags,
        summary: 'The golf bays and pros with their slots of a day, free or taken (no one’s name)',
        querystring: golfAvailabilityQuerySchema,
        response: { 200: golfAvailabilitySchema },
      },
    },
    async (request) => golf.availability(ctx(request), request.query),
  );
  app.post(
    '/reservations/golf',
    {
      schema: {
        tags,
        summary: 'Book a golf bay or a lesson with a pro (409 SLOT_TAKEN, ALREADY_RESERVED, TWICE_A_DAY, NO_SHOW_RESTRICTED)',
        body: golfRequestSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ id: await golf.book(ctx(request), request.body) }),
  );
  app.put(
    '/reservations/golf/:id',
    {
      schema: {
        tags,
        summary: 'Move one’s own golf booking to another bay or pro, day or time',
        params: reservationIdParamsSchema,
        body: golfRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await golf.change(ctx(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  // The back office.
  app.get(
    '/admin/golf/pros',
    {
      config: { access: OFFICE },
      schema: { tags, summary: 'Every golf pro (inactive too) with their lesson hours', response: { 200: golfProListSchema } },
    },
    async (request) => pros.listPros(ctx(request)),
  );
  app.post(
    '/admin/golf/pros',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Add a golf pro with their lesson hours',
        body: golfProInputSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ id: await pros.addPro(ctx(request), request.body) }),
  );
  app.put(
    '/admin/golf/pros/:id',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Change a golf pro, their lesson hours or whether they give lessons',
        params: reservationIdParamsSchema,
        body: golfProInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await pros.updatePro(ctx(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
};

export default golfRoutes;
