import { addDays, seoulDate } from '@tea/shared/calendar';
import { addMonths, VISIT_RETENTION_MONTHS } from '@tea/shared/visitors/visit.rules';
import { and, inArray, isNull, like, lte, sql } from 'drizzle-orm';
import { notifications } from '../db/schema/notifications.js';
import { visits } from '../db/schema/visitors.js';
import { forgetVisitPages } from '../modules/visitors/visit-pages.js';
import type { Job } from './scheduler.js';

/** What a visitor's personal data becomes: nothing that names or reaches them. */
const ERASED = { visitorName: '', visitorCompany: '', email: '', mobile: '', purpose: '', visitedPerson: '' } as const;
const BATCH = 500;

/**
 * Spec §9 "visit history kept 3 months": from the day three months after a visit (PostgreSQL's
 * month arithmetic, as `isPastRetention`), its visitor's name, company, contacts, purpose and host
 * are erased, with the notices that carried them; the visit stays as an anonymous count. Hourly,
 * in batches, one replica at a time.
 */
export const anonymiseOldVisits: Job = {
  name: 'anonymise-old-visits',
  lockKey: 7_304,
  everyMs: 60 * 60_000,
  async run(db, now) {
    const today = seoulDate(now);
    // A bound the date index can use (month ends differ by at most three days), then the exact rule.
    const latest = addDays(addMonths(today, -VISIT_RETENTION_MONTHS), 3);
    let anonymised = 0;
    for (;;) {
      const due = await db
        .select({ id: visits.id, code: visits.code })
        .from(visits)
        .where(
          and(
            isNull(visits.anonymisedAt),
            lte(visits.date, latest),
            sql`(${visits.date} + make_interval(months => ${VISIT_RETENTION_MONTHS}))::date <= ${today}::date`,
          ),
        )
        .limit(BATCH);
      if (due.length === 0) break;
      await db
        .update(visits)
        .set({ ...ERASED, anonymisedAt: now, updatedAt: now })
        .where(
          inArray(
            visits.id,
            due.map((v) => v.id),
          ),
        );
      await db.delete(notifications).where(
        and(
          like(notifications.kind, 'visit\\_%'),
          inArray(
            sql`${notifications.params} ->> 'code'`,
            due.map((v) => v.code),
          ),
        ),
      );
      anonymised += due.length;
      if (due.length < BATCH) break;
    }
    if (anonymised > 0) forgetVisitPages(); // this replica's lists stop showing the erased names at once
    return { anonymised };
  },
};
