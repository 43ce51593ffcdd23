import type { BlackoutInput, ResourceUpdate } from '@tea/shared/reservations/resource.schema';
import { amenityPolicy } from '@tea/shared/reservations/amenity-policies';
import { AMENITIES, type Amenity } from '@tea/shared/reservations/reservation.rules';
import { seoulDate } from '@tea/shared/time';
import { and, asc, eq, gte, notInArray } from 'drizzle-orm';
import { resourceBlackouts, resources } from '../../db/schema/reservations.js';
import { translator } from '../../i18n.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { audit } from '../audit/audit.service.js';
import { forgetDays } from './availability-cache.js';

/**
 * Units rented for months (lockers, baskets) and the trainers of sessions drawn from a package (PT)
 * have back-office pages of their own (/admin/wellness/lockers, /admin/wellness/pt).
 */
const KEPT_ELSEWHERE = AMENITIES.filter((a) => ['periodRental', 'entitlement'].includes(amenityPolicy(a).model));

/** Every bookable resource booked by time, with the days it is closed from today on. */
export async function listResources(ctx: ActorContext) {
  const today = seoulDate(ctx.now);
  const [rows, closed] = await Promise.all([
    ctx.db
      .select()
      .from(resources)
      .where(notInArray(resources.amenity, KEPT_ELSEWHERE))
      .orderBy(asc(resources.amenity), asc(resources.sort)),
    ctx.db.select().from(resourceBlackouts).where(gte(resourceBlackouts.date, today)).orderBy(asc(resourceBlackouts.date)),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      amenity: r.amenity as Amenity,
      blackouts: closed
        .filter((b) => b.resourceId === r.id)
        .map((b) => ({ date: b.date, reasonKo: b.reasonKo, reasonEn: b.reasonEn })),
    })),
  };
}

/** Changes a resource; bookings already made keep the price they were quoted. */
export async function updateResource(ctx: ActorContext, id: number, input: ResourceUpdate): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(resources).set(input).where(eq(resources.id, id)).returning({ id: resources.id });
    if (!row) throw new AppError('NOT_FOUND');
    await audit(tx, {
      actorId: ctx.actor.id,
      action: 'update',
      targetType: 'resource',
      targetId: row.id,
      ip: ctx.ip,
      detail: { changed: Object.keys(input) },
    });
  });
  forgetDays();
}

/** Closes a resource on a day; closing a closed day again is a field error on the date. */
export async function closeDay(ctx: ActorContext, id: number, input: BlackoutInput): Promise<void> {
  const [resource] = await ctx.db.select({ id: resources.id }).from(resources).where(eq(resources.id, id));
  if (!resource) throw new AppError('NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(resourceBlackouts)
      .values({ resourceId: resource.id, ...input })
      .onConflictDoNothing()
      .returning({ id: resourceBlackouts.id });
    if (inserted.length === 0)
      throw new AppError('VALIDATION_FAILED', { date: translator(ctx.lang)('admin:fieldErrors.blackoutExists') });
    await audit(tx, {
      actorId: ctx.actor.id,
      action: 'create',
      targetType: 'blackout',
      targetId: resource.id,
      ip: ctx.ip,
      detail: { date: input.date },
    });
  });
  forgetDays();
}

/** Opens a closed day again. */
export async function openDay(ctx: ActorContext, id: number, date: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(resourceBlackouts)
      .where(and(eq(resourceBlackouts.resourceId, id), eq(resourceBlackouts.date, date)))
      .returning({ id: resourceBlackouts.id });
    if (gone.length === 0) throw new AppError('NOT_FOUND');
    await audit(tx, {
      actorId: ctx.actor.id,
      action: 'delete',
      targetType: 'blackout',
      targetId: id,
      ip: ctx.ip,
      detail: { date },
    });
  });
  forgetDays();
}
