CREATE OR REPLACE FUNCTION projects_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT project_search_document(c, NEW.name, NEW.land_city, NEW.land_postal_code), customer_sort_key(c)
    INTO NEW.search_text, NEW.customer_sort_key FROM customers c WHERE c.id = NEW.customer_id;
  NEW.name_sort_key := coalesce(search_normalize(NEW.name), '');
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER projects_search_text BEFORE INSERT OR UPDATE OF name, customer_id, land_city, land_postal_code
  ON projects FOR EACH ROW EXECUTE FUNCTION projects_set_search_text();
