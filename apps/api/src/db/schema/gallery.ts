import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { uploads } from './uploads.js';

/**
 * The gallery's photos (/gallery), the building office's to change: each an upload of
 * `gallery-photo` claimed with `attached_kind = 'gallery-photo'`, a Korean title (the alt text) and
 * an optional English one ('' : the Korean stands in), optional captions, its place in the order
 * (smallest first) and whether it shows. A hidden photo is no one's to read but the office's.
 */
export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: serial('id').primaryKey(),
    uploadId: text('upload_id')
      .notNull()
      .unique()
      .references(() => uploads.id),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull().default(''),
    captionKo: text('caption_ko').notNull().default(''),
    captionEn: text('caption_en').notNull().default(''),
    position: integer('position').notNull(),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gallery_photos_published_position').on(t.published, t.position)],
);
