import { PT_PACKAGE_STATUSES, PT_PAYMENT_METHODS } from '@tea/shared/wellness/pt.rules';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { memberAndCompany } from './member-columns.js';
import { reservations, resources } from './reservations.js';

/**
 * A PT trainer of the wellness center (issue 15, decision 0028): a resource of the reservation core
 * (`resources.amenity` = 'pt', its names and whether it is active), so that the core's time locks and
 * its exclusion constraint keep two sessions from holding one trainer at once. This row adds the
 * introduction the person reads.
 */
export const ptTrainers = pgTable('pt_trainers', {
  resourceId: integer('resource_id')
    .primaryKey()
    .references(() => resources.id),
  introKo: text('intro_ko').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
});

/** A trainer's weekly hours (ISO weekday, from–to), as the back office sets them: sessions start on the hour within them. */
export const ptAvailability = pgTable(
  'pt_availability',
  {
    id: serial('id').primaryKey(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => resources.id),
    weekday: integer('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    index('pt_availability_trainer').on(t.trainerId, t.weekday),
    check('pt_availability_hours', sql`${t.weekday} between 1 and 7 and ${t.startTime} < ${t.endTime}`),
  ],
);

/**
 * A package of PT sessions bought by a person (its holder) and charged to their company's month.
 * The holder can change (a transfer) and `valid_until` can move (a suspension adds
 * `extra_days`): both are columns, never derived from who bought it or when.
 */
export const ptPackages = pgTable(
  'pt_packages',
  {
    id: serial('id').primaryKey(),
    ...memberAndCompany(),
    /** Who bought it (the holder may later differ). */
    boughtBy: integer('bought_by')
      .notNull()
      .references(() => users.id),
    sessions: integer('sessions').notNull(),
    price: integer('price').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    paymentMethod: text('payment_method', { enum: PT_PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PT_PACKAGE_STATUSES }).notNull().default('active'),
    /** The day of its first session and its last valid day: null until a session is booked. */
    firstSessionDate: date('first_session_date', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    /** Days added to the 30 by a suspension (memberships, decision 0029). */
    extraDays: integer('extra_days').notNull().default(0),
    /**
     * When it was withdrawn and what came back (memberships, decision 0029): the unused sessions at
     * the package's price of a session, a credit of the company's month of `withdrawn_at` (read from
     * here like the package's charge, since the core's ledger needs a reservation).
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    refund: integer('refund').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pt_packages_user').on(t.userId, t.createdAt),
    index('pt_packages_company_created').on(t.companyId, t.createdAt),
    index('pt_packages_created').on(t.createdAt),
    check('pt_packages_amounts', sql`${t.sessions} > 0 and ${t.total} >= 0 and ${t.extraDays} >= 0`),
    check('pt_packages_refund', sql`${t.refund} between 0 and ${t.total}`),
    index('pt_packages_withdrawn').on(t.withdrawnAt),
  ],
);

/** What a PT session adds to its reservation (`pt_session_details` in the registry): its package. */
export const ptSessionDetails = pgTable(
  'pt_session_details',
  {
    reservationId: integer('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => ptPackages.id),
  },
  (t) => [index('pt_session_details_package').on(t.packageId)],
);
