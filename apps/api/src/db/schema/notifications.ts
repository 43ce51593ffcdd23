import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const notificationChannel = pgEnum('notification_channel', ['in_app', 'email', 'sms']);
export const notificationStatus = pgEnum('notification_status', ['queued', 'sent', 'kept', 'failed', 'recorded']);

/**
 * The notifications outbox (DESIGN.md §7): one row per event and channel. E-mail goes over SMTP
 * when SMTP_URL is set; otherwise it is `kept` here and shown in the back office.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    channel: notificationChannel('channel').notNull(),
    userId: integer('user_id'),
    recipient: text('recipient'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    status: notificationStatus('status').notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_channel').on(t.userId, t.channel, t.createdAt),
    index('notifications_created').on(t.createdAt),
  ],
);
