import { COMPLAINT_STATUSES, COMPLAINT_TYPES } from '@tea/shared/voc/complaint.rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies } from './companies.js';

/**
 * Customer complaints and inconveniences (VOC, issue 14). A follow-up inquiry is a complaint with its
 * parent. The SLA instants are computed when it is filed, from the type's targets at that moment.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => complaints.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    floor: integer('floor').notNull(),
    type: text('type', { enum: COMPLAINT_TYPES }).notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull(),
    rating: integer('rating'),
    assigneeId: integer('assignee_id').references(() => users.id),
    responseDueAt: timestamp('response_due_at', { withTimezone: true }).notNull(),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }).notNull(),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** When the SLA job told the building managers the target in force was missed (once per target). */
    responseBreachNotifiedAt: timestamp('response_breach_notified_at', { withTimezone: true }),
    resolutionBreachNotifiedAt: timestamp('resolution_breach_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('complaints_created').on(t.createdAt, t.id),
    index('complaints_author_created').on(t.authorId, t.createdAt),
    index('complaints_company_created').on(t.companyId, t.createdAt),
    index('complaints_status_created').on(t.status, t.createdAt),
    // The queue filters and sorts by these, newest first among equals (decision 0061).
    index('complaints_type_created').on(t.type, t.createdAt),
    index('complaints_floor_created').on(t.floor, t.createdAt),
    index('complaints_parent').on(t.parentId),
    index('complaints_assignee').on(t.assigneeId),
    check('complaints_rating_range', sql`${t.rating} between 0 and 5`),
  ],
);

/** The building office's answers to a complaint, oldest first. */
export const complaintAnswers = pgTable(
  'complaint_answers',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('complaint_answers_complaint').on(t.complaintId, t.createdAt)],
);

/** Every status a complaint took, by whom (null: the system). */
export const complaintStatusHistory = pgTable(
  'complaint_status_history',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull(),
    byId: integer('by_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('complaint_status_history_complaint').on(t.complaintId, t.at)],
);

/** The SLA targets of each type, edited in the back office; a type without a row uses the defaults. */
export const complaintSlaTargets = pgTable('complaint_sla_targets', {
  type: text('type', { enum: COMPLAINT_TYPES }).primaryKey(),
  firstResponseHours: integer('first_response_hours').notNull(),
  resolutionDays: integer('resolution_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
});

/** The desk's internal notes on a complaint (decision 0057): building managers only, never in a tenant's answer. */
export const complaintNotes = pgTable(
  'complaint_notes',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('complaint_notes_complaint').on(t.complaintId, t.createdAt)],
);

/** The canned replies the answer dialog offers (decision 0057), in both languages, edited by the office. */
export const complaintReplies = pgTable('complaint_replies', {
  id: serial('id').primaryKey(),
  titleKo: text('title_ko').notNull(),
  titleEn: text('title_en').notNull(),
  bodyKo: text('body_ko').notNull(),
  bodyEn: text('body_en').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
});
