CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"question_ko" text NOT NULL,
	"question_en" text DEFAULT '' NOT NULL,
	"answer_ko" text NOT NULL,
	"answer_en" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(question_ko || ' ' || answer_ko || ' ' || question_en || ' ' || answer_en)) STORED,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "faq_items_topic_order" ON "faq_items" USING btree ("topic","sort_order","id");--> statement-breakpoint
CREATE INDEX "faq_items_search" ON "faq_items" USING gin ("search_text" gin_trgm_ops);