/**
 * Golf at the wellness center (issue 16): a bay for a slot on the hour, or a lesson with a pro in the
 * pro's lesson hours. Both are exclusive slots of the reservation core (a bay and a pro are resources):
 * the core's time locks, its per-person rules from the registry (one a day: TWICE_A_DAY; one at a time:
 * ALREADY_RESERVED; the no-show restriction) and the exclusion constraint decide (decision 0033).
 * Free of charge; cancelled through the core's route until the day.
 */
import { isoWeekday, seoulDate } from '@tea/shared/calendar';
import { AMENITY_POLICIES } from '@tea/shared/reservations/amenity-policies';
import {
  GOLF_AMENITY,
  golfEnd,
  golfIssues,
  golfSeatStarts,
  lessonStarts,
  type GolfKind,
  type LessonHours,
} from '@tea/shared/reservations/golf.policy';
import type { GolfAvailability, GolfRequest, GolfStatus } from '@tea/shared/reservations/golf.schema';
import { HOLDING_STATUSES } from '@tea/shared/reservations/reservation.rules';
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { golfProHours } from '../../../db/schema/golf.js';
import { reservations, resources } from '../../../db/schema/reservations.js';
import { seats } from '../../../db/schema/seats.js';
import { AppError } from '../../../plugins/errors.js';
import type { ActorContext } from '../../../request-context.js';
import { bookSeat, moveSeat } from '../seat-slots.js';
import { buildingDayIssue, failIfIssues, restrictedUntil } from '../reservation-core.js';
import { nameIn } from '../../../db/schema/name-columns.js';

const nowTime = (now: Date) => now.toLocaleTimeString('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit' });

/** A no-show restriction of each kind, and each kind's booking window, before anything is picked. */
export async function status(ctx: ActorContext): Promise<GolfStatus> {
  const today = seoulDate(ctx.now);
  const [seat, lesson] = await Promise.all([
    restrictedUntil(ctx.db, ctx.actor.id, GOLF_AMENITY.seat, today),
    restrictedUntil(ctx.db, ctx.actor.id, GOLF_AMENITY.lesson, today),
  ]);
  return {
    restrictedUntil: { seat, lesson },
    window: {
      seat: AMENITY_POLICIES.golfSeat.bookingWindow(today),
      lesson: AMENITY_POLICIES.golfLesson.bookingWindow(today),
    },
  };
}

/** The active pros' lesson hours on the date's weekday. */
async function proHoursOn(db: Db, date: string, resourceId?: number): Promise<Map<number, LessonHours[]>> {
  const rows = await db
    .select({ id: golfProHours.resourceId, start: golfProHours.startTime, end: golfProHours.endTime })
    .from(golfProHours)
    .where(and(eq(golfProHours.weekday, isoWeekday(date)), resourceId ? eq(golfProHours.resourceId, resourceId) : undefined));
  const out = new Map<number, LessonHours[]>();
  for (const r of rows) out.set(r.id, [...(out.get(r.id) ?? []), { start: r.start, end: r.end }]);
  return out;
}

/** The bays and the active pros with their slots of the date, free or taken (no one's name); past slots of today are taken. */
export async function availability(ctx: ActorContext, query: { date: string; except?: number }): Promise<GolfAvailability> {
  const today = seoulDate(ctx.now);
  const [bays, pros, hours, held, closed] = await Promise.all([
    ctx.db
      .select({ id: seats.resourceId, number: seats.number, row: seats.row, column: seats.column })
      .from(seats)
      .innerJoin(resources, eq(resources.id, seats.resourceId))
      .where(and(eq(seats.amenity, GOLF_AMENITY.seat), eq(resources.active, true)))
      .orderBy(asc(seats.number)),
    ctx.db
      .select({ id: resources.id, nameKo: resources.nameKo, nameEn: resources.nameEn })
      .from(resources)
      .where(and(eq(resources.amenity, GOLF_AMENITY.lesson), eq(resources.active, true)))
      .orderBy(asc(resources.sort), asc(resources.id)),
    proHoursOn(ctx.db, query.date),
    ctx.db
      .select({ id: reservations.resourceId, start: reservations.startTime, end: reservations.endTime })
      .from(reservations)
      .where(
        and(
          inArray(reservations.amenity, [GOLF_AMENITY.seat, GOLF_AMENITY.lesson]),
          eq(reservations.date, query.date),
          inArray(reservations.status, [...HOLDING_STATUSES]),
          // Only the person's own booking being moved shows its slot free; another's id changes nothing.
          query.except ? or(ne(reservations.id, query.except), ne(reservations.userId, ctx.actor.id)) : undefined,
        ),
      ),
    buildingDayIssue(ctx.db, query.date, ctx.lang, GOLF_AMENITY.seat),
  ]);
  const slotsOf = (kind: GolfKind, resourceId: number, starts: string[]) =>
    starts.map((start) => {
      const end = golfEnd(kind, start);
      const taken = held.some((h) => h.id === resourceId && h.start < end && start < h.end);
      const open = golfIssues({ kind, date: query.date, start }, today, nowTime(ctx.now), [{ start, end }]).length === 0;
      return { start, end, free: !closed && open && !taken };
    });
  return {
    date: query.date,
    closed: closed && { key: closed.key, params: closed.params ?? {} },
    bays: bays.map((b) => ({ ...b, slots: slotsOf('seat', b.id, golfSeatStarts()) })),
    pros: pros
      .filter((p) => hours.has(p.id))
      .map((p) => ({
        id: p.id,
        name: nameIn(ctx.lang, p),
        slots: slotsOf('lesson', p.id, lessonStarts(hours.get(p.id)!)),
      })),
  };
}

/** What every booking and change checks before its transaction: the time, the day, and a bay or pro of the kind. */
async function checked(ctx: ActorContext, input: GolfRequest): Promise<{ companyId: number; end: string }> {
  if (ctx.actor.companyId === null || ctx.actor.role === 'building_manager') throw new AppError('ACCESS_DENIED');
  const amenity = GOLF_AMENITY[input.kind];
  const [resource, hours, day] = await Promise.all([
    ctx.db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.id, input.resourceId), eq(resources.amenity, amenity), eq(resources.active, true)))
      .limit(1),
    input.kind === 'lesson'
      ? proHoursOn(ctx.db, input.date, input.resourceId)
      : Promise.resolve(new Map<number, LessonHours[]>()),
    buildingDayIssue(ctx.db, input.date, ctx.lang, amenity),
  ]);
  if (!resource[0]) failIfIssues([{ field: 'resourceId', key: 'amenities:golf.selectResource' }], ctx.lang);
  failIfIssues(day ? [day] : [], ctx.lang);
  failIfIssues(golfIssues(input, seoulDate(ctx.now), nowTime(ctx.now), hours.get(input.resourceId) ?? []), ctx.lang);
  return { companyId: ctx.actor.companyId, end: golfEnd(input.kind, input.start) };
}

/** Books a bay or a lesson: 201 with its id, or SLOT_TAKEN, ALREADY_RESERVED, TWICE_A_DAY, NO_SHOW_RESTRICTED (409). */
export async function book(ctx: ActorContext, input: GolfRequest): Promise<number> {
  const { companyId, end } = await checked(ctx, input);
  return bookSeat(ctx, GOLF_AMENITY[input.kind], companyId, {
    seatId: input.resourceId,
    date: input.date,
    start: input.start,
    end,
  });
}

/** Moves one's own booking of the kind to another bay, pro, day or time under the same rules; another person's id answers 404. */
export async function change(ctx: ActorContext, id: number, input: GolfRequest): Promise<void> {
  const { end } = await checked(ctx, input);
  await moveSeat(ctx, GOLF_AMENITY[input.kind], id, { seatId: input.resourceId, date: input.date, start: input.start, end });
}
