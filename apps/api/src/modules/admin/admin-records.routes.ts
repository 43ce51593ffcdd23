import {
  auditQuerySchema,
  pageViewQuerySchema,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
  pageQuerySchema,
} from '@tea/shared/admin/admin-list.schema';
import { adminSummarySchema, auditEntrySchema, outboxEntrySchema, pageViewReportSchema } from '@tea/shared/admin/admin.responses';
import { pageOf } from '@tea/shared/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSummary, pageViewReport } from './admin-overview.service.js';
import { listOutbox, retryNotification } from './admin-records.service.js';
import { listAudit } from '../audit/audit-list.service.js';
import { actorContext } from '../../request-context.js';
import { idParams } from '../route-kit/params.js';

const tags = ['admin'];

/** What happened: the dashboard figures, the audit log, the notifications outbox and the page views. */
const adminRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/summary',
    {
      schema: {
        tags,
        summary: 'Dashboard figures: pending sign-ups, page views today, kept e-mail',
        response: { 200: adminSummarySchema },
      },
    },
    async (request) => adminSummary(db, request.ctx.now),
  );

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: auditQuerySchema,
        response: { 200: pageOf(auditEntrySchema) },
      },
    },
    async (request) => listAudit(db, request.query),
  );

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'The notifications outbox, newest first (kept e-mail in full)',
        querystring: pageQuerySchema.extend({
          channel: z.enum(NOTIFICATION_CHANNELS).optional(),
          status: z.enum(NOTIFICATION_STATUSES).optional(),
        }),
        response: { 200: pageOf(outboxEntrySchema) },
      },
    },
    async (request) => listOutbox(db, request.query, request.lang),
  );

  app.post(
    '/notifications/:id/retry',
    {
      schema: {
        tags,
        summary: 'Queue a dead notification for another round of delivery tries',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await retryNotification(actorContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/page-views',
    {
      schema: {
        tags,
        summary: 'Page views per Seoul day and the most viewed paths',
        querystring: pageViewQuerySchema,
        response: { 200: pageViewReportSchema },
      },
    },
    async (request) => pageViewReport(db, request.lang, request.query, request.ctx.now),
  );
};

export default adminRecordsRoutes;
