import { lt } from 'drizzle-orm';
import { machineClock } from '../clock.js';
import { idempotencyKeys } from '../db/schema/idempotency.js';
import { KEY_KEPT_HOURS } from '../plugins/idempotency.js';
import type { Job } from './scheduler.js';

/**
 * Deletes the answers kept for Idempotency-Keys once their day is over (decision 0048): by then a
 * retry is a new request. Their day is the machine's, as a session's length is (decision 0018). Hourly.
 */
export const purgeIdempotencyKeys: Job = {
  name: 'purge-idempotency-keys',
  lockKey: 7_306,
  everyMs: 60 * 60_000,
  async run(db) {
    const cutoff = new Date(machineClock.now().getTime() - KEY_KEPT_HOURS * 3_600_000);
    const gone = await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, cutoff))
      .returning({ owner: idempotencyKeys.owner });
    return { idempotencyKeys: gone.length };
  },
};
