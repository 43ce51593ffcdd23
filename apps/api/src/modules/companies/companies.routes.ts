import { tenantCompanySchema } from '@tea/shared/building/building.responses';
import { itemsOf } from '@tea/shared/answers';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companies } from '../../db/schema/companies.js';
import { scopeAccess } from '../../plugins/auth.js';
import { publicCompanyColumns } from './company-columns.js';

/** Active tenant companies with their floors (the sign-up form's company and floor selects). */
const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  app.get(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'The tenant companies a person may sign up with',
        response: { 200: itemsOf(tenantCompanySchema) },
      },
    },
    async () => {
      const items = await app.database.db
        .select(publicCompanyColumns)
        .from(companies)
        .where(eq(companies.status, 'active'))
        .orderBy(asc(companies.nameKo));
      return { items };
    },
  );
};

export default companiesRoutes;
