-- A project's own row: its tile when it becomes (or stops being) a prospect or its in-contact flag changes,
-- and a project of an archived household is archived too (lists can then filter on the project alone).
CREATE OR REPLACE FUNCTION projects_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.is_archived := NEW.is_archived OR coalesce((SELECT c.is_archived FROM customers c WHERE c.id = NEW.customer_id), false);
  END IF;
  NEW.prospect_tile := CASE WHEN NEW.is_prospect THEN prospect_tile_of(NEW.id, NEW.in_contact) END;
  RETURN NEW;
END
$$;
CREATE OR REPLACE TRIGGER projects_before_write BEFORE INSERT OR UPDATE OF is_prospect, in_contact ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_before_write();
