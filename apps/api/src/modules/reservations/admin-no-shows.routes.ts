import { attendanceScanSchema } from '@tea/shared/wellness/membership.schema';
import {
  checkInAnswerSchema,
  noShowListSchema,
  noShowQuerySchema,
  noShowSweepSchema,
  restrictionDaysSchema,
  restrictionSettingsSchema,
  seatLinksSchema,
  seatSheetQuerySchema,
  waiverSchema,
} from '@tea/shared/reservations/check-in.schema';
import { AMENITIES } from '@tea/shared/reservations/reservation.rules';
import { reservationIdParamsSchema } from '@tea/shared/reservations/reservation.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translator } from '../../i18n.js';
import { actorContext as ctx } from '../../request-context.js';
import { asAttachment, fileAnswer } from '../route-kit/attachment.js';
import { checkInAtDesk } from './check-in.service.js';
import * as noShows from './no-shows.service.js';
import { seatLinks, seatSheetPng } from './seat-sheet.service.js';

const tags = ['admin'];

/**
 * The back office's side of check-in (issue 16, decision 0035), building managers only (the /admin
 * scope): the no-shows with their waivers, the restriction length of the amenities whose length it
 * sets, the desk's check-in by member QR, and each room's seat QR sheet.
 */
const adminNoShowsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/no-shows',
    {
      schema: {
        tags,
        summary: 'No-shows between two days (default the last 30), of one amenity or all, with their waivers, a page at a time',
        querystring: noShowQuerySchema,
        response: { 200: noShowListSchema },
      },
    },
    async (request) => noShows.list(ctx(request), request.query),
  );
  app.post(
    '/no-shows/:id/waive',
    {
      schema: {
        tags,
        summary: 'Waive a no-show: its restriction lifted and its fee removed, with the reason',
        params: reservationIdParamsSchema,
        body: waiverSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await noShows.waive(ctx(request), request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/no-shows/sweep',
    {
      schema: {
        tags,
        summary: 'Mark now the no-shows due (what the no-show job does every minute)',
        response: { 200: noShowSweepSchema },
      },
    },
    async (request) => {
      const c = ctx(request);
      return { marked: await c.db.transaction((tx) => noShows.sweepNoShows(tx, c.now, { actorId: c.actor.id, ip: c.ip })) };
    },
  );
  app.get(
    '/no-show-settings',
    {
      schema: {
        tags,
        summary: 'How long a no-show restricts each amenity whose length the office sets',
        response: { 200: restrictionSettingsSchema },
      },
    },
    async () => noShows.settings(app.database.db),
  );
  app.put(
    '/no-show-settings/:amenity',
    {
      schema: {
        tags,
        summary: 'Set how long a no-show restricts an amenity (days)',
        params: z.object({ amenity: z.enum(AMENITIES) }),
        body: restrictionDaysSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await noShows.setRestrictionDays(ctx(request), request.params.amenity, request.body.days);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/seat-check-in/scan',
    {
      schema: {
        tags,
        summary:
          "The desk scans a member QR: the person's seat booking whose check-in window holds now is checked in, or why not",
        body: attendanceScanSchema,
        response: { 200: checkInAnswerSchema },
      },
    },
    async (request) => checkInAtDesk(ctx(request), request.body.token, await app.qrSecret()),
  );
  app.get(
    '/seat-qr',
    {
      schema: {
        tags,
        summary: 'The seats of a room with the links their QR codes open',
        querystring: seatSheetQuerySchema,
        response: { 200: seatLinksSchema },
      },
    },
    async (request) => ({ items: await seatLinks(ctx(request), request.query.amenity, request.query.gender) }),
  );
  app.get(
    '/seat-qr.png',
    {
      schema: {
        tags,
        summary: 'The seat QR sheet of a room: A4 PNG, a QR per seat with its number and name',
        querystring: seatSheetQuerySchema,
        response: { 200: fileAnswer('The sheet, an A4 PNG', 'image/png') },
      },
    },
    async (request, reply) => {
      const { amenity, gender } = request.query;
      const t = translator(request.lang);
      const room = t(`admin:noShows.rooms.${amenity}`);
      const title = t('admin:noShows.sheetTitle', { room: gender ? `${room} ${t(`admin:noShows.sides.${gender}`)}` : room });
      const png = await seatSheetPng(ctx(request), amenity, gender, title);
      return asAttachment(reply, 'image/png', `seat-qr-${amenity}${gender ? `-${gender}` : ''}.png`).send(png);
    },
  );
};

export default adminNoShowsRoutes;
