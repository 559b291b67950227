CREATE OR REPLACE FUNCTION customers_refresh_project_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_search s SET search_text = project_search_document(NEW, p.name, p.land_city, p.land_postal_code),
      customer_sort_key = customer_sort_key(NEW)
    FROM projects p WHERE p.customer_id = NEW.id AND s.project_id = p.id;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER customers_search_text AFTER UPDATE OF name1, surname1, name2, surname2, email, email2, phone, phone2, city, postal_code
  ON customers FOR EACH ROW EXECUTE FUNCTION customers_refresh_project_search_text();
