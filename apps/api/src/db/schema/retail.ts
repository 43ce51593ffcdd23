import type { MenuItem } from '@tea/shared/retail/retail.schema';
import { RETAIL_CATEGORIES, type WeeklyHours } from '@tea/shared/retail/retail.rules';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The retail mall's tenants (issue 17): shops and restaurants on B2–2F, edited by the building
 * office, shown to anyone once published. Korean texts are required, English ones optional (null:
 * the Korean stands in). The week's hours, the menu and the photos' order are JSON validated by the
 * shared schema (`retail.schema.ts`) on the way in; the photos themselves are uploads claimed with
 * `attached_kind = 'retail-tenant'` (decision 0041).
 */
export const retailTenants = pgTable(
  'retail_tenants',
  {
    id: serial('id').primaryKey(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en'),
    descriptionKo: text('description_ko').notNull().default(''),
    descriptionEn: text('description_en'),
    floor: integer('floor').notNull(),
    category: text('category', { enum: RETAIL_CATEGORIES }).notNull(),
    /** Seven days, Monday first: `{ opens, closes }` or null (closed). */
    hours: jsonb('hours').$type<WeeklyHours>().notNull(),
    hoursNoteKo: text('hours_note_ko'),
    hoursNoteEn: text('hours_note_en'),
    /** E.164 (`+82260002101`), shown the Korean way. */
    phone: text('phone').notNull(),
    menu: jsonb('menu').$type<MenuItem[]>().notNull().default([]),
    /** The photos' upload ids, in the order they are shown (the first is the card's). */
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    /** The order within a floor, smallest first. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('retail_tenants_published_floor').on(t.published, t.floor, t.sortOrder),
    index('retail_tenants_floor_order').on(t.floor, t.sortOrder),
  ],
);
