import type { Lang } from '@tea/i18n';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

export const userRole = pgEnum('user_role', ['member', 'tenant_manager', 'building_manager']);
export const accountStatus = pgEnum('account_status', ['pending', 'approved', 'rejected', 'suspended']);
export const gender = pgEnum('gender', ['male', 'female']);

/**
 * A person with an account (DESIGN.md §4). Deletion is soft: `deletedAt` is set and the personal
 * data is anonymised; the login ID is freed (the unique index covers live accounts only).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    loginId: text('login_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164, shown as 010-1234-5678. */
    mobile: text('mobile').notNull(),
    gender: gender('gender').notNull(),
    role: userRole('role').notNull().default('member'),
    status: accountStatus('status').notNull().default('pending'),
    companyId: integer('company_id').references(() => companies.id),
    floor: integer('floor'),
    pushAlarm: boolean('push_alarm').notNull().default(true),
    /** The language the person last used the portal in (ko | en): what notices and e-mail to them are written in. */
    language: text('language').$type<Lang>().notNull().default('ko'),
    sleepingRoomBlockedUntil: date('sleeping_room_blocked_until'),
    /** Suspended by the building management office: only a building manager lifts it, not the tenant manager. */
    suspendedByOffice: boolean('suspended_by_office').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_login_id_live')
      .on(t.loginId)
      .where(sql`${t.deletedAt} is null`),
    index('users_company_status').on(t.companyId, t.status),
    index('users_email').on(t.email),
    // The back office's accounts list sorts by these (decision 0061).
    index('users_name').on(t.name),
    index('users_created').on(t.createdAt),
  ],
);

/** Login sessions: random opaque tokens, stored hashed (sha-256), with idle and absolute expiry. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_created').on(t.createdAt)],
);

/** PIPA consent records: one row per item the person was asked about, agreed or not. */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    item: text('item').notNull(),
    agreed: boolean('agreed').notNull(),
    version: text('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user').on(t.userId)],
);

/** Single-use password links (reset and the invitation of an added employee), stored hashed. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['reset', 'invite'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_tokens_user').on(t.userId), index('password_tokens_expires').on(t.expiresAt)],
);
