import {
  adminApplicationListSchema,
  adminEventListSchema,
  adminEventSchema,
  applicationRequestSchema,
  applicationResultSchema,
  eventApplicationParamsSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventListSchema,
  eventParamsSchema,
  myApplicationListSchema,
  myApplicationSchema,
} from '@tea/shared/events/event.schema';
import { seoulDate } from '@tea/shared/calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeAccess, sessionUserOf } from '../../plugins/auth.js';
import { limitPerAddress } from '../../plugins/rate-limit.js';
import { actorContext as ctx } from '../../request-context.js';
import { OFFICE } from '../route-kit/access.js';
import { doneSchema } from '@tea/shared/answers';
import { asWorkbook, workbookAnswer } from '../route-kit/attachment.js';
import { codeParams } from '../route-kit/params.js';
import { limitCodeLookups } from '../public-codes/public-codes.js';
import * as office from './events-admin.service.js';
import * as service from './events.service.js';

const tags = ['events'];
/** Applications one address may send per hour (a person applies to a few; a script is stopped). */
export const APPLICATIONS_PER_HOUR = 30;
/**
 * Those without a login (decision 0055): fewer, as each holds places until confirmed; together with
 * the per-e-mail limit (events.service.ts) one address cannot fill an event.
 */
export const ANONYMOUS_APPLICATIONS_PER_HOUR = 5;

/**
 * Events (issue 17, decision 0039): the public list and the two-step application (members, and anyone
 * when the event allows it), cancelling (members from their list, anyone through the e-mail's link),
 * and the back office's events and applicants.
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'public');
  const byCode = { onRequest: limitCodeLookups(app, 'event-application') };
  const anonymousLimit = limitPerAddress(app.counters, 'event-application-anonymous', ANONYMOUS_APPLICATIONS_PER_HOUR, 3_600_000);

  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'The published events with period, place, capacity, places taken and state; q finds partial words (pg_trgm)',
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema },
      },
    },
    async (request) => service.listPublic(request.ctx, request.query.q),
  );
  app.post(
    '/events/:id/applications',
    {
      onRequest: limitPerAddress(app.counters, 'event-application', APPLICATIONS_PER_HOUR, 3_600_000),
      schema: {
        tags,
        summary:
          'Applies to an event (agreedToRules: true required): a member with a session, anyone when the event allows it (else 403 EVENT_MEMBERS_ONLY); a place or a place in line, held unconfirmed until confirmed from the e-mail without a session',
        params: eventParamsSchema,
        body: applicationRequestSchema,
        response: { 201: applicationResultSchema },
      },
    },
    async (request, reply) => {
      const user = await sessionUserOf(request);
      if (!user) await anonymousLimit(request);
      return reply.code(201).send(await service.apply(request.ctx, request.params.id, request.body, user));
    },
  );
  app.get(
    '/events/applications/mine',
    {
      config: { access: 'session' },
      schema: { tags, summary: "The member's event applications, newest first", response: { 200: myApplicationListSchema } },
    },
    async (request) => service.listMine(ctx(request)),
  );
  app.post(
    '/events/applications/:id/cancel',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "Cancels the member's own application before the event starts",
        params: eventParamsSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await service.cancelMine(ctx(request), request.params.id);
      return { ok: true as const };
    },
  );
  app.get(
    '/events/applications/by-code/:code',
    {
      ...byCode,
      schema: {
        tags,
        summary: "The application an applicant's e-mail link opens",
        params: codeParams,
        response: { 200: myApplicationSchema },
      },
    },
    async (request) => service.byCode(request.ctx, request.params.code),
  );
  app.post(
    '/events/applications/by-code/:code/confirm',
    {
      ...byCode,
      schema: {
        tags,
        summary:
          'Confirms an application made without a login from its e-mail link while its hold lasts (else 409 EVENT_HOLD_EXPIRED)',
        params: codeParams,
        response: { 200: myApplicationSchema },
      },
    },
    async (request) => service.confirmByCode(request.ctx, request.params.code),
  );
  app.post(
    '/events/applications/by-code/:code/cancel',
    {
      ...byCode,
      schema: {
        tags,
        summary: 'Cancels the application of the e-mail link before the event starts',
        params: codeParams,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await service.cancelByCode(request.ctx, request.params.code);
      return { ok: true as const };
    },
  );

  // --- The back office ---
  app.get(
    '/admin/events',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Every event with places taken, state and missing translations',
        querystring: eventListQuerySchema,
        response: { 200: adminEventListSchema },
      },
    },
    async (request) => office.adminList(ctx(request), request.query.q),
  );
  app.post(
    '/admin/events',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Creates an event (Korean and English texts)',
        body: eventInputSchema,
        response: { 201: adminEventSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await office.createEvent(ctx(request), request.body)),
  );
  app.get(
    '/admin/events/:id',
    {
      config: { access: OFFICE },
      schema: { tags, summary: 'One event for its form', params: eventParamsSchema, response: { 200: adminEventSchema } },
    },
    async (request) => office.adminGet(ctx(request), request.params.id),
  );
  app.put(
    '/admin/events/:id',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'Edits an event; more places move the waiting list up',
        params: eventParamsSchema,
        body: eventInputSchema,
        response: { 200: adminEventSchema },
      },
    },
    async (request) => office.updateEvent(ctx(request), request.params.id, request.body),
  );
  app.get(
    '/admin/events/:id/applications',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "An event's applicants, confirmed and in line",
        params: eventParamsSchema,
        response: { 200: adminApplicationListSchema },
      },
    },
    async (request) => office.applicants(ctx(request), request.params.id),
  );
  app.get(
    '/admin/events/:id/applications/export',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: "An event's applicants as an Excel workbook",
        params: eventParamsSchema,
        response: { 200: workbookAnswer },
      },
    },
    async (request, reply) => {
      // exceljs is large: loaded on the first export, not at start.
      const { applicantsWorkbook } = await import('./event-export.js');
      return asWorkbook(reply, `event-${request.params.id}-${seoulDate(request.ctx.now)}.xlsx`).send(
        await applicantsWorkbook(ctx(request), request.params.id),
      );
    },
  );
  app.post(
    '/admin/events/:id/applications/:applicationId/cancel',
    {
      config: { access: OFFICE },
      schema: {
        tags,
        summary: 'The office cancels an application; the applicant is told and the line moves up',
        params: eventApplicationParamsSchema,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await office.cancelByOffice(ctx(request), request.params.id, request.params.applicationId);
      return { ok: true as const };
    },
  );
};

export default eventsRoutes;
