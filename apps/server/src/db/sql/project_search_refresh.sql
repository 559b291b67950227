-- A project's search text and sort keys (project_search, issue 18) follow its name, household and land,
-- whatever code writes them; the household's own changes are followed by customers_refresh_project_search_text,
-- a new project's row is written by projects_side_rows.
CREATE OR REPLACE FUNCTION project_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_search s
  SET search_text = project_search_document(c, NEW.name, NEW.land_city, NEW.land_postal_code),
    customer_sort_key = customer_sort_key(c), name_sort_key = coalesce(search_normalize(NEW.name), '')
  FROM customers c WHERE c.id = NEW.customer_id AND s.project_id = NEW.id;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER project_search_refresh AFTER UPDATE OF name, customer_id, land_city, land_postal_code
  ON projects FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.customer_id <> NEW.customer_id
    OR OLD.land_city IS DISTINCT FROM NEW.land_city OR OLD.land_postal_code IS DISTINCT FROM NEW.land_postal_code)
  EXECUTE FUNCTION project_search_refresh();
