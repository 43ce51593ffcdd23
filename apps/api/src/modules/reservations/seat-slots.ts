/**
 * A seat booked for a time (the nap room, the refresh lounge): which seats are held at a time, and
 * booking or moving one under the core's locks and per-person rules, with what the amenity records
 * beside the booking written in the same transaction.
 */
import { HOLDING_STATUSES, type Amenity } from '@tea/shared/reservations/reservation.rules';
import { canChangeNow } from '@tea/shared/reservations/amenity-policies';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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

export interface SeatTime {
  seatId: number;
  date: string;
  start: string;
  end: string;
}

/** The amenity's seats held during `period`; only the person's own booking `except` (being moved) shows its seat free. */
export async function takenSeats(ctx: ActorContext, amenity: Amenity, period: string, except?: number): Promise<Set<number>> {
  const held = await ctx.db
    .selectDistinct({ id: reservations.resourceId })
    .from(reservations)
    .where(
      and(
        eq(reservations.amenity, amenity),
        inArray(reservations.status, [...HOLDING_STATUSES]),
        sql`${reservations.period} && ${period}::tstzrange`,
        // Another's id changes nothing.
        except ? or(ne(reservations.id, except), ne(reservations.userId, ctx.actor.id)) : undefined,
      ),
    );
  return new Set(held.map((h) => h.id));
}

/** Books the seat for the person: its id, or 409 SLOT_TAKEN, ALREADY_RESERVED, TWICE_A_DAY, NO_SHOW_RESTRICTED. */
export async function bookSeat(
  ctx: ActorContext,
  amenity: Amenity,
  companyId: number,
  input: SeatTime,
  record?: (tx: Db, id: number) => Promise<void>,
): Promise<number> {
  const person = personBooking(ctx, amenity, input);
  await checkPerson(ctx.db, person); // most refusals end here, without a transaction
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await lockTimes(tx, [{ resourceId: input.seatId, date: input.date, start: input.start, end: input.end }]);
      await assertPersonMayBook(tx, person);
      const id = await insertFreeSlot(tx, { amenity, resourceId: input.seatId, companyId, person, ...input, now: ctx.now });
      await record?.(tx, id);
      return id;
    });
    forgetDays();
    return id;
  } catch (error) {
    if (isOverlap(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }
}

/** Moves one's own confirmed booking to `input` under the same rules (old and new time locks, the person's lock); 404 for another's. */
export async function moveSeat(
  ctx: ActorContext,
  amenity: Amenity,
  id: number,
  input: SeatTime,
  record?: (tx: Db) => Promise<void>,
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await lockOwnBooking(tx, { id, userId: ctx.actor.id, amenity, changeable: 'confirmed' });
      const held = {
        status: before.status,
        date: before.date,
        total: before.total,
        deposit: before.deposit,
        startTime: before.startTime,
      };
      if (!canChangeNow(amenity, ctx.now, held)) throw new AppError('NOT_CHANGEABLE');
      await lockTimes(tx, [
        { resourceId: before.resourceId, date: before.date, start: before.startTime, end: before.endTime },
        { resourceId: input.seatId, date: input.date, start: input.start, end: input.end },
      ]);
      await assertPersonMayBook(tx, personBooking(ctx, amenity, input, id));
      await tx
        .update(reservations)
        .set({
          resourceId: input.seatId,
          date: input.date,
          startTime: input.start,
          endTime: input.end,
          period: periodOf(input.date, input.start, input.end),
          updatedAt: ctx.now,
        })
        .where(eq(reservations.id, id));
      await record?.(tx);
    });
    forgetDays();
  } catch (error) {
    if (isOverlap(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }
}
