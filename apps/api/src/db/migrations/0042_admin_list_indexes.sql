CREATE INDEX "users_name" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_created" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_last_login" ON "users" USING btree ("last_login_at");