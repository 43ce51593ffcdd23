CREATE TYPE "public"."visit_status" AS ENUM('pending', 'approved', 'rejected', 'cancelled', 'checked_in');--> statement-breakpoint
CREATE TABLE "company_visit_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"approval" text DEFAULT 'auto' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"person_in_charge" text NOT NULL,
	"building" text NOT NULL,
	"floor" integer NOT NULL,
	"consent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"reference" text NOT NULL,
	"code" text NOT NULL,
	"code_digest" "bytea" GENERATED ALWAYS AS (sha256(code::bytea)) STORED NOT NULL,
	"status" "visit_status" NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_company" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"qr_lang" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"purpose" text NOT NULL,
	"visited_person" text NOT NULL,
	"building" text NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_visit_settings" ADD CONSTRAINT "company_visit_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_registrations" ADD CONSTRAINT "visit_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_registrations" ADD CONSTRAINT "visit_registrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_registration_id_visit_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."visit_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_registrations_company" ON "visit_registrations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "visit_registrations_created_by" ON "visit_registrations" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_reference" ON "visits" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_code" ON "visits" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_code_digest" ON "visits" USING btree ("code_digest");--> statement-breakpoint
CREATE INDEX "visits_registration" ON "visits" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "visits_company_status_date" ON "visits" USING btree ("company_id","status","date");--> statement-breakpoint
CREATE INDEX "visits_created_by_date" ON "visits" USING btree ("created_by","date");--> statement-breakpoint
CREATE INDEX "visits_date_status" ON "visits" USING btree ("date","status");--> statement-breakpoint
CREATE INDEX "visits_to_anonymise" ON "visits" USING btree ("date") WHERE anonymised_at is null;