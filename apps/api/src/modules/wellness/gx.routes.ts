import { seoulDate } from '@tea/shared/calendar';
import {
  gxAttendanceSchema,
  gxCancelAnswerSchema,
  gxCopiedSchema,
  gxCopySchema,
  gxMonthQuerySchema,
  gxParamsSchema,
  gxProgramInputSchema,
  gxProgramListSchema,
  gxProgramSchema,
  gxRegistrationCreatedSchema,
  gxRegistrationListSchema,
  gxRegistrationRequestSchema,
  gxRosterSchema,
} from '@tea/shared/wellness/gx.schema';
import { attendanceScanResultSchema } from '@tea/shared/wellness/membership.responses';
import { attendanceScanSchema, gxOfficeCancelSchema } from '@tea/shared/wellness/membership.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeAccess } from '../../plugins/auth.js';
import { actorContext as ctx } from '../../request-context.js';
import { OFFICE, TENANTS } from '../route-kit/access.js';
import { createdSchema, doneSchema } from '@tea/shared/answers';
import { asWorkbook, workbookAnswer } from '../route-kit/attachment.js';
import * as desk from './gx-desk.service.js';
import * as gx from './gx.service.js';

const tags = ['wellness'];

/**
 * GX programs (issue 15): members of a tenant see the month's programs, register (a place or the
 * waiting list) and withdraw; the building office keeps the programs, copies a month and marks the
 * roster's attendance.
 */
const gxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anyone with a session reads the programs and their own registrations (the office has none);
  // registering takes a tenant's member or manager.
  scopeAccess(app, 'session');

  app.get(
    '/wellness/gx/programs',
    {
      schema: {
        tags,
        summary:
          "The month's GX programs: days, hours, instructor, price and VAT, registration days, places taken and the asker's own",
        querystring: gxMonthQuerySchema,
        response: { 200: gxProgramListSchema },
      },
    },
    async (request) => gx.listPrograms(ctx(request), request.query.month),
  );
  app.get(
    '/wellness/gx/programs/:id',
    {
      schema: {
        tags,
        summary: 'One GX program (the registration page)',
        params: gxParamsSchema,
        response: { 200: gxProgramSchema },
      },
    },
    async (request) => gx.getProgram(ctx(request), request.params.id),
  );
  app.post(
    '/wellness/gx/registrations',
    {
      config: { access: TENANTS },
      schema: {
        tags,
        summary: 'Registers for a program under its lock: registered, else waitlisted; 409 WAITLIST_FULL or REGISTRATION_CLOSED',
        body: gxRegistrationRequestSchema,
        response: { 201: gxRegistrationCreatedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await gx.register(ctx(request), request.body.programId)),
  );
  app.get(
    '/wellness/gx/registrations',
    {
      schema: { tags, summary: "The person's GX registrations, newest first", response: { 200: gxRegistrationListSchema } },
    },
    async (request) => gx.listMine(ctx(request)),
  );
  app.post(
    '/wellness/gx/registrations/:id/cancel',
    {
      config: { access: TENANTS },
      schema: {
        tags,
        summary: 'Withdraws before the course starts: refunded less the 10% fee; the first on the waiting list takes the place',
        params: gxParamsSchema,
        response: { 200: gxCancelAnswerSchema },
      },
    },
    async (request) => gx.cancelMine(ctx(request), request.params.id),
  );

  app.get(
    '/admin/wellness/gx/programs',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "The month's GX programs with their places taken",
        querystring: gxMonthQuerySchema,
        response: { 200: gxProgramListSchema },
      },
    },
    async (request) => gx.adminPrograms(ctx(request), request.query.month),
  );
  app.post(
    '/admin/wellness/gx/programs',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Adds a GX program to a month',
        body: gxProgramInputSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await gx.createProgram(ctx(request), request.body)),
  );
  app.put(
    '/admin/wellness/gx/programs/:id',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Edits a GX program; registrations keep their price',
        params: gxParamsSchema,
        body: gxProgramInputSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await gx.updateProgram(ctx(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );
  app.post(
    '/admin/wellness/gx/programs/copy',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "Copies the previous month's programs into the month (those not there already)",
        body: gxCopySchema,
        response: { 200: gxCopiedSchema },
      },
    },
    async (request) => gx.copyFromPrevious(ctx(request), request.body.month),
  );
  app.get(
    '/admin/wellness/gx/programs/:id/roster',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "A program's registrations in line order with the sessions each attended",
        params: gxParamsSchema,
        response: { 200: gxRosterSchema },
      },
    },
    async (request) => gx.roster(ctx(request), request.params.id),
  );
  app.get(
    '/admin/wellness/gx/programs/:id/roster/export',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "A program's roster and attendance as an Excel workbook",
        params: gxParamsSchema,
        response: { 200: workbookAnswer },
      },
    },
    async (request, reply) => {
      // exceljs is large: loaded on the first export, not at start.
      const { rosterWorkbook } = await import('./gx-export.js');
      const roster = await gx.roster(ctx(request), request.params.id);
      return asWorkbook(reply, `gx-${roster.program.id}-${seoulDate(request.ctx.now)}.xlsx`).send(
        await rosterWorkbook(roster, request.ctx.lang),
      );
    },
  );
  app.put(
    '/admin/wellness/gx/registrations/:id/attendance',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Marks (or unmarks) a registered person at a session of the program',
        params: gxParamsSchema,
        body: gxAttendanceSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await gx.markAttendance(ctx(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );
  app.post(
    '/admin/wellness/gx/attendance/scan',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "The fitness desk scans a member QR: today's GX session of that member is recorded, or why not",
        body: attendanceScanSchema,
        response: { 200: attendanceScanResultSchema },
      },
    },
    async (request) => desk.scanAttendance(ctx(request), request.body.token, await app.qrSecret()),
  );
  app.post(
    '/admin/wellness/gx/registrations/:id/cancel',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'The office cancels one registration with a reason: nothing charged, the first in line promoted',
        params: gxParamsSchema,
        body: gxOfficeCancelSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await desk.officeCancel(ctx(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );
};

export default gxRoutes;
