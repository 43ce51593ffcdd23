-- Live boards (issue 16, decision 0037): every change of a booking, a seat or a resource is announced on
-- the channel `board_changes` when its transaction commits, to every server replica that LISTENs. The
-- triggers are deferred constraint triggers: the notice goes with the commit, and a rolled-back booking
-- announces nothing. The notice says which amenity, seat and day changed; the replicas read the rest.
CREATE FUNCTION "board_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_now record;
BEGIN
  IF TG_OP = 'DELETE' THEN row_now := OLD; ELSE row_now := NEW; END IF;
  IF TG_TABLE_NAME = 'reservations' THEN
    PERFORM pg_notify('board_changes', json_build_object('a', row_now.amenity, 'r', row_now.resource_id, 'd', row_now.date)::text);
    -- A booking moved to another seat or day changes the one it left too.
    IF TG_OP = 'UPDATE' AND (OLD.resource_id IS DISTINCT FROM NEW.resource_id OR OLD.date IS DISTINCT FROM NEW.date) THEN
      PERFORM pg_notify('board_changes', json_build_object('a', OLD.amenity, 'r', OLD.resource_id, 'd', OLD.date)::text);
    END IF;
  ELSIF TG_TABLE_NAME = 'resources' THEN
    PERFORM pg_notify('board_changes', json_build_object('a', row_now.amenity, 'r', row_now.id, 'd', null)::text);
  ELSE
    PERFORM pg_notify('board_changes', json_build_object('a', row_now.amenity, 'r', row_now.resource_id, 'd', null)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reservations_board_insert" AFTER INSERT OR DELETE ON "reservations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "board_notify"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reservations_board_update" AFTER UPDATE ON "reservations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.period IS DISTINCT FROM NEW.period OR OLD.resource_id IS DISTINCT FROM NEW.resource_id OR OLD.date IS DISTINCT FROM NEW.date OR OLD.checked_in_at IS DISTINCT FROM NEW.checked_in_at)
  EXECUTE FUNCTION "board_notify"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "resources_board" AFTER INSERT OR UPDATE ON "resources" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "board_notify"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "seats_board" AFTER INSERT OR UPDATE OR DELETE ON "seats" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "board_notify"();
