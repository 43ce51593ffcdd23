CREATE TABLE "membership_suspensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"holding_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start" date NOT NULL,
	"last_day" date NOT NULL,
	"days" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_suspensions_days" CHECK ("membership_suspensions"."days" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "membership_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"holding_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rental_details" ADD COLUMN "suspended_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_suspensions" ADD CONSTRAINT "membership_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_transfers" ADD CONSTRAINT "membership_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_transfers" ADD CONSTRAINT "membership_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_transfers" ADD CONSTRAINT "membership_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_suspensions_holding" ON "membership_suspensions" USING btree ("kind","holding_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_transfers_pending" ON "membership_transfers" USING btree ("kind","holding_id") WHERE "membership_transfers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "membership_transfers_to" ON "membership_transfers" USING btree ("to_user_id","status");--> statement-breakpoint
CREATE INDEX "membership_transfers_from" ON "membership_transfers" USING btree ("from_user_id","status");--> statement-breakpoint
CREATE INDEX "membership_transfers_holding" ON "membership_transfers" USING btree ("kind","holding_id");