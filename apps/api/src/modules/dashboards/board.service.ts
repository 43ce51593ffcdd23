import { SEAT_ROOMS, type SeatRoom as Board, type BoardSeat, type BoardSnapshot } from '@tea/shared/dashboards/board.schema';
import { seoulDate } from '@tea/shared/calendar';
import { HOLDING_STATUSES } from '@tea/shared/reservations/reservation.rules';
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reservations, resources } from '../../db/schema/reservations.js';
import { seats } from '../../db/schema/seats.js';
import { dayClosureOf } from '../reservations/reservation-core.js';

/**
 * A board as it is now (issue 16): each seat of its room (or side) with today's bookings holding it,
 * only their hours and whether their person checked in. One query: the seats and their bookings of the
 * day, joined on the bookings' (resource, date) index.
 */
export async function boardSnapshot(db: Db, board: Board, now: Date, changed: readonly string[] = []): Promise<BoardSnapshot> {
  const { amenity, side } = SEAT_ROOMS[board];
  const today = seoulDate(now);
  // The reason only (no holiday's name): a wall screen's text is chosen by its own language.
  const closed = (await dayClosureOf(db, today, 'ko', amenity))?.reason ?? null;
  const rows = await db
    .select({
      id: seats.resourceId,
      number: seats.number,
      row: seats.row,
      column: seats.column,
      active: resources.active,
      opensAt: resources.opensAt,
      closesAt: resources.closesAt,
      start: reservations.startTime,
      end: reservations.endTime,
      checkedInAt: reservations.checkedInAt,
    })
    .from(seats)
    .innerJoin(resources, eq(resources.id, seats.resourceId))
    .leftJoin(
      reservations,
      and(
        eq(reservations.resourceId, seats.resourceId),
        eq(reservations.date, today),
        inArray(reservations.status, [...HOLDING_STATUSES]),
      ),
    )
    .where(and(eq(seats.amenity, amenity), side ? eq(seats.gender, side) : isNull(seats.gender)))
    .orderBy(asc(seats.number), sql`${reservations.startTime} nulls first`);
  const bySeat = new Map<number, BoardSeat>();
  for (const r of rows) {
    const seat =
      bySeat.get(r.id) ??
      bySeat.set(r.id, { id: r.id, number: r.number, row: r.row, column: r.column, closed: !r.active, bookings: [] }).get(r.id)!;
    if (r.start && r.end) seat.bookings.push({ start: r.start, end: r.end, checkedIn: r.checkedInAt !== null });
  }
  const hours = rows[0] ?? { opensAt: '09:00', closesAt: '18:00' };
  const shown = [...bySeat.values()];
  return {
    board,
    side,
    version: boardVersion(today, shown, closed),
    date: today,
    now: now.toISOString(),
    opensAt: hours.opensAt,
    closesAt: hours.closesAt,
    seats: shown,
    closed,
    changed: [...changed].sort(),
  };
}

/**
 * A board's version: a digest of what it shows (the day and its seats). Every replica gives the same
 * board the same version, so a screen coming back to any of them with Last-Event-ID gets the board
 * again exactly when it changed meanwhile.
 */
function boardVersion(date: string, shown: readonly BoardSeat[], closed: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify([date, shown, closed]))
    .digest('base64url')
    .slice(0, 16);
}
