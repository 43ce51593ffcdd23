/**
 * The refresh lounge (issue 16, decision 0034): a seat of the lounge today, in 30-minute slots for
 * at most its zone's time, with equipment borrowed at the desk and a purpose, an exclusive slot of
 * the reservation core. The core's time locks, its per-person rules from the registry (one a day:
 * TWICE_A_DAY; one at a time: ALREADY_RESERVED; the no-show restriction) and the exclusion constraint
 * decide; nothing here branches on the kind. Free of charge; cancelled through the core until the day.
 */
import { seoulDate, seoulTime } from '@tea/shared/calendar';
import { canChangeNow } from '@tea/shared/reservations/amenity-policies';
import { refreshIssues, refreshSeatIssue, refreshSeatPlace } from '@tea/shared/reservations/refresh-lounge.policy';
import type {
  RefreshBooking,
  RefreshRequest,
  RefreshSeatMap,
  RefreshStatus,
} from '@tea/shared/reservations/refresh-lounge.schema';
import type { RefreshEquipment, RefreshPurpose } from '@tea/shared/reservations/refresh-lounge.policy';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { seats } from '../../../db/schema/seats.js';
import { refreshLoungeDetails, reservations, resources } from '../../../db/schema/reservations.js';
import { AppError } from '../../../plugins/errors.js';
import type { ActorContext } from '../../../request-context.js';
import { buildingDayIssue, failIfIssues, periodOf, restrictedUntil } from '../reservation-core.js';
import { bookSeat, moveSeat, takenSeats } from '../seat-slots.js';

const AMENITY: Amenity = 'refreshLounge';

/** A no-show restriction and a closed day (open-days.ts), told to the form before anything is picked. */
export async function status(ctx: ActorContext): Promise<RefreshStatus> {
  const today = seoulDate(ctx.now);
  const [until, closed] = await Promise.all([
    restrictedUntil(ctx.db, ctx.actor.id, AMENITY, today),
    buildingDayIssue(ctx.db, today, ctx.lang, AMENITY),
  ]);
  return { restrictedUntil: until, closed: closed && { key: closed.key, params: closed.params ?? {} } };
}

/** The lounge's active seats with their number and cell. */
function roomSeats(db: Db) {
  return db
    .select({ id: seats.resourceId, number: seats.number, row: seats.row, column: seats.column })
    .from(seats)
    .innerJoin(resources, eq(resources.id, seats.resourceId))
    .where(and(eq(seats.amenity, AMENITY), eq(resources.active, true)))
    .orderBy(asc(seats.number));
}

/** Every seat of the lounge with its zone, free or taken for the time asked (no one's name); a closed day is refused, not shown free. */
export async function seatMap(
  ctx: ActorContext,
  query: { date: string; start: string; end: string; except?: number },
): Promise<RefreshSeatMap> {
  failIfIssues(refreshIssues(query, seoulDate(ctx.now), seoulTime(ctx.now)), ctx.lang);
  const period = periodOf(query.date, query.start, query.end);
  const [state, room, taken] = await Promise.all([
    status(ctx),
    roomSeats(ctx.db),
    takenSeats(ctx, AMENITY, period, query.except),
  ]);
  if (state.closed) failIfIssues([{ field: 'date', ...state.closed }], ctx.lang);
  return {
    ...state,
    seats: room.flatMap((s) => {
      const place = refreshSeatPlace(s.number);
      return place ? [{ ...s, zone: place.zone, maxMinutes: place.maxMinutes, free: !taken.has(s.id) }] : [];
    }),
  };
}

/** What every booking and change checks before its transaction: the time, the business day, the seat and its zone's length. */
async function checked(ctx: ActorContext, input: RefreshRequest): Promise<number> {
  if (ctx.actor.companyId === null || ctx.actor.role === 'building_manager') throw new AppError('ACCESS_DENIED');
  failIfIssues(refreshIssues(input, seoulDate(ctx.now), seoulTime(ctx.now)), ctx.lang);
  const [day, seat] = await Promise.all([
    buildingDayIssue(ctx.db, input.date, ctx.lang, AMENITY),
    ctx.db
      .select({ number: seats.number })
      .from(seats)
      .innerJoin(resources, eq(resources.id, seats.resourceId))
      .where(and(eq(seats.resourceId, input.seatId), eq(resources.amenity, AMENITY), eq(resources.active, true)))
      .limit(1),
  ]);
  failIfIssues(day ? [day] : [], ctx.lang);
  const issue = seat[0] ? refreshSeatIssue(seat[0].number, input) : { field: 'seatId', key: 'amenities:refresh.selectSeat' };
  failIfIssues(issue ? [issue] : [], ctx.lang);
  return ctx.actor.companyId;
}

const details = (input: RefreshRequest) => ({ equipment: input.equipment, purpose: input.purpose });

/** Books a seat today with its equipment and purpose: its id, or SLOT_TAKEN, ALREADY_RESERVED, TWICE_A_DAY, NO_SHOW_RESTRICTED (409). */
export async function book(ctx: ActorContext, input: RefreshRequest): Promise<number> {
  const companyId = await checked(ctx, input);
  return bookSeat(ctx, AMENITY, companyId, input, {
    record: async (tx, id) => void (await tx.insert(refreshLoungeDetails).values({ reservationId: id, ...details(input) })),
  });
}

/** Moves one's own booking to another seat, time, equipment or purpose under the same rules; another person's id answers 404. */
export async function change(ctx: ActorContext, id: number, input: RefreshRequest): Promise<void> {
  await checked(ctx, input);
  await moveSeat(ctx, AMENITY, id, input, {
    record: async (tx) =>
      void (await tx
        .insert(refreshLoungeDetails)
        .values({ reservationId: id, ...details(input) })
        .onConflictDoUpdate({ target: refreshLoungeDetails.reservationId, set: details(input) })),
  });
}

/** One's own booking with its equipment and purpose, for the change form; another person's id answers 404. */
export async function booking(ctx: ActorContext, id: number): Promise<RefreshBooking> {
  const [row] = await ctx.db
    .select({
      r: reservations,
      number: seats.number,
      equipment: refreshLoungeDetails.equipment,
      purpose: refreshLoungeDetails.purpose,
    })
    .from(reservations)
    .innerJoin(seats, eq(seats.resourceId, reservations.resourceId))
    .leftJoin(refreshLoungeDetails, eq(refreshLoungeDetails.reservationId, reservations.id))
    .where(and(eq(reservations.id, id), eq(reservations.amenity, AMENITY), eq(reservations.userId, ctx.actor.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const { r } = row;
  return {
    id: r.id,
    seatId: r.resourceId,
    seatNumber: row.number,
    date: r.date,
    start: r.startTime,
    end: r.endTime,
    equipment: (row.equipment ?? []) as RefreshEquipment[],
    purpose: (row.purpose ?? 'rest') as RefreshPurpose,
    canChange: canChangeNow(AMENITY, ctx.now, {
      status: r.status,
      date: r.date,
      total: r.total,
      deposit: r.deposit,
      startTime: r.startTime,
    }),
  };
}
