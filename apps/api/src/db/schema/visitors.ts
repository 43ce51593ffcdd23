import { VISIT_APPROVAL_MODES, VISIT_SOURCES, type VisitApprovalMode } from '@tea/shared/visitors/visit.rules';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bytea } from './columns.js';
import { companies } from './companies.js';

export const visitStatus = pgEnum('visit_status', ['pending', 'approved', 'rejected', 'cancelled', 'checked_in']);

/**
 * A registration (issue 13): who at the tenant is in charge of the visit, and how it came in — a
 * member's form (1–5 visitors), a group form or sheet (up to 20), or an anonymous visitor's
 * application (with its consent). Its visitors are rows of `visits`.
 */
export const visitRegistrations = pgTable(
  'visit_registrations',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: VISIT_SOURCES }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The member who registered it; null for an anonymous application. */
    createdBy: integer('created_by').references(() => users.id),
    personInCharge: text('person_in_charge').notNull(),
    building: text('building').notNull(),
    floor: integer('floor').notNull(),
    /** When an anonymous applicant consented to the collection of their personal data. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('visit_registrations_company').on(t.companyId), index('visit_registrations_created_by').on(t.createdBy)],
);

/**
 * One visitor's visit: their name and contacts (personal data, anonymised three months after the
 * visit day by a job), when and whom they visit, its status, and the pass's public code. The company
 * and the registering member are copied from the registration for the lists' indexes.
 */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => visitRegistrations.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: integer('created_by').references(() => users.id),
    /** VS-20261201-K7QX9MPA (VS-20261201-0007 before decision 0056): what people read out. */
    reference: text('reference').notNull(),
    /** The pass's public code (modules/public-codes): /visitor-qr/{code}. */
    code: text('code').notNull(),
    codeDigest: bytea('code_digest')
      .notNull()
      .generatedAlwaysAs(sql`sha256(code::bytea)`),
    status: visitStatus('status').notNull(),
    visitorName: text('visitor_name').notNull(),
    visitorCompany: text('visitor_company').notNull(),
    email: text('email').notNull(),
    /** E.164 (+821012345678) or empty. */
    mobile: text('mobile').notNull(),
    qrLang: text('qr_lang', { enum: ['ko', 'en'] }).notNull(),
    date: date('date').notNull(),
    time: text('time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    purpose: text('purpose').notNull(),
    visitedPerson: text('visited_person').notNull(),
    building: text('building').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    decisionReason: text('decision_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by'),
    /** Set when the retention job replaced the personal data (spec §9: visit history kept 3 months). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('visits_reference').on(t.reference),
    uniqueIndex('visits_code').on(t.code),
    uniqueIndex('visits_code_digest').on(t.codeDigest),
    index('visits_registration').on(t.registrationId),
    // Each list reads its page straight from one of these, in its order (no sort, however many rows):
    // a company's waiting list, a company's visits, a member's own, and a day's (the desk, retention).
    index('visits_company_status_order')
      .on(t.companyId, t.status, t.date, t.time, t.id)
      .where(sql`anonymised_at is null`),
    index('visits_company_order')
      .on(t.companyId, t.date, t.time, t.id)
      .where(sql`anonymised_at is null`),
    index('visits_creator_order')
      .on(t.createdBy, t.date, t.time, t.id)
      .where(sql`anonymised_at is null`),
    index('visits_day_order')
      .on(t.date, t.time, t.id)
      .where(sql`anonymised_at is null`),
    // The back office's visits across companies by status (its filter and its order) and by visitor (decision 0061).
    index('visits_status_order')
      .on(t.status, t.date, t.time, t.id)
      .where(sql`anonymised_at is null`),
    index('visits_visitor_name')
      .on(t.visitorName)
      .where(sql`anonymised_at is null`),
  ],
);

/** Per company: member and group registrations approved at once (the default) or by the tenant manager. */
export const companyVisitSettings = pgTable('company_visit_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  approval: text('approval', { enum: VISIT_APPROVAL_MODES }).$type<VisitApprovalMode>().notNull().default('auto'),
});

/**
 * A visitor's access to their own registration, without an account (issue 13): the search sends a
 * link with this token to the contact on file, and the token, presented with each request, shows
 * and changes that registration only. Looked up by its digest; it expires, and ends at log-out.
 */
export const visitorAccessTokens = pgTable(
  'visitor_access_tokens',
  {
    id: serial('id').primaryKey(),
    tokenDigest: bytea('token_digest').notNull(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => visitRegistrations.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('visitor_access_tokens_digest').on(t.tokenDigest),
    index('visitor_access_tokens_registration').on(t.registrationId),
  ],
);
