import { holidayInputSchema, isoDateSchema } from '@tea/shared/admin/holiday.schema';
import { holidayListQuerySchema } from '@tea/shared/admin/back-office-lists.schema';
import { holidayYearSchema } from '@tea/shared/admin/admin.responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addHoliday, listHolidays, removeHoliday } from './admin-holidays.service.js';
import { actorContext } from '../../request-context.js';

const tags = ['admin'];

/** The holiday calendar the business-day rules read: list a year, add temporary holidays and closures, remove them. */
const adminHolidaysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/holidays',
    {
      schema: {
        tags,
        summary: 'Holidays of a year (this Seoul year by default), a page at a time, in an allow-listed order',
        querystring: holidayListQuerySchema,
        response: { 200: holidayYearSchema },
      },
    },
    async (request) => listHolidays(actorContext(request), request.query),
  );

  app.post(
    '/holidays',
    {
      schema: {
        tags,
        summary: 'Add a temporary holiday or a building closure',
        body: holidayInputSchema,
        response: { 201: z.null() },
      },
    },
    async (request, reply) => {
      await addHoliday(actorContext(request), request.body);
      return reply.code(201).send(null);
    },
  );

  app.delete(
    '/holidays/:date',
    {
      schema: {
        tags,
        summary: 'Remove a temporary holiday or closure (public holidays cannot be removed)',
        params: z.object({ date: isoDateSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeHoliday(actorContext(request), request.params.date);
      return reply.code(204).send(null);
    },
  );
};

export default adminHolidaysRoutes;
