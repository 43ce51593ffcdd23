CREATE TABLE "lease_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"writer" text NOT NULL,
	"email" text NOT NULL,
	"contact" text NOT NULL,
	"occupancy" text NOT NULL,
	"move_in_date" date NOT NULL,
	"area" text NOT NULL,
	"sectors" text[] NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"language" text NOT NULL,
	"ip_address" text NOT NULL,
	"terms_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"withdraw_digest" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_inquiry_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_withdrawals" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lease_inquiry_history" ADD CONSTRAINT "lease_inquiry_history_inquiry_id_lease_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."lease_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_inquiry_history" ADD CONSTRAINT "lease_inquiry_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_inquiries_created" ON "lease_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "lease_inquiries_status_created" ON "lease_inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_inquiries_withdraw_digest" ON "lease_inquiries" USING btree ("withdraw_digest");--> statement-breakpoint
CREATE INDEX "lease_inquiry_history_inquiry" ON "lease_inquiry_history" USING btree ("inquiry_id","at");