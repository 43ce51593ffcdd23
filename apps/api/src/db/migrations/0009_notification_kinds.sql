ALTER TYPE "public"."notification_status" ADD VALUE 'sending';--> statement-breakpoint
ALTER TYPE "public"."notification_status" ADD VALUE 'dead';--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "language" text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_due" ON "notifications" USING btree ("next_attempt_at") WHERE "notifications"."status" not in ('sent', 'kept', 'recorded', 'failed');