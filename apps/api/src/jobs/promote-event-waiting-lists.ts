import { and, eq, exists, gt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { eventApplications, events } from '../db/schema/events.js';
import { lockEvent, promoteWaiting } from '../modules/events/events.service.js';
import type { Job } from './scheduler.js';

const waiting = alias(eventApplications, 'waiting');

/**
 * A place held for an application without a login frees itself when its hold ends unconfirmed
 * (decision 0055): the counts stop taking it at once, and this job moves the waiting list up into it
 * and tells those moved, as a cancellation would, instead of leaving them waiting until someone else
 * applies or cancels. Every minute, one replica at a time.
 */
export const promoteEventWaitingLists: Job = {
  name: 'promote-event-waiting-lists',
  lockKey: 7_420,
  everyMs: 60_000,
  async run(db, now, services) {
    // Only an event yet to start, with someone in line and a hold that has ended, can have a place to give.
    const due = await db
      .selectDistinct({ id: eventApplications.eventId })
      .from(eventApplications)
      .innerJoin(events, eq(events.id, eventApplications.eventId))
      .where(
        and(
          eq(eventApplications.status, 'unconfirmed'),
          lte(eventApplications.holdUntil, now),
          gt(events.startsAt, now),
          exists(
            db
              .select({ one: sql`1` })
              .from(waiting)
              .where(and(eq(waiting.eventId, eventApplications.eventId), eq(waiting.status, 'waitlisted'))),
          ),
        ),
      );
    let promoted = 0;
    for (const { id } of due) {
      promoted += await db.transaction(async (tx) =>
        promoteWaiting({ now, notify: services.notify, actor: null, ip: null }, tx, await lockEvent(tx, id)),
      );
    }
    return { promoted };
  },
};
