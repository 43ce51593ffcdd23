import { rentalMapSchema, rentalPageSchema, rentalQuoteSchema, rentalViewSchema } from '@tea/shared/wellness/rental.responses';
import { rentalKindSchema, rentalMapQuerySchema, rentalRequestSchema } from '@tea/shared/wellness/rental.schema';
import { pageNumberSchema, queryIntSchema } from '@tea/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../plugins/auth.js';
import { actorContext as ctx } from '../../request-context.js';
import { TENANTS } from '../route-kit/access.js';
import { idParams } from '../route-kit/params.js';
import * as rentals from './rentals.service.js';

const tags = ['wellness'];

/**
 * Locker and basket rentals (issue 15, the v2 base): members see the map of free units, get a price,
 * rent one for 1, 3 or 12 months and list their own (cancelling goes through the core's
 * /reservations/:id/cancel); the building office follows them in office-rentals.routes.ts.
 */
const rentalsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, TENANTS);

  app.get(
    '/wellness/rentals/map',
    {
      schema: {
        tags,
        summary: 'The units of a kind, each free or taken for the period asked (no one’s name)',
        querystring: rentalMapQuerySchema,
        response: { 200: rentalMapSchema },
      },
    },
    async (request) => rentals.rentalMap(ctx(request), request.query),
  );
  app.post(
    '/wellness/rentals/quote',
    {
      schema: {
        tags,
        summary: 'The itemised price of a rental',
        body: rentalRequestSchema,
        response: { 200: rentalQuoteSchema },
      },
    },
    async (request) => rentals.quote(ctx(request), request.body),
  );
  app.post(
    '/wellness/rentals',
    {
      schema: {
        tags,
        summary: 'Rent a locker or basket for 1, 3 or 12 months (409 UNIT_TAKEN, ALREADY_RENTING)',
        body: rentalRequestSchema,
        response: { 201: rentalViewSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await rentals.rent(ctx(request), request.body)),
  );
  app.get(
    '/wellness/rentals',
    {
      schema: {
        tags,
        summary: 'The person’s own rentals, of a kind or both',
        querystring: z.object({
          kind: rentalKindSchema.optional(),
          page: pageNumberSchema,
          size: queryIntSchema(1, 50).default(10),
        }),
        response: { 200: rentalPageSchema },
      },
    },
    async (request) => rentals.myRentals(ctx(request), request.query),
  );
  app.get(
    '/wellness/rentals/:id',
    { schema: { tags, summary: 'One of the person’s rentals', params: idParams, response: { 200: rentalViewSchema } } },
    async (request) => rentals.getRental(ctx(request), request.params.id),
  );
};

export default rentalsRoutes;
