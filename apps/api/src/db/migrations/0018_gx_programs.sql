CREATE TABLE "gx_attendance" (
	"registration_id" integer NOT NULL,
	"date" date NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gx_attendance_registration_id_date_pk" PRIMARY KEY("registration_id","date")
);
--> statement-breakpoint
CREATE TABLE "gx_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"instructor" text NOT NULL,
	"capacity" integer NOT NULL,
	"waitlist_length" integer NOT NULL,
	"price" integer NOT NULL,
	"vat" integer NOT NULL,
	"registration_opens" date,
	"registration_closes" date,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gx_programs_places" CHECK ("gx_programs"."capacity" > 0 and "gx_programs"."waitlist_length" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gx_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"price" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"registered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gx_registrations_total" CHECK ("gx_registrations"."total" >= 0 and "gx_registrations"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gx_attendance" ADD CONSTRAINT "gx_attendance_registration_id_gx_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."gx_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gx_attendance" ADD CONSTRAINT "gx_attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gx_registrations" ADD CONSTRAINT "gx_registrations_program_id_gx_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."gx_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gx_registrations" ADD CONSTRAINT "gx_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gx_registrations" ADD CONSTRAINT "gx_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gx_programs_month" ON "gx_programs" USING btree ("month","start_time","id");--> statement-breakpoint
CREATE INDEX "gx_programs_unclosed" ON "gx_programs" USING btree ("id") WHERE "gx_programs"."closed_at" is null and "gx_programs"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "gx_registrations_active" ON "gx_registrations" USING btree ("program_id","user_id") WHERE "gx_registrations"."status" in ('registered', 'waitlisted');--> statement-breakpoint
CREATE INDEX "gx_registrations_program_status" ON "gx_registrations" USING btree ("program_id","status","id");--> statement-breakpoint
CREATE INDEX "gx_registrations_user_created" ON "gx_registrations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gx_registrations_company" ON "gx_registrations" USING btree ("company_id");