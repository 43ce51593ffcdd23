/**
 * Locker and basket rentals (issue 15, decision 0027): a rental is a reservation of the core on the
 * unit's resource, for the period from its start to the day after its last day. Two exclusion
 * constraints make the rules true by construction: one holder per unit at a time
 * (reservations_no_overlap) and one rental per person and kind at a time
 * (reservations_one_rental_per_person). The charge joins the company's monthly ledger; the deposit
 * comes back as a credit when the back office records the key returned.
 */
import { HOLDING_STATUSES, monthOf } from '@tea/shared/reservations/reservation.rules';
import { seoulDayStart } from '@tea/shared/calendar';
import { seoulDate } from '@tea/shared/time';
import type { RentalMap, RentalQuote, RentalView } from '@tea/shared/wellness/rental.responses';
import {
  RENTAL,
  RENTAL_KINDS,
  rentalEndExclusive,
  rentalIssues,
  rentalLastDay,
  rentalQuote,
  type RentalKind,
} from '@tea/shared/wellness/rental.rules';
import type { RentalRequest } from '@tea/shared/wellness/rental.schema';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reservations, resources } from '../../db/schema/reservations.js';
import { rentalDetails, rentalPrices, rentalUnits } from '../../db/schema/rentals.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { auditActor } from '../audit/audit.service.js';
import { newPublicCode } from '../public-codes/public-codes.js';
import { addLedger, assertPersonMayBook, assignReference, failIfIssues } from '../reservations/reservation-core.js';
import { rentalQuery, toRentalView } from './rental-view.js';

/** The tstzrange of a rental: from its start day's first instant to the first instant after its last day. */
export function rentalPeriod(start: string, months: number): string {
  return `[${seoulDayStart(start).toISOString()},${seoulDayStart(rentalEndExclusive(start, months)).toISOString()})`;
}

/** The monthly price of each kind: the back office's setting, or the building's one-month plan until it sets one. */
export async function monthlyPrices(db: Db): Promise<Record<RentalKind, number>> {
  const rows = await db.select().from(rentalPrices);
  const prices: Record<RentalKind, number> = { ...RENTAL.defaultMonthlyPrice };
  for (const row of rows) prices[row.kind] = row.monthlyPrice;
  return prices;
}

/** The units of a kind held (by a pending or confirmed rental) at some time of the period. */
async function heldUnits(db: Db, kind: RentalKind, period: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: reservations.resourceId })
    .from(reservations)
    .where(
      and(
        eq(reservations.amenity, kind),
        inArray(reservations.status, [...HOLDING_STATUSES]),
        sql`${reservations.period} && ${period}::tstzrange`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The units of a kind in the order of their numbers, with their place on the map. */
function unitsOf(db: Db, kind: RentalKind) {
  return db
    .select({
      id: rentalUnits.resourceId,
      number: rentalUnits.number,
      zone: rentalUnits.zone,
      row: rentalUnits.row,
      column: rentalUnits.column,
    })
    .from(rentalUnits)
    .innerJoin(resources, eq(resources.id, rentalUnits.resourceId))
    .where(and(eq(rentalUnits.kind, kind), eq(resources.active, true)))
    .orderBy(asc(rentalUnits.number));
}

/** The map of a kind for a period: each unit free or taken, nobody's name (the member's page). */
export async function rentalMap(
  ctx: ActorContext,
  query: { kind: RentalKind; start?: string; months?: number },
): Promise<RentalMap> {
  const start = query.start ?? seoulDate(ctx.now);
  const months = query.months ?? RENTAL.months[0];
  // Only the periods that may be rented are mapped (a far date has no period to show).
  failIfIssues(rentalIssues({ kind: query.kind, start, months }, seoulDate(ctx.now)), ctx.lang);
  const [units, held, prices] = await Promise.all([
    unitsOf(ctx.db, query.kind),
    heldUnits(ctx.db, query.kind, rentalPeriod(start, months)),
    monthlyPrices(ctx.db),
  ]);
  return {
    kind: query.kind,
    start,
    months,
    lastDay: rentalLastDay(start, months),
    monthlyPrice: prices[query.kind],
    deposit: RENTAL.deposit,
    units: units.map((u) => ({ ...u, free: !held.has(u.id) })),
  };
}

async function unitId(ctx: ActorContext, kind: RentalKind, number: number): Promise<number> {
  const [row] = await ctx.db
    .select({ id: rentalUnits.resourceId })
    .from(rentalUnits)
    .innerJoin(resources, eq(resources.id, rentalUnits.resourceId))
    .where(and(eq(rentalUnits.kind, kind), eq(rentalUnits.number, number), eq(resources.active, true)))
    .limit(1);
  if (!row) failIfIssues([{ field: 'number', key: 'rentals:form.numberUnknown' }], ctx.lang);
  return row!.id;
}

/** The checks before anything is held: the period, the unit, a renter with a company. */
async function checked(ctx: ActorContext, input: RentalRequest) {
  failIfIssues(rentalIssues(input, seoulDate(ctx.now)), ctx.lang);
  const unit = await unitId(ctx, input.kind, input.number);
  return { unit, price: (await monthlyPrices(ctx.db))[input.kind] };
}

/** The itemised price of a rental (the confirm step), refused early when the unit or the person is taken. */
export async function quote(ctx: ActorContext, input: RentalRequest): Promise<RentalQuote> {
  const { unit, price } = await checked(ctx, input);
  const period = rentalPeriod(input.start, input.months);
  if ((await heldUnits(ctx.db, input.kind, period)).has(unit)) throw new AppError('UNIT_TAKEN');
  return { ...rentalQuote(price, input.months), lastDay: rentalLastDay(input.start, input.months) };
}

/** The first key of a unit's advisory lock: apart from the core's time locks and person locks. */
const UNIT_LOCK_SPACE = -2;

/** Which of the two constraints refused a rental (23P01): the unit's or the person's. */
export function refusal(error: unknown): AppError | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23P01')
      return new AppError(constraint === 'reservations_one_rental_per_person' ? 'ALREADY_RENTING' : 'UNIT_TAKEN');
  }
  return null;
}

export interface Renter {
  id: number;
  companyId: number;
}

/**
 * Writes a rental that its caller has checked (and locked): the reservation of the unit for the
 * period, its details, the charge on the company's month of the start, and its reference (LK-/BK-).
 * The demo seed writes its rentals through it too.
 */
export async function writeRental(
  tx: Db,
  r: { kind: RentalKind; unit: number; renter: Renter; start: string; months: number; price: number; now: Date },
): Promise<number> {
  const priced = rentalQuote(r.price, r.months);
  const [row] = await tx
    .insert(reservations)
    .values({
      code: newPublicCode(),
      amenity: r.kind,
      resourceId: r.unit,
      userId: r.renter.id,
      companyId: r.renter.companyId,
      date: r.start,
      startTime: '00:00',
      endTime: '23:59',
      period: rentalPeriod(r.start, r.months),
      status: 'confirmed',
      paymentMethod: 'invoice',
      purpose: '',
      participants: 1,
      priceLines: priced.lines,
      total: priced.total,
      deposit: priced.deposit,
      createdAt: r.now,
      updatedAt: r.now,
    })
    .returning({ id: reservations.id });
  const id = row!.id;
  await tx
    .insert(rentalDetails)
    .values({ reservationId: id, months: r.months, lastDay: rentalLastDay(r.start, r.months), deposit: priced.deposit });
  await addLedger(tx, {
    companyId: r.renter.companyId,
    month: monthOf(r.start),
    reservationId: id,
    amenity: r.kind,
    kind: 'charge',
    amount: priced.total,
  });
  await assignReference(tx, id, r.kind, r.now);
  return id;
}

/**
 * Rents the unit to the renter in one transaction: the unit's lock, then the person's (the core's
 * per-person rules, inside the transaction), the unit's holder checked, the reservation and its
 * details written, the reference given and the charge put on the company's month.
 */
async function insertRental(ctx: ActorContext, input: RentalRequest, renter: Renter): Promise<number> {
  const { unit, price } = await checked(ctx, input);
  const period = rentalPeriod(input.start, input.months);
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${UNIT_LOCK_SPACE}::int, ${unit}::int)`);
      try {
        await assertPersonMayBook(tx, {
          userId: renter.id,
          amenity: input.kind,
          date: input.start,
          period,
          today: seoulDate(ctx.now),
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'ALREADY_RESERVED') throw new AppError('ALREADY_RENTING');
        throw error;
      }
      if ((await heldUnits(tx, input.kind, period)).has(unit)) throw new AppError('UNIT_TAKEN');
      const id = await writeRental(tx, {
        kind: input.kind,
        unit,
        renter,
        start: input.start,
        months: input.months,
        price,
        now: ctx.now,
      });
      await auditActor(tx, ctx, {
        action: 'create',
        targetType: 'rental',
        targetId: id,
        companyId: renter.companyId,
        detail: { kind: input.kind, number: input.number, start: input.start, months: input.months, renterId: renter.id },
      });
      return id;
    });
  } catch (error) {
    throw refusal(error) ?? error;
  }
}

/**
 * Rents a unit: to the member themselves (POST /api/v2/wellness/rentals), or to `renter` when the
 * back office assigns it (the office is then the audit's actor).
 */
export async function rent(ctx: ActorContext, input: RentalRequest, renter?: Renter): Promise<RentalView> {
  const companyId = ctx.actor.companyId;
  if (!renter && (companyId === null || ctx.actor.role === 'building_manager')) throw new AppError('ACCESS_DENIED');
  const id = await insertRental(ctx, input, renter ?? { id: ctx.actor.id, companyId: companyId! });
  return getRental(ctx, id);
}

/** One rental: its renter's, or any for the back office; 404 for anyone else. */
export async function getRental(ctx: ActorContext, id: number): Promise<RentalView> {
  const office = ctx.actor.role === 'building_manager';
  const [row] = await rentalQuery(ctx.db)
    .where(and(eq(reservations.id, id), office ? undefined : eq(reservations.userId, ctx.actor.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toRentalView(row, ctx.lang, ctx.now);
}

/** The person's own rentals of a kind (or both), the newest start first. */
export async function myRentals(ctx: ActorContext, query: { kind?: RentalKind; page: number; size: number }) {
  const where = and(
    eq(reservations.userId, ctx.actor.id),
    inArray(reservations.amenity, query.kind ? [query.kind] : [...RENTAL_KINDS]),
  );
  const [rows, [total]] = await Promise.all([
    rentalQuery(ctx.db)
      .where(where)
      .orderBy(desc(reservations.date), desc(reservations.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    ctx.db
      .select({ n: count() })
      .from(reservations)
      .innerJoin(rentalDetails, eq(rentalDetails.reservationId, reservations.id))
      .where(where),
  ]);
  return { items: rows.map((r) => toRentalView(r, ctx.lang, ctx.now)), total: Number(total?.n ?? 0) };
}
