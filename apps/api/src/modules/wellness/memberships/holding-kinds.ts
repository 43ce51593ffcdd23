/**
 * The holding-kind registry of the memberships module (decision 0029): one entry per kind of thing a
 * person holds for a period, telling the module how to load it, move its end, change its holder and
 * end it early with its refund. Locker and basket rentals are implemented here, the PT package in
 * pt-holding.ts; a new kind adds itself to HOLDING_KINDS (packages/shared membership.rules.ts) and
 * the compiler asks for its entry.
 */
import { HOLDING_STATUSES, monthOf } from '@tea/shared/reservations/reservation.rules';
import { seoulDayStart } from '@tea/shared/calendar';
import { extendedLastDay, rentalRefund, type HoldingKind, type HoldingRefund } from '@tea/shared/wellness/membership.rules';
import { addDays } from '@tea/shared/reservations/reservation.rules';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { reservations } from '../../../db/schema/reservations.js';
import { rentalDetails, rentalUnits } from '../../../db/schema/rentals.js';
import { addLedger } from '../../reservations/reservation-core.js';
import { ptHoldingEntry } from './pt-holding.js';

/** What the module needs to know of a holding, whatever its kind. */
export interface Holding {
  kind: HoldingKind;
  id: number;
  holderId: number;
  companyId: number;
  /** Holding its unit or sessions now or later (not cancelled, returned or ended). */
  active: boolean;
  start: string;
  /** Its last day; null while it has none yet (a PT package before its first session). */
  lastDay: string | null;
  reference: string;
  /** The number shown with the kind (a locker's number; a package's sessions left). */
  number: number;
  /** Days a suspension already added to its end. */
  suspendedDays: number;
}

export interface HoldingKindEntry {
  /** The audit log's target type of the holding (its changes appear with it). */
  auditTarget: string;
  /**
   * Whether it may be withdrawn before its start: a PT package may (its booked sessions are
   * cancelled and all come back); a rental is cancelled through the core instead.
   */
  withdrawBeforeStart: boolean;
  /** The holding as it stands at `now`, locked until the transaction ends when `lock`; null when there is none of this kind. */
  load(tx: Db, id: number, lock: boolean, now: Date): Promise<Holding | null>;
  /** Moves the end by `days` (a suspension); the price and the ledger stay as they are. */
  extendEnd(tx: Db, holding: Holding, days: number, now: Date): Promise<void>;
  /** Whether `userId` holds one of this kind for (part of) the holding's period: one per person. */
  recipientHoldsOne(tx: Db, holding: Holding, userId: number, now: Date): Promise<boolean>;
  /** Hands the holding to another person of the same company. */
  changeHolder(tx: Db, holding: Holding, toUserId: number, now: Date): Promise<void>;
  /** The unused value if it ended on `today` (not counting what comes back otherwise, like a deposit). */
  refund(tx: Db, holding: Holding, today: string): Promise<HoldingRefund>;
  /** Ends the holding on `today` and credits its refund to the company's ledger in the month of today. */
  withdraw(tx: Db, holding: Holding, today: string, now: Date): Promise<HoldingRefund>;
}

/** The tstzrange from a start day's first instant to the first instant after a last day (Seoul). */
export function periodThrough(start: string, lastDay: string): string {
  return `[${seoulDayStart(start).toISOString()},${seoulDayStart(addDays(lastDay, 1)).toISOString()})`;
}

/** The monthly price a rental was charged: its rental lines' amounts over its months. */
function chargedMonthlyPrice(priceLines: { key: string; amount: number }[], months: number): number {
  const rental = priceLines.filter((l) => l.key === 'rental').reduce((sum, l) => sum + l.amount, 0);
  return months > 0 ? Math.floor(rental / months) : 0;
}

async function loadRentalRow(tx: Db, kind: 'locker' | 'basket', id: number, lock: boolean) {
  const query = tx
    .select({ r: reservations, d: rentalDetails, number: rentalUnits.number })
    .from(reservations)
    .innerJoin(rentalDetails, eq(rentalDetails.reservationId, reservations.id))
    .innerJoin(rentalUnits, eq(rentalUnits.resourceId, reservations.resourceId))
    .where(and(eq(reservations.id, id), eq(reservations.amenity, kind)));
  const [row] = lock ? await query.for('update', { of: [reservations, rentalDetails] }) : await query;
  return row ?? null;
}

/** A rental always has its last day. */
const rentalLastDay = (holding: Holding) => holding.lastDay ?? holding.start;

function rentalEntry(kind: 'locker' | 'basket'): HoldingKindEntry {
  return {
    auditTarget: 'rental',
    withdrawBeforeStart: false,
    async load(tx, id, lock) {
      const row = await loadRentalRow(tx, kind, id, lock);
      if (!row) return null;
      return {
        kind,
        id: row.r.id,
        holderId: row.r.userId,
        companyId: row.r.companyId,
        active: (HOLDING_STATUSES as readonly string[]).includes(row.r.status),
        start: row.r.date,
        lastDay: row.d.lastDay,
        reference: row.r.reference ?? row.r.code,
        number: row.number,
        suspendedDays: row.d.suspendedDays,
      };
    },
    async extendEnd(tx, holding, days, now) {
      const lastDay = extendedLastDay(rentalLastDay(holding), days);
      await tx
        .update(reservations)
        .set({ period: periodThrough(holding.start, lastDay), updatedAt: now })
        .where(eq(reservations.id, holding.id));
      await tx
        .update(rentalDetails)
        .set({ lastDay, suspendedDays: holding.suspendedDays + days, expiryNoticeAt: null })
        .where(eq(rentalDetails.reservationId, holding.id));
    },
    async recipientHoldsOne(tx, holding, userId) {
      const [row] = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            eq(reservations.userId, userId),
            eq(reservations.amenity, kind),
            ne(reservations.id, holding.id),
            inArray(reservations.status, [...HOLDING_STATUSES]),
            sql`${reservations.period} && ${periodThrough(holding.start, rentalLastDay(holding))}::tstzrange`,
          ),
        )
        .limit(1);
      return Boolean(row);
    },
    async changeHolder(tx, holding, toUserId, now) {
      await tx.update(reservations).set({ userId: toUserId, updatedAt: now }).where(eq(reservations.id, holding.id));
    },
    async refund(tx, holding, today) {
      const row = await loadRentalRow(tx, kind, holding.id, false);
      if (!row) return { months: 0, sessions: 0, amount: 0 };
      return rentalRefund(
        {
          lastDay: row.d.lastDay,
          months: row.d.months,
          monthlyPrice: chargedMonthlyPrice(row.r.priceLines, row.d.months),
          suspendedDays: row.d.suspendedDays,
        },
        today,
      );
    },
    async withdraw(tx, holding, today, now) {
      const refund = await this.refund(tx, holding, today);
      // Ends today: the unit is free from tomorrow; the deposit stays held until the key comes back.
      await tx
        .update(reservations)
        .set({ status: 'completed', period: periodThrough(holding.start, today), updatedAt: now })
        .where(eq(reservations.id, holding.id));
      await tx.update(rentalDetails).set({ lastDay: today }).where(eq(rentalDetails.reservationId, holding.id));
      await addLedger(tx, {
        companyId: holding.companyId,
        month: monthOf(today),
        reservationId: holding.id,
        amenity: kind,
        kind: 'credit',
        amount: -refund.amount,
      });
      return refund;
    },
  };
}

export const HOLDING_KIND_ENTRIES: Record<HoldingKind, HoldingKindEntry> = {
  locker: rentalEntry('locker'),
  basket: rentalEntry('basket'),
  pt: ptHoldingEntry,
};
