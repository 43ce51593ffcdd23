CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"placement" text DEFAULT 'list' NOT NULL,
	"access" text DEFAULT 'public' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"title_ko" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"body_ko" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_saved_by_id_users_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_kind_list" ON "content_items" USING btree ("kind","status","pinned","publish_at");--> statement-breakpoint
CREATE INDEX "content_items_kind_updated" ON "content_items" USING btree ("kind","updated_at");--> statement-breakpoint
CREATE INDEX "content_items_status_publish" ON "content_items" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "content_items_search" ON "content_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_item_version" ON "content_versions" USING btree ("item_id","version");--> statement-breakpoint
CREATE INDEX "audit_log_target_at" ON "audit_log" USING btree ("target_type","target_id","at");