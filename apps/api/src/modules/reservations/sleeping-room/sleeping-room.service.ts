/**
 * The nap room (issue 16): an hour on a seat of one's own side of the room today, an exclusive slot
 * of the reservation core. The core's time locks, its per-person rules from the registry (one a day:
 * TWICE_A_DAY; one at a time: ALREADY_RESERVED; the no-show restriction) and the exclusion constraint
 * decide; nothing here branches on the kind. Free of charge; cancelled through the core until the day.
 */
import type { Gender } from '@tea/shared/accounts/account.rules';
import { seoulDate } from '@tea/shared/calendar';
import { HOLDING_STATUSES, type Amenity } from '@tea/shared/reservations/reservation.rules';
import { napBookingOpen, napIssues, napSeatAllowed } from '@tea/shared/reservations/sleeping-room.policy';
import type { NapRequest, NapSeatMap, NapStatus } from '@tea/shared/reservations/sleeping-room.schema';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/accounts.js';
import { seats } from '../../../db/schema/seats.js';
import { reservations, resources } from '../../../db/schema/reservations.js';
import { AppError } from '../../../plugins/errors.js';
import type { ActorContext } from '../../../request-context.js';
import { bookFreeSlot, moveFreeSlot } from '../free-slot.js';
import { buildingDayIssue, failIfIssues, periodOf, restrictedUntil } from '../reservation-core.js';

const AMENITY: Amenity = 'sleepingRoom';

const nowTime = (now: Date) => now.toLocaleTimeString('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit' });

async function genderOf(db: Db, userId: number): Promise<Gender> {
  const [row] = await db.select({ gender: users.gender }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('ACCESS_DENIED');
  return row.gender;
}

/** The person's side of the room, a no-show restriction and whether bookings are taken now. */
export async function status(ctx: ActorContext): Promise<NapStatus> {
  const [gender, until] = await Promise.all([
    genderOf(ctx.db, ctx.actor.id),
    restrictedUntil(ctx.db, ctx.actor.id, AMENITY, seoulDate(ctx.now)),
  ]);
  return { gender, restrictedUntil: until, bookingOpen: napBookingOpen(nowTime(ctx.now)) };
}

/** The seats of the person's side, each free or taken for the time asked (no one's name). */
export async function seatMap(
  ctx: ActorContext,
  query: { date: string; start: string; end: string; except?: number },
): Promise<NapSeatMap> {
  failIfIssues(napIssues(query, seoulDate(ctx.now), nowTime(ctx.now)), ctx.lang);
  const period = periodOf(query.date, query.start, query.end);
  const [state, room, held] = await Promise.all([
    status(ctx),
    ctx.db
      .select({
        id: seats.resourceId,
        gender: seats.gender,
        number: seats.number,
        row: seats.row,
        column: seats.column,
      })
      .from(seats)
      .innerJoin(resources, eq(resources.id, seats.resourceId))
      .where(and(eq(seats.amenity, AMENITY), eq(resources.active, true)))
      .orderBy(asc(seats.number)),
    ctx.db
      .selectDistinct({ id: reservations.resourceId })
      .from(reservations)
      .where(
        and(
          eq(reservations.amenity, AMENITY),
          inArray(reservations.status, [...HOLDING_STATUSES]),
          sql`${reservations.period} && ${period}::tstzrange`,
          // Only the person's own booking being moved shows its seat free; another's id changes nothing.
          query.except ? or(ne(reservations.id, query.except), ne(reservations.userId, ctx.actor.id)) : undefined,
        ),
      ),
  ]);
  const taken = new Set(held.map((h) => h.id));
  return {
    ...state,
    seats: room
      .filter((s) => s.gender !== null && napSeatAllowed(s.gender, state.gender))
      .map(({ gender: _g, ...s }) => ({ ...s, free: !taken.has(s.id) })),
  };
}

/**
 * What every booking and change checks before its transaction: the booking hours (at the request's
 * `now`), the time, the business day, and a seat of the person's own side.
 */
async function checked(ctx: ActorContext, input: NapRequest): Promise<number> {
  if (!napBookingOpen(nowTime(ctx.now))) throw new AppError('NAP_BOOKING_CLOSED');
  if (ctx.actor.companyId === null || ctx.actor.role === 'building_manager') throw new AppError('ACCESS_DENIED');
  failIfIssues(napIssues(input, seoulDate(ctx.now), nowTime(ctx.now)), ctx.lang);
  const [day, seat, gender] = await Promise.all([
    buildingDayIssue(ctx.db, input.date, ctx.lang, { businessDaysOnly: true }),
    ctx.db
      .select({ gender: seats.gender })
      .from(seats)
      .innerJoin(resources, eq(resources.id, seats.resourceId))
      .where(and(eq(seats.resourceId, input.seatId), eq(resources.amenity, AMENITY), eq(resources.active, true)))
      .limit(1),
    genderOf(ctx.db, ctx.actor.id),
  ]);
  failIfIssues(day ? [day] : [], ctx.lang);
  if (!seat[0]) failIfIssues([{ field: 'seatId', key: 'amenities:nap.selectSeat' }], ctx.lang);
  const side = seat[0]!.gender;
  if (!side || !napSeatAllowed(side, gender)) failIfIssues([{ field: 'seatId', key: 'amenities:nap.otherSide' }], ctx.lang);
  return ctx.actor.companyId;
}

/** Books a seat for an hour today: 201 with its id, or SLOT_TAKEN, ALREADY_RESERVED, TWICE_A_DAY, NO_SHOW_RESTRICTED (409). */
export async function book(ctx: ActorContext, input: NapRequest): Promise<number> {
  const companyId = await checked(ctx, input);
  return bookFreeSlot(ctx, companyId, {
    amenity: AMENITY,
    resourceId: input.seatId,
    date: input.date,
    start: input.start,
    end: input.end,
  });
}

/** Moves one's own booking to another seat or hour under the same rules; another person's id answers 404. */
export async function change(ctx: ActorContext, id: number, input: NapRequest): Promise<void> {
  await checked(ctx, input);
  await moveFreeSlot(ctx, id, {
    amenity: AMENITY,
    resourceId: input.seatId,
    date: input.date,
    start: input.start,
    end: input.end,
  });
}
