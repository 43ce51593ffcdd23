import { sql } from 'drizzle-orm';
import { integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { gender } from './accounts.js';
import { resources } from './reservations.js';

/**
 * A seat of a seat amenity (issue 16): the nap room's seats, the refresh lounge's, the golf bays. Each
 * is a resource of the reservation core (`resources.amenity` says which room) with its place: the
 * side of the room when the room has sides (the nap room's women's and men's, else null), its
 * number there and its cell on the map. Bookings of it are reservations: the core's exclusion
 * constraint keeps two of them from holding one seat at the same time (decisions 0032, 0033).
 */
export const seats = pgTable(
  'seats',
  {
    resourceId: integer('resource_id')
      .primaryKey()
      .references(() => resources.id),
    amenity: text('amenity').notNull(),
    gender: gender('gender'),
    number: integer('number').notNull(),
    row: integer('row').notNull(),
    column: integer('column').notNull(),
    /**
     * The public code of the seat's QR (`/seat-check-in/{code}`, decision 0035): given when the seat is
     * seeded or its room's QR sheet is first printed; looked up by its digest (modules/public-codes).
     */
    code: text('code'),
    codeDigest: bytea('code_digest').generatedAlwaysAs(sql`sha256(code::bytea)`),
  },
  (t) => [
    unique('seats_amenity_side_number').on(t.amenity, t.gender, t.number).nullsNotDistinct(),
    // One seat to a cell of a side's map (the back office's seat editor, decision 0036).
    unique('seats_amenity_side_cell').on(t.amenity, t.gender, t.row, t.column).nullsNotDistinct(),
    uniqueIndex('seats_code_digest').on(t.codeDigest),
  ],
);
