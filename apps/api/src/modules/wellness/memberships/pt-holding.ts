/**
 * The PT package's entry of the holding-kind registry (decisions 0028, 0029). A package is held from
 * its first session's day (its purchase day before any) to its last valid day (none before its first
 * session); a suspension adds to `extra_days`, which moves the last valid day; a transfer hands over
 * the package and its sessions still more than 24 hours ahead; a withdrawal cancels those sessions
 * (the trainer's slots are free again) and credits the unused sessions at the package's price of one.
 */
import { seoulDate } from '@tea/shared/calendar';
import { ptRefund } from '@tea/shared/wellness/membership.rules';
import { ptChangeAllowed, ptPackageState, ptUsage, ptValidUntil } from '@tea/shared/wellness/pt.rules';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { ptPackages, ptSessionDetails } from '../../../db/schema/pt.js';
import { reservations } from '../../../db/schema/reservations.js';
import { forgetDays } from '../../reservations/availability-cache.js';
import { forgetHeld } from '../../reservations/slot-claims.js';
import { refreshValidity } from '../pt.service.js';
import type { Holding, HoldingKindEntry } from './holding-kinds.js';

async function sessionsOf(tx: Db, packageId: number) {
  return tx
    .select({
      id: reservations.id,
      resourceId: reservations.resourceId,
      date: reservations.date,
      start: reservations.startTime,
      status: reservations.status,
    })
    .from(ptSessionDetails)
    .innerJoin(reservations, eq(reservations.id, ptSessionDetails.reservationId))
    .where(eq(ptSessionDetails.packageId, packageId));
}

/** The package's sessions still booked and more than 24 hours ahead at `now`: the ones a transfer or a withdrawal moves. */
async function comingSessions(tx: Db, packageId: number, now: Date) {
  const list = await sessionsOf(tx, packageId);
  return list.filter((s) => s.status === 'confirmed' && ptChangeAllowed(now, s.date, s.start));
}

async function loadPackage(tx: Db, id: number, lock: boolean, now: Date): Promise<Holding | null> {
  const query = tx.select().from(ptPackages).where(eq(ptPackages.id, id));
  const [p] = lock ? await query.for('update') : await query;
  if (!p) return null;
  const list = await sessionsOf(tx, p.id);
  const usage = ptUsage(now, p.sessions, list);
  const held = list.filter((s) => s.status !== 'cancelled').map((s) => s.date);
  const first = held.length ? held.reduce((a, b) => (a < b ? a : b)) : null;
  const lastDay = first ? ptValidUntil(first, p.extraDays) : null;
  const state = ptPackageState(seoulDate(now), { status: p.status, validUntil: lastDay, used: usage.used, sessions: p.sessions });
  return {
    kind: 'pt',
    id: p.id,
    holderId: p.userId,
    companyId: p.companyId,
    active: state === 'notStarted' || state === 'active',
    start: first ?? seoulDate(p.createdAt),
    lastDay,
    reference: `PT-${p.id}`,
    // What a transfer hands over and a withdrawal gives back: neither used nor locked within 24 hours.
    number: usage.returnable,
    suspendedDays: p.extraDays,
  };
}

/** Whether two holdings' days meet (a missing last day runs on). */
const overlaps = (a: Holding, b: Holding) =>
  (b.lastDay === null || a.start <= b.lastDay) && (a.lastDay === null || b.start <= a.lastDay);

export const ptHoldingEntry: HoldingKindEntry = {
  auditTarget: 'pt_package',
  withdrawBeforeStart: true,
  load: loadPackage,
  async extendEnd(tx, holding, days, now) {
    await tx
      .update(ptPackages)
      .set({ extraDays: holding.suspendedDays + days, updatedAt: now })
      .where(eq(ptPackages.id, holding.id));
    // The last valid day follows the first session's day and the extra days (none before a first session).
    await refreshValidity(tx, holding.id, now);
  },
  async recipientHoldsOne(tx, holding, userId, now) {
    const rows = await tx
      .select({ id: ptPackages.id })
      .from(ptPackages)
      .where(and(eq(ptPackages.userId, userId), eq(ptPackages.status, 'active'), ne(ptPackages.id, holding.id)));
    for (const row of rows) {
      const other = await loadPackage(tx, row.id, false, now);
      if (other?.active && overlaps(holding, other)) return true;
    }
    return false;
  },
  async changeHolder(tx, holding, toUserId, now) {
    await tx.update(ptPackages).set({ userId: toUserId, updatedAt: now }).where(eq(ptPackages.id, holding.id));
    // Sessions within 24 hours are used: they stay with the person who booked them.
    const coming = await comingSessions(tx, holding.id, now);
    if (coming.length > 0)
      await tx
        .update(reservations)
        .set({ userId: toUserId, updatedAt: now })
        .where(
          inArray(
            reservations.id,
            coming.map((s) => s.id),
          ),
        );
  },
  async refund(tx, holding) {
    const [p] = await tx
      .select({ total: ptPackages.total, sessions: ptPackages.sessions })
      .from(ptPackages)
      .where(eq(ptPackages.id, holding.id));
    if (!p) return { months: 0, sessions: 0, amount: 0 };
    // holding.number is what is not used yet, counted at the request's instant when it was loaded.
    return ptRefund({ total: p.total, sessions: p.sessions, used: p.sessions - holding.number });
  },
  async withdraw(tx, holding, _today, now) {
    const refund = await this.refund(tx, holding, _today);
    const coming = await comingSessions(tx, holding.id, now);
    if (coming.length > 0)
      await tx
        .update(reservations)
        .set({ status: 'cancelled', cancelledAt: now, cancelledBy: holding.holderId, updatedAt: now })
        .where(
          inArray(
            reservations.id,
            coming.map((s) => s.id),
          ),
        );
    await tx
      .update(ptPackages)
      .set({ status: 'withdrawn', withdrawnAt: now, refund: refund.amount, updatedAt: now })
      .where(eq(ptPackages.id, holding.id));
    await refreshValidity(tx, holding.id, now);
    forgetDays();
    for (const s of coming) forgetHeld(s.resourceId, s.date);
    return refund;
  },
};
