CREATE TABLE "no_show_settings" (
	"amenity" text PRIMARY KEY NOT NULL,
	"restriction_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "waived_by" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "waiver_reason" text;--> statement-breakpoint
ALTER TABLE "restrictions" ADD COLUMN "lifted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "code_digest" "bytea" GENERATED ALWAYS AS (sha256(code::bytea)) STORED;--> statement-breakpoint
ALTER TABLE "no_show_settings" ADD CONSTRAINT "no_show_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_awaiting_check_in" ON "reservations" USING btree ("status","amenity") WHERE "reservations"."checked_in_at" is null;--> statement-breakpoint
CREATE INDEX "restrictions_reservation" ON "restrictions" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_code_digest" ON "seats" USING btree ("code_digest");