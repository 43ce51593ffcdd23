ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_login_id" text;--> statement-breakpoint
CREATE INDEX "password_tokens_expires" ON "password_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_created" ON "sessions" USING btree ("created_at");