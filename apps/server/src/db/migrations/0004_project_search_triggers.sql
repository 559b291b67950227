-- projects.search_text: the project and its customer in one normalised text (names, phones as digits,
-- e-mails, cities, project name), kept up to date whatever code writes the rows.
CREATE OR REPLACE FUNCTION project_search_document(c customers, project_name text, land_city text, land_postal_code text)
  RETURNS text LANGUAGE sql STABLE
  AS $$
    SELECT search_normalize(concat_ws(' ',
      c.name1, c.surname1, c.name2, c.surname2, c.email, c.email2,
      regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g'),
      regexp_replace(coalesce(c.phone2, ''), '[^0-9]', '', 'g'),
      c.city, c.postal_code, project_name, land_city, land_postal_code))
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT project_search_document(c, NEW.name, NEW.land_city, NEW.land_postal_code)
    INTO NEW.search_text FROM customers c WHERE c.id = NEW.customer_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_search_text BEFORE INSERT OR UPDATE OF name, customer_id, land_city, land_postal_code
  ON projects FOR EACH ROW EXECUTE FUNCTION projects_set_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION customers_refresh_project_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects p SET search_text = project_search_document(NEW, p.name, p.land_city, p.land_postal_code)
    WHERE p.customer_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_search_text AFTER UPDATE OF name1, surname1, name2, surname2, email, email2, phone, phone2, city, postal_code
  ON customers FOR EACH ROW EXECUTE FUNCTION customers_refresh_project_search_text();
