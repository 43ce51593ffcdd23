import { boolean, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const companyKind = pgEnum('company_kind', ['office', 'retail']);
export const companyStatus = pgEnum('company_status', ['active', 'suspended']);

/** A tenant company of the tower. A split-floor tenant occupies floors that are not contiguous. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  kind: companyKind('kind').notNull().default('office'),
  floors: integer('floors').array().notNull(),
  tower: text('tower').notNull(),
  splitFloor: boolean('split_floor').notNull().default(false),
  status: companyStatus('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
