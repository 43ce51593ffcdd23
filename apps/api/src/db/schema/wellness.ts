import { GX_CANCELLED_BY, GX_PROGRAM_STATUSES, GX_REGISTRATION_STATUSES } from '@tea/shared/wellness/gx.rules';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { memberAndCompany } from './member-columns.js';

/**
 * GX (group exercise) programs of a month (issue 15, decision 0026): what the back office enters,
 * its places and waiting list. A registration takes the program's row lock first, so the places
 * and the line are counted and taken in one transaction.
 */
export const gxPrograms = pgTable(
  'gx_programs',
  {
    id: serial('id').primaryKey(),
    /** The month it runs (YYYY-MM); registration is in the month before. */
    month: text('month').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    /** ISO weekdays it meets on (1 = Monday … 7 = Sunday). */
    weekdays: integer('weekdays').array().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    instructor: text('instructor').notNull(),
    capacity: integer('capacity').notNull(),
    waitlistLength: integer('waitlist_length').notNull(),
    /** The month's price before VAT, and its VAT, integer KRW. */
    price: integer('price').notNull(),
    vat: integer('vat').notNull(),
    /**
     * The office's own registration days for the program (a late round), both or neither; null: the
     * rule's window (first business day to second Friday of the month before, decision 0026).
     */
    registrationOpens: date('registration_opens', { mode: 'string' }),
    registrationCloses: date('registration_closes', { mode: 'string' }),
    status: text('status', { enum: GX_PROGRAM_STATUSES }).notNull().default('open'),
    /** When the close-of-registration job looked at it (kept or cancelled it): it looks once. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gx_programs_month').on(t.month, t.startTime, t.id),
    // The close job's list: programs not looked at yet.
    index('gx_programs_unclosed')
      .on(t.id)
      .where(sql`${t.closedAt} is null and ${t.status} = 'open'`),
    check('gx_programs_places', sql`${t.capacity} > 0 and ${t.waitlistLength} >= 0`),
  ],
);

/**
 * A person's registration for a program: registered (a place), waitlisted (in line, by id) or
 * cancelled. One active registration per person and program. Its price is kept as it was; a
 * registration the person withdraws keeps its fee (charged), one the office or the minimum cancels
 * is charged nothing.
 */
export const gxRegistrations = pgTable(
  'gx_registrations',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => gxPrograms.id),
    ...memberAndCompany(),
    status: text('status', { enum: GX_REGISTRATION_STATUSES }).notNull(),
    price: integer('price').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    /** What a withdrawal kept (10% of a held place); 0 otherwise. */
    fee: integer('fee').notNull().default(0),
    /** When a place was taken (at once, or from the waiting list). */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: GX_CANCELLED_BY }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gx_registrations_active')
      .on(t.programId, t.userId)
      .where(sql`${t.status} in ('registered', 'waitlisted')`),
    index('gx_registrations_program_status').on(t.programId, t.status, t.id),
    index('gx_registrations_user_created').on(t.userId, t.createdAt),
    index('gx_registrations_company').on(t.companyId),
    check('gx_registrations_total', sql`${t.total} >= 0 and ${t.fee} >= 0`),
  ],
);

/** A session a registered person attended, as the fitness desk marks it on the roster. */
export const gxAttendance = pgTable(
  'gx_attendance',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => gxRegistrations.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    markedBy: integer('marked_by').references(() => users.id),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.date] })],
);
