-- Two reservations that hold a resource (pending or confirmed) never overlap in time (DESIGN.md §5).
-- The database refuses the second of two racing bookings (SQLSTATE 23P01), whatever the application does.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("resource_id" WITH =, "period" WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));
