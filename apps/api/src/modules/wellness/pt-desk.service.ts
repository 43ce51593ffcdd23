/**
 * The fitness desk's side of PT (decision 0028, addendum 0029): a member QR scan records the PT
 * session the person has now. A session counts from 30 minutes before its start to its end; the
 * desk marks it `completed` (attended), once.
 */
import { and, eq } from 'drizzle-orm';
import { ptPackages } from '../../db/schema/pt.js';
import { reservations } from '../../db/schema/reservations.js';
import type { ActorContext } from '../../request-context.js';
import { auditActor } from '../audit/audit.service.js';
import { sessionsOf } from './pt.service.js';

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
  const packages = await ctx.db.select({ id: ptPackages.id }).from(ptPackages).where(eq(ptPackages.userId, userId));
  const sessions = await sessionsOf(
    ctx.db,
    packages.map((p) => p.id),
    ctx.lang,
  );
  const [nearest] = sessions
    .filter((r) => r.date === today && (r.status === 'confirmed' || r.status === 'completed'))
    .map((r) => ({ ...r, start: r.start.slice(0, 5), end: r.end.slice(0, 5) }))
    .filter((r) => withinDeskWindow(clock, r.start, r.end))
    .sort((a, b) => Math.abs(minutes(a.start) - clock) - Math.abs(minutes(b.start) - clock));
  if (!nearest) return null;
  return {
    id: nearest.id,
    start: nearest.start,
    end: nearest.end,
    trainer: nearest.trainer.name,
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
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'pt_session',
      targetId: session.id,
      companyId,
      detail: { status: 'completed', attended: true, via: 'member_qr' },
    });
    return true;
  });
}
