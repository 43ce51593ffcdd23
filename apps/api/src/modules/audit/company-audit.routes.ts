import { auditQuerySchema } from '@tea/shared/admin/admin-list.schema';
import { auditEntrySchema } from '@tea/shared/admin/admin.responses';
import { pageOf } from '@tea/shared/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors.js';
import { actorContext } from '../../request-context.js';
import { listAudit } from './audit-list.service.js';

/** The tenant manager's audit log: their own company's entries only (issue 15, decision 0031). */
const companyAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/audit',
    {
      config: { access: ['tenant_manager'] },
      schema: {
        tags: ['employees'],
        summary: "The company's audit log, newest first (tenant managers; the company is the session's)",
        querystring: auditQuerySchema,
        response: { 200: pageOf(auditEntrySchema) },
      },
    },
    async (request) => {
      const { companyId } = actorContext(request).actor;
      if (companyId === null) throw new AppError('ACCESS_DENIED');
      return listAudit(app.database.db, request.query, { companyId });
    },
  );
};

export default companyAuditRoutes;
