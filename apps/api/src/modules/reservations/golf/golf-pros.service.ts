/**
 * The back office's golf pros (issue 16): a pro is a resource of the lesson kind (names, active) with
 * lesson hours by weekday. Each write and its audit entry are one transaction. A pro is deactivated,
 * never deleted: their lessons stay in the history.
 */
import { GOLF, GOLF_AMENITY } from '@tea/shared/reservations/golf.policy';
import type { GolfPro, GolfProInput } from '@tea/shared/reservations/golf.schema';
import { asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { golfProHours } from '../../../db/schema/golf.js';
import { resources } from '../../../db/schema/reservations.js';
import type { ActorContext } from '../../../request-context.js';
import { auditActor } from '../../audit/audit.service.js';
import { updateAmenityResource } from '../amenity-resource.js';
import { forgetDays } from '../availability-cache.js';
import { newPublicCode } from '../../public-codes/public-codes.js';

export async function listPros(ctx: ActorContext): Promise<{ items: GolfPro[] }> {
  const pros = await ctx.db
    .select({ id: resources.id, nameKo: resources.nameKo, nameEn: resources.nameEn, active: resources.active })
    .from(resources)
    .where(eq(resources.amenity, GOLF_AMENITY.lesson))
    .orderBy(asc(resources.sort), asc(resources.id));
  const hours =
    pros.length === 0
      ? []
      : await ctx.db
          .select()
          .from(golfProHours)
          .where(
            inArray(
              golfProHours.resourceId,
              pros.map((p) => p.id),
            ),
          )
          .orderBy(asc(golfProHours.weekday), asc(golfProHours.startTime));
  return {
    items: pros.map((p) => ({
      ...p,
      hours: hours.filter((h) => h.resourceId === p.id).map((h) => ({ weekday: h.weekday, start: h.startTime, end: h.endTime })),
    })),
  };
}

async function writeHours(tx: Db, resourceId: number, hours: GolfProInput['hours']): Promise<void> {
  await tx.delete(golfProHours).where(eq(golfProHours.resourceId, resourceId));
  if (hours.length > 0) {
    await tx
      .insert(golfProHours)
      .values(hours.map((h) => ({ resourceId, weekday: h.weekday, startTime: h.start, endTime: h.end })));
  }
}

/** Adds a pro with their lesson hours; returns the pro's id. */
export async function addPro(ctx: ActorContext, pro: GolfProInput): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: max(resources.sort) })
      .from(resources)
      .where(eq(resources.amenity, GOLF_AMENITY.lesson));
    const sort = (last?.sort ?? 0) + 1;
    const [row] = await tx
      .insert(resources)
      .values({
        amenity: GOLF_AMENITY.lesson,
        code: `golf-pro-${newPublicCode().slice(0, 10)}`,
        nameKo: pro.nameKo,
        nameEn: pro.nameEn,
        capacity: 1,
        hourlyPrice: 0,
        opensAt: GOLF.opensAt,
        closesAt: GOLF.closesAt,
        active: pro.active,
        sort,
      })
      .returning({ id: resources.id });
    await writeHours(tx, row!.id, pro.hours);
    await auditActor(tx, ctx, {
      action: 'create',
      targetType: 'golf_pro',
      targetId: row!.id,
      detail: { hours: pro.hours.length },
    });
    return row!.id;
  });
}

/** Changes a pro's names, hours or active state (deactivating keeps their booked lessons). */
export async function updatePro(ctx: ActorContext, id: number, pro: GolfProInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await updateAmenityResource(tx, GOLF_AMENITY.lesson, id, { nameKo: pro.nameKo, nameEn: pro.nameEn, active: pro.active });
    await writeHours(tx, id, pro.hours);
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'golf_pro',
      targetId: id,
      detail: { active: pro.active, hours: pro.hours.length },
    });
  });
  forgetDays();
}
