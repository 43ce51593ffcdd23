/**
 * The fitness seat (issue 15): a time on a seat today, an exclusive slot of the reservation core. The
 * core's time locks, its per-person rules from the registry (one a day: TWICE_A_DAY; the no-show
 * restriction; one at a time) and the exclusion constraint decide; nothing here branches on the kind.
 * Free of charge; cancelled through the core until the time starts.
 */
import { seoulDate } from '@tea/shared/time';
import { HOLDING_STATUSES, type Amenity } from '@tea/shared/reservations/reservation.rules';
import { fitnessSeatIssues } from '@tea/shared/wellness/fitness-seat.rules';
import type { FitnessSeatMap, FitnessSeatRequest } from '@tea/shared/wellness/fitness-seat.schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { reservations, resources } from '../../db/schema/reservations.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { forgetDays } from '../reservations/availability-cache.js';
import {
  assertPersonMayBook,
  buildingDayIssue,
  insertFreeSlot,
  checkPerson,
  failIfIssues,
  isOverlap,
  loadResource,
  lockTimes,
  periodOf,
  personBooking,
} from '../reservations/reservation-core.js';

const AMENITY: Amenity = 'fitnessSeat';
const PER_ROW = 10;

const nowTime = (now: Date) => now.toLocaleTimeString('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit' });

/** The time (today, within hours, not begun), then the day: a closure of the building refuses it, naming the fitness seat. */
async function checkTime(ctx: ActorContext, input: { date: string; start: string; end: string }) {
  failIfIssues(fitnessSeatIssues(input, seoulDate(ctx.now), nowTime(ctx.now)), ctx.lang);
  const closed = await buildingDayIssue(ctx.db, input.date, ctx.lang, AMENITY);
  failIfIssues(closed ? [closed] : [], ctx.lang);
}

/** The seats, each free or taken for the time asked (no one's name). */
export async function seatMap(ctx: ActorContext, query: { date: string; start: string; end: string }): Promise<FitnessSeatMap> {
  await checkTime(ctx, query);
  const period = periodOf(query.date, query.start, query.end);
  const [seats, held] = await Promise.all([
    ctx.db
      .select({ id: resources.id, sort: resources.sort })
      .from(resources)
      .where(and(eq(resources.amenity, AMENITY), eq(resources.active, true)))
      .orderBy(asc(resources.sort)),
    ctx.db
      .selectDistinct({ id: reservations.resourceId })
      .from(reservations)
      .where(
        and(
          eq(reservations.amenity, AMENITY),
          inArray(reservations.status, [...HOLDING_STATUSES]),
          sql`${reservations.period} && ${period}::tstzrange`,
        ),
      ),
  ]);
  const taken = new Set(held.map((h) => h.id));
  return {
    ...query,
    seats: seats.map((s, i) => ({
      id: s.id,
      number: s.sort,
      row: Math.floor(i / PER_ROW) + 1,
      column: (i % PER_ROW) + 1,
      free: !taken.has(s.id),
    })),
  };
}

/** Books a seat for a time today: 201 with its id, or SLOT_TAKEN, TWICE_A_DAY, NO_SHOW_RESTRICTED (409). */
export async function bookSeat(ctx: ActorContext, input: FitnessSeatRequest): Promise<number> {
  await checkTime(ctx, input);
  if (ctx.actor.companyId === null || ctx.actor.role === 'building_manager') throw new AppError('ACCESS_DENIED');
  const seat = await loadResource(ctx.db, input.seatId, AMENITY);
  if (!seat) failIfIssues([{ field: 'seatId', key: 'rentals:seat.seatRequired' }], ctx.lang);
  const person = personBooking(ctx, AMENITY, input);
  await checkPerson(ctx.db, person); // most refusals end here, without a transaction
  const companyId = ctx.actor.companyId;
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      await lockTimes(tx, [{ resourceId: input.seatId, date: input.date, start: input.start, end: input.end }]);
      await assertPersonMayBook(tx, person);
      return insertFreeSlot(tx, {
        amenity: AMENITY,
        resourceId: input.seatId,
        companyId,
        person,
        start: input.start,
        end: input.end,
        now: ctx.now,
      });
    });
  } catch (error) {
    if (isOverlap(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }
  forgetDays();
  return id;
}
