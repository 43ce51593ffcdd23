CREATE TABLE "nap_seats" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"gender" "gender" NOT NULL,
	"number" integer NOT NULL,
	"row" integer NOT NULL,
	"column" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nap_seats" ADD CONSTRAINT "nap_seats_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nap_seats_gender_number" ON "nap_seats" USING btree ("gender","number");