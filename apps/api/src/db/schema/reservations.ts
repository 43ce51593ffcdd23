import type { PackageTerms } from '@tea/shared/reservations/conference.policy';
import type { PriceLine } from '@tea/shared/reservations/reservation.rules';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.js';
import { bytea } from './columns.js';
import { companies } from './companies.js';
import { memberAndCompany } from './member-columns.js';

/** PostgreSQL's range of instants, as its text form: `[2026-12-15 01:00:00+00,2026-12-15 03:00:00+00)`. */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

export const reservationStatus = pgEnum('reservation_status', [
  'pending',
  'confirmed',
  'waitlisted',
  'cancelled',
  'completed',
  'no_show',
]);

/** A paid extra of a resource (equipment or a service), its names and its price for one booking. */
export interface ResourceExtra {
  code: string;
  nameKo: string;
  nameEn: string;
  price: number;
}

/**
 * Every bookable thing (DESIGN.md §5): a conference room, the executive lounge, and later seats,
 * bays and lockers. `amenity` names its policy; the back office edits capacity, price, hours, extras and packages.
 */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    amenity: text('amenity').notNull(),
    code: text('code').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    capacity: integer('capacity').notNull(),
    hourlyPrice: integer('hourly_price').notNull(),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
    extras: jsonb('extras').$type<ResourceExtra[]>().notNull().default([]),
    /** Meeting packages the resource offers (conference rooms), with their prices; empty elsewhere. */
    packages: jsonb('packages').$type<PackageTerms[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('resources_code').on(t.code), index('resources_amenity').on(t.amenity, t.sort)],
);

/** Days a resource cannot be booked (maintenance, a building event); building closures come from the holidays. */
export const resourceBlackouts = pgTable(
  'resource_blackouts',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    date: date('date').notNull(),
    reasonKo: text('reason_ko').notNull(),
    reasonEn: text('reason_en').notNull(),
  },
  (t) => [uniqueIndex('resource_blackouts_day').on(t.resourceId, t.date)],
);

/**
 * One booking of one resource for a period. Two bookings that hold a resource (pending or
 * confirmed) never overlap: an exclusion constraint says so (migration 0004), so a race between
 * two requests ends with one of them refused, never with both. The price is kept as it was quoted.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    /** The public code of its QR page and links: unguessable, no personal data. */
    code: text('code').notNull(),
    /** The code's SHA-256, which lookups go by (modules/public-codes): their time says nothing of the code. */
    codeDigest: bytea('code_digest')
      .notNull()
      .generatedAlwaysAs(sql`sha256(code::bytea)`),
    /** What people read out and sort by: CR-20261201-0007 (reservation.rules.ts formatReference); set when booked. */
    reference: text('reference'),
    amenity: text('amenity').notNull(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    ...memberAndCompany(),
    /** The Seoul date and hours, kept beside the period for lists and rules. */
    date: date('date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    period: tstzrange('period').notNull(),
    status: reservationStatus('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    purpose: text('purpose').notNull(),
    participants: integer('participants').notNull(),
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull(),
    total: integer('total').notNull(),
    deposit: integer('deposit').notNull().default(0),
    depositDue: date('deposit_due'),
    /** Free minutes of the company's monthly quota this booking used. */
    freeMinutes: integer('free_minutes').notNull().default(0),
    /** What a cancellation or no-show costs (kept when the reservation ends). */
    fee: integer('fee').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    decisionReason: text('decision_reason'),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** When the person checked in at the seat or the desk (a check-in amenity, decision 0035): "in use". */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** A no-show the back office waived: it stays `no_show`, its restriction lifted and its fee removed. */
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waivedBy: integer('waived_by').references(() => users.id),
    waiverReason: text('waiver_reason'),
  },
  (t) => [
    uniqueIndex('reservations_code').on(t.code),
    uniqueIndex('reservations_code_digest').on(t.codeDigest),
    uniqueIndex('reservations_reference').on(t.reference),
    index('reservations_user_date').on(t.userId, t.date),
    index('reservations_company_date').on(t.companyId, t.date),
    index('reservations_resource_date').on(t.resourceId, t.date),
    index('reservations_status_date').on(t.status, t.date),
    // The back office's list and calendar: a range of days, in the order of the day and hour.
    index('reservations_date_start').on(t.date, t.startTime),
    // The no-show job's sweep: confirmed bookings not checked in, by their start.
    index('reservations_awaiting_check_in')
      .on(t.status, t.amenity)
      .where(sql`${t.checkedInAt} is null`),
  ],
);

/** The last reference number given per amenity prefix and Seoul day (taken under the row's lock). */
export const referenceCounters = pgTable(
  'reference_counters',
  {
    prefix: text('prefix').notNull(),
    day: date('day').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.day] })],
);

/** What a conference booking adds: package, attendees, extras, the person in charge and a contract link. */
export const conferenceDetails = pgTable('conference_details', {
  reservationId: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  packageId: text('package_id').notNull(),
  attendees: jsonb('attendees').$type<{ name: string; email?: string }[]>().notNull().default([]),
  equipment: jsonb('equipment').$type<string[]>().notNull().default([]),
  personInCharge: text('person_in_charge').notNull(),
  contactEmail: text('contact_email').notNull(),
  contactMobile: text('contact_mobile').notNull(),
  contractLink: text('contract_link'),
});

/** What a lounge request adds: the layout and the equipment and services asked for. */
export const loungeDetails = pgTable('lounge_details', {
  reservationId: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  layout: text('layout').notNull(),
  equipment: jsonb('equipment').$type<string[]>().notNull().default([]),
});

/** What a refresh-lounge booking adds (decision 0034): the equipment borrowed at the desk and what the seat is for. */
export const refreshLoungeDetails = pgTable('refresh_lounge_details', {
  reservationId: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  equipment: jsonb('equipment').$type<string[]>().notNull().default([]),
  purpose: text('purpose').notNull(),
});

/**
 * A company's free quota of an amenity in a month: the row is locked while a booking takes from
 * it, so two bookings cannot both use the last free hour.
 */
export const amenityQuotas = pgTable(
  'amenity_quotas',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    month: text('month').notNull(),
    amenity: text('amenity').notNull(),
    freeMinutesUsed: integer('free_minutes_used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month, t.amenity] })],
);

/**
 * The charges of each company and month, line by line: a booking adds its price (`charge`), a
 * cancellation in time takes it back (`credit`), a late cancellation or no-show keeps a `fee`.
 * The tenant manager reads it; the building manager exports it.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    month: text('month').notNull(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    amenity: text('amenity').notNull(),
    kind: text('kind', { enum: ['charge', 'credit'] }).notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_company_month').on(t.companyId, t.month), index('ledger_month').on(t.month)],
);

/** A no-show's restriction: the person cannot book the amenity until the date (inclusive). */
export const restrictions = pgTable(
  'restrictions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amenity: text('amenity').notNull(),
    until: date('until').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a waiver lifted it: it restricts nothing from then on. */
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (t) => [index('restrictions_user').on(t.userId, t.amenity, t.until), index('restrictions_reservation').on(t.reservationId)],
);

/**
 * How long a no-show restricts an amenity whose restriction the back office sets (the registry's
 * `restrictionSetByOffice`); without a row, the registry's `noShowRestrictionDays` (decision 0035).
 */
export const noShowSettings = pgTable('no_show_settings', {
  amenity: text('amenity').primaryKey(),
  restrictionDays: integer('restriction_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id),
});
