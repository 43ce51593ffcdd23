import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { resources } from './reservations.js';

/**
 * A golf pro's lesson hours by weekday (issue 16). The pro is a resource of the lesson kind
 * (`resources.amenity = 'golfLesson'`: names in both languages, active), so the core's exclusion
 * constraint keeps one lesson per pro at a time (decision 0033); a lesson starts within these hours.
 */
export const golfProHours = pgTable(
  'golf_pro_hours',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: integer('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('golf_pro_hours_resource').on(t.resourceId, t.weekday)],
);
