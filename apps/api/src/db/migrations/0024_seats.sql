CREATE TABLE "seats" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"amenity" text NOT NULL,
	"gender" "gender",
	"number" integer NOT NULL,
	"row" integer NOT NULL,
	"column" integer NOT NULL,
	CONSTRAINT "seats_amenity_side_number" UNIQUE NULLS NOT DISTINCT("amenity","gender","number")
);
--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "seats" ("resource_id", "amenity", "gender", "number", "row", "column") SELECT "resource_id", 'sleepingRoom', "gender", "number", "row", "column" FROM "nap_seats";
--> statement-breakpoint
DROP TABLE "nap_seats";
