import { NAP_PASS_PAYMENTS, NAP_PASS_PRODUCT_IDS } from '@tea/shared/reservations/sleeping-room.policy';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { memberAndCompany } from './member-columns.js';
import { reservations } from './reservations.js';

/**
 * A paid nap-room pass (issue 16, decision 0036): sessions of an hour beyond the free one, valid until
 * `expires_on` (included), issued by the building office to a member, paid at the desk or charged to
 * the company's month of `created_at`. Its sessions left are `sessions` less the uses of its
 * bookings that still stand (a cancelled booking's uses give them back).
 */
export const napPasses = pgTable(
  'nap_passes',
  {
    id: serial('id').primaryKey(),
    ...memberAndCompany(),
    product: text('product', { enum: NAP_PASS_PRODUCT_IDS }).notNull(),
    sessions: integer('sessions').notNull(),
    price: integer('price').notNull(),
    payment: text('payment', { enum: NAP_PASS_PAYMENTS }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('nap_passes_user').on(t.userId, t.expiresOn),
    index('nap_passes_company').on(t.companyId, t.createdAt),
    check('nap_passes_sessions', sql`${t.sessions} > 0 and ${t.price} >= 0`),
  ],
);

/** Sessions of a pass drawn by a nap-room booking (one per paid hour), written in the booking's transaction. */
export const napPassUses = pgTable(
  'nap_pass_uses',
  {
    id: serial('id').primaryKey(),
    passId: integer('pass_id')
      .notNull()
      .references(() => napPasses.id),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    sessions: integer('sessions').notNull(),
  },
  (t) => [
    index('nap_pass_uses_pass').on(t.passId),
    index('nap_pass_uses_reservation').on(t.reservationId),
    check('nap_pass_uses_sessions', sql`${t.sessions} > 0`),
  ],
);
