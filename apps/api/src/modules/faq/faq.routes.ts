import { itemsOf } from '@tea/shared/answers';
import { adminFaqItemSchema, faqCreatedSchema, faqInputSchema, faqItemSchema, faqQuerySchema } from '@tea/shared/faq/faq.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../plugins/auth.js';
import { actorContext } from '../../request-context.js';
import { OFFICE } from '../route-kit/access.js';
import { idParams } from '../route-kit/params.js';
import { createFaq, deleteFaq, listFaq, listFaqForOffice, updateFaq } from './faq.service.js';

const tags = ['faq'];

/** The customer service center's FAQ (issue 17, decision 0042): read by anyone, written in the CMS. */
const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  app.get(
    '/faq',
    {
      schema: {
        tags,
        summary: 'The published FAQ by topic, searched in Korean and English (partial words)',
        querystring: faqQuerySchema,
        response: { 200: itemsOf(faqItemSchema) },
      },
    },
    async (request) => ({ items: await listFaq(app.database.db, request.query) }),
  );

  app.get(
    '/admin/faq',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Every FAQ entry for the CMS, drafts included',
        querystring: faqQuerySchema,
        response: { 200: itemsOf(adminFaqItemSchema) },
      },
    },
    async (request) => ({ items: await listFaqForOffice(app.database.db, request.query) }),
  );
  app.post(
    '/admin/faq',
    {
      config: { access: OFFICE },
      schema: { tags, summary: 'Add an FAQ entry', body: faqInputSchema, response: { 201: faqCreatedSchema } },
    },
    async (request, reply) => reply.code(201).send({ id: await createFaq(actorContext(request), request.body) }),
  );
  app.put(
    '/admin/faq/:id',
    {
      config: { access: OFFICE },
      schema: { tags, summary: 'Change an FAQ entry', params: idParams, body: faqInputSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await updateFaq(actorContext(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/admin/faq/:id',
    {
      config: { access: OFFICE },
      schema: { tags, summary: 'Remove an FAQ entry', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteFaq(actorContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default faqRoutes;
