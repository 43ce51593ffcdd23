/**
 * A seat booked for a time (the nap room, the refresh lounge, a golf bay or a golf pro's lesson): which seats are held at a time, and
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
  lockPerson,
  lockTimes,
  periodOf,
  personBooking,
  type PersonBooking,
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

/** What an amenity adds to booking or moving a seat, in the same transaction. */
export interface SeatHooks {
  /**
   * Whether a further booking of the day is paid with passes (the nap room's, decision 0036), which the
   * registry's `extraByPass` exempts from the one-a-day rule: asked before the transaction, then again
   * under the person's lock.
   */
  paidByPass?(db: Db, person: PersonBooking): Promise<boolean>;
  /** A change first gives back what the booking took (the nap room's sessions), before the rules are asked again. */
  giveBack?(tx: Db, id: number): Promise<void>;
  /** Under the locks, after the person's rules, before the booking is written (the nap room counts the sessions it needs). */
  before?(tx: Db, person: PersonBooking): Promise<number>;
  /** Once written: what the amenity keeps beside it; `prepared` is what `before` answered (0 without it). */
  record?(tx: Db, id: number, prepared: number): Promise<void>;
}

/** The person's rules inside the transaction, under the person's lock (with what `paidByPass` says there). */
async function mayBook(tx: Db, person: PersonBooking, hooks: SeatHooks): Promise<number> {
  await lockPerson(tx, person.userId);
  await assertPersonMayBook(tx, { ...person, paidByPass: (await hooks.paidByPass?.(tx, person)) ?? false });
  return (await hooks.before?.(tx, person)) ?? 0;
}

/** Books the seat for the person: its id, or 409 SLOT_TAKEN, ALREADY_RESERVED, TWICE_A_DAY, NO_SHOW_RESTRICTED. */
export async function bookSeat(
  ctx: ActorContext,
  amenity: Amenity,
  companyId: number,
  input: SeatTime,
  hooks: SeatHooks = {},
): Promise<number> {
  const person = personBooking(ctx, amenity, input);
  // Most refusals end here, without a transaction.
  await checkPerson(ctx.db, { ...person, paidByPass: (await hooks.paidByPass?.(ctx.db, person)) ?? false });
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await lockTimes(tx, [{ resourceId: input.seatId, date: input.date, start: input.start, end: input.end }]);
      const prepared = await mayBook(tx, person, hooks);
      const id = await insertFreeSlot(tx, { amenity, resourceId: input.seatId, companyId, person, ...input, now: ctx.now });
      await hooks.record?.(tx, id, prepared);
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
  hooks: SeatHooks = {},
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
      await hooks.giveBack?.(tx, id);
      const prepared = await mayBook(tx, personBooking(ctx, amenity, input, id), hooks);
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
      await hooks.record?.(tx, id, prepared);
    });
    forgetDays();
  } catch (error) {
    if (isOverlap(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }
}
