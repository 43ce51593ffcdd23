import { monthChargesSchema } from '@tea/shared/admin/admin.responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.js';
import { actorContext } from '../../request-context.js';
import { charges } from './reservations.service.js';

/** The tenant manager's view of the company's amenity charges of a month (their own company only). */
const companyReservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/charges',
    {
      config: { access: ['tenant_manager'] },
      schema: {
        tags: ['reservations'],
        summary: "The company's charges of a month, line by line (tenant managers)",
        querystring: z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation:invalid') }),
        response: { 200: monthChargesSchema },
      },
    },
    async (request) => {
      const { companyId } = actorContext(request).actor;
      if (companyId === null) throw new AppError('ACCESS_DENIED');
      return charges(app.database.db, request.lang, { month: request.query.month, companyId });
    },
  );
};

export default companyReservationsRoutes;
