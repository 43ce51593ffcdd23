import { AMENITIES, RESERVATION_STATUSES } from '@tea/shared/reservations/reservation.rules';
import { rejectionSchema, reservationIdParamsSchema } from '@tea/shared/reservations/reservation.schema';
import { dateSchema } from '@tea/shared/reservations/reservation.schema';
import { idParamSchema } from '@tea/shared/validation';
import { monthChargesSchema } from '@tea/shared/admin/admin.responses';
import { itemsOf } from '@tea/shared/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.js';
import { translator } from '../../i18n.js';
import * as lounge from './lounge/lounge.service.js';
import { reservationViewSchema } from '@tea/shared/reservations/reservation.responses';
import { calendar, charges } from './reservations.service.js';
import { cancelRoute } from './reservations.routes.js';
import { markNoShow } from './no-shows.service.js';
import { actorContext } from '../../request-context.js';
import { asWorkbook } from '../route-kit/attachment.js';

const tags = ['admin'];
const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation:invalid');
/** The calendar shows at most this many days at once. */
const CALENDAR_MAX_DAYS = 62;

/** The back office's reservations: the calendar of every company, lounge decisions, no-shows, and the monthly charges. */
const adminReservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = actorContext;

  app.get(
    '/reservations',
    {
      schema: {
        tags,
        summary: 'Reservations of every company between two days',
        querystring: z.object({
          from: dateSchema,
          to: dateSchema,
          amenity: z.enum(AMENITIES).optional(),
          status: z.enum(RESERVATION_STATUSES).optional(),
          companyId: idParamSchema.optional(),
        }),
        response: { 200: itemsOf(reservationViewSchema) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      const t = translator(request.lang);
      if (days < 0) throw new AppError('VALIDATION_FAILED', { to: t('admin:fieldErrors.rangeOrder') });
      if (days >= CALENDAR_MAX_DAYS)
        throw new AppError('VALIDATION_FAILED', { from: t('admin:fieldErrors.rangeTooLong', { max: CALENDAR_MAX_DAYS }) });
      return { items: await calendar(ctx(request), request.query) };
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
    { schema: { tags, summary: 'Charges of a month as an Excel workbook', querystring: chargesQuery } },
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
