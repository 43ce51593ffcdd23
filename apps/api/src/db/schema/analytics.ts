import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Page views and named events sent by the web; counted by day and path in the back office. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    path: text('path').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_occurred_at_idx').on(t.occurredAt),
    index('analytics_events_path_idx').on(t.path, t.occurredAt),
  ],
);
