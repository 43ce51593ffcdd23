import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';

/**
 * Uploaded bytes kept in the database (decision 0070): the FileStore of an installation on a
 * PostgreSQL server without S3, so that every replica reads the same files and a database backup
 * holds them. `key` is a storage key (storage-key.ts); `uploads.storage_key` names an original, and
 * its public sizes are `<key>.w<width>` beside it. Files are a few MB at most (the upload rules).
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
