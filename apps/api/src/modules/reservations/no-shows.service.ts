/**
 * No-shows (issue 16, decision 0035): one way a booking becomes `no_show`, whether the back office
 * marks it (conference rooms) or the no-show job finds a check-in amenity's booking not checked in
 * 15 minutes after its start; the restriction it puts on the person (the registry's length, or the
 * office's setting for the amenities whose length it sets); the office's list, waivers and settings.
 */
import {
  amenityPolicy,
  CHECK_IN_AMENITIES,
  isDayBooking,
  noShowMarkable,
  OFFICE_RESTRICTED_AMENITIES,
} from '@tea/shared/reservations/amenity-policies';
import {
  CHECK_IN_CLOSES_MINUTES_AFTER,
  NO_SHOW_RESTRICTION_DAYS_DEFAULT,
  noShowDue,
} from '@tea/shared/reservations/check-in.rules';
import type { Page } from '@tea/shared/answers';
import type { NoShowQuery, NoShowRow } from '@tea/shared/reservations/check-in.schema';
import { addDays, seoulInstant, type Amenity } from '@tea/shared/reservations/reservation.rules';
import { seoulDate } from '@tea/shared/time';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { orderOf } from '../../db/list-order.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { bilingualName, nameIn } from '../../db/schema/name-columns.js';
import { noShowSettings, reservations, resources, restrictions } from '../../db/schema/reservations.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { audit, auditActor } from '../audit/audit.service.js';
import { forgetDays } from './availability-cache.js';
import { creditBooking } from './reservation-core.js';
import { forgetHeld } from './slot-claims.js';

type Reservation = typeof reservations.$inferSelect;

/** Who marks a no-show: a building manager (with the request's address), or the no-show job (no one). */
export interface NoShowMarker {
  actorId: number | null;
  ip: string | null;
}

/** How many days a no-show restricts the amenity: the office's setting where it sets one, else the registry's. */
export async function restrictionDays(db: Db, amenity: Amenity): Promise<number> {
  const policy = amenityPolicy(amenity);
  if (!policy.restrictionSetByOffice) return policy.noShowRestrictionDays;
  const [row] = await db
    .select({ days: noShowSettings.restrictionDays })
    .from(noShowSettings)
    .where(eq(noShowSettings.amenity, amenity))
    .limit(1);
  return row?.days ?? policy.noShowRestrictionDays;
}

/**
 * Makes a booking (locked by the caller, in `tx`) a no-show at `now`: charged in full, its seat
 * freed at once (`no_show` is not a holding status, so the exclusion constraint lets the seat go),
 * the restriction applied from the Seoul day of `now`, and the audit entry. Answers the restriction's
 * last day, or null when the amenity restricts nothing.
 */
export async function recordNoShow(tx: Db, row: Reservation, now: Date, by: NoShowMarker): Promise<string | null> {
  await tx
    .update(reservations)
    .set({ status: 'no_show', noShowAt: now, fee: row.total, updatedAt: now })
    .where(eq(reservations.id, row.id));
  const amenity = row.amenity as Amenity;
  const days = await restrictionDays(tx, amenity);
  const until = days > 0 ? addDays(seoulDate(now), days) : null;
  if (until) await tx.insert(restrictions).values({ userId: row.userId, amenity, until, reservationId: row.id });
  await audit(tx, {
    actorId: by.actorId,
    action: 'update',
    targetType: 'reservation',
    targetId: row.id,
    companyId: row.companyId,
    ip: by.ip,
    detail: { status: 'no_show', was: row.status, by: by.actorId === null ? 'no_show_job' : 'office', restrictedUntil: until },
  });
  return until;
}

/** After a no-show commits: the caches that still count the seat as held forget it. */
export function forgetNoShow(row: { resourceId: number; date: string }): void {
  forgetDays();
  forgetHeld(row.resourceId, row.date);
}

/**
 * The back office marks a no-show (on or after the day): the booking is charged in full and, for
 * the amenities that say so, the person cannot book it again for a while.
 */
export async function markNoShow(ctx: ActorContext, id: number): Promise<void> {
  const today = seoulDate(ctx.now);
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    const booking = { amenity: row.amenity as Amenity, status: row.status, date: row.date };
    if (!isDayBooking(booking.amenity)) throw new AppError('NO_SHOW_NOT_FOR_RENTAL');
    if (!noShowMarkable(booking, today)) throw new AppError('NOT_CHANGEABLE');
    await recordNoShow(tx, row, ctx.now, { actorId: ctx.actor.id, ip: ctx.ip });
    return row;
  });
  forgetNoShow(row);
}

/**
 * A building manager waives a no-show: it stays `no_show`, marked waived with who, when and why; the
 * restriction it put on the person is lifted and its fee given back (a credit on the company's month).
 */
export async function waive(ctx: ActorContext, id: number, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
    if (!row || row.status !== 'no_show') throw new AppError('NOT_FOUND');
    if (row.waivedAt) throw new AppError('NOT_CHANGEABLE');
    await tx
      .update(reservations)
      .set({ waivedAt: ctx.now, waivedBy: ctx.actor.id, waiverReason: reason, fee: 0, updatedAt: ctx.now })
      .where(eq(reservations.id, id));
    const lifted = await tx
      .update(restrictions)
      .set({ liftedAt: ctx.now })
      .where(and(eq(restrictions.reservationId, id), isNull(restrictions.liftedAt)))
      .returning({ until: restrictions.until });
    await creditBooking(tx, row, row.fee);
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'reservation',
      targetId: id,
      companyId: row.companyId,
      detail: { waived: true, reason, feeRemoved: row.fee, restrictionLifted: lifted.map((l) => l.until) },
    });
  });
}

/**
 * The no-shows between two days (default: the last 30), of one amenity or all, a page at a time:
 * newest first, or by an allow-listed column (`sort`) first.
 */
export async function list(ctx: ActorContext, query: NoShowQuery): Promise<Page<NoShowRow>> {
  const today = seoulDate(ctx.now);
  const where = and(
    eq(reservations.status, 'no_show'),
    gte(reservations.date, query.from ?? addDays(today, -30)),
    lte(reservations.date, query.to ?? today),
    query.amenity ? eq(reservations.amenity, query.amenity) : undefined,
  );
  const column = {
    date: reservations.date,
    company: ctx.lang === 'ko' ? companies.nameKo : companies.nameEn,
    amenity: reservations.amenity,
  };
  const read = ctx.db
    .select({
      r: reservations,
      resource: bilingualName(resources),
      name: users.name,
      loginId: users.loginId,
      company: bilingualName(companies),
      waiverName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${reservations.waivedBy})`,
      until: restrictions.until,
      liftedAt: restrictions.liftedAt,
    })
    .from(reservations)
    .innerJoin(resources, eq(resources.id, reservations.resourceId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(companies, eq(companies.id, reservations.companyId))
    .leftJoin(restrictions, eq(restrictions.reservationId, reservations.id))
    .where(where)
    .orderBy(...orderOf(query.sort, column), desc(reservations.date), desc(reservations.startTime), desc(reservations.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [rows, [counted]] = await Promise.all([read, ctx.db.select({ n: count() }).from(reservations).where(where)]);
  const items = rows.map(({ r, ...row }) => ({
    id: r.id,
    reference: r.reference,
    amenity: r.amenity as Amenity,
    resource: nameIn(ctx.lang, row.resource),
    date: r.date,
    start: r.startTime,
    end: r.endTime,
    person: { name: row.name, loginId: row.loginId },
    company: nameIn(ctx.lang, row.company),
    noShowAt: r.noShowAt?.toISOString() ?? null,
    fee: r.fee,
    restrictedUntil: row.until && !row.liftedAt ? row.until : null,
    waiver: r.waivedAt ? { at: r.waivedAt.toISOString(), by: row.waiverName, reason: r.waiverReason ?? '' } : null,
  }));
  return { items, total: Number(counted?.n ?? 0) };
}

/** The restriction length of each amenity whose length the office sets. */
export async function settings(db: Db) {
  const rows = await db.select().from(noShowSettings);
  const set = new Map(rows.map((r) => [r.amenity, r.restrictionDays]));
  return {
    items: OFFICE_RESTRICTED_AMENITIES.map((amenity) => ({
      amenity,
      days: set.get(amenity) ?? amenityPolicy(amenity).noShowRestrictionDays ?? NO_SHOW_RESTRICTION_DAYS_DEFAULT,
      set: set.has(amenity),
    })),
  };
}

/** Sets how long a no-show restricts an amenity whose length the office sets (404 for any other), audited. */
export async function setRestrictionDays(ctx: ActorContext, amenity: Amenity, days: number): Promise<void> {
  if (!amenityPolicy(amenity).restrictionSetByOffice) throw new AppError('NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    const before = await restrictionDays(tx, amenity);
    await tx
      .insert(noShowSettings)
      .values({ amenity, restrictionDays: days, updatedAt: ctx.now, updatedBy: ctx.actor.id })
      .onConflictDoUpdate({
        target: noShowSettings.amenity,
        set: { restrictionDays: days, updatedAt: ctx.now, updatedBy: ctx.actor.id },
      });
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'no_show_setting',
      targetId: amenity,
      detail: { restrictionDays: days, was: before },
    });
  });
}

/** How far back the sweep looks for bookings not checked in (a server down for a while still catches up). */
export const NO_SHOW_SWEEP_LOOKBACK_HOURS = 24;

/**
 * Every booking of a check-in amenity that holds (or was completed when it ended, a booking shorter
 * than the window) with no check-in and whose window has closed at `now` becomes a no-show. Rows
 * another transaction holds are left for the next round; a no-show is never marked twice (its status
 * changes). Answers how many were marked.
 */
export async function sweepNoShows(tx: Db, now: Date, by: NoShowMarker): Promise<number> {
  const closedBefore = new Date(now.getTime() - CHECK_IN_CLOSES_MINUTES_AFTER * 60_000);
  const since = new Date(now.getTime() - NO_SHOW_SWEEP_LOOKBACK_HOURS * 3_600_000);
  const due = await tx
    .select()
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, ['confirmed', 'completed']),
        inArray(reservations.amenity, CHECK_IN_AMENITIES),
        isNull(reservations.checkedInAt),
        sql`lower(${reservations.period}) < ${closedBefore.toISOString()}::timestamptz`,
        sql`lower(${reservations.period}) > ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(reservations.id))
    .for('update', { skipLocked: true });
  const marked = due.filter((row) => noShowDue(seoulInstant(row.date, row.startTime), now, row.createdAt));
  for (const row of marked) await recordNoShow(tx, row, now, by);
  for (const row of marked) forgetNoShow(row);
  return marked.length;
}
