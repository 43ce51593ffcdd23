CREATE TABLE "complaint_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_sla_targets" (
	"type" text PRIMARY KEY NOT NULL,
	"first_response_hours" integer NOT NULL,
	"resolution_days" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "complaint_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"status" text NOT NULL,
	"by_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"company_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"floor" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"status" text NOT NULL,
	"rating" integer,
	"assignee_id" integer,
	"response_due_at" timestamp with time zone NOT NULL,
	"resolution_due_at" timestamp with time zone NOT NULL,
	"first_answered_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"response_breach_notified_at" timestamp with time zone,
	"resolution_breach_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "complaints_rating_range" CHECK ("complaints"."rating" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "complaint_answers" ADD CONSTRAINT "complaint_answers_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_answers" ADD CONSTRAINT "complaint_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_sla_targets" ADD CONSTRAINT "complaint_sla_targets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_status_history" ADD CONSTRAINT "complaint_status_history_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_status_history" ADD CONSTRAINT "complaint_status_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_parent_id_complaints_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_answers_complaint" ON "complaint_answers" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "complaint_status_history_complaint" ON "complaint_status_history" USING btree ("complaint_id","at");--> statement-breakpoint
CREATE INDEX "complaints_author_created" ON "complaints" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_company_created" ON "complaints" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_status_created" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_parent" ON "complaints" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "complaints_assignee" ON "complaints" USING btree ("assignee_id");