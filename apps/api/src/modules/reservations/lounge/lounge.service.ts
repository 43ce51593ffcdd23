/**
 * The executive lounge: a request holds the time until the building manager approves it (then it
 * is charged) or rejects it with a reason (spec §9 rules in packages/shared/src/reservations/lounge.policy.ts).
 */
import { loungeIssues, loungeQuote, type LoungeDraft } from '@tea/shared/reservations/lounge.policy';
import type { LoungeRequest } from '@tea/shared/reservations/reservation.schema';
import { HOLDING_STATUSES, isHolding, monthOf, type Amenity, type FieldIssue } from '@tea/shared/reservations/reservation.rules';
import { seoulDate } from '@tea/shared/time';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { loungeDetails, reservations, resources } from '../../../db/schema/reservations.js';
import { AppError } from '../../../plugins/errors.js';
import { newPublicCode } from '../../public-codes/public-codes.js';
import {
  addLedger,
  assertPersonMayBook,
  assignReference,
  dayIssue,
  failIfIssues,
  isOverlap,
  lockOwnBooking,
  lockTimes,
  periodOf,
  personBooking,
  requestedColumns,
} from '../reservation-core.js';
import { cachedDay, forgetDays } from '../availability-cache.js';
import { notifyLoungeDecided, notifyLoungeRequested } from '../reservation-notices.js';
import type { ActorContext } from '../../../request-context.js';
import { nameIn } from '../../../db/schema/name-columns.js';

const AMENITY: Amenity = 'lounge';

/** The lounge (there is one) with its hours and the equipment it offers. */
export async function loungeInfo(db: Db, lang: 'ko' | 'en') {
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.amenity, AMENITY), eq(resources.active, true)))
    .orderBy(asc(resources.sort))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    name: nameIn(lang, row),
    capacity: row.capacity,
    hourlyPrice: row.hourlyPrice,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    extras: row.extras.map((e) => ({ code: e.code, name: nameIn(lang, e), price: e.price })),
  };
}

/**
 * The lounge's held times on a day (requests waiting for a decision and approved bookings, no names)
 * and whether it is closed that day: what the request form shows before a time is chosen.
 */
export function availability(db: Db, date: string, lang: 'ko' | 'en') {
  return cachedDay(`lounge:${date}:${lang}`, async () => {
    const lounge = await loungeInfo(db, lang);
    const [held, closed] = await Promise.all([
      db
        .select({ start: reservations.startTime, end: reservations.endTime, status: reservations.status })
        .from(reservations)
        .where(
          and(
            eq(reservations.resourceId, lounge.id),
            eq(reservations.date, date),
            inArray(reservations.status, [...HOLDING_STATUSES]),
          ),
        )
        .orderBy(reservations.startTime),
      dayIssue(db, lounge.id, date, lang, AMENITY),
    ]);
    return {
      date,
      closed: closed ? { key: closed.key, params: closed.params ?? {} } : null,
      held: held.flatMap(({ status, ...time }) => (isHolding(status) ? [{ ...time, status }] : [])),
    };
  });
}

function draftOf(input: LoungeRequest): LoungeDraft {
  return { date: input.date, start: input.start, end: input.end, participants: input.participants, layout: input.layout };
}

/** The equipment and services asked for, with their prices (unknown codes are refused by `checked`). */
function chosenExtras(lounge: { extras: { code: string; price: number }[] }, input: LoungeRequest) {
  return lounge.extras.filter((e) => input.equipment.includes(e.code));
}

async function checked(ctx: ActorContext, input: LoungeRequest) {
  const lounge = await loungeInfo(ctx.db, ctx.lang);
  const issues: FieldIssue[] = loungeIssues(draftOf(input), lounge, seoulDate(ctx.now));
  if (input.equipment.some((code) => !lounge.extras.some((e) => e.code === code))) {
    issues.push({ field: 'equipment', key: 'reservations:rules.equipmentUnknown' });
  }
  const closed = await dayIssue(ctx.db, lounge.id, input.date, ctx.lang, AMENITY);
  if (closed) issues.push(closed);
  failIfIssues(issues, ctx.lang);
  if (ctx.actor.companyId === null || ctx.actor.role === 'building_manager') throw new AppError('ACCESS_DENIED');
  return { lounge, companyId: ctx.actor.companyId };
}

/** The price of a request: the lounge's hourly price (330,000 KRW to begin with) and the paid services asked for; 30% of it as deposit. */
export async function quote(ctx: ActorContext, input: LoungeRequest) {
  const { lounge } = await checked(ctx, input);
  return loungeQuote(draftOf(input), lounge, chosenExtras(lounge, input));
}

/** Asks for the lounge: the time is held (pending) until a building manager decides. */
export async function request(ctx: ActorContext, input: LoungeRequest): Promise<number> {
  const { lounge, companyId } = await checked(ctx, input);
  const priced = loungeQuote(draftOf(input), lounge, chosenExtras(lounge, input));
  const period = periodOf(input.date, input.start, input.end);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      await lockTimes(tx, [{ resourceId: lounge.id, date: input.date, start: input.start, end: input.end }]);
      await assertPersonMayBook(tx, {
        userId: ctx.actor.id,
        amenity: AMENITY,
        date: input.date,
        period,
        today: seoulDate(ctx.now),
      });
      const [row] = await tx
        .insert(reservations)
        .values({
          code: newPublicCode(),
          amenity: AMENITY,
          resourceId: lounge.id,
          userId: ctx.actor.id,
          companyId,
          status: 'pending',
          ...requestedColumns(input, priced),
        })
        .returning({ id: reservations.id });
      await tx.insert(loungeDetails).values({ reservationId: row!.id, layout: input.layout, equipment: input.equipment });
      await assignReference(tx, row!.id, AMENITY, ctx.now);
      return row!.id;
    });
  } catch (error) {
    if (isOverlap(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }
  forgetDays(); // this replica's day grids show the held time at once
  await notifyLoungeRequested(ctx, id);
  return id;
}

/** Changes a request while it waits for the decision (an approved booking is cancelled instead). */
export async function change(ctx: ActorContext, id: number, input: LoungeRequest): Promise<void> {
  const { lounge } = await checked(ctx, input);
  const priced = loungeQuote(draftOf(input), lounge, chosenExtras(lounge, input));
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await lockOwnBooking(tx, { id, userId: ctx.actor.id, amenity: AMENITY, changeable: 'pending' });
      await lockTimes(tx, [
        { resourceId: row.resourceId, date: row.date, start: row.startTime, end: row.endTime },
        { resourceId: lounge.id, date: input.date, start: input.start, end: input.end },
      ]);
      await assertPersonMayBook(tx, personBooking(ctx, AMENITY, input, id));
      await tx
        .update(reservations)
        .set({
          ...requestedColumns(input, priced),
          updatedAt: ctx.now,
        })
        .where(eq(reservations.id, id));
      await tx
        .update(loungeDetails)
        .set({ layout: input.layout, equipment: input.equipment })
        .where(eq(loungeDetails.reservationId, id));
    });
  } catch (error) {
    if (isOverlap(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }
  forgetDays(); // this replica's day grids show the held time at once
}

/** A building manager approves (charged from now, deposit due) or rejects (with the reason shown to the tenant). */
export async function decide(ctx: ActorContext, id: number, decision: { approve: boolean; reason?: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    // Another amenity's booking never waits for a decision: refused as a decided one is.
    if (row.amenity !== AMENITY || row.status !== 'pending') throw new AppError('NOT_CHANGEABLE');
    // Confirming writes the time again, which the exclusion constraint checks: the time's locks first.
    await lockTimes(tx, [{ resourceId: row.resourceId, date: row.date, start: row.startTime, end: row.endTime }]);
    const { now } = ctx;
    await tx
      .update(reservations)
      .set({
        status: decision.approve ? 'confirmed' : 'cancelled',
        decidedAt: now,
        decidedBy: ctx.actor.id,
        decisionReason: decision.reason || null,
        depositDue: decision.approve ? seoulDate(ctx.now) : null,
        updatedAt: now,
      })
      .where(eq(reservations.id, id));
    if (decision.approve) {
      await addLedger(tx, {
        companyId: row.companyId,
        month: monthOf(row.date),
        reservationId: id,
        amenity: AMENITY,
        kind: 'charge',
        amount: row.total,
      });
    }
    await notifyLoungeDecided(ctx, id, decision.approve, tx);
  });
}
