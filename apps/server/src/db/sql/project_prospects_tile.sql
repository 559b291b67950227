-- A prospect's tile when the project becomes (or stops being) a prospect or its in-contact flag changes;
-- appointments and contact attempts move it too (refresh_prospect_tile). Null for a customer project.
CREATE OR REPLACE FUNCTION project_prospects_tile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.tile := CASE WHEN NEW.is_prospect THEN prospect_tile_of(NEW.project_id, NEW.in_contact) END;
  RETURN NEW;
END
$$;
CREATE OR REPLACE TRIGGER project_prospects_tile BEFORE INSERT OR UPDATE OF is_prospect, in_contact
  ON project_prospects FOR EACH ROW EXECUTE FUNCTION project_prospects_tile();
