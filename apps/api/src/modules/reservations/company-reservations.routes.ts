import { monthChargesSchema } from '@tea/shared/admin/admin.responses';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.js';
import { actorContext } from '../../request-context.js';
import { asWorkbook, workbookAnswer } from '../route-kit/attachment.js';
import { charges } from './reservations.service.js';

const monthQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation:invalid') });

/** The caller's company: a tenant manager's own, whatever the request says. */
function ownCompany(request: FastifyRequest): number {
  const { companyId } = actorContext(request).actor;
  if (companyId === null) throw new AppError('ACCESS_DENIED');
  return companyId;
}

/** The tenant manager's view of the company's amenity charges of a month (their own company only), and its Excel file. */
const companyReservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/charges',
    {
      config: { access: ['tenant_manager'] },
      schema: {
        tags: ['reservations'],
        summary: "The company's charges of a month, line by line (tenant managers)",
        querystring: monthQuery,
        response: { 200: monthChargesSchema },
      },
    },
    async (request) => charges(app.database.db, request.lang, { month: request.query.month, companyId: ownCompany(request) }),
  );
  app.get(
    '/company/charges.xlsx',
    {
      config: { access: ['tenant_manager'] },
      schema: {
        tags: ['reservations'],
        summary: "The company's charges of a month as an Excel workbook (tenant managers)",
        querystring: monthQuery,
        response: { 200: workbookAnswer },
      },
    },
    async (request, reply) => {
      const data = await charges(app.database.db, request.lang, { month: request.query.month, companyId: ownCompany(request) });
      // exceljs is large: loaded on the first export, not at start.
      const { chargesWorkbook } = await import('./charges-export.js');
      return asWorkbook(reply, `charges-${request.query.month}.xlsx`).send(await chargesWorkbook(data, request.lang));
    },
  );
};

export default companyReservationsRoutes;
