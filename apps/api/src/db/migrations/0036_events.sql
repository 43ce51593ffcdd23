CREATE TABLE "event_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"headcount" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"code_digest" "bytea" GENERATED ALWAYS AS (sha256(code::bytea)) STORED NOT NULL,
	"confirmed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_applications_headcount" CHECK ("event_applications"."headcount" > 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ko" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"description_ko" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"place_ko" text NOT NULL,
	"place_en" text DEFAULT '' NOT NULL,
	"rules_ko" text NOT NULL,
	"rules_en" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"apply_opens_at" timestamp with time zone NOT NULL,
	"apply_closes_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"waitlist_length" integer DEFAULT 0 NOT NULL,
	"allow_anonymous" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title_ko || ' ' || title_en || ' ' || place_ko || ' ' || place_en || ' ' || description_ko || ' ' || description_en)) STORED,
	"applicants_erased_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "events_capacity" CHECK ("events"."capacity" > 0 and "events"."waitlist_length" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_applications_active_user" ON "event_applications" USING btree ("event_id","user_id") WHERE "event_applications"."status" in ('confirmed', 'waitlisted') and "event_applications"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_applications_active_email" ON "event_applications" USING btree ("event_id",lower("email")) WHERE "event_applications"."status" in ('confirmed', 'waitlisted') and "event_applications"."erased_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_applications_code_digest" ON "event_applications" USING btree ("code_digest");--> statement-breakpoint
CREATE INDEX "event_applications_event_status" ON "event_applications" USING btree ("event_id","status","id");--> statement-breakpoint
CREATE INDEX "event_applications_user" ON "event_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "events_status_starts" ON "events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "events_search_trgm" ON "events" USING gin ("search_text" gin_trgm_ops);