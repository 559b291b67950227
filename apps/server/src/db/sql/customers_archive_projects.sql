-- Archiving or restoring a household does the same to its projects.
CREATE OR REPLACE FUNCTION customers_archive_projects() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_archived IS DISTINCT FROM OLD.is_archived THEN
    UPDATE projects SET is_archived = NEW.is_archived, updated_at = now()
    WHERE customer_id = NEW.id AND is_archived IS DISTINCT FROM NEW.is_archived;
  END IF;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER customers_archive_projects AFTER UPDATE OF is_archived ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_archive_projects();
