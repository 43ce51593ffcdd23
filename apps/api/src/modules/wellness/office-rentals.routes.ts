import { officeRentalsSchema, rentalPricesSchema, rentalViewSchema } from '@tea/shared/wellness/rental.responses';
import { rentalAssignSchema, rentalExtendSchema, rentalKindSchema, rentalPriceSchema } from '@tea/shared/wellness/rental.schema';
import { seoulDate } from '@tea/shared/time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../plugins/auth.js';
import { actorContext as ctx } from '../../request-context.js';
import { OFFICE } from '../route-kit/access.js';
import { asWorkbook, workbookAnswer } from '../route-kit/attachment.js';
import { idParams } from '../route-kit/params.js';
import * as office from './office-rentals.service.js';

const tags = ['wellness'];

/**
 * The back office's lockers and baskets (issue 15, /admin/wellness/lockers): the map with who holds
 * each unit, renting to a member, extending, the key and deposit returned, the monthly prices and the
 * workbook.
 */
const officeRentalsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, OFFICE);

  app.get(
    '/admin/wellness/rentals',
    {
      schema: {
        tags,
        summary: 'The map of a kind today, the rentals the office follows and the monthly prices',
        querystring: z.object({ kind: rentalKindSchema }),
        response: { 200: officeRentalsSchema },
      },
    },
    async (request) => office.officeOverview(ctx(request), request.query.kind),
  );
  app.get(
    '/admin/wellness/rentals/export.xlsx',
    {
      schema: {
        tags,
        summary: 'The rentals of a kind as a workbook',
        querystring: z.object({ kind: rentalKindSchema }),
        response: { 200: workbookAnswer },
      },
    },
    async (request, reply) => {
      const { rentalsWorkbook } = await import('./rental-export.js');
      return asWorkbook(reply, `${request.query.kind}s-${seoulDate(request.ctx.now)}.xlsx`).send(
        await rentalsWorkbook(ctx(request), request.query.kind),
      );
    },
  );
  app.post(
    '/admin/wellness/rentals',
    {
      schema: { tags, summary: 'Rent a unit to a member', body: rentalAssignSchema, response: { 201: rentalViewSchema } },
    },
    async (request, reply) => reply.code(201).send(await office.assign(ctx(request), request.body)),
  );
  app.post(
    '/admin/wellness/rentals/:id/extend',
    {
      schema: {
        tags,
        summary: 'Extend a rental by 1, 3 or 12 months',
        params: idParams,
        body: rentalExtendSchema,
        response: { 200: rentalViewSchema },
      },
    },
    async (request) => office.extend(ctx(request), request.params.id, request.body.months),
  );
  app.post(
    '/admin/wellness/rentals/:id/return',
    {
      schema: {
        tags,
        summary: 'The key came back: the rental ends and its deposit is returned',
        params: idParams,
        response: { 200: rentalViewSchema },
      },
    },
    async (request) => office.returnKey(ctx(request), request.params.id),
  );
  app.put(
    '/admin/wellness/rental-prices',
    {
      schema: {
        tags,
        summary: 'Set the monthly price of a kind',
        body: rentalPriceSchema,
        response: { 200: rentalPricesSchema },
      },
    },
    async (request) => office.setPrice(ctx(request), request.body),
  );
};

export default officeRentalsRoutes;
