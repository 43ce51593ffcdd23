/**
 * The fitness desk's side of PT (decision 0028, addendum 0029): a member QR scan records the PT
 * session the person has now. A session counts from 30 minutes before its start to its end; the
 * desk marks it `completed` (attended), once.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ptPackages, ptSessionDetails } from '../../db/schema/pt.js';
import { reservations, resources } from '../../db/schema/reservations.js';
import type { ActorContext } from '../../request-context.js';
import { audit } from '../audit/audit.service.js';

/** How early before its start a session can be recorded at the desk (minutes). */
export const DESK_EARLY_MINUTES = 30;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `clock` (minutes of the Seoul day) is within a session's desk window: 30 minutes before its start to its end. */
export const withinDeskWindow = (clock: number, start: string, end: string) =>
  clock >= minutes(start) - DESK_EARLY_MINUTES && clock <= minutes(end);

export interface PtDeskSession {
  id: number;
  start: string;
  end: string;
  trainer: string;
  recorded: boolean;
}

/**
 * The person's PT session of `today` whose desk window holds `clock` (booked, or recorded already),
 * the one starting nearest to `clock` when two windows meet; null when none.
 */
export async function ptSessionNow(
  ctx: ActorContext,
  userId: number,
  today: string,
  clock: number,
): Promise<PtDeskSession | null> {
  const rows = await ctx.db
    .select({
      id: reservations.id,
      start: reservations.startTime,
      end: reservations.endTime,
      status: reservations.status,
      trainerKo: resources.nameKo,
      trainerEn: resources.nameEn,
    })
    .from(ptSessionDetails)
    .innerJoin(ptPackages, eq(ptPackages.id, ptSessionDetails.packageId))
    .innerJoin(reservations, eq(reservations.id, ptSessionDetails.reservationId))
    .innerJoin(resources, eq(resources.id, reservations.resourceId))
    .where(
      and(eq(ptPackages.userId, userId), eq(reservations.date, today), inArray(reservations.status, ['confirmed', 'completed'])),
    );
  const [nearest] = rows
    .map((r) => ({ ...r, start: r.start.slice(0, 5), end: r.end.slice(0, 5) }))
    .filter((r) => withinDeskWindow(clock, r.start, r.end))
    .sort((a, b) => Math.abs(minutes(a.start) - clock) - Math.abs(minutes(b.start) - clock));
  if (!nearest) return null;
  return {
    id: nearest.id,
    start: nearest.start,
    end: nearest.end,
    trainer: ctx.lang === 'en' ? nearest.trainerEn : nearest.trainerKo,
    recorded: nearest.status === 'completed',
  };
}

/** Marks the session attended (`completed`) with its audit entry; false when it was recorded already. */
export async function recordPtSession(ctx: ActorContext, session: PtDeskSession, companyId: number | null): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(reservations)
      .set({ status: 'completed', updatedAt: ctx.now })
      .where(and(eq(reservations.id, session.id), eq(reservations.status, 'confirmed')))
      .returning({ id: reservations.id });
    if (rows.length === 0) return false;
    await audit(tx, {
      actorId: ctx.actor.id,
      action: 'update',
      targetType: 'pt_session',
      targetId: session.id,
      companyId,
      ip: ctx.ip,
      detail: { status: 'completed', attended: true, via: 'member_qr' },
    });
    return true;
  });
}
