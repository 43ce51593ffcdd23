import { userListQuerySchema } from '@tea/shared/admin/back-office-lists.schema';
import { adminUserSchema, resetLinkSentSchema } from '@tea/shared/admin/admin.responses';
import { bulkIdsSchema, bulkResultSchema } from '@tea/shared/admin/bulk.schema';
import { pageOf } from '@tea/shared/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeUserStatus, listUsers, sendResetLink } from './admin-users.service.js';
import { actorContext } from '../../request-context.js';
import { eachId } from '../route-kit/bulk.js';
import { idParams } from '../route-kit/params.js';

const tags = ['admin'];

/** Accounts across companies: list and filter, approve, suspend (ends their sessions), reactivate, send a reset link. */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Accounts of every company (pending sign-ups first), a page at a time, in an allow-listed order',
        querystring: userListQuerySchema,
        response: { 200: pageOf(adminUserSchema) },
      },
    },
    async (request) => listUsers(actorContext(request), request.query),
  );

  for (const action of ['approve', 'suspend', 'reactivate'] as const) {
    app.post(
      `/users/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} an account`,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await changeUserStatus(actorContext(request), request.params.id, action);
        return reply.code(204).send(null);
      },
    );
  }

  app.post(
    '/users/approve',
    {
      schema: {
        tags,
        summary: 'Approve several accounts at once; each one not pending (or rejected) is skipped with its reason',
        body: bulkIdsSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => {
      const c = actorContext(request);
      return eachId(c, request.body.ids, { CONFLICT: 'not_pending' }, (id) => changeUserStatus(c, id, 'approve'));
    },
  );

  app.post(
    '/users/:id/reset-password',
    {
      schema: {
        tags,
        summary: 'E-mail the person a single-use link to set a new password',
        params: idParams,
        response: { 202: resetLinkSentSchema },
      },
    },
    async (request, reply) => {
      await sendResetLink(actorContext(request), request.params.id);
      return reply.code(202).send({ status: 'sent' as const });
    },
  );
};

export default adminUsersRoutes;
