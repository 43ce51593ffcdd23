import { LEASE_OCCUPANCY_TYPES, LEASE_STATUSES } from '@tea/shared/lease/lease-inquiry.rules';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bytea } from './columns.js';

/**
 * Lease inquiries (spec §3, issue 17): the public form's fields, where it came from (the spec's
 * `ip_address`) and the terms version agreed (`tnc agreement`). Kept until the sender withdraws
 * consent (spec §9): the withdrawal deletes the row and its history at once (decision 0040); only a
 * count per day is left (`lease_withdrawals`). The withdrawal link's code is kept as its digest only.
 */
export const leaseInquiries = pgTable(
  'lease_inquiries',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: LEASE_STATUSES }).notNull().default('new'),
    writer: text('writer').notNull(),
    email: text('email').notNull(),
    /** E.164. */
    contact: text('contact').notNull(),
    occupancy: text('occupancy', { enum: LEASE_OCCUPANCY_TYPES }).notNull(),
    moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
    area: text('area').notNull(),
    sectors: text('sectors').array().notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    /** The sender's language: their e-mail is written in it. */
    language: text('language').notNull(),
    ipAddress: text('ip_address').notNull(),
    termsVersion: text('terms_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the withdrawal link's public code (modules/public-codes); the code itself is only in the e-mail. */
    withdrawDigest: bytea('withdraw_digest').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('lease_inquiries_created').on(t.createdAt, t.id),
    index('lease_inquiries_status_created').on(t.status, t.createdAt),
    // The pipeline sorts by the move-in day too (decision 0061).
    index('lease_inquiries_move_in').on(t.moveInDate),
    uniqueIndex('lease_inquiries_withdraw_digest').on(t.withdrawDigest),
  ],
);

/** The pipeline's moves, with the office's notes: deleted with their inquiry. */
export const leaseInquiryHistory = pgTable(
  'lease_inquiry_history',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => leaseInquiries.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LEASE_STATUSES }).notNull(),
    note: text('note').notNull().default(''),
    byId: integer('by_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lease_inquiry_history_inquiry').on(t.inquiryId, t.at)],
);

/** What is left of withdrawn inquiries: how many, per Seoul day of the withdrawal. Nothing personal. */
export const leaseWithdrawals = pgTable('lease_withdrawals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: integer('count').notNull().default(0),
});
