import { and, eq, sql } from 'drizzle-orm';
import { reservations } from '../db/schema/reservations.js';
import type { Job } from './scheduler.js';

/** Confirmed bookings whose time has passed become `completed` (a no-show can still be marked on them). */
export const completePastReservations: Job = {
  name: 'complete-past-reservations',
  lockKey: 7_302,
  everyMs: 5 * 60_000,
  async run(db, now) {
    const done = await db
      .update(reservations)
      .set({ status: 'completed', updatedAt: now })
      .where(and(eq(reservations.status, 'confirmed'), sql`upper(${reservations.period}) <= ${now.toISOString()}::timestamptz`))
      .returning({ id: reservations.id });
    return { completed: done.length };
  },
};
