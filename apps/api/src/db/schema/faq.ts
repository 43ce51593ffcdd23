import { FAQ_TOPICS } from '@tea/shared/faq/faq.topics';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The customer service center's FAQ (issue 17, decision 0042), written in the CMS. `search_text`
 * holds both languages in lower case for the trigram index: "주차" finds "주차장".
 */
export const faqItems = pgTable(
  'faq_items',
  {
    id: serial('id').primaryKey(),
    topic: text('topic', { enum: FAQ_TOPICS }).notNull(),
    questionKo: text('question_ko').notNull(),
    questionEn: text('question_en').notNull().default(''),
    answerKo: text('answer_ko').notNull(),
    answerEn: text('answer_en').notNull().default(''),
    published: boolean('published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(question_ko || ' ' || answer_ko || ' ' || question_en || ' ' || answer_en)`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('faq_items_topic_order').on(t.topic, t.sortOrder, t.id),
    index('faq_items_search').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
