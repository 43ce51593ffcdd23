import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const notificationChannel = pgEnum('notification_channel', ['in_app', 'email', 'sms']);
/** `failed` is what earlier versions wrote for a failed send; a failed try is now retried, then `dead`. */
export const notificationStatus = pgEnum('notification_status', [
  'queued',
  'sent',
  'kept',
  'failed',
  'recorded',
  'sending',
  'dead',
]);

/**
 * The notifications outbox (DESIGN.md §7): one row per event and channel, holding the kind and its
 * parameters (packages/shared/src/notifications/kinds.ts). In-app rows are rendered when read, in
 * the reader's language; e-mail and SMS rows are rendered and sent by the delivery job, which keeps
 * what it sent in `subject` and `body`. Without SMTP_URL an e-mail is `kept` for the back office.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    channel: notificationChannel('channel').notNull(),
    userId: integer('user_id'),
    recipient: text('recipient'),
    params: jsonb('params').notNull().default({}),
    /** The recipient's language when there is no account to read it from. */
    language: text('language').notNull().default('ko'),
    subject: text('subject'),
    body: text('body'),
    /** A path in the portal (`/login`); e-mail makes it absolute with PUBLIC_URL when sending. */
    link: text('link'),
    status: notificationStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the delivery job may take it (again): after a failed try, the backoff's next step. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_channel').on(t.userId, t.channel, t.createdAt),
    index('notifications_created').on(t.createdAt),
    index('notifications_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} not in ('sent', 'kept', 'recorded', 'failed')`),
  ],
);
