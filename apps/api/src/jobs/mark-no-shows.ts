import { sweepNoShows } from '../modules/reservations/no-shows.service.js';
import type { Job } from './scheduler.js';

/**
 * Every minute: a booking of a check-in amenity (the registry's `checkIn`) not checked in 15 minutes
 * after its start becomes a no-show, which frees its seat at once and restricts the person (decision 0035).
 */
export const markNoShows: Job = {
  name: 'mark-no-shows',
  lockKey: 7_310,
  everyMs: 60_000,
  async run(db, now) {
    return { noShows: await sweepNoShows(db, now, { actorId: null, ip: null }) };
  },
};
