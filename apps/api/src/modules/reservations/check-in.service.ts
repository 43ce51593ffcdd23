/**
 * Check-in of the seat amenities (issue 16, decision 0035): the person scans the seat's QR with their
 * phone (logged in), or the desk scans their member QR; either checks in the person's booking whose
 * window (10 minutes before its start to 15 after) holds now, audited. Which kinds check in is the
 * registry's `checkIn`: nothing here names one.
 */
import { amenityPolicy, CHECK_IN_AMENITIES } from '@tea/shared/reservations/amenity-policies';
import { checkInOpensAt, checkInWindow } from '@tea/shared/reservations/check-in.rules';
import type { CheckInAnswer } from '@tea/shared/reservations/check-in.schema';
import { seoulInstant, type Amenity } from '@tea/shared/reservations/reservation.rules';
import { seoulDate } from '@tea/shared/time';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { seats } from '../../db/schema/seats.js';
import { reservations, resources } from '../../db/schema/reservations.js';
import { bilingualName, nameIn } from '../../db/schema/name-columns.js';
import { slotColumns } from '../../db/schema/slot-columns.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { auditActor } from '../audit/audit.service.js';
import { memberOfQr } from '../me/me.service.js';
import { codeDigest } from '../public-codes/public-codes.js';

/** HH:mm in Seoul (no daylight saving: +09:00). */
const seoulClock = (instant: Date) => new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(11, 16);

interface Candidate {
  id: number;
  reference: string | null;
  amenity: string;
  userId: number;
  companyId: number;
  date: string;
  start: string;
  end: string;
  status: string;
  checkedInAt: Date | null;
  /** When it was made: a booking made after its start has its window from then (check-in.rules.ts). */
  createdAt: Date;
  seat: { amenity: Amenity; room: string; number: number };
}

const hhmm = (t: string) => t.slice(0, 5);

/**
 * What a scan does with the person's bookings of today (one seat's, or all of the check-in kinds'):
 * checks in the one whose window holds now (the nearest start when two do); else says whether they
 * are early (with the time it opens), late, or have none.
 */
async function checkInAmong(
  ctx: ActorContext,
  rows: Candidate[],
  via: 'seat_qr' | 'member_qr',
  person: CheckInAnswer['person'],
  scannedSeat: CheckInAnswer['seat'],
): Promise<CheckInAnswer> {
  const answer = (result: CheckInAnswer['result'], row?: Candidate, opensAt: string | null = null): CheckInAnswer => ({
    result,
    seat: row ? row.seat : scannedSeat,
    booking: row ? { id: row.id, reference: row.reference, start: hhmm(row.start), end: hhmm(row.end) } : null,
    opensAt,
    person,
  });
  const timed = rows
    .map((row) => ({ row, start: seoulInstant(row.date, hhmm(row.start)), end: seoulInstant(row.date, hhmm(row.end)) }))
    .sort((a, b) => Math.abs(a.start.getTime() - ctx.now.getTime()) - Math.abs(b.start.getTime() - ctx.now.getTime()));
  const inUse = timed.find((b) => b.row.checkedInAt && b.row.status !== 'no_show' && ctx.now < b.end);
  const open = timed.find(
    (b) => b.row.status === 'confirmed' && !b.row.checkedInAt && checkInWindow(b.start, ctx.now, b.row.createdAt) === 'open',
  );
  if (open) {
    const done = await ctx.db.transaction(async (tx) => {
      const updated = await tx
        .update(reservations)
        .set({ checkedInAt: ctx.now, updatedAt: ctx.now })
        .where(and(eq(reservations.id, open.row.id), eq(reservations.status, 'confirmed'), isNull(reservations.checkedInAt)))
        .returning({ id: reservations.id });
      if (updated.length === 0) return false;
      await auditActor(tx, ctx, {
        action: 'update',
        targetType: 'reservation',
        targetId: open.row.id,
        companyId: open.row.companyId,
        detail: { checkedIn: true, via },
      });
      return true;
    });
    return answer(done ? 'checked_in' : 'already_checked_in', open.row);
  }
  if (inUse) return answer('already_checked_in', inUse.row);
  const early = timed
    .filter((b) => b.row.status === 'confirmed' && checkInWindow(b.start, ctx.now, b.row.createdAt) === 'early')
    .sort((a, b) => a.start.getTime() - b.start.getTime())[0];
  if (early) return answer('too_early', early.row, seoulClock(checkInOpensAt(early.start)));
  const late = timed.find((b) => !b.row.checkedInAt && checkInWindow(b.start, ctx.now, b.row.createdAt) === 'late');
  if (late) return answer('too_late', late.row);
  return answer('no_booking');
}

/** The person's bookings of today (of check-in kinds) that a scan may concern: holding, ended, or marked no-show. */
function todaysBookings(ctx: ActorContext, userId: number, where: ReturnType<typeof and>) {
  return ctx.db
    .select({
      id: reservations.id,
      reference: reservations.reference,
      amenity: reservations.amenity,
      userId: reservations.userId,
      companyId: reservations.companyId,
      ...slotColumns,
      checkedInAt: reservations.checkedInAt,
      createdAt: reservations.createdAt,
      room: bilingualName(resources),
      number: seats.number,
    })
    .from(reservations)
    .innerJoin(resources, eq(resources.id, reservations.resourceId))
    .leftJoin(seats, eq(seats.resourceId, reservations.resourceId))
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.date, seoulDate(ctx.now)),
        inArray(reservations.status, ['confirmed', 'completed', 'no_show']),
        inArray(reservations.amenity, CHECK_IN_AMENITIES),
        where,
      ),
    )
    .orderBy(asc(reservations.startTime));
}

type BookingRow = Awaited<ReturnType<typeof todaysBookings>>[number];

const candidate = (ctx: ActorContext, r: BookingRow): Candidate => ({
  ...r,
  seat: { amenity: r.amenity as Amenity, room: nameIn(ctx.lang, r.room), number: r.number ?? 0 },
});

/**
 * POST /reservations/seat-check-in/{code}: the seat's QR scanned by the logged-in person, on one of the
 * building's networks (`onSite`; else `not_on_site`, nothing checked in). Their own
 * booking of that seat only: another person's booking of it is "no booking" to them. An unknown
 * code, or a seat of a kind that does not check in, is 404.
 */
export async function checkInAtSeat(ctx: ActorContext, code: string, onSite: boolean): Promise<CheckInAnswer> {
  const [seat] = await ctx.db
    .select({
      id: seats.resourceId,
      amenity: seats.amenity,
      number: seats.number,
      room: bilingualName(resources),
    })
    .from(seats)
    .innerJoin(resources, eq(resources.id, seats.resourceId))
    .where(and(eq(seats.codeDigest, codeDigest(code)), eq(resources.active, true)))
    .limit(1);
  if (!seat || !amenityPolicy(seat.amenity as Amenity).checkIn) throw new AppError('NOT_FOUND');
  const scanned = { amenity: seat.amenity as Amenity, room: nameIn(ctx.lang, seat.room), number: seat.number };
  // A photo of the sticker scanned from elsewhere proves nothing: only the building's networks do (decision 0054).
  if (!onSite) return { result: 'not_on_site', seat: scanned, booking: null, opensAt: null, person: null };
  const rows = await todaysBookings(ctx, ctx.actor.id, eq(reservations.resourceId, seat.id));
  return checkInAmong(
    ctx,
    rows.map((r) => candidate(ctx, r)),
    'seat_qr',
    null,
    scanned,
  );
}

/**
 * POST /admin/seat-check-in/scan { token }: the desk scans a person's member QR and checks in their
 * booking of a check-in kind whose window holds now, or says why not (expired or foreign QR,
 * inactive account, early, late, none).
 */
export async function checkInAtDesk(ctx: ActorContext, token: string, secret: string): Promise<CheckInAnswer> {
  const read = await memberOfQr(ctx, token, secret);
  if (!read.ok) return { result: read.reason, seat: null, booking: null, opensAt: null, person: null };
  const person = { name: read.member.user.name, loginId: read.member.user.loginId };
  const rows = await todaysBookings(ctx, read.member.user.id, undefined);
  return checkInAmong(
    ctx,
    rows.map((r) => candidate(ctx, r)),
    'member_qr',
    person,
    null,
  );
}
