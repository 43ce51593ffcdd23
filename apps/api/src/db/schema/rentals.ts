import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { reservations, resources } from './reservations.js';

/**
 * A locker or basket of the wellness center (issue 15): a resource of the reservation core
 * (`resources.amenity` is its kind) with its number and its place on the map, a zone and a grid
 * cell. Rentals of it are reservations: the core's exclusion constraint keeps two of them from
 * holding one unit at the same time (decision 0027).
 */
export const rentalUnits = pgTable(
  'rental_units',
  {
    resourceId: integer('resource_id')
      .primaryKey()
      .references(() => resources.id),
    kind: text('kind', { enum: ['locker', 'basket'] }).notNull(),
    number: integer('number').notNull(),
    zone: text('zone').notNull(),
    row: integer('row').notNull(),
    column: integer('column').notNull(),
  },
  (t) => [uniqueIndex('rental_units_kind_number').on(t.kind, t.number)],
);

/** The monthly price of each kind, set by the back office. */
export const rentalPrices = pgTable('rental_prices', {
  kind: text('kind', { enum: ['locker', 'basket'] }).primaryKey(),
  monthlyPrice: integer('monthly_price').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id),
});

/**
 * What a rental adds to its reservation (`rental_details` in the registry): the months, the last day,
 * the deposit and whether it came back with the key, and when its expiry was announced (once).
 */
export const rentalDetails = pgTable(
  'rental_details',
  {
    reservationId: integer('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** The months rented: 1, 3 or 12 when rented, more once the back office extends it. */
    months: integer('months').notNull(),
    lastDay: date('last_day').notNull(),
    deposit: integer('deposit').notNull(),
    depositState: text('deposit_state', { enum: ['held', 'returned'] })
      .notNull()
      .default('held'),
    depositReturnedAt: timestamp('deposit_returned_at', { withTimezone: true }),
    depositReturnedBy: integer('deposit_returned_by').references(() => users.id),
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
    /** Days a suspension added to the last day (decision 0029): the last day is the months' end plus these. */
    suspendedDays: integer('suspended_days').notNull().default(0),
  },
  (t) => [
    index('rental_details_last_day')
      .on(t.lastDay)
      .where(sql`${t.expiryNoticeAt} is null`),
  ],
);
