import { EVENT_APPLICANT_RETENTION_DAYS } from '@tea/shared/events/event.rules';
import { and, eq, inArray, isNull, like, lte, sql } from 'drizzle-orm';
import { eventApplications, events } from '../db/schema/events.js';
import { notifications } from '../db/schema/notifications.js';
import { audit } from '../modules/audit/audit.service.js';
import { daysBefore } from './retention.js';
import type { Job } from './scheduler.js';

/** What an applicant's personal data becomes: nothing that names or reaches them. */
const ERASED = { name: '', email: '', phone: '', company: '' } as const;

/**
 * Decision 0039: an event's applicants' names, e-mails, phones and companies are erased 30 days after
 * the event ends (the office has had its list and export), with the e-mail notices sent to people
 * without an account; the applications stay as anonymous counts. Hourly, one replica at a time.
 */
export const eraseEventApplicants: Job = {
  name: 'erase-event-applicants',
  lockKey: 7_418,
  everyMs: 60 * 60_000,
  async run(db, now) {
    const ended = await db
      .select({ id: events.id })
      .from(events)
      .where(and(isNull(events.applicantsErasedAt), lte(events.endsAt, daysBefore(now, EVENT_APPLICANT_RETENTION_DAYS))))
      .limit(100);
    let erased = 0;
    for (const { id } of ended) {
      const rows = await db
        .update(eventApplications)
        .set({ ...ERASED, erasedAt: now, updatedAt: now })
        .where(and(eq(eventApplications.eventId, id), isNull(eventApplications.erasedAt)))
        .returning({ id: eventApplications.id, email: eventApplications.email, userId: eventApplications.userId });
      await db.update(events).set({ applicantsErasedAt: now }).where(eq(events.id, id));
      erased += rows.length;
      await audit(db, {
        actorId: null,
        action: 'update',
        targetType: 'event',
        targetId: id,
        detail: { applicantsErased: rows.length },
      });
    }
    if (ended.length > 0)
      await db.delete(notifications).where(
        and(
          like(notifications.kind, 'event\\_%'),
          isNull(notifications.userId),
          inArray(
            sql`${notifications.params} ->> 'eventId'`,
            ended.map((e) => String(e.id)),
          ),
        ),
      );
    return { erased };
  },
};
