import type { UploadPurpose } from '@tea/shared/uploads/upload.rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies } from './companies.js';

/**
 * Uploaded files (issue 12): the bytes are in the FileStore under `storage_key`, a random key that
 * is never the person's file name; `file_name` (sanitised) is only what a download is offered as.
 * A domain claims a file by setting `attached_kind` and `attached_id` (a complaint, a visit, a post).
 */
export const uploads = pgTable(
  'uploads',
  {
    /** 128 random bits, base64url: what the API and the forms name the file by. */
    id: text('id').primaryKey(),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** The uploader's company when it was uploaded: its tenant managers may read the file. */
    companyId: integer('company_id').references(() => companies.id),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Of the stored bytes (after re-encoding), hex. */
    sha256: text('sha256').notNull(),
    attachedKind: text('attached_kind'),
    attachedId: text('attached_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_created').on(t.ownerId, t.createdAt),
    index('uploads_attached').on(t.attachedKind, t.attachedId),
    check('uploads_attached_both', sql`(${t.attachedKind} is null) = (${t.attachedId} is null)`),
  ],
);
