import { createdSchema } from '@tea/shared/answers';
import { adminNapPassesSchema, napPassIssueSchema } from '@tea/shared/reservations/sleeping-room.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorContext } from '../../../request-context.js';
import { issuePass, listPasses } from './nap-passes.service.js';

const tags = ['admin'];

/**
 * The back office's paid nap-room passes (issue 16, decision 0036): the passes issued, and selling or
 * issuing one to a member, paid at the desk or charged to the company. Under /admin: building managers.
 */
const adminNapPassesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/nap-passes',
    { schema: { tags, summary: 'Paid nap-room passes issued, the newest first', response: { 200: adminNapPassesSchema } } },
    async (request) => listPasses(actorContext(request)),
  );
  app.post(
    '/nap-passes',
    {
      schema: {
        tags,
        summary: 'Sell or issue a paid nap-room pass to a member (paid at the desk or charged to the company)',
        body: napPassIssueSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await issuePass(actorContext(request), request.body)),
  );
};

export default adminNapPassesRoutes;
