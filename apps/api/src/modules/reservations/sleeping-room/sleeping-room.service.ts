/**
 * The nap room (issue 16): an hour on a seat of one's own side of the room today, an exclusive slot
 * of the reservation core. The core's time locks, its per-person rules from the registry (one a day:
 * TWICE_A_DAY; one at a time: ALREADY_RESERVED; the no-show restriction) and the exclusion constraint
 * decide; nothing here branches on the kind. How a booking is paid is `napVerdict` (decision 0059):
 * its first hour is free while the month's free uses last, every other hour draws a session of the
 * person's paid passes in the booking's transaction (decision 0036). Cancelled through the core until
 * the day (which gives the sessions and the free use back).
 */
import type { Gender } from '@tea/shared/accounts/account.rules';
import { seoulDate } from '@tea/shared/calendar';
import { minutesOf, type Amenity } from '@tea/shared/reservations/reservation.rules';
import { napBookingOpen, napIssues, napSeatAllowed, napVerdict } from '@tea/shared/reservations/sleeping-room.policy';
import type { NapRequest, NapSeatMap, NapStatus } from '@tea/shared/reservations/sleeping-room.schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/accounts.js';
import { seats } from '../../../db/schema/seats.js';
import { resources } from '../../../db/schema/reservations.js';
import { AppError } from '../../../plugins/errors.js';
import type { ActorContext } from '../../../request-context.js';
import { buildingDayIssue, failIfIssues, heldOnDay, periodOf, restrictedUntil, type PersonBooking } from '../reservation-core.js';
import { bookSeat, moveSeat, takenSeats, type SeatHooks } from '../seat-slots.js';
import { drawSessions, freeUsesLeft, releaseSessions, sessionsLeft } from './nap-passes.service.js';

const AMENITY: Amenity = 'sleepingRoom';

const nowTime = (now: Date) => now.toLocaleTimeString('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit' });

async function genderOf(db: Db, userId: number): Promise<Gender> {
  const [row] = await db.select({ gender: users.gender }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('ACCESS_DENIED');
  return row.gender;
}

/**
 * The person's side of the room, a no-show restriction, whether bookings are taken now, and what
 * `napVerdict` asks of today (a booking held, the month's free uses left, sessions left on their
 * passes), so that the form refuses before its confirm page as the server would. `except`: the
 * booking being changed, which does not count against itself.
 */
export async function status(ctx: ActorContext, except?: number): Promise<NapStatus> {
  const today = seoulDate(ctx.now);
  const person: PersonBooking = { userId: ctx.actor.id, amenity: AMENITY, date: today, period: '', today, exceptId: except };
  const [gender, until, left, held, free, closed] = await Promise.all([
    genderOf(ctx.db, ctx.actor.id),
    restrictedUntil(ctx.db, ctx.actor.id, AMENITY, today),
    sessionsLeft(ctx.db, ctx.actor.id, today),
    heldOnDay(ctx.db, person),
    freeUsesLeft(ctx.db, person),
    buildingDayIssue(ctx.db, today, ctx.lang, AMENITY),
  ]);
  return {
    gender,
    restrictedUntil: until,
    bookingOpen: napBookingOpen(nowTime(ctx.now)),
    closed: closed && { key: closed.key, params: closed.params ?? {} },
    bookedToday: held > 0,
    freeUsesLeft: free,
    sessionsLeft: left,
  };
}

/** The seats of the person's side, each free or taken for the time asked (no one's name); a closed day is refused, not shown free. */
export async function seatMap(
  ctx: ActorContext,
  query: { date: string; start: string; end: string; except?: number },
): Promise<NapSeatMap> {
  failIfIssues(napIssues(query, seoulDate(ctx.now), nowTime(ctx.now)), ctx.lang);
  const period = periodOf(query.date, query.start, query.end);
  const [state, room, taken] = await Promise.all([
    status(ctx, query.except),
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
    takenSeats(ctx, AMENITY, period, query.except),
  ]);
  if (state.closed) failIfIssues([{ field: 'date', ...state.closed }], ctx.lang);
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
    buildingDayIssue(ctx.db, input.date, ctx.lang, AMENITY),
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

/**
 * What the nap room adds to a seat booking (decision 0059): under the locks, after the core's one-a-day
 * rule, `napVerdict` counts the sessions the booking needs (every hour past a free use's first), and
 * they are drawn once it is written (409 NAP_PASS_NEEDED when the passes hold too few). A change gives
 * back what the booking drew and draws again for its new length; it does not count against itself.
 */
function passHooks(ctx: ActorContext, input: NapRequest): SeatHooks {
  const minutes = minutesOf(input.end) - minutesOf(input.start);
  const today = seoulDate(ctx.now);
  return {
    giveBack: (tx, id) => releaseSessions(tx, id),
    // The core has refused a second booking of the day; the passes are counted under their own locks when drawing.
    before: async (tx, person) =>
      napVerdict({ bookedToday: false, freeUsesLeft: await freeUsesLeft(tx, person), sessionsLeft: Infinity }, minutes).sessions,
    record: (tx, id, needed) => drawSessions(tx, { userId: ctx.actor.id, reservationId: id, needed, today }),
  };
}

/**
 * Books a seat today for up to three hours, drawing pass sessions beyond the day's free hour: 201 with
 * its id, or SLOT_TAKEN, ALREADY_RESERVED, TWICE_A_DAY, NO_SHOW_RESTRICTED, NAP_PASS_NEEDED (409).
 */
export async function book(ctx: ActorContext, input: NapRequest): Promise<number> {
  const companyId = await checked(ctx, input);
  return bookSeat(ctx, AMENITY, companyId, input, passHooks(ctx, input));
}

/** Moves one's own booking to another seat, hour or length under the same rules; another person's id answers 404. */
export async function change(ctx: ActorContext, id: number, input: NapRequest): Promise<void> {
  await checked(ctx, input);
  await moveSeat(ctx, AMENITY, id, input, passHooks(ctx, input));
}
