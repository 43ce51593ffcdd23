import { date, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';

export const holidayKind = pgEnum('holiday_kind', ['public', 'temporary', 'closure']);

/** Korean public holidays (seeded from @hyunbinseo/holidays-kr) plus temporary holidays and building closures. */
export const holidays = pgTable('holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  kind: holidayKind('kind').notNull().default('public'),
});
