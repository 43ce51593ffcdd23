import {
  employeeCreateSchema,
  employeeDecisionsSchema,
  employeeDetailSchema,
  employeeListSchema,
  employeeIdParamsSchema,
  employeeListQuerySchema,
  employeeRoleSchema,
  employeeScopeQuerySchema,
  employeeUpdateSchema,
} from '@tea/shared/accounts/employee.schema';
import { updatedSchema } from '@tea/shared/answers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeAccess } from '../../plugins/auth.js';
import {
  changeRole,
  createEmployee,
  decide,
  deleteEmployee,
  getEmployee,
  listEmployees,
  scopeOf,
  updateEmployee,
  type EmployeesContext,
} from './employees.service.js';
import { actorContext } from '../../request-context.js';

/**
 * The tenant manager's employee management (issue 3): the company's staff, sign-up decisions,
 * adding, editing, deleting and the tenant-manager role. A tenant manager only ever reaches their own
 * company (another company's id answers 404); a building manager may name a company with ?companyId.
 */
const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, ['tenant_manager', 'building_manager']);
  const tags = ['employees'];
  const context = (request: FastifyRequest, companyId: number | undefined): EmployeesContext => {
    const ctx = actorContext(request);
    return { ...ctx, companyId: scopeOf(ctx.actor, companyId) };
  };

  app.get(
    '/employees',
    {
      schema: {
        tags,
        summary: 'The company staff: pending sign-ups first, then the newest; search by name, ID, e-mail or contact',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListSchema },
      },
    },
    async (request) => listEmployees(context(request, request.query.companyId), request.query),
  );

  app.post(
    '/employees',
    {
      schema: {
        tags,
        summary: 'Add an approved employee; an invitation e-mail lets them set a password',
        querystring: employeeScopeQuerySchema,
        body: employeeCreateSchema,
        response: { 201: employeeDetailSchema },
      },
    },
    async (request, reply) => {
      const created = await createEmployee(context(request, request.query.companyId), request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/employees/decisions',
    {
      schema: {
        tags,
        summary: 'Approve or reject several pending sign-ups at once (all or none)',
        querystring: employeeScopeQuerySchema,
        body: employeeDecisionsSchema,
        response: { 200: updatedSchema },
      },
    },
    async (request) => decide(context(request, request.query.companyId), request.body.ids, request.body.decision),
  );

  app.get(
    '/employees/:id',
    {
      schema: {
        tags,
        summary: 'One employee with account status and type',
        params: employeeIdParamsSchema,
        querystring: employeeScopeQuerySchema,
        response: { 200: employeeDetailSchema },
      },
    },
    async (request) => getEmployee(context(request, request.query.companyId), request.params.id),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/employees/:id/${decision}`,
      {
        schema: {
          tags,
          summary: decision === 'approve' ? 'Approve a pending sign-up' : 'Reject a pending sign-up',
          params: employeeIdParamsSchema,
          querystring: employeeScopeQuerySchema,
          response: { 200: updatedSchema },
        },
      },
      async (request) => decide(context(request, request.query.companyId), [request.params.id], decision),
    );
  }

  app.put(
    '/employees/:id',
    {
      schema: {
        tags,
        summary: 'Edit an employee (suspending ends their sessions)',
        params: employeeIdParamsSchema,
        querystring: employeeScopeQuerySchema,
        body: employeeUpdateSchema,
        response: { 200: employeeDetailSchema },
      },
    },
    async (request) => updateEmployee(context(request, request.query.companyId), request.params.id, request.body),
  );

  app.delete(
    '/employees/:id',
    {
      schema: {
        tags,
        summary: 'Delete an employee: soft, anonymised, sessions ended',
        params: employeeIdParamsSchema,
        querystring: employeeScopeQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteEmployee(context(request, request.query.companyId), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/employees/:id/role',
    {
      schema: {
        tags,
        summary: 'Make or unmake a tenant manager (the company always keeps one)',
        params: employeeIdParamsSchema,
        querystring: employeeScopeQuerySchema,
        body: employeeRoleSchema,
        response: { 200: employeeDetailSchema },
      },
    },
    async (request) => changeRole(context(request, request.query.companyId), request.params.id, request.body.role),
  );
};

export default employeesRoutes;
