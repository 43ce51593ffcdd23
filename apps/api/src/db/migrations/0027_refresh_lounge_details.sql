CREATE TABLE "refresh_lounge_details" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"purpose" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_lounge_details" ADD CONSTRAINT "refresh_lounge_details_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;