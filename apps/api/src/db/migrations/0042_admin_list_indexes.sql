CREATE INDEX "users_name" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_created" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "complaints_type_created" ON "complaints" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "complaints_floor_created" ON "complaints" USING btree ("floor","created_at");