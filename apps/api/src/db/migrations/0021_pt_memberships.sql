ALTER TABLE "pt_packages" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pt_packages" ADD COLUMN "refund" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "pt_packages_withdrawn" ON "pt_packages" USING btree ("withdrawn_at");--> statement-breakpoint
ALTER TABLE "pt_packages" ADD CONSTRAINT "pt_packages_refund" CHECK ("pt_packages"."refund" between 0 and "pt_packages"."total");