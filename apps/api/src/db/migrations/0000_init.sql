CREATE TYPE "public"."company_kind" AS ENUM('office', 'retail');--> statement-breakpoint
CREATE TYPE "public"."company_status" AS ENUM('active', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."holiday_kind" AS ENUM('public', 'temporary', 'closure');--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"path" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_ko" text NOT NULL,
	"category_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"phone" text NOT NULL,
	"hours_ko" text NOT NULL,
	"hours_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contacts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "other_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ko" text NOT NULL,
	"description_en" text NOT NULL,
	"location_ko" text NOT NULL,
	"location_en" text NOT NULL,
	"hours" text NOT NULL,
	"monthly_price" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "other_services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" "company_kind" DEFAULT 'office' NOT NULL,
	"floors" integer[] NOT NULL,
	"tower" text NOT NULL,
	"split_floor" boolean DEFAULT false NOT NULL,
	"status" "company_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" "holiday_kind" DEFAULT 'public' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_path_idx" ON "analytics_events" USING btree ("path","occurred_at");