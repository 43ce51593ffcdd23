import { HOLDING_KINDS, TRANSFER_STATUSES } from '@tea/shared/wellness/membership.rules';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies } from './companies.js';

/**
 * Memberships of the wellness center (issue 15, decision 0029): the suspensions and transfers of a
 * holding, named by its kind and id (a rental's reservation today, a PT package next), so one table
 * serves every kind of the registry.
 */
export const membershipSuspensions = pgTable(
  'membership_suspensions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: HOLDING_KINDS }).notNull(),
    holdingId: integer('holding_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    start: date('start', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Once per period, by construction: one suspension per holding.
    uniqueIndex('membership_suspensions_holding').on(t.kind, t.holdingId),
    check('membership_suspensions_days', sql`${t.days} between 1 and 30`),
  ],
);

/** An offer to hand a holding to a colleague of the same company: pending until the recipient accepts or declines, or the sender withdraws it. */
export const membershipTransfers = pgTable(
  'membership_transfers',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: HOLDING_KINDS }).notNull(),
    holdingId: integer('holding_id').notNull(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One offer in flight per holding.
    uniqueIndex('membership_transfers_pending')
      .on(t.kind, t.holdingId)
      .where(sql`${t.status} = 'pending'`),
    index('membership_transfers_to').on(t.toUserId, t.status),
    index('membership_transfers_from').on(t.fromUserId, t.status),
    index('membership_transfers_holding').on(t.kind, t.holdingId),
  ],
);
