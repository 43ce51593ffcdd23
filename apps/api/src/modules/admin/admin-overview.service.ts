import { PAGE_VIEW_DEFAULT_DAYS, PAGE_VIEW_MAX_DAYS, TOP_PATHS } from '@tea/shared/admin/admin-list.schema';
import { seoulDate } from '@tea/shared/time';
import { and, count, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { analyticsEvents } from '../../db/schema/analytics.js';
import { companies } from '../../db/schema/companies.js';
import { complaints } from '../../db/schema/complaints.js';
import { notifications } from '../../db/schema/notifications.js';
import { reservations } from '../../db/schema/reservations.js';
import { visits } from '../../db/schema/visitors.js';
import { inSlaState } from '../voc/complaint-view.js';
import { AppError } from '../../plugins/errors.js';
import { translator } from '../../i18n.js';
import type { Lang } from '@tea/i18n';
import { countPageViews } from '../analytics/analytics.service.js';
import { addDays, seoulDayStart } from '@tea/shared/calendar';

/** The days the dashboard's no-show figure looks back over, today included. */
export const NO_SHOW_DAYS = 7;

/**
 * The dashboard's figures: sign-ups waiting (every company), today's page views (Seoul day), e-mail
 * kept in the outbox; and the desk's (decision 0057): today's expected visits (neither cancelled nor
 * rejected), open complaints, complaints past their SLA target, no-shows of the last NO_SHOW_DAYS days.
 */
export async function adminSummary(db: Db, now: Date) {
  const today = seoulDate(now);
  const noShowsFrom = addDays(today, -(NO_SHOW_DAYS - 1));
  const [[pending], [views], [kept], [active], [visitsToday], [open], [breached], [noShows]] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.status, 'pending'), isNull(users.deletedAt))),
    db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.type, 'page_view'),
          sql`${analyticsEvents.occurredAt} >= ${seoulDayStart(today).toISOString()}`,
          sql`${analyticsEvents.occurredAt} < ${seoulDayStart(addDays(today, 1)).toISOString()}`,
        ),
      ),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.channel, 'email'), eq(notifications.status, 'kept'))),
    db.select({ n: count() }).from(companies).where(eq(companies.status, 'active')),
    db
      .select({ n: count() })
      .from(visits)
      .where(and(eq(visits.date, today), inArray(visits.status, ['pending', 'approved', 'checked_in']))),
    db.select({ n: count() }).from(complaints).where(ne(complaints.status, 'resolved')),
    db.select({ n: count() }).from(complaints).where(inSlaState('breached', now)),
    db
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.status, 'no_show'), gte(reservations.date, noShowsFrom), lte(reservations.date, today))),
  ]);
  return {
    today,
    pendingUsers: Number(pending?.n ?? 0),
    todayPageViews: Number(views?.n ?? 0),
    keptEmails: Number(kept?.n ?? 0),
    activeCompanies: Number(active?.n ?? 0),
    todayVisits: Number(visitsToday?.n ?? 0),
    openComplaints: Number(open?.n ?? 0),
    breachedComplaints: Number(breached?.n ?? 0),
    noShows: { from: noShowsFrom, count: Number(noShows?.n ?? 0) },
  };
}

/**
 * Page views between two Seoul days (both included; the last PAGE_VIEW_DEFAULT_DAYS by default):
 * every day with its total (days without views count 0) and the most viewed paths; with a path, only
 * that path and the pages under it count.
 */
export async function pageViewReport(db: Db, lang: Lang, range: { from?: string; to?: string; path?: string }, now: Date) {
  const to = range.to ?? seoulDate(now);
  const from = range.from ?? addDays(to, -(PAGE_VIEW_DEFAULT_DAYS - 1));
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const t = translator(lang);
  if (days < 1) throw new AppError('VALIDATION_FAILED', { to: t('admin:fieldErrors.rangeOrder') });
  if (days > PAGE_VIEW_MAX_DAYS)
    throw new AppError('VALIDATION_FAILED', { from: t('admin:fieldErrors.rangeTooLong', { max: PAGE_VIEW_MAX_DAYS }) });
  const counts = await countPageViews(db, seoulDayStart(from), seoulDayStart(addDays(to, 1)), range.path || undefined);
  const perDay = new Map<string, number>();
  const perPath = new Map<string, number>();
  for (const c of counts) {
    perDay.set(c.day, (perDay.get(c.day) ?? 0) + c.views);
    perPath.set(c.path, (perPath.get(c.path) ?? 0) + c.views);
  }
  const series = Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i);
    return { day, views: perDay.get(day) ?? 0 };
  });
  const topPaths = [...perPath.entries()]
    .map(([path, views]) => ({ path, views }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
    .slice(0, TOP_PATHS);
  return { from, to, path: range.path || null, total: series.reduce((sum, d) => sum + d.views, 0), days: series, topPaths };
}
