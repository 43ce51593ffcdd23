import {
  adminRetailTenantListSchema,
  adminRetailTenantSchema,
  retailListQuerySchema,
  retailOrderSchema,
  retailParamsSchema,
  retailPublishSchema,
  retailTenantDetailSchema,
  retailTenantInputSchema,
  retailTenantListSchema,
} from '@tea/shared/retail/retail.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../plugins/auth.js';
import { actorContext as ctx } from '../../request-context.js';
import { OFFICE } from '../route-kit/access.js';
import * as retail from './retail.service.js';

const tags = ['retail'];

/**
 * The retail mall (issue 17): anyone reads the published tenants (`GET /retail-tenants`, a name the
 * issue fixes) and a tenant's page; the building office lists, writes, publishes and orders them.
 */
const retailRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');

  app.get(
    '/retail-tenants',
    {
      schema: {
        tags,
        summary: 'The published retail tenants by floor (B2, B1, 1F, 2F) and category, in the mall order',
        querystring: retailListQuerySchema,
        response: { 200: retailTenantListSchema },
      },
    },
    async (request) => ({ items: await retail.listPublished(request.ctx, request.query) }),
  );
  app.get(
    '/retail-tenants/:id',
    {
      schema: {
        tags,
        summary: "A published tenant's page: hours, phone, description, menu and photos",
        params: retailParamsSchema,
        response: { 200: retailTenantDetailSchema },
      },
    },
    async (request) => retail.publishedTenant(request.ctx, request.params.id),
  );

  app.get(
    '/admin/retail-tenants',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Every retail tenant, drafts too, with missing English flagged',
        response: { 200: adminRetailTenantListSchema },
      },
    },
    async (request) => ({ items: await retail.listAll(ctx(request)) }),
  );
  app.get(
    '/admin/retail-tenants/:id',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'A retail tenant for the editor',
        params: retailParamsSchema,
        response: { 200: adminRetailTenantSchema },
      },
    },
    async (request) => retail.oneForOffice(ctx(request), request.params.id),
  );
  app.post(
    '/admin/retail-tenants',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Adds a retail tenant (Korean required, English optional; retail-photo upload ids)',
        body: retailTenantInputSchema,
        response: { 201: adminRetailTenantSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await retail.createTenant(ctx(request), request.body)),
  );
  app.put(
    '/admin/retail-tenants/:id',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Replaces a retail tenant as the editor holds it',
        params: retailParamsSchema,
        body: retailTenantInputSchema,
        response: { 200: adminRetailTenantSchema },
      },
    },
    async (request) => retail.updateTenant(ctx(request), request.params.id, request.body),
  );
  app.patch(
    '/admin/retail-tenants/:id/published',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Publishes a retail tenant or takes it down',
        params: retailParamsSchema,
        body: retailPublishSchema,
        response: { 200: adminRetailTenantSchema },
      },
    },
    async (request) => retail.setPublished(ctx(request), request.params.id, request.body.published),
  );
  app.put(
    '/admin/retail-tenants/order',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Orders the tenants named (the order within each floor)',
        body: retailOrderSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await retail.reorder(ctx(request), request.body.ids);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/admin/retail-tenants/:id',
    {
      config: { access: OFFICE },
      schema: { tags, summary: 'Removes a retail tenant', params: retailParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await retail.deleteTenant(ctx(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default retailRoutes;
