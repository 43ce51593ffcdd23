import { reminderDay } from '@tea/shared/events/event.rules';
import { seoulDate } from '@tea/shared/calendar';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { eventApplications, events } from '../db/schema/events.js';
import { notifyApplicants } from '../modules/events/event-notices.js';
import type { Job } from './scheduler.js';

/** Events that start within this many hours are looked at (the day before, on the Seoul clock, is within it). */
const HORIZON_MS = 48 * 3_600_000;

/**
 * Issue 17: the day before an event (Seoul), each applicant with a place is reminded once, in their
 * language, with the cancel link: the application is marked in the transaction that puts the notice in
 * the outbox. An application confirmed later that day (moved up from the line) is reminded at the next
 * round. Hourly, one replica at a time.
 */
export const remindEventApplicants: Job = {
  name: 'remind-event-applicants',
  lockKey: 7_419,
  everyMs: 60 * 60_000,
  async run(db, now, services) {
    const today = seoulDate(now);
    const soon = await db
      .select()
      .from(events)
      .where(
        and(eq(events.status, 'published'), gt(events.startsAt, now), lte(events.startsAt, new Date(now.getTime() + HORIZON_MS))),
      );
    let reminded = 0;
    for (const event of soon.filter((e) => reminderDay(e.startsAt) <= today)) {
      const due = await db
        .select()
        .from(eventApplications)
        .where(
          and(
            eq(eventApplications.eventId, event.id),
            eq(eventApplications.status, 'confirmed'),
            isNull(eventApplications.remindedAt),
          ),
        );
      if (due.length === 0) continue;
      await db
        .update(eventApplications)
        .set({ remindedAt: now })
        .where(
          inArray(
            eventApplications.id,
            due.map((a) => a.id),
          ),
        );
      await notifyApplicants(
        services,
        db,
        'event_reminder',
        event,
        due.map((a) => ({ ...a, position: null })),
      );
      reminded += due.length;
    }
    return { reminded };
  },
};
