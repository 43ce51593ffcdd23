import { inArray } from 'drizzle-orm';
import { complaints } from '../db/schema/complaints.js';
import { notifyBreached } from '../modules/voc/complaint-notices.js';
import { breachedUntold, complaintQuery } from '../modules/voc/complaint-view.js';
import type { Job } from './scheduler.js';

const BATCH = 200;
const TARGETS = ['response', 'resolution'] as const;

/**
 * Issue 14: a complaint past its first-response or resolution target is flagged and the building
 * managers told, once per target. Every five minutes, one replica at a time.
 */
export const flagComplaintBreaches: Job = {
  name: 'flag-complaint-breaches',
  lockKey: 7_305,
  everyMs: 5 * 60_000,
  async run(db, now, services) {
    const counts = { response: 0, resolution: 0 };
    for (const target of TARGETS) {
      const rows = await complaintQuery(db).where(breachedUntold(now, target)).limit(BATCH);
      if (rows.length === 0) continue;
      const flag = target === 'response' ? { responseBreachNotifiedAt: now } : { resolutionBreachNotifiedAt: now };
      await db
        .update(complaints)
        .set(flag)
        .where(
          inArray(
            complaints.id,
            rows.map((r) => r.c.id),
          ),
        );
      for (const row of rows) {
        await notifyBreached(services, db, row, target, target === 'response' ? row.c.responseDueAt : row.c.resolutionDueAt);
      }
      counts[target] = rows.length;
    }
    return counts;
  },
};
