import { EXTENSION_KINDS, EXTENSION_STATUSES, type ExtensionPriceLine } from '@tea/shared/voc/extension.rules';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies } from './companies.js';

/**
 * Lights-out and heating/cooling extensions (VOC, issue 14): time outside office hours a tenant asks
 * for. The price is the tariff's at the request, kept as its itemised lines. An approved extension,
 * or one cancelled after its start (`charged`), joins the company's charges of its month.
 */
export const extensionRequests = pgTable(
  'extension_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: EXTENSION_KINDS }).notNull(),
    date: date('date').notNull(),
    /** The month whose charges it joins (YYYY-MM of `date`). */
    month: text('month').notNull(),
    floors: integer('floors').array().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contact: text('contact').notNull(),
    detail: text('detail').notNull(),
    requestText: text('request_text').notNull(),
    status: text('status', { enum: EXTENSION_STATUSES }).notNull(),
    reason: text('reason'),
    lines: jsonb('lines').$type<ExtensionPriceLine[]>().notNull(),
    total: integer('total').notNull(),
    /** A cancellation at or after the start: the full applied time is charged. */
    charged: boolean('charged').notNull().default(false),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('extension_requests_requester_created').on(t.requesterId, t.createdAt),
    index('extension_requests_status_date').on(t.status, t.date),
    index('extension_requests_date').on(t.date, t.startTime),
    index('extension_requests_company_month').on(t.companyId, t.month),
    index('extension_requests_month').on(t.month),
    check('extension_requests_total', sql`${t.total} >= 0`),
  ],
);

/** The building office's tariff: one row, KRW per floor and hour before VAT. */
export const extensionTariff = pgTable(
  'extension_tariff',
  {
    id: integer('id').primaryKey().default(1),
    lightsHourly: integer('lights_hourly').notNull(),
    hvacHourly: integer('hvac_hourly').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [check('extension_tariff_one_row', sql`${t.id} = 1`)],
);
