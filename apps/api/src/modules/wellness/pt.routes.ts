import { seoulDate } from '@tea/shared/calendar';
import { createdSchema } from '@tea/shared/answers';
import { gxMonthQuerySchema } from '@tea/shared/wellness/gx.schema';
import {
  ptMoveRequestSchema,
  ptPackageListSchema,
  ptPackageRequestSchema,
  ptPackageSchema,
  ptParamsSchema,
  ptSessionRequestSchema,
  ptSlotsQuerySchema,
  ptSlotsSchema,
  ptTrainerInputSchema,
  ptTrainerListSchema,
} from '@tea/shared/wellness/pt.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeAccess } from '../../plugins/auth.js';
import { actorContext as ctx } from '../../request-context.js';
import { OFFICE, TENANTS } from '../route-kit/access.js';
import { doneSchema } from '@tea/shared/answers';
import { asWorkbook, workbookAnswer } from '../route-kit/attachment.js';
import * as pt from './pt.service.js';

const tags = ['wellness'];

/**
 * Paid PT (issue 15, decision 0028, the v2 base): a member of a tenant buys a package of sessions,
 * books them in a trainer's free slots, moves or cancels them up to 24 hours before; the building
 * office keeps the trainers and their weekly hours and follows the packages (Excel).
 */
const ptRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, TENANTS);

  app.get(
    '/wellness/pt/trainers',
    { schema: { tags, summary: 'The PT trainers with their weekly hours', response: { 200: ptTrainerListSchema } } },
    async (request) => pt.listTrainers(ctx(request)),
  );
  app.get(
    '/wellness/pt/slots',
    {
      schema: {
        tags,
        summary: "A trainer's free session starts between two days (at most 14)",
        querystring: ptSlotsQuerySchema,
        response: { 200: ptSlotsSchema },
      },
    },
    async (request) => pt.freeSlots(ctx(request), request.query),
  );
  app.get(
    '/wellness/pt/packages',
    { schema: { tags, summary: "The caller's PT packages with used / remaining", response: { 200: ptPackageListSchema } } },
    async (request) => pt.myPackages(ctx(request)),
  );
  app.get(
    '/wellness/pt/packages/:id',
    {
      schema: {
        tags,
        summary: "One of the caller's PT packages: uses, validity, sessions",
        params: ptParamsSchema,
        response: { 200: ptPackageSchema },
      },
    },
    async (request) => pt.getPackage(ctx(request), request.params.id),
  );
  app.post(
    '/wellness/pt/packages',
    {
      schema: {
        tags,
        summary: 'Buy a PT package (10 sessions, charged to the company’s month)',
        body: ptPackageRequestSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ id: await pt.buyPackage(ctx(request), request.body) }),
  );
  app.post(
    '/wellness/pt/sessions',
    {
      schema: {
        tags,
        summary: 'Book a PT session in a trainer’s free slot (409 SLOT_TAKEN, PT_NO_SESSIONS_LEFT, PT_PACKAGE_EXPIRED)',
        body: ptSessionRequestSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ id: await pt.bookSession(ctx(request), request.body) }),
  );
  app.put(
    '/wellness/pt/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Move a PT session to another free slot, up to 24 hours before it (409 PT_CHANGE_CLOSED, SLOT_TAKEN)',
        params: ptParamsSchema,
        body: ptMoveRequestSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await pt.moveSession(ctx(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );
  app.post(
    '/wellness/pt/sessions/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a PT session up to 24 hours before it (409 PT_CHANGE_CLOSED): the session returns to the package',
        params: ptParamsSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await pt.cancelSession(ctx(request), request.params.id);
      return { ok: true as const };
    },
  );

  // The back office.
  app.get(
    '/admin/wellness/pt/trainers',
    {
      config: { access: OFFICE },
      schema: { tags, summary: 'Every PT trainer (inactive too) with weekly hours', response: { 200: ptTrainerListSchema } },
    },
    async (request) => pt.listTrainers(ctx(request), true),
  );
  app.post(
    '/admin/wellness/pt/trainers',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Add a PT trainer with weekly hours',
        body: ptTrainerInputSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ id: await pt.createTrainer(ctx(request), request.body) }),
  );
  app.put(
    '/admin/wellness/pt/trainers/:id',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Change a PT trainer and their weekly hours',
        params: ptParamsSchema,
        body: ptTrainerInputSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await pt.updateTrainer(ctx(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );
  app.delete(
    '/admin/wellness/pt/trainers/:id',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Remove a PT trainer from booking (kept for the sessions given)',
        params: ptParamsSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await pt.removeTrainer(ctx(request), request.params.id);
      return { ok: true as const };
    },
  );
  app.get(
    '/admin/wellness/pt/packages',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'The PT packages bought in a month with their sessions',
        querystring: gxMonthQuerySchema,
        response: { 200: ptPackageListSchema },
      },
    },
    async (request) => pt.officePackages(ctx(request), request.query.month),
  );
  app.get(
    '/admin/wellness/pt/packages/export',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'The PT packages of a month and their sessions as an Excel workbook',
        querystring: gxMonthQuerySchema,
        response: { 200: workbookAnswer },
      },
    },
    async (request, reply) => {
      // exceljs is large: loaded on the first export, not at start.
      const { ptWorkbook } = await import('./pt-export.js');
      const list = await pt.officePackages(ctx(request), request.query.month);
      return asWorkbook(reply, `pt-${request.query.month}-${seoulDate(request.ctx.now)}.xlsx`).send(
        await ptWorkbook(list.items, request.ctx.lang),
      );
    },
  );
};

export default ptRoutes;
