import { publishDue } from '../modules/content/content.service.js';
import type { Job } from './scheduler.js';

/**
 * Publishes scheduled content when its instant comes (issue 17), audited as the schedule's doing.
 * The public never waits for it: reads show an item inside its window whatever its state says
 * (`visibleAt`); an item's unpublishing instant ends it the same way (decision 0038).
 */
export const publishScheduledContent: Job = {
  name: 'publish-scheduled-content',
  lockKey: 7_417,
  everyMs: 60_000,
  async run(db, now) {
    return { published: await publishDue(db, now) };
  },
};
