import type { AnalyticsEvent } from '@tea/shared/analytics/analytics.schema';
import { and, count, desc, eq, gte, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/analytics.js';

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
