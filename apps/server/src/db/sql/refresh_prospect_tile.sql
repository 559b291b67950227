-- Appointments and contact attempts move their project between tiles.
CREATE OR REPLACE FUNCTION refresh_prospect_tile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.project_id IS NOT NULL THEN
    UPDATE project_prospects SET tile = prospect_tile_of(project_id, in_contact)
      WHERE project_id = OLD.project_id AND is_prospect;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.project_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.project_id IS DISTINCT FROM OLD.project_id OR TG_TABLE_NAME = 'appointments') THEN
    UPDATE project_prospects SET tile = prospect_tile_of(project_id, in_contact)
      WHERE project_id = NEW.project_id AND is_prospect;
  END IF;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER appointments_prospect_tile AFTER INSERT OR DELETE OR UPDATE OF project_id, cancelled ON appointments
  FOR EACH ROW EXECUTE FUNCTION refresh_prospect_tile();
CREATE OR REPLACE TRIGGER contact_attempts_prospect_tile AFTER INSERT OR DELETE OR UPDATE OF project_id ON contact_attempts
  FOR EACH ROW EXECUTE FUNCTION refresh_prospect_tile();
