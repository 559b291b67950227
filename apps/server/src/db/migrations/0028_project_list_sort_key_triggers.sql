-- The project list's sort keys (0027) follow the household and the project name, whatever code writes them:
-- the triggers of 0004 that keep projects.search_text now set them too.
CREATE OR REPLACE FUNCTION customer_sort_key(c customers) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(search_normalize(concat_ws(' ', c.name1, c.surname1, c.name2, c.surname2)), '') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT project_search_document(c, NEW.name, NEW.land_city, NEW.land_postal_code), customer_sort_key(c)
    INTO NEW.search_text, NEW.customer_sort_key FROM customers c WHERE c.id = NEW.customer_id;
  NEW.name_sort_key := coalesce(search_normalize(NEW.name), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION customers_refresh_project_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects p SET search_text = project_search_document(NEW, p.name, p.land_city, p.land_postal_code),
      customer_sort_key = customer_sort_key(NEW)
    WHERE p.customer_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE projects p SET customer_sort_key = customer_sort_key(c), name_sort_key = coalesce(search_normalize(p.name), '')
  FROM customers c WHERE c.id = p.customer_id;--> statement-breakpoint
-- Indexed after the fill: the first page of a sorted list is read in index order, for everyone or one salesperson.
CREATE INDEX "projects_customer_sort_idx" ON "projects" USING btree ("customer_sort_key","id") WHERE not "projects"."is_prospect" and not "projects"."is_archived";--> statement-breakpoint
CREATE INDEX "projects_customer_sort_salesman_idx" ON "projects" USING btree ("salesman_id","customer_sort_key","id") WHERE not "projects"."is_prospect" and not "projects"."is_archived";--> statement-breakpoint
CREATE INDEX "projects_name_sort_idx" ON "projects" USING btree ("name_sort_key","id") WHERE not "projects"."is_prospect" and not "projects"."is_archived";--> statement-breakpoint
CREATE INDEX "projects_name_sort_salesman_idx" ON "projects" USING btree ("salesman_id","name_sort_key","id") WHERE not "projects"."is_prospect" and not "projects"."is_archived";--> statement-breakpoint
CREATE INDEX "projects_created_sort_idx" ON "projects" USING btree ("created_at","id") WHERE not "projects"."is_prospect" and not "projects"."is_archived";--> statement-breakpoint
CREATE INDEX "projects_created_sort_salesman_idx" ON "projects" USING btree ("salesman_id","created_at","id") WHERE not "projects"."is_prospect" and not "projects"."is_archived";
