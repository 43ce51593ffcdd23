import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Convenience services of the building (car wash, shoe care, umbrella, mailroom) with monthly prices. */
export const otherServices = pgTable('other_services', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionKo: text('description_ko').notNull(),
  descriptionEn: text('description_en').notNull(),
  locationKo: text('location_ko').notNull(),
  locationEn: text('location_en').notNull(),
  hours: text('hours').notNull(),
  /** Integer KRW per month; null where the service is free. */
  monthlyPrice: integer('monthly_price'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The contact directory shown on /number-information. */
export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  categoryKo: text('category_ko').notNull(),
  categoryEn: text('category_en').notNull(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  phone: text('phone').notNull(),
  hoursKo: text('hours_ko').notNull(),
  hoursEn: text('hours_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
