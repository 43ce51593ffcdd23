CREATE TABLE "nap_pass_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"pass_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"sessions" integer NOT NULL,
	CONSTRAINT "nap_pass_uses_sessions" CHECK ("nap_pass_uses"."sessions" > 0)
);
--> statement-breakpoint
CREATE TABLE "nap_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"product" text NOT NULL,
	"sessions" integer NOT NULL,
	"price" integer NOT NULL,
	"payment" text NOT NULL,
	"expires_on" date NOT NULL,
	"issued_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nap_passes_sessions" CHECK ("nap_passes"."sessions" > 0 and "nap_passes"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "nap_pass_uses" ADD CONSTRAINT "nap_pass_uses_pass_id_nap_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."nap_passes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nap_pass_uses" ADD CONSTRAINT "nap_pass_uses_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nap_passes" ADD CONSTRAINT "nap_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nap_passes" ADD CONSTRAINT "nap_passes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nap_passes" ADD CONSTRAINT "nap_passes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nap_pass_uses_pass" ON "nap_pass_uses" USING btree ("pass_id");--> statement-breakpoint
CREATE INDEX "nap_pass_uses_reservation" ON "nap_pass_uses" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "nap_passes_user" ON "nap_passes" USING btree ("user_id","expires_on");--> statement-breakpoint
CREATE INDEX "nap_passes_company" ON "nap_passes" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_amenity_side_cell" UNIQUE NULLS NOT DISTINCT("amenity","gender","row","column");