CREATE TABLE "visitor_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_digest" "bytea" NOT NULL,
	"registration_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "visits_company_status_date";--> statement-breakpoint
DROP INDEX "visits_created_by_date";--> statement-breakpoint
DROP INDEX "visits_date_status";--> statement-breakpoint
DROP INDEX "visits_to_anonymise";--> statement-breakpoint
ALTER TABLE "visitor_access_tokens" ADD CONSTRAINT "visitor_access_tokens_registration_id_visit_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."visit_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_access_tokens_digest" ON "visitor_access_tokens" USING btree ("token_digest");--> statement-breakpoint
CREATE INDEX "visitor_access_tokens_registration" ON "visitor_access_tokens" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "visits_company_status_order" ON "visits" USING btree ("company_id","status","date","time","id") WHERE anonymised_at is null;--> statement-breakpoint
CREATE INDEX "visits_company_order" ON "visits" USING btree ("company_id","date","time","id") WHERE anonymised_at is null;--> statement-breakpoint
CREATE INDEX "visits_creator_order" ON "visits" USING btree ("created_by","date","time","id") WHERE anonymised_at is null;--> statement-breakpoint
CREATE INDEX "visits_day_order" ON "visits" USING btree ("date","time","id") WHERE anonymised_at is null;