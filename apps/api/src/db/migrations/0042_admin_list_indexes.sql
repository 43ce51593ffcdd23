CREATE INDEX "users_name" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_created" ON "users" USING btree ("created_at");