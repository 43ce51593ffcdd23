/**
 * What every amenity's reservations share: who may see which (the booker, their company's tenant
 * manager, the back office), the person's history, cancelling with the fee that applies, and the charges of a company's month.
 */
import {
  amenitiesOfWellnessTab,
  amenityPolicy,
  cancellationNow,
  isDayBooking,
  type WELLNESS_HISTORY_TABS,
} from '@tea/shared/reservations/amenity-policies';
import type { ReservationListQuery, ReservationRangeQuery } from '@tea/shared/admin/reservation-list.schema';
import {
  AMENITIES,
  HOLDING_STATUSES,
  monthOf,
  type Amenity,
  type PaymentMethod,
  type ReservationStatus,
} from '@tea/shared/reservations/reservation.rules';
import type { ReservationView } from '@tea/shared/reservations/reservation.responses';
import { seoulDate } from '@tea/shared/time';
import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { orderOf } from '../../db/list-order.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { rentalDetails } from '../../db/schema/rentals.js';
import { bilingualName, nameIn } from '../../db/schema/name-columns.js';
import { slotColumns } from '../../db/schema/slot-columns.js';
import { ledgerEntries, reservations, resources } from '../../db/schema/reservations.js';
import { AppError } from '../../plugins/errors.js';
import type { AuthUser } from '../auth/sessions.service.js';
import { extensionCharges } from '../voc/extension-charges.js';
import { gxCharges } from '../wellness/gx-charges.js';
import { ptCharges } from '../wellness/pt-charges.js';
import { napPassCharges } from './sleeping-room/nap-passes.service.js';
import { chargeCompany, chargedCompany, ofAskedCompany, type ChargesQuery } from './charge-company.js';
import { forgetDays } from './availability-cache.js';
import { addFreeMinutes, creditBooking, lockQuota } from './reservation-core.js';
import { notifyCancelled } from './reservation-notices.js';
import { toView, viewQuery } from './reservation-view.js';
import { forgetHeld } from './slot-claims.js';
import type { ActorContext } from '../../request-context.js';

/** The reservations a person may see: their own; their company's for a tenant manager; all for the back office. */
export function visibleTo(actor: AuthUser): SQL | undefined {
  if (actor.role === 'building_manager') return undefined;
  if (actor.role === 'tenant_manager' && actor.companyId !== null) return eq(reservations.companyId, actor.companyId);
  return eq(reservations.userId, actor.id);
}

/** One reservation, or 404 for anyone who may not see it (nothing tells it exists). */
export async function getReservation(ctx: ActorContext, id: number): Promise<ReservationView> {
  const [row] = await viewQuery(ctx.db)
    .where(and(eq(reservations.id, id), visibleTo(ctx.actor)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toView(row, ctx.lang, ctx.now);
}

/** The person's own reservations of an amenity (or all), the coming ones first, then the past, newest first. */
export async function history(
  ctx: ActorContext,
  query: { amenity?: Amenity; wellnessTab?: (typeof WELLNESS_HISTORY_TABS)[number]; page: number; size: number },
) {
  const where = and(
    eq(reservations.userId, ctx.actor.id),
    query.amenity ? eq(reservations.amenity, query.amenity) : undefined,
    query.wellnessTab ? inArray(reservations.amenity, amenitiesOfWellnessTab(query.wellnessTab)) : undefined,
  );
  const today = seoulDate(ctx.now);
  const [rows, [total]] = await Promise.all([
    viewQuery(ctx.db)
      .where(where)
      .orderBy(
        sql`(${reservations.date} >= ${today}) desc`,
        sql`case when ${reservations.date} >= ${today} then ${reservations.date} end asc`,
        desc(reservations.date),
        desc(reservations.id),
      )
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    ctx.db.select({ n: count() }).from(reservations).where(where),
  ]);
  return { items: rows.map((r) => toView(r, ctx.lang, ctx.now)), total: Number(total?.n ?? 0) };
}

/** Whether the caller may cancel now and what it would cost: the question the cancel dialog asks with. */
export async function cancellationTerms(ctx: ActorContext, id: number) {
  const view = await getReservation(ctx, id);
  const office = ctx.actor.role === 'building_manager';
  if (view.booker.id !== ctx.actor.id && !office) throw new AppError('NOT_FOUND');
  const terms = cancellationNow(view.amenity, ctx.now, { ...view, startTime: view.start }, office);
  return {
    ...terms,
    refund: view.status === 'confirmed' ? view.total - terms.fee : 0,
    phone: amenityPolicy(view.amenity).deskPhone,
  };
}

/**
 * Cancels a booking: by the booker within the amenity's rules (a conference room until 3 days
 * before; the lounge keeps its fee), or by the back office at any time without a fee, with the
 * reason the booker reads when it gives one (a bulk cancellation does, decision 0066). The free
 * hours come back to the company and the charge is taken back, less any fee.
 */
export async function cancel(ctx: ActorContext, id: number, reason?: string): Promise<{ fee: number }> {
  const office = ctx.actor.role === 'building_manager';
  const { fee, freed } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, id), office ? undefined : eq(reservations.userId, ctx.actor.id)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (!(HOLDING_STATUSES as readonly ReservationStatus[]).includes(row.status)) throw new AppError('NOT_CHANGEABLE');
    const amenity = row.amenity as Amenity;
    const policy = amenityPolicy(amenity);
    const terms = cancellationNow(amenity, ctx.now, row, office);
    if (!terms.allowed) {
      if (terms.rule === 'closed') throw new AppError('CHANGE_CLOSED', undefined, { phone: policy.deskPhone });
      throw new AppError('NOT_CHANGEABLE');
    }
    const { fee } = terms;
    if (policy.freeQuota) {
      const key = { companyId: row.companyId, month: monthOf(row.date), amenity: row.amenity };
      await lockQuota(tx, key);
      await addFreeMinutes(tx, key, -row.freeMinutes);
    }
    const charged = Math.max(0, (row.status === 'confirmed' ? row.total : 0) - fee);
    const { now } = ctx;
    await tx
      .update(reservations)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: ctx.actor.id,
        fee,
        updatedAt: now,
        ...(office && reason ? { decisionReason: reason } : {}),
      })
      .where(eq(reservations.id, id));
    await creditBooking(tx, row, charged);
    await notifyCancelled(ctx, id, tx, office ? reason : undefined);
    return { fee, freed: { resourceId: row.resourceId, date: row.date } };
  });
  forgetDays();
  forgetHeld(freed.resourceId, freed.date);
  return { fee };
}

/** The rentals for a period (lockers, baskets): not day bookings, kept off the calendar's days (the registry's model). */
const PERIOD_RENTALS = AMENITIES.filter((a) => !isDayBooking(a));

/** Bookings between two days, optionally of one amenity, status or company. */
function inRange(query: ReservationRangeQuery): SQL | undefined {
  return and(
    gte(reservations.date, query.from),
    lte(reservations.date, query.to),
    query.amenity ? eq(reservations.amenity, query.amenity) : undefined,
    query.status ? eq(reservations.status, query.status) : undefined,
    query.companyId ? eq(reservations.companyId, query.companyId) : undefined,
  );
}

/** The list's own order: by day, hour and room. */
const BY_DAY = [asc(reservations.date), asc(reservations.startTime), asc(resources.sort), asc(reservations.id)];

/**
 * The back office's reservations list, a page at a time: by day and hour, or by an allow-listed
 * column (`sort`), the day and hour then deciding among equals.
 */
export async function list(ctx: ActorContext, query: ReservationListQuery) {
  const where = inRange(query);
  const column = {
    date: reservations.date,
    company: ctx.lang === 'ko' ? companies.nameKo : companies.nameEn,
    total: reservations.total,
    status: reservations.status,
  };
  const [rows, [counted]] = await Promise.all([
    viewQuery(ctx.db)
      .where(where)
      .orderBy(...orderOf(query.sort, column), ...BY_DAY)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    ctx.db.select({ n: count() }).from(reservations).where(where),
  ]);
  return { items: rows.map((r) => toView(r, ctx.lang, ctx.now)), total: Number(counted?.n ?? 0) };
}

/**
 * The back office's calendar between two days: the day bookings, by day and hour; the rentals for a
 * period (a locker for 3 months) only counted, since a day's cell is no place for them.
 */
export async function calendar(ctx: ActorContext, query: ReservationRangeQuery) {
  const where = inRange(query);
  const [rows, [rentals]] = await Promise.all([
    viewQuery(ctx.db)
      .where(and(where, notInArray(reservations.amenity, PERIOD_RENTALS)))
      .orderBy(...BY_DAY),
    ctx.db
      .select({ n: count() })
      .from(reservations)
      .where(and(where, inArray(reservations.amenity, PERIOD_RENTALS))),
  ]);
  return { items: rows.map((r) => toView(r, ctx.lang, ctx.now)), rentals: Number(rentals?.n ?? 0) };
}

/** A company's charges of a month, line by line with their reservation, the extensions' lines (VOC), and the total. */
export async function charges(db: Db, lang: 'ko' | 'en', query: ChargesQuery) {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      company: chargedCompany,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      at: ledgerEntries.createdAt,
      amenity: ledgerEntries.amenity,
      reservationId: reservations.id,
      code: reservations.code,
      ...slotColumns,
      paymentMethod: reservations.paymentMethod,
      resource: bilingualName(resources),
      // A locker or basket rental is a period from its day to its last day, held by its renter.
      rentalLastDay: rentalDetails.lastDay,
      booker: users.name,
    })
    .from(ledgerEntries)
    .innerJoin(reservations, eq(reservations.id, ledgerEntries.reservationId))
    .innerJoin(resources, eq(resources.id, reservations.resourceId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(rentalDetails, eq(rentalDetails.reservationId, reservations.id))
    .innerJoin(companies, eq(companies.id, ledgerEntries.companyId))
    .where(and(eq(ledgerEntries.month, query.month), ofAskedCompany(ledgerEntries.companyId, query)))
    .orderBy(asc(companies.nameKo), asc(reservations.date), asc(ledgerEntries.id));
  const items = rows.map((r) => ({
    id: r.id,
    company: chargeCompany(r.company, lang),
    kind: r.kind,
    amount: r.amount,
    at: r.at.toISOString(),
    amenity: r.amenity as Amenity,
    reservation: {
      id: r.reservationId,
      code: r.code,
      date: r.date,
      start: r.start,
      end: r.end,
      status: r.status,
      paymentMethod: r.paymentMethod as PaymentMethod,
      resource: nameIn(lang, r.resource),
      lastDay: r.rentalLastDay,
      renter: r.rentalLastDay === null ? null : r.booker,
    },
  }));
  const [extensions, gx, pt, napPasses] = await Promise.all([
    extensionCharges(db, lang, query),
    gxCharges(db, lang, query),
    ptCharges(db, lang, query),
    napPassCharges(db, lang, query),
  ]);
  const total = [...items, ...extensions, ...gx, ...pt, ...napPasses].reduce((sum, i) => sum + i.amount, 0);
  return { month: query.month, items, extensions, gx, pt, napPasses, total };
}
