import { EVENT_APPLICATION_STATUSES, EVENT_STATUSES } from '@tea/shared/events/event.rules';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bytea } from './columns.js';

/**
 * Events (issue 17, decision 0039): bilingual texts (plain text with line breaks; English falls back to
 * Korean), the period and the application window on the Seoul clock, the registry's capacity model
 * (places and a waiting list of a set length, 0 = none), whether people without a login may apply, and
 * a poster or cover photo (an `event-photo` upload attached to the event, decision 0058).
 * An application takes the event's row lock first (modules/reservations/capacity-line.ts).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull().default(''),
    descriptionKo: text('description_ko').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    placeKo: text('place_ko').notNull(),
    placeEn: text('place_en').notNull().default(''),
    /** The event's application rules, agreed in the form's second step. */
    rulesKo: text('rules_ko').notNull(),
    rulesEn: text('rules_en').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    applyOpensAt: timestamp('apply_opens_at', { withTimezone: true }).notNull(),
    applyClosesAt: timestamp('apply_closes_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    waitlistLength: integer('waitlist_length').notNull().default(0),
    allowAnonymous: boolean('allow_anonymous').notNull().default(false),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('draft'),
    /** The photo's upload id; the upload is attached to the event (`attached_kind` 'event'), as a retail tenant's photos are. */
    photoId: text('photo_id'),
    /** What the search reads (both languages' titles, places and descriptions), trigram-indexed. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title_ko || ' ' || title_en || ' ' || place_ko || ' ' || place_en || ' ' || description_ko || ' ' || description_en)`,
    ),
    /** When the retention job erased the applicants' personal data (30 days after the end). */
    applicantsErasedAt: timestamp('applicants_erased_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('events_status_starts').on(t.status, t.startsAt),
    index('events_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('events_capacity', sql`${t.capacity} > 0 and ${t.waitlistLength} >= 0`),
  ],
);

/**
 * Applications to an event: confirmed (a place) or waitlisted (in line, by id), cancelled by the
 * applicant or the office. A member's carries their id; anyone's carries the details of step 1 (erased
 * 30 days after the event) and a public code: the link in their e-mail that cancels it. Anyone's starts
 * unconfirmed, holding what it would be (`confirmsAs`) until `holdUntil`, and is confirmed from that
 * link (decision 0055).
 */
export const eventApplications = pgTable(
  'event_applications',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    userId: integer('user_id').references(() => users.id),
    status: text('status', { enum: EVENT_APPLICATION_STATUSES }).notNull(),
    headcount: integer('headcount').notNull().default(1),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164 (+821012345678). */
    phone: text('phone').notNull(),
    company: text('company').notNull().default(''),
    language: text('language', { enum: ['ko', 'en'] }).notNull(),
    /** The cancel link's public code (modules/public-codes): /event?cancel={code}. */
    code: text('code').notNull(),
    codeDigest: bytea('code_digest')
      .notNull()
      .generatedAlwaysAs(sql`sha256(code::bytea)`),
    /** What an unconfirmed application holds (a place or a place in line) and until when; the counts read them. */
    confirmsAs: text('confirms_as', { enum: ['confirmed', 'waitlisted'] }),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['applicant', 'office'] }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The active ones only: a hold ends with the clock, which an index cannot read, so an unconfirmed
    // application's e-mail is checked under the event's lock instead (decision 0055).
    uniqueIndex('event_applications_active_user')
      .on(t.eventId, t.userId)
      .where(sql`${t.status} in ('confirmed', 'waitlisted') and ${t.userId} is not null`),
    uniqueIndex('event_applications_active_email')
      .on(t.eventId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('confirmed', 'waitlisted') and ${t.erasedAt} is null`),
    uniqueIndex('event_applications_code_digest').on(t.codeDigest),
    index('event_applications_event_status').on(t.eventId, t.status, t.id),
    index('event_applications_user').on(t.userId, t.createdAt),
    // The per-e-mail limit of applications without a login (decision 0055).
    index('event_applications_anonymous_email')
      .on(sql`lower(${t.email})`, t.createdAt)
      .where(sql`${t.userId} is null`),
    check('event_applications_headcount', sql`${t.headcount} > 0`),
    check(
      'event_applications_hold',
      sql`${t.status} <> 'unconfirmed' or (${t.confirmsAs} is not null and ${t.holdUntil} is not null)`,
    ),
  ],
);
