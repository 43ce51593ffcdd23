CREATE INDEX "users_name" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_created" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "complaints_type_created" ON "complaints" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "complaints_floor_created" ON "complaints" USING btree ("floor","created_at");--> statement-breakpoint
CREATE INDEX "extension_requests_date" ON "extension_requests" USING btree ("date","start_time");--> statement-breakpoint
CREATE INDEX "visits_status_order" ON "visits" USING btree ("status","date","time","id") WHERE anonymised_at is null;--> statement-breakpoint
CREATE INDEX "visits_visitor_name" ON "visits" USING btree ("visitor_name") WHERE anonymised_at is null;--> statement-breakpoint
CREATE INDEX "lease_inquiries_move_in" ON "lease_inquiries" USING btree ("move_in_date");