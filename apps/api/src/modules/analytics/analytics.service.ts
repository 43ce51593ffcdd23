import type { AnalyticsEvent } from '@tea/shared/analytics/analytics.schema';
import { pagePath } from '@tea/shared/analytics/page-paths';
import { and, count, desc, eq, gte, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/analytics.js';

/**
 * How far an event's own time may be from the server's: a batch leaves two seconds after its first
 * event, or as the page hides; an event stamped further off is replayed or made up.
 */
export const CLIENT_CLOCK_TOLERANCE_MS = 5 * 60_000;

/**
 * The events of a batch worth counting, each at its page's path as the app spells it: none at a path
 * that is no page of the app (a made-up path would top the back office's chart), none stamped far
 * from the server's time.
 */
export function countable(events: AnalyticsEvent[], now: Date): AnalyticsEvent[] {
  return events.flatMap(({ type, path, at }) => {
    const page = pagePath(path);
    const off = at === undefined ? 0 : Math.abs(Date.parse(at) - now.getTime());
    return page !== null && off <= CLIENT_CLOCK_TOLERANCE_MS ? [{ type, path: page }] : [];
  });
}

/** Stores a batch at the server's time: what the client says of time is not believed. */
export async function recordEvents(db: Db, events: AnalyticsEvent[], now: Date): Promise<void> {
  await db.insert(analyticsEvents).values(events.map((e) => ({ type: e.type, path: e.path, occurredAt: now })));
}

export interface PageViewCount {
  day: string;
  path: string;
  views: number;
}

/** `/a/b` and the paths under it, as a LIKE pattern with the wildcards of the path escaped. */
const under = (path: string) => `${path.replace(/\/+$/, '').replace(/[\\%_]/g, '\\$&')}/%`;

/** Page views per Seoul day and path between two instants (the back-office chart), optionally of one path and those under it. */
export async function countPageViews(db: Db, from: Date, to: Date, path?: string): Promise<PageViewCount[]> {
  const day = sql<string>`to_char(${analyticsEvents.occurredAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, path: analyticsEvents.path, views: count() })
    .from(analyticsEvents)
    .where(
      and(
        sql`${analyticsEvents.type} = 'page_view'`,
        gte(analyticsEvents.occurredAt, from),
        lt(analyticsEvents.occurredAt, to),
        path ? or(eq(analyticsEvents.path, path), like(analyticsEvents.path, under(path))) : undefined,
      ),
    )
    .groupBy(day, analyticsEvents.path)
    .orderBy(day, desc(count()));
  return rows.map((r) => ({ ...r, views: Number(r.views) }));
}
