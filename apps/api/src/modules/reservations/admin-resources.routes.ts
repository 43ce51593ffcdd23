import { blackoutSchema, resourceUpdateSchema } from '@tea/shared/reservations/resource.schema';
import { dateSchema } from '@tea/shared/reservations/reservation.schema';
import { seoulDate } from '@tea/shared/time';
import { idParamSchema } from '@tea/shared/validation';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceBlackouts, resources } from '../../db/schema/reservations.js';
import { translator } from '../../i18n.js';
import { currentUser } from '../../plugins/auth.js';
import { AppError } from '../../plugins/errors.js';
import { audit } from '../audit/audit.service.js';
import { forgetDays } from './availability-cache.js';

const tags = ['admin'];
const idParams = z.object({ id: idParamSchema });

/**
 * The back office's bookable resources (the conference rooms and the lounge): seats, price, hours,
 * extras, whether they can be booked, and the days they are closed. Bookings already made keep the
 * price they were quoted.
 */
const adminResourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/resources', { schema: { tags, summary: 'Bookable resources with their coming closed days' } }, async () => {
    const today = seoulDate(app.clock.now());
    const [rows, closed] = await Promise.all([
      db.select().from(resources).orderBy(asc(resources.amenity), asc(resources.sort)),
      db.select().from(resourceBlackouts).where(gte(resourceBlackouts.date, today)).orderBy(asc(resourceBlackouts.date)),
    ]);
    return {
      items: rows.map((r) => ({
        ...r,
        blackouts: closed
          .filter((b) => b.resourceId === r.id)
          .map((b) => ({ date: b.date, reasonKo: b.reasonKo, reasonEn: b.reasonEn })),
      })),
    };
  });

  app.put(
    '/resources/:id',
    { schema: { tags, summary: 'Edit a resource', params: idParams, body: resourceUpdateSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(resources)
          .set(request.body)
          .where(eq(resources.id, request.params.id))
          .returning({ id: resources.id });
        if (!row) throw new AppError('NOT_FOUND');
        await audit(tx, {
          actorId: currentUser(request).id,
          action: 'update',
          targetType: 'resource',
          targetId: row.id,
          ip: request.ip,
          detail: { changed: Object.keys(request.body) },
        });
      });
      forgetDays();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/resources/:id/blackouts',
    {
      schema: { tags, summary: 'Close a resource on a day', params: idParams, body: blackoutSchema, response: { 201: z.null() } },
    },
    async (request, reply) => {
      const [resource] = await db.select({ id: resources.id }).from(resources).where(eq(resources.id, request.params.id));
      if (!resource) throw new AppError('NOT_FOUND');
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(resourceBlackouts)
          .values({ resourceId: resource.id, ...request.body })
          .onConflictDoNothing()
          .returning({ id: resourceBlackouts.id });
        if (inserted.length === 0)
          throw new AppError('VALIDATION_FAILED', { date: translator(request.lang)('admin:fieldErrors.blackoutExists') });
        await audit(tx, {
          actorId: currentUser(request).id,
          action: 'create',
          targetType: 'blackout',
          targetId: resource.id,
          ip: request.ip,
          detail: { date: request.body.date },
        });
      });
      forgetDays();
      return reply.code(201).send(null);
    },
  );

  app.delete(
    '/resources/:id/blackouts/:date',
    {
      schema: {
        tags,
        summary: 'Open a closed day again',
        params: idParams.extend({ date: dateSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(resourceBlackouts)
          .where(and(eq(resourceBlackouts.resourceId, request.params.id), eq(resourceBlackouts.date, request.params.date)))
          .returning({ id: resourceBlackouts.id });
        if (gone.length === 0) throw new AppError('NOT_FOUND');
        await audit(tx, {
          actorId: currentUser(request).id,
          action: 'delete',
          targetType: 'blackout',
          targetId: request.params.id,
          ip: request.ip,
          detail: { date: request.params.date },
        });
      });
      forgetDays();
      return reply.code(204).send(null);
    },
  );
};

export default adminResourcesRoutes;
