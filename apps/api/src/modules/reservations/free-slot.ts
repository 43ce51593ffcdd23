/**
 * Booking and moving one person's free slot of a resource (a nap-room seat, a golf bay, a golf pro's
 * lesson): the core's time locks, then the person's lock and the registry's per-person rules inside
 * the transaction, then the insert or the move; the exclusion constraint refuses a taken slot (SLOT_TAKEN).
 */
import { canChangeNow } from '@tea/shared/reservations/amenity-policies';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import { eq } from 'drizzle-orm';
import { reservations } from '../../db/schema/reservations.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { forgetDays } from './availability-cache.js';
import {
  assertPersonMayBook,
  checkPerson,
  insertFreeSlot,
  isOverlap,
  lockOwnBooking,
  lockTimes,
  periodOf,
  personBooking,
} from './reservation-core.js';

export interface FreeSlot {
  amenity: Amenity;
  resourceId: number;
  date: string;
  start: string;
  end: string;
}

async function overlapAsTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    forgetDays();
    return result;
  } catch (error) {
    if (isOverlap(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }
}

/** Books the slot for the caller: its id, or SLOT_TAKEN, ALREADY_RESERVED, TWICE_A_DAY, NO_SHOW_RESTRICTED (409). */
export async function bookFreeSlot(ctx: ActorContext, companyId: number, slot: FreeSlot): Promise<number> {
  const person = personBooking(ctx, slot.amenity, slot);
  await checkPerson(ctx.db, person); // most refusals end here, without a transaction
  return overlapAsTaken(() =>
    ctx.db.transaction(async (tx) => {
      await lockTimes(tx, [slot]);
      await assertPersonMayBook(tx, person);
      return insertFreeSlot(tx, { ...slot, companyId, person, now: ctx.now });
    }),
  );
}

/** Moves the caller's own confirmed booking `id` of the amenity to the slot; another person's id answers 404. */
export async function moveFreeSlot(ctx: ActorContext, id: number, slot: FreeSlot): Promise<void> {
  await overlapAsTaken(() =>
    ctx.db.transaction(async (tx) => {
      const before = await lockOwnBooking(tx, { id, userId: ctx.actor.id, amenity: slot.amenity, changeable: 'confirmed' });
      const held = {
        status: before.status,
        date: before.date,
        total: before.total,
        deposit: before.deposit,
        startTime: before.startTime,
      };
      if (!canChangeNow(slot.amenity, ctx.now, held)) throw new AppError('NOT_CHANGEABLE');
      await lockTimes(tx, [
        { resourceId: before.resourceId, date: before.date, start: before.startTime, end: before.endTime },
        slot,
      ]);
      await assertPersonMayBook(tx, personBooking(ctx, slot.amenity, slot, id));
      await tx
        .update(reservations)
        .set({
          resourceId: slot.resourceId,
          date: slot.date,
          startTime: slot.start,
          endTime: slot.end,
          period: periodOf(slot.date, slot.start, slot.end),
          updatedAt: ctx.now,
        })
        .where(eq(reservations.id, id));
    }),
  );
}
