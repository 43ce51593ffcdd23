import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets this installation made for itself (decision 0052): without a configured QR_SECRET, the first
 * start draws a random one and keeps it here, where every replica and every later start finds it. No
 * published value ever signs a pass.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
