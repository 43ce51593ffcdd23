import { integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { gender } from './accounts.js';
import { resources } from './reservations.js';

/**
 * A seat of the nap room (issue 16): a resource of the reservation core (`resources.amenity` is
 * `sleepingRoom`) with the gender whose side of the room it is on, its number on that side and its
 * cell on the map. Bookings of it are reservations: the core's exclusion constraint keeps two of
 * them from holding one seat at the same hour (decision 0032).
 */
export const napSeats = pgTable(
  'nap_seats',
  {
    resourceId: integer('resource_id')
      .primaryKey()
      .references(() => resources.id),
    gender: gender('gender').notNull(),
    number: integer('number').notNull(),
    row: integer('row').notNull(),
    column: integer('column').notNull(),
  },
  (t) => [uniqueIndex('nap_seats_gender_number').on(t.gender, t.number)],
);
