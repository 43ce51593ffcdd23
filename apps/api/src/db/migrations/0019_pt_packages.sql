CREATE TABLE "pt_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "pt_availability_hours" CHECK ("pt_availability"."weekday" between 1 and 7 and "pt_availability"."start_time" < "pt_availability"."end_time")
);
--> statement-breakpoint
CREATE TABLE "pt_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"bought_by" integer NOT NULL,
	"sessions" integer NOT NULL,
	"price" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"first_session_date" date,
	"valid_until" date,
	"extra_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pt_packages_amounts" CHECK ("pt_packages"."sessions" > 0 and "pt_packages"."total" >= 0 and "pt_packages"."extra_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pt_session_details" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pt_trainers" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"intro_ko" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pt_availability" ADD CONSTRAINT "pt_availability_trainer_id_resources_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_packages" ADD CONSTRAINT "pt_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_packages" ADD CONSTRAINT "pt_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_packages" ADD CONSTRAINT "pt_packages_bought_by_users_id_fk" FOREIGN KEY ("bought_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_session_details" ADD CONSTRAINT "pt_session_details_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_session_details" ADD CONSTRAINT "pt_session_details_package_id_pt_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."pt_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_trainers" ADD CONSTRAINT "pt_trainers_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pt_availability_trainer" ON "pt_availability" USING btree ("trainer_id","weekday");--> statement-breakpoint
CREATE INDEX "pt_packages_user" ON "pt_packages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pt_packages_company_created" ON "pt_packages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "pt_packages_created" ON "pt_packages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pt_session_details_package" ON "pt_session_details" USING btree ("package_id");