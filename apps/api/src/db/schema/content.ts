import {
  ALL_CATEGORIES,
  CONTENT_ACCESS,
  CONTENT_KINDS,
  CONTENT_PLACEMENTS,
  CONTENT_STATUSES,
} from '@tea/shared/content/content.rules';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * The CMS's content (issue 17): notices, community resource room items and advertisements (the
 * home's banner and notice modal are advertisements with a placement), in Korean and optionally
 * English. The bodies are HTML sanitised before they are stored. `search_text` is the titles and
 * the bodies' plain text, lower-cased, which the trigram index searches ("주차" finds "주차장").
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    category: text('category', { enum: ALL_CATEGORIES }),
    placement: text('placement', { enum: CONTENT_PLACEMENTS }).notNull().default('list'),
    access: text('access', { enum: CONTENT_ACCESS }).notNull().default('public'),
    pinned: boolean('pinned').notNull().default(false),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull().default(''),
    bodyKo: text('body_ko').notNull(),
    bodyEn: text('body_en').notNull().default(''),
    /** The upload ids listed as the item's files, in order (images in a body are claimed too, not listed). */
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    searchText: text('search_text').notNull(),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    /** The number of the item's latest version (content_versions). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedById: integer('updated_by_id').references(() => users.id),
  },
  (t) => [
    // The public lists: a kind's visible items, pinned first, newest first.
    index('content_items_kind_list').on(t.kind, t.status, t.pinned, t.publishAt),
    // The CMS list: a kind's items by last change.
    index('content_items_kind_updated').on(t.kind, t.updatedAt),
    // The job: scheduled items by their instant.
    index('content_items_status_publish').on(t.status, t.publishAt),
    index('content_items_search').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** The saved versions of an item (the last CONTENT_VERSIONS_KEPT are kept), each restorable. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The editable fields as saved (contentInputSchema's output). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    savedById: integer('saved_by_id').references(() => users.id),
  },
  (t) => [uniqueIndex('content_versions_item_version').on(t.itemId, t.version)],
);
