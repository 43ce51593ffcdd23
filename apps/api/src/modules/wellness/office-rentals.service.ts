/**
 * The back office's lockers and baskets (issue 15): the map of a kind with who holds each unit, the
 * rentals whose key or deposit is still out, renting a unit to a member, extending, recording the key
 * and deposit returned, and the monthly price of each kind. Every change is audited in its transaction.
 */
import { HOLDING_STATUSES, monthOf } from '@tea/shared/reservations/reservation.rules';
import { seoulDate } from '@tea/shared/time';
import { extendedLastDay } from '@tea/shared/wellness/membership.rules';
import { rentalLastDay, rentalQuote, type RentalKind } from '@tea/shared/wellness/rental.rules';
import type { RentalAssign } from '@tea/shared/wellness/rental.schema';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { reservations } from '../../db/schema/reservations.js';
import { rentalDetails, rentalPrices, rentalUnits } from '../../db/schema/rentals.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { auditActor } from '../audit/audit.service.js';
import { addLedger, failIfIssues } from '../reservations/reservation-core.js';
import { rentalQuery, toRentalView } from './rental-view.js';
import { periodThrough } from './memberships/holding-kinds.js';
import { getRental, monthlyPrices, refusal, rent, rentalMap } from './rentals.service.js';

/** A rental and its details, locked until the transaction ends; 404 when there is none. */
async function lockRental(tx: Db, id: number) {
  const [row] = await tx
    .select({ r: reservations, d: rentalDetails })
    .from(reservations)
    .innerJoin(rentalDetails, eq(rentalDetails.reservationId, reservations.id))
    .where(eq(reservations.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * What a rental's change of money leaves in its transaction: the line on the company's month of
 * today (the extension's charge, the deposit's credit), then the office's audit entry.
 */
async function recordRentalMoney(
  ctx: ActorContext,
  tx: Db,
  row: Awaited<ReturnType<typeof lockRental>>,
  line: { kind: 'charge' | 'credit'; amount: number },
  detail: Record<string, unknown>,
) {
  await addLedger(tx, {
    companyId: row.r.companyId,
    month: monthOf(seoulDate(ctx.now)),
    reservationId: row.r.id,
    amenity: row.r.amenity,
    kind: line.kind,
    amount: line.amount,
  });
  await auditActor(tx, ctx, {
    action: 'update',
    targetType: 'rental',
    targetId: row.r.id,
    companyId: row.r.companyId,
    detail,
  });
}

/** Rentals the office still follows: holding a unit, or ended with the deposit not yet returned. */
const followed = or(inArray(reservations.status, [...HOLDING_STATUSES]), eq(rentalDetails.depositState, 'held'));
const notCancelled = sql`${reservations.status} <> 'cancelled'`;

/** Rows of the office's list of a kind, in the order of the units' numbers. */
export async function officeRows(ctx: ActorContext, kind: RentalKind) {
  const rows = await rentalQuery(ctx.db)
    .where(and(eq(reservations.amenity, kind), followed, notCancelled))
    .orderBy(asc(rentalUnits.number), asc(reservations.date));
  return rows.map((r) => toRentalView(r, ctx.lang, ctx.now));
}

/** The map of a kind today, the rentals the office follows and the monthly prices. */
export async function officeOverview(ctx: ActorContext, kind: RentalKind) {
  const [map, items, prices] = await Promise.all([rentalMap(ctx, { kind }), officeRows(ctx, kind), monthlyPrices(ctx.db)]);
  return { map, items, prices };
}

/** The office rents a unit to a member of a company, named by login ID (the same rules as the member's own). */
export async function assign(ctx: ActorContext, input: RentalAssign) {
  const [renter] = await ctx.db
    .select({ id: users.id, companyId: users.companyId, status: users.status })
    .from(users)
    .where(eq(users.loginId, input.loginId))
    .limit(1);
  if (!renter || renter.companyId === null || renter.status !== 'approved') {
    failIfIssues([{ field: 'loginId', key: 'rentals:office.renterUnknown' }], ctx.lang);
  }
  const { loginId: _loginId, ...request } = input;
  return rent(ctx, request, { id: renter!.id, companyId: renter!.companyId! });
}

/** Extends a rental that holds its unit by some months, charged at today's monthly price. */
export async function extend(ctx: ActorContext, id: number, months: number) {
  const price = (await monthlyPrices(ctx.db))[(await getRental(ctx, id)).kind];
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await lockRental(tx, id);
      if (row.r.status !== 'confirmed') throw new AppError('NOT_CHANGEABLE');
      const total = row.d.months + months;
      const added = rentalQuote(price, months).lines[0]!;
      // A suspension's days stay added to the end (decision 0029).
      const lastDay = extendedLastDay(rentalLastDay(row.r.date, total), row.d.suspendedDays);
      await tx
        .update(reservations)
        .set({
          period: periodThrough(row.r.date, lastDay),
          priceLines: [...row.r.priceLines, added],
          total: row.r.total + added.amount,
          updatedAt: ctx.now,
        })
        .where(eq(reservations.id, id));
      await tx
        .update(rentalDetails)
        .set({ months: total, lastDay, expiryNoticeAt: null })
        .where(eq(rentalDetails.reservationId, id));
      await recordRentalMoney(ctx, tx, row, { kind: 'charge', amount: added.amount }, { extendedBy: months, months: total });
    });
  } catch (error) {
    // The longer period meets the unit's next rental, or the person's next one (the exclusion constraints).
    throw refusal(error) ?? error;
  }
  return getRental(ctx, id);
}

/**
 * The key came back: the rental ends (the unit is free from now) and the deposit is returned, a credit
 * on the company's month. Once: a returned deposit is not returned again.
 */
export async function returnKey(ctx: ActorContext, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockRental(tx, id);
    if (row.d.depositState === 'returned' || row.r.status === 'cancelled') throw new AppError('NOT_CHANGEABLE');
    if (row.r.status === 'confirmed' || row.r.status === 'pending') {
      await tx.update(reservations).set({ status: 'completed', updatedAt: ctx.now }).where(eq(reservations.id, id));
    }
    await tx
      .update(rentalDetails)
      .set({ depositState: 'returned', depositReturnedAt: ctx.now, depositReturnedBy: ctx.actor.id })
      .where(eq(rentalDetails.reservationId, id));
    await recordRentalMoney(ctx, tx, row, { kind: 'credit', amount: -row.d.deposit }, { depositReturned: row.d.deposit });
  });
  return getRental(ctx, id);
}

/** Sets the monthly price of a kind; rentals already made keep the price they were charged. */
export async function setPrice(ctx: ActorContext, input: { kind: RentalKind; monthlyPrice: number }) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(rentalPrices)
      .values({ kind: input.kind, monthlyPrice: input.monthlyPrice, updatedAt: ctx.now, updatedBy: ctx.actor.id })
      .onConflictDoUpdate({
        target: rentalPrices.kind,
        set: { monthlyPrice: input.monthlyPrice, updatedAt: ctx.now, updatedBy: ctx.actor.id },
      });
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'rental_price',
      targetId: input.kind,
      detail: { monthlyPrice: input.monthlyPrice },
    });
  });
  return monthlyPrices(ctx.db);
}
