-- A project of an archived household is archived too (lists can then filter on the project alone).
CREATE OR REPLACE FUNCTION projects_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_archived := NEW.is_archived OR coalesce((SELECT c.is_archived FROM customers c WHERE c.id = NEW.customer_id), false);
  RETURN NEW;
END
$$;
CREATE OR REPLACE TRIGGER projects_before_write BEFORE INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_before_write();
