-- A new financing row takes its project's list keys (then kept by projects_share_list_keys).
CREATE OR REPLACE FUNCTION project_financings_list_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.salesman_id, NOT p.is_prospect AND NOT p.is_archived INTO NEW.salesman_id, NEW.live
  FROM projects p WHERE p.id = NEW.project_id;
  RETURN NEW;
END
$$;
CREATE OR REPLACE TRIGGER project_financings_list_keys BEFORE INSERT ON project_financings
  FOR EACH ROW EXECUTE FUNCTION project_financings_list_keys();
