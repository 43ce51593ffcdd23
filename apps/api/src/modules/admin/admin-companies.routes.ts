import { companyInputSchema } from '@tea/shared/admin/company.schema';
import { companyListQuerySchema } from '@tea/shared/admin/back-office-lists.schema';
import { adminCompanySchema } from '@tea/shared/admin/admin.responses';
import { createdSchema, pageOf } from '@tea/shared/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCompany, listCompanies, setCompanyStatus, updateCompany } from './admin-companies.service.js';
import { actorContext } from '../../request-context.js';
import { idParams } from '../route-kit/params.js';

const tags = ['admin'];

/** Tenant companies: list with staff counts, create, edit (floors, office/retail, split floor), suspend and reactivate. */
const adminCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      schema: {
        tags,
        summary: 'Companies with their staff counts and status, a page at a time, in an allow-listed order',
        querystring: companyListQuerySchema,
        response: { 200: pageOf(adminCompanySchema) },
      },
    },
    async (request) => listCompanies(actorContext(request), request.query),
  );

  app.post(
    '/companies',
    {
      schema: {
        tags,
        summary: 'Add a tenant company',
        body: companyInputSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createCompany(actorContext(request), request.body)),
  );

  app.put(
    '/companies/:id',
    {
      schema: { tags, summary: 'Edit a tenant company', params: idParams, body: companyInputSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await updateCompany(actorContext(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/companies/:id/suspend',
    {
      schema: { tags, summary: 'Suspend a company (it leaves the sign-up list)', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await setCompanyStatus(actorContext(request), request.params.id, 'suspended');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/companies/:id/reactivate',
    { schema: { tags, summary: 'Reactivate a suspended company', params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await setCompanyStatus(actorContext(request), request.params.id, 'active');
      return reply.code(204).send(null);
    },
  );
};

export default adminCompaniesRoutes;
