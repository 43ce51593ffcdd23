import { runsAtClose } from '@tea/shared/wellness/gx.rules';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { gxPrograms, gxRegistrations } from '../db/schema/wellness.js';
import { notifyGx } from '../modules/wellness/gx-notices.js';
import { calendarFor, windowOf } from '../modules/wellness/gx.service.js';
import type { Job } from './scheduler.js';

/**
 * Issue 15: when a program's registration has closed, it runs with at least 6 registered; with fewer
 * it is cancelled, everyone registered or in line is told in their language and nothing is charged.
 * Each program is looked at once (`closed_at`), under its row lock. Every five minutes, one replica at a time.
 */
export const closeGxRegistration: Job = {
  name: 'close-gx-registration',
  lockKey: 7_415,
  everyMs: 5 * 60_000,
  async run(db, now, services) {
    const counts = { kept: 0, cancelled: 0 };
    // Every program not looked at yet (few: each month's, until its close); only one whose registration
    // has closed is locked, and looked at again under its lock (registrations of open ones go on meanwhile).
    const programs = await db
      .select()
      .from(gxPrograms)
      .where(and(isNull(gxPrograms.closedAt), eq(gxPrograms.status, 'open')));
    for (const seen of programs) {
      const window = windowOf(await calendarFor(db, seen.month), seen);
      if (!window || now.getTime() < window.closesAt.getTime()) continue;
      const [program] = await db
        .select()
        .from(gxPrograms)
        .where(and(eq(gxPrograms.id, seen.id), isNull(gxPrograms.closedAt), eq(gxPrograms.status, 'open')))
        .for('update');
      if (!program) continue;
      const active = await db
        .select({
          id: gxRegistrations.id,
          userId: gxRegistrations.userId,
          status: gxRegistrations.status,
          total: gxRegistrations.total,
        })
        .from(gxRegistrations)
        .where(and(eq(gxRegistrations.programId, program.id), inArray(gxRegistrations.status, ['registered', 'waitlisted'])));
      const registered = active.filter((r) => r.status === 'registered').length;
      if (runsAtClose(registered)) {
        await db.update(gxPrograms).set({ closedAt: now }).where(eq(gxPrograms.id, program.id));
        counts.kept += 1;
        continue;
      }
      await db
        .update(gxPrograms)
        .set({ status: 'cancelled', closedAt: now, updatedAt: now })
        .where(eq(gxPrograms.id, program.id));
      if (active.length > 0) {
        await db
          .update(gxRegistrations)
          .set({ status: 'cancelled', fee: 0, cancelledAt: now, cancelledBy: 'minimum', updatedAt: now })
          .where(
            inArray(
              gxRegistrations.id,
              active.map((r) => r.id),
            ),
          );
      }
      await notifyGx(
        services.notify,
        db,
        'gx_program_cancelled',
        program,
        active.map((r) => ({ userId: r.userId, total: r.total })),
      );
      counts.cancelled += 1;
    }
    return counts;
  },
};
