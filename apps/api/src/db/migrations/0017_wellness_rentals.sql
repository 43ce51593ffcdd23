CREATE TABLE "rental_details" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"months" integer NOT NULL,
	"last_day" date NOT NULL,
	"deposit" integer NOT NULL,
	"deposit_state" text DEFAULT 'held' NOT NULL,
	"deposit_returned_at" timestamp with time zone,
	"deposit_returned_by" integer,
	"expiry_notice_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rental_prices" (
	"kind" text PRIMARY KEY NOT NULL,
	"monthly_price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "rental_units" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"zone" text NOT NULL,
	"row" integer NOT NULL,
	"column" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rental_details" ADD CONSTRAINT "rental_details_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_details" ADD CONSTRAINT "rental_details_deposit_returned_by_users_id_fk" FOREIGN KEY ("deposit_returned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_prices" ADD CONSTRAINT "rental_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_details_last_day" ON "rental_details" USING btree ("last_day") WHERE "rental_details"."expiry_notice_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_units_kind_number" ON "rental_units" USING btree ("kind","number");--> statement-breakpoint
-- Hand-written (decision 0027), below drizzle-kit's statements: a person holds at most one rental of a
-- kind at a time. Like reservations_no_overlap (one holder per unit), the database refuses the second of
-- two racing rentals (SQLSTATE 23P01), whatever the application does.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_one_rental_per_person"
  EXCLUDE USING gist ("user_id" WITH =, "amenity" WITH =, "period" WITH &&)
  WHERE ("status" IN ('pending', 'confirmed') AND "amenity" IN ('locker', 'basket'));
