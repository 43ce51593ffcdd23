CREATE TABLE "extension_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"month" text NOT NULL,
	"floors" integer[] NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contact" text NOT NULL,
	"detail" text NOT NULL,
	"request_text" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"charged" boolean DEFAULT false NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "extension_requests_total" CHECK ("extension_requests"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "extension_tariff" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"lights_hourly" integer NOT NULL,
	"hvac_hourly" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "extension_tariff_one_row" CHECK ("extension_tariff"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "extension_requests" ADD CONSTRAINT "extension_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_requests" ADD CONSTRAINT "extension_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_requests" ADD CONSTRAINT "extension_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_tariff" ADD CONSTRAINT "extension_tariff_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extension_requests_requester_created" ON "extension_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "extension_requests_status_date" ON "extension_requests" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "extension_requests_company_month" ON "extension_requests" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "extension_requests_month" ON "extension_requests" USING btree ("month");