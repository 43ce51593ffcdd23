import { SEAT_ROOMS } from '@tea/shared/dashboards/board.schema';
import type { SeatTimeline, SeatTimelineQuery } from '@tea/shared/dashboards/seat-timeline.schema';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { bilingualName, nameIn } from '../../db/schema/name-columns.js';
import { reservations, resources } from '../../db/schema/reservations.js';
import { seats } from '../../db/schema/seats.js';
import type { ActorContext } from '../../request-context.js';

/**
 * A room's day for the back office (issue 16): its seats, and every booking of the day not cancelled
 * (held, completed, no-show) with its reference, booker, company and check-in. Two queries: the seats,
 * then the bookings of those seats that day on the (resource, date) index.
 */
export async function seatTimeline(ctx: ActorContext, query: SeatTimelineQuery): Promise<SeatTimeline> {
  const { amenity, side } = SEAT_ROOMS[query.room];
  const room = await ctx.db
    .select({
      id: seats.resourceId,
      number: seats.number,
      active: resources.active,
      opensAt: resources.opensAt,
      closesAt: resources.closesAt,
    })
    .from(seats)
    .innerJoin(resources, eq(resources.id, seats.resourceId))
    .where(and(eq(seats.amenity, amenity), side ? eq(seats.gender, side) : isNull(seats.gender)))
    .orderBy(asc(seats.number));
  const ids = room.map((s) => s.id);
  const bookings =
    ids.length === 0
      ? []
      : await ctx.db
          .select({
            id: reservations.id,
            seatId: reservations.resourceId,
            reference: reservations.reference,
            start: reservations.startTime,
            end: reservations.endTime,
            status: reservations.status,
            checkedInAt: reservations.checkedInAt,
            booker: users.name,
            company: bilingualName(companies),
          })
          .from(reservations)
          .innerJoin(users, eq(users.id, reservations.userId))
          .innerJoin(companies, eq(companies.id, reservations.companyId))
          .where(
            and(inArray(reservations.resourceId, ids), eq(reservations.date, query.date), ne(reservations.status, 'cancelled')),
          )
          .orderBy(asc(reservations.startTime));
  return {
    room: query.room,
    date: query.date,
    opensAt: room[0]?.opensAt ?? '09:00',
    closesAt: room[0]?.closesAt ?? '18:00',
    seats: room.map((s) => ({ id: s.id, number: s.number, closed: !s.active })),
    bookings: bookings.map(({ company, checkedInAt, ...b }) => ({
      ...b,
      checkedInAt: checkedInAt?.toISOString() ?? null,
      company: nameIn(ctx.lang, company),
    })),
  };
}
