CREATE TABLE "retail_tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text,
	"description_ko" text DEFAULT '' NOT NULL,
	"description_en" text,
	"floor" integer NOT NULL,
	"category" text NOT NULL,
	"hours" jsonb NOT NULL,
	"hours_note_ko" text,
	"hours_note_en" text,
	"phone" text NOT NULL,
	"menu" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retail_tenants_published_floor" ON "retail_tenants" USING btree ("published","floor","sort_order");--> statement-breakpoint
CREATE INDEX "retail_tenants_floor_order" ON "retail_tenants" USING btree ("floor","sort_order");