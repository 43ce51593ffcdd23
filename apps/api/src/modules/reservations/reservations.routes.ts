import {
  availabilityQuerySchema,
  conferenceRequestSchema,
  historyQuerySchema,
  loungeRequestSchema,
  reservationIdParamsSchema,
} from '@tea/shared/reservations/reservation.schema';
import {
  allowanceSchema,
  cancellationTermsSchema,
  cancelledSchema,
  conferenceAvailabilitySchema,
  conferenceRoomSchema,
  loungeDaySchema,
  loungeInfoSchema,
  quoteSchema,
  reservationPageSchema,
  reservationViewSchema,
} from '@tea/shared/reservations/reservation.responses';
import { createdSchema } from '@tea/shared/answers';
import { idParamSchema } from '@tea/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { reservations } from '../../db/schema/reservations.js';
import { AppError } from '../../plugins/errors.js';
import * as conference from './conference/conference.service.js';
import * as lounge from './lounge/lounge.service.js';
import { calendarFile } from '../notifications/templates.js';
import { paramsOf } from './reservation-notices.js';
import { cancel, cancellationTerms, getReservation, history, visibleTo } from './reservations.service.js';
import { viewQuery } from './reservation-view.js';
import { and } from 'drizzle-orm';
import { scopeAccess } from '../../plugins/auth.js';
import { actorContext } from '../../request-context.js';
import { TENANTS } from '../route-kit/access.js';
import { asAttachment, fileAnswer } from '../route-kit/attachment.js';

const tags = ['reservations'];

/**
 * POST /reservations/:id/cancel, for the person's own reservations here and for any under /admin:
 * the same route, as the service tells the booker (the fee that applies is kept) from the office (none).
 */
export function cancelRoute(app: Parameters<FastifyPluginAsyncZod>[0], tags: string[], summary: string): void {
  app.post(
    '/reservations/:id/cancel',
    { schema: { tags, summary, params: reservationIdParamsSchema, response: { 200: cancelledSchema } } },
    async (request) => cancel(actorContext(request), request.params.id),
  );
}

/**
 * Amenity reservations of the newer /tenant-service/amenities screens (the v2 base, DESIGN.md §3):
 * conference rooms and the executive lounge, the person's history, cancelling and calendar files.
 * Every route needs a session; who may see or change which reservation is decided per record.
 */
const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  scopeAccess(app, 'session');
  const ctx = actorContext;

  app.get(
    '/amenities/conference-rooms',
    {
      schema: {
        tags,
        summary: 'Conference rooms with seats, prices and extras',
        response: { 200: z.array(conferenceRoomSchema) },
      },
    },
    async (request) => conference.listRooms(app.database.db, request.lang),
  );
  app.get(
    '/amenities/conference-rooms/availability',
    {
      schema: {
        tags,
        summary: "Each room's booked hours on a day",
        querystring: availabilityQuerySchema,
        response: { 200: conferenceAvailabilitySchema },
      },
    },
    async (request) => conference.availability(app.database.db, request.query.date, request.lang),
  );
  app.get(
    '/amenities/conference-rooms/allowance',
    {
      // A company's allowance: the building office has none.
      config: { access: TENANTS },
      schema: {
        tags,
        summary: "The company's free conference hours this month: its allowance and what is left",
        response: { 200: allowanceSchema },
      },
    },
    async (request) => conference.allowance(ctx(request)),
  );
  app.post(
    '/reservations/conference/quote',
    {
      schema: {
        tags,
        summary: 'The itemised price of a conference booking (the confirm page)',
        body: conferenceRequestSchema,
        querystring: z.object({ exceptId: idParamSchema.optional() }),
        response: { 200: quoteSchema },
      },
    },
    async (request) => conference.quote(ctx(request), request.body, request.query.exceptId),
  );
  app.post(
    '/reservations/conference',
    { schema: { tags, summary: 'Book a conference room', body: conferenceRequestSchema, response: { 201: createdSchema } } },
    async (request, reply) => reply.code(201).send({ id: await conference.book(ctx(request), request.body) }),
  );
  app.put(
    '/reservations/conference/:id',
    {
      schema: {
        tags,
        summary: 'Change a conference booking',
        params: reservationIdParamsSchema,
        body: conferenceRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await conference.change(ctx(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/amenities/executive-lounge',
    { schema: { tags, summary: 'The executive lounge with its hours and equipment', response: { 200: loungeInfoSchema } } },
    async (request) => lounge.loungeInfo(app.database.db, request.lang),
  );
  app.get(
    '/amenities/executive-lounge/availability',
    {
      schema: {
        tags,
        summary: "The lounge's held times on a day (no names)",
        querystring: availabilityQuerySchema,
        response: { 200: loungeDaySchema },
      },
    },
    async (request) => lounge.availability(app.database.db, request.query.date, request.lang),
  );
  app.post(
    '/reservations/lounge/quote',
    { schema: { tags, summary: 'The price of a lounge request', body: loungeRequestSchema, response: { 200: quoteSchema } } },
    async (request) => lounge.quote(ctx(request), request.body),
  );
  app.post(
    '/reservations/lounge',
    {
      schema: {
        tags,
        summary: 'Request the executive lounge (a building manager decides)',
        body: loungeRequestSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ id: await lounge.request(ctx(request), request.body) }),
  );
  app.put(
    '/reservations/lounge/:id',
    {
      schema: {
        tags,
        summary: 'Change a lounge request while it waits',
        params: reservationIdParamsSchema,
        body: loungeRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await lounge.change(ctx(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/reservations',
    {
      schema: {
        tags,
        summary: "The person's own reservations",
        querystring: historyQuerySchema,
        response: { 200: reservationPageSchema },
      },
    },
    async (request) => history(ctx(request), request.query),
  );
  app.get(
    '/reservations/:id',
    {
      schema: {
        tags,
        summary: 'One reservation (the booker, their tenant manager or the back office)',
        params: reservationIdParamsSchema,
        response: { 200: reservationViewSchema },
      },
    },
    async (request) => getReservation(ctx(request), request.params.id),
  );
  app.get(
    '/reservations/:id/cancellation',
    {
      schema: {
        tags,
        summary: 'Whether it may be cancelled now and what that costs',
        params: reservationIdParamsSchema,
        response: { 200: cancellationTermsSchema },
      },
    },
    async (request) => cancellationTerms(ctx(request), request.params.id),
  );
  cancelRoute(app, tags, 'Cancel a reservation (the fee that applies is kept)');
  app.get(
    '/reservations/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'The reservation as a calendar file',
        params: reservationIdParamsSchema,
        response: { 200: fileAnswer('An iCalendar file of the reservation', 'text/calendar') },
      },
    },
    async (request, reply) => {
      const c = ctx(request);
      const [row] = await viewQuery(c.db)
        .where(and(eq(reservations.id, request.params.id), visibleTo(c.actor)))
        .limit(1);
      if (!row || (row.r.status !== 'confirmed' && row.r.status !== 'completed')) throw new AppError('NOT_FOUND');
      const file = calendarFile(paramsOf(row), c.lang, c.publicUrl);
      return asAttachment(reply, file.contentType, file.filename).send(file.content);
    },
  );
};

export default reservationsRoutes;
