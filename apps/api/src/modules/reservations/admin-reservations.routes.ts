import { rejectionSchema, reservationIdParamsSchema } from '@tea/shared/reservations/reservation.schema';
import { bulkIdsSchema, bulkReservationReasonSchema, bulkResultSchema } from '@tea/shared/admin/bulk.schema';
import { idParamSchema } from '@tea/shared/validation';
import { monthChargesSchema } from '@tea/shared/admin/admin.responses';
import { pageOf } from '@tea/shared/answers';
import {
  RESERVATION_LIST_MAX_DAYS,
  reservationCalendarSchema,
  reservationListQuerySchema,
  reservationRangeQuerySchema,
} from '@tea/shared/admin/reservation-list.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.js';
import { translator } from '../../i18n.js';
import * as lounge from './lounge/lounge.service.js';
import { reservationViewSchema } from '@tea/shared/reservations/reservation.responses';
import { calendar, cancel, charges, list } from './reservations.service.js';
import { cancelRoute } from './reservations.routes.js';
import { markNoShow } from './no-shows.service.js';
import { actorContext } from '../../request-context.js';
import { asWorkbook, workbookAnswer } from '../route-kit/attachment.js';
import { eachId, type SkipReasons } from '../route-kit/bulk.js';

const tags = ['admin'];
/** A booking refused by the single action is not waiting for it (decided, cancelled, past, or needing no decision). */
const NOT_PENDING: SkipReasons = { NOT_CHANGEABLE: 'not_pending' };

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation:invalid');

/** The back office's reservations: the calendar of every company, lounge decisions, no-shows, and the monthly charges. */
const adminReservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = actorContext;

  /** 400 naming the field when the range ends before it starts or spans more days than a list shows. */
  const checkRange = (request: { lang: 'ko' | 'en'; query: { from: string; to: string } }) => {
    const { from, to } = request.query;
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    const t = translator(request.lang);
    if (days < 0) throw new AppError('VALIDATION_FAILED', { to: t('admin:fieldErrors.rangeOrder') });
    if (days >= RESERVATION_LIST_MAX_DAYS)
      throw new AppError('VALIDATION_FAILED', { from: t('admin:fieldErrors.rangeTooLong', { max: RESERVATION_LIST_MAX_DAYS }) });
  };

  app.get(
    '/reservations',
    {
      schema: {
        tags,
        summary: 'Reservations of every company between two days, a page at a time, in an allow-listed order',
        querystring: reservationListQuerySchema,
        response: { 200: pageOf(reservationViewSchema) },
      },
    },
    async (request) => {
      checkRange(request);
      return list(ctx(request), request.query);
    },
  );
  app.get(
    '/reservations/calendar',
    {
      schema: {
        tags,
        summary: 'The day bookings of every company between two days, for the calendar; rentals for a period only counted',
        querystring: reservationRangeQuerySchema,
        response: { 200: reservationCalendarSchema },
      },
    },
    async (request) => {
      checkRange(request);
      return calendar(ctx(request), request.query);
    },
  );

  app.post(
    '/reservations/:id/approve',
    { schema: { tags, summary: 'Approve a lounge request', params: reservationIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await lounge.decide(ctx(request), request.params.id, { approve: true });
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/reservations/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a lounge request with the reason the tenant will read',
        params: reservationIdParamsSchema,
        body: rejectionSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await lounge.decide(ctx(request), request.params.id, { approve: false, reason: request.body.reason });
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/reservations/:id/no-show',
    {
      schema: {
        tags,
        summary: 'Mark a no-show: charged in full, restrictions apply',
        params: reservationIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await markNoShow(ctx(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  cancelRoute(app, tags, 'Cancel any reservation, without a fee');

  app.post(
    '/reservations/approve',
    {
      schema: {
        tags,
        summary: 'Approve several lounge requests at once; each one not pending is skipped with its reason',
        body: bulkIdsSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => {
      const c = ctx(request);
      return eachId(c, request.body.ids, NOT_PENDING, (id) => lounge.decide(c, id, { approve: true }));
    },
  );
  app.post(
    '/reservations/reject',
    {
      schema: {
        tags,
        summary: 'Reject several lounge requests with one reason; each one not pending is skipped with its reason',
        body: bulkReservationReasonSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => {
      const c = ctx(request);
      const { ids, reason } = request.body;
      return eachId(c, ids, NOT_PENDING, (id) => lounge.decide(c, id, { approve: false, reason }));
    },
  );
  app.post(
    '/reservations/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel several reservations without a fee, with one reason the bookers read; each one not held is skipped',
        body: bulkReservationReasonSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => {
      const c = ctx(request);
      const { ids, reason } = request.body;
      return eachId(c, ids, { NOT_CHANGEABLE: 'already_decided' }, (id) => cancel(c, id, reason));
    },
  );

  const chargesQuery = z.object({ month: monthSchema, companyId: idParamSchema.optional() });
  app.get(
    '/charges',
    {
      schema: {
        tags,
        summary: 'Charges of a month, line by line',
        querystring: chargesQuery,
        response: { 200: monthChargesSchema },
      },
    },
    async (request) => charges(app.database.db, request.lang, request.query),
  );
  app.get(
    '/charges.xlsx',
    {
      schema: {
        tags,
        summary: 'Charges of a month as an Excel workbook',
        querystring: chargesQuery,
        response: { 200: workbookAnswer },
      },
    },
    async (request, reply) => {
      const data = await charges(app.database.db, request.lang, request.query);
      // exceljs is large: loaded on the first export, not at start.
      const { chargesWorkbook } = await import('./charges-export.js');
      const buffer = await chargesWorkbook(data, request.lang);
      return asWorkbook(reply, `charges-${request.query.month}.xlsx`).send(buffer);
    },
  );
};

export default adminReservationsRoutes;
