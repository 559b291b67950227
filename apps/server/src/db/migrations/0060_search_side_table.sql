-- The search text, the project list's sort keys and its list indexes leave projects for project_search
-- (issue 18), with copies of the list keys they are filtered on, so that each list and search walks one
-- table's indexes: the rows are copied before the indexes are built; the triggers that keep them are
-- rewritten at the end (db/sql), and the five search indexes of projects go with their column.
DROP TRIGGER projects_search_text ON projects;--> statement-breakpoint
DROP TRIGGER projects_search_vocabulary_insert ON projects;--> statement-breakpoint
DROP TRIGGER projects_search_vocabulary_update ON projects;--> statement-breakpoint
DROP FUNCTION projects_search_vocabulary_insert();--> statement-breakpoint
DROP FUNCTION projects_search_vocabulary_update();--> statement-breakpoint
DROP FUNCTION projects_set_search_text();--> statement-breakpoint
CREATE TABLE "project_search" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"salesman_id" integer,
	"is_prospect" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL,
	"bp_tile" text DEFAULT 'waitingBpElements' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"customer_sort_key" text DEFAULT '' NOT NULL,
	"name_sort_key" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
DROP INDEX "projects_search_idx";--> statement-breakpoint
DROP INDEX "projects_customer_list_idx";--> statement-breakpoint
DROP INDEX "projects_customer_list_salesman_idx";--> statement-breakpoint
DROP INDEX "projects_customer_sort_idx";--> statement-breakpoint
DROP INDEX "projects_customer_sort_salesman_idx";--> statement-breakpoint
DROP INDEX "projects_name_sort_idx";--> statement-breakpoint
DROP INDEX "projects_name_sort_salesman_idx";--> statement-breakpoint
DROP INDEX "projects_created_sort_idx";--> statement-breakpoint
DROP INDEX "projects_created_sort_salesman_idx";--> statement-breakpoint
ALTER TABLE "project_search" ADD CONSTRAINT "project_search_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO project_search (project_id, salesman_id, is_prospect, is_archived, step, bp_tile, created_at,
    search_text, customer_sort_key, name_sort_key)
  SELECT id, salesman_id, is_prospect, is_archived, step, bp_tile, created_at, search_text, customer_sort_key,
    name_sort_key
  FROM projects;--> statement-breakpoint
CREATE INDEX "project_search_text_idx" ON "project_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_search_customer_idx" ON "project_search" USING gin ("search_text" gin_trgm_ops) WHERE not "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_customer_step_idx" ON "project_search" USING gin ((("step"::text || '|' || "search_text")) gin_trgm_ops) WHERE not "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_customer_words_idx" ON "project_search" USING gin (search_lexemes("search_text")) WHERE not "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_prospect_idx" ON "project_search" USING gin ("search_text" gin_trgm_ops) WHERE "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_prospect_words_idx" ON "project_search" USING gin (search_lexemes("search_text")) WHERE "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_kind_idx" ON "project_search" USING btree ("is_prospect","is_archived","project_id");--> statement-breakpoint
CREATE INDEX "project_search_customer_salesman_idx" ON "project_search" USING btree ("salesman_id","project_id" DESC NULLS LAST) WHERE not "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_prospect_salesman_idx" ON "project_search" USING btree ("salesman_id","project_id" DESC NULLS LAST) WHERE "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_list_idx" ON "project_search" USING btree ("step","bp_tile","project_id" DESC NULLS LAST) WHERE not "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_list_salesman_idx" ON "project_search" USING btree ("salesman_id","step","bp_tile","project_id" DESC NULLS LAST) WHERE not "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_customer_sort_idx" ON "project_search" USING btree ("customer_sort_key","project_id") WHERE not "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_customer_sort_salesman_idx" ON "project_search" USING btree ("salesman_id","customer_sort_key","project_id") WHERE not "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_name_sort_idx" ON "project_search" USING btree ("name_sort_key","project_id") WHERE not "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_name_sort_salesman_idx" ON "project_search" USING btree ("salesman_id","name_sort_key","project_id") WHERE not "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_created_sort_idx" ON "project_search" USING btree ("created_at","project_id") WHERE not "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
CREATE INDEX "project_search_created_sort_salesman_idx" ON "project_search" USING btree ("salesman_id","created_at","project_id") WHERE not "project_search"."is_prospect" and not "project_search"."is_archived";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "customer_sort_key";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "name_sort_key";--> statement-breakpoint
CREATE OR REPLACE FUNCTION customers_refresh_project_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_search s SET search_text = project_search_document(NEW, p.name, p.land_city, p.land_postal_code),
      customer_sort_key = customer_sort_key(NEW)
    FROM projects p WHERE p.customer_id = NEW.id AND s.project_id = p.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER customers_search_text AFTER UPDATE OF name1, surname1, name2, surname2, email, email2, phone, phone2, city, postal_code
  ON customers FOR EACH ROW EXECUTE FUNCTION customers_refresh_project_search_text();--> statement-breakpoint
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
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_search_refresh AFTER UPDATE OF name, customer_id, land_city, land_postal_code
  ON projects FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.customer_id <> NEW.customer_id
    OR OLD.land_city IS DISTINCT FROM NEW.land_city OR OLD.land_postal_code IS DISTINCT FROM NEW.land_postal_code)
  EXECUTE FUNCTION project_search_refresh();--> statement-breakpoint
-- Statement triggers: a bulk insert (the scale seed's 20 000 households a statement) adds its distinct new
-- words once, not row by row; an update looks only at the rows whose search text changed.
CREATE OR REPLACE FUNCTION project_search_vocabulary_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(array(SELECT n.search_text FROM new_rows n));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_search_vocabulary_insert AFTER INSERT ON project_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_vocabulary_insert();--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_search_vocabulary_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(array(
    SELECT n.search_text FROM new_rows n JOIN old_rows o ON o.project_id = n.project_id
    WHERE n.search_text IS DISTINCT FROM o.search_text));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_search_vocabulary_update AFTER UPDATE ON project_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_search_vocabulary_update();--> statement-breakpoint
-- The list keys of a project copied into the side tables whose lists and counters filter on them (a side
-- table's page indexes cannot read projects): its salesperson, whether it is live (neither a prospect nor
-- archived), its step, and for the search and the lists (project_search) both flags, the building-permit
-- tile and the creation time (« Créé le », which an import may set). A row trigger that fires only when one
-- of them changes (a statement trigger with transition tables cannot name its columns, and would fire on
-- every update of projects).
CREATE OR REPLACE FUNCTION projects_share_list_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_logisbox SET salesman_id = NEW.salesman_id, live = NOT NEW.is_prospect AND NOT NEW.is_archived,
    step = NEW.step
  WHERE project_id = NEW.id;
  UPDATE project_financings SET salesman_id = NEW.salesman_id, live = NOT NEW.is_prospect AND NOT NEW.is_archived
  WHERE project_id = NEW.id;
  UPDATE project_search SET salesman_id = NEW.salesman_id, is_prospect = NEW.is_prospect,
    is_archived = NEW.is_archived, step = NEW.step, bp_tile = NEW.bp_tile, created_at = NEW.created_at
  WHERE project_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_share_list_keys AFTER UPDATE OF salesman_id, is_prospect, is_archived, step, bp_tile, created_at
  ON projects FOR EACH ROW
  WHEN (OLD.salesman_id IS DISTINCT FROM NEW.salesman_id OR OLD.is_prospect <> NEW.is_prospect
    OR OLD.is_archived <> NEW.is_archived OR OLD.step <> NEW.step OR OLD.bp_tile <> NEW.bp_tile
    OR OLD.created_at <> NEW.created_at)
  EXECUTE FUNCTION projects_share_list_keys();--> statement-breakpoint
-- Every project has its row in the side tables that keep one per project (project_logisbox, project_search),
-- created with it, whatever code inserts it, with the project's list keys (see projects_share_list_keys) and
-- its search text and sort keys (see project_search_refresh).
CREATE OR REPLACE FUNCTION projects_side_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_logisbox (project_id, salesman_id, live, step)
  SELECT id, salesman_id, NOT is_prospect AND NOT is_archived, step FROM new_rows;
  INSERT INTO project_search (project_id, salesman_id, is_prospect, is_archived, step, bp_tile, created_at,
    search_text, customer_sort_key, name_sort_key)
  SELECT n.id, n.salesman_id, n.is_prospect, n.is_archived, n.step, n.bp_tile, n.created_at,
    project_search_document(c, n.name, n.land_city, n.land_postal_code), customer_sort_key(c),
    coalesce(search_normalize(n.name), '')
  FROM new_rows n JOIN customers c ON c.id = n.customer_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_side_rows AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_side_rows();--> statement-breakpoint
-- Statistics for the new table at once: PGlite has no autovacuum, and PostgreSQL's would leave the first
-- queries after the upgrade planned as if the table were empty.
ANALYZE project_search;