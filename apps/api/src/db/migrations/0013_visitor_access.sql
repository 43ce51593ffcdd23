CREATE TABLE "visitor_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_digest" "bytea" NOT NULL,
	"registration_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visitor_access_tokens" ADD CONSTRAINT "visitor_access_tokens_registration_id_visit_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."visit_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_access_tokens_digest" ON "visitor_access_tokens" USING btree ("token_digest");--> statement-breakpoint
CREATE INDEX "visitor_access_tokens_registration" ON "visitor_access_tokens" USING btree ("registration_id");