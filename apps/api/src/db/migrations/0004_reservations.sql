CREATE TYPE "public"."reservation_status" AS ENUM('pending', 'confirmed', 'waitlisted', 'cancelled', 'completed', 'no_show');--> statement-breakpoint
CREATE TABLE "amenity_quotas" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"amenity" text NOT NULL,
	"free_minutes_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "amenity_quotas_company_id_month_amenity_pk" PRIMARY KEY("company_id","month","amenity")
);
--> statement-breakpoint
CREATE TABLE "conference_details" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"package_id" text NOT NULL,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"person_in_charge" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"contract_link" text
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"reservation_id" integer NOT NULL,
	"amenity" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lounge_details" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"layout" text NOT NULL,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"amenity" text NOT NULL,
	"resource_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"period" "tstzrange" NOT NULL,
	"status" "reservation_status" NOT NULL,
	"payment_method" text NOT NULL,
	"purpose" text NOT NULL,
	"participants" integer NOT NULL,
	"price_lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"deposit" integer DEFAULT 0 NOT NULL,
	"deposit_due" date,
	"free_minutes" integer DEFAULT 0 NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_reason" text,
	"no_show_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resource_blackouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason_ko" text NOT NULL,
	"reason_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"amenity" text NOT NULL,
	"code" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"capacity" integer NOT NULL,
	"hourly_price" integer NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amenity" text NOT NULL,
	"until" date NOT NULL,
	"reservation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "amenity_quotas" ADD CONSTRAINT "amenity_quotas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_details" ADD CONSTRAINT "conference_details_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lounge_details" ADD CONSTRAINT "lounge_details_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_blackouts" ADD CONSTRAINT "resource_blackouts_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_company_month" ON "ledger_entries" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "ledger_month" ON "ledger_entries" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_code" ON "reservations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "reservations_user_date" ON "reservations" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "reservations_company_date" ON "reservations" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "reservations_resource_date" ON "reservations" USING btree ("resource_id","date");--> statement-breakpoint
CREATE INDEX "reservations_status_date" ON "reservations" USING btree ("status","date");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_blackouts_day" ON "resource_blackouts" USING btree ("resource_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_code" ON "resources" USING btree ("code");--> statement-breakpoint
CREATE INDEX "resources_amenity" ON "resources" USING btree ("amenity","sort");--> statement-breakpoint
CREATE INDEX "restrictions_user" ON "restrictions" USING btree ("user_id","amenity","until");