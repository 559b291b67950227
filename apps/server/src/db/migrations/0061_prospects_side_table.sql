-- A project's prospect side leaves projects for project_prospects (issue 18): its origin, tile,
-- qualification and in-contact flag, with copies of the list keys the prospect lists filter on, copied
-- before the page indexes are built; the prospects' counters then follow project_prospects (their triggers
-- are created after the copy: prospect_counts already holds these totals), and the columns and eight
-- indexes leave projects.
CREATE TABLE "project_prospects" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"salesman_id" integer,
	"is_prospect" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"prospect_type" text,
	"tile" text,
	"qualification" text,
	"in_contact" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP INDEX "projects_prospect_tile_idx";--> statement-breakpoint
DROP INDEX "projects_prospect_salesman_idx";--> statement-breakpoint
DROP INDEX "projects_prospect_tile_all_idx";--> statement-breakpoint
DROP INDEX "projects_prospect_type_idx";--> statement-breakpoint
DROP INDEX "projects_prospect_archived_idx";--> statement-breakpoint
DROP INDEX "projects_prospect_type_page_idx";--> statement-breakpoint
DROP INDEX "projects_prospect_archived_page_idx";--> statement-breakpoint
DROP INDEX "projects_prospect_page_idx";--> statement-breakpoint
ALTER TABLE "project_prospects" ADD CONSTRAINT "project_prospects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO project_prospects (project_id, salesman_id, is_prospect, is_archived, prospect_type, tile,
    qualification, in_contact)
  SELECT id, salesman_id, is_prospect, is_archived, prospect_type, prospect_tile, qualification, in_contact
  FROM projects;--> statement-breakpoint
CREATE INDEX "project_prospects_tile_idx" ON "project_prospects" USING btree ("salesman_id","tile","project_id" DESC NULLS LAST) WHERE "project_prospects"."is_prospect" and not "project_prospects"."is_archived";--> statement-breakpoint
CREATE INDEX "project_prospects_salesman_idx" ON "project_prospects" USING btree ("salesman_id","project_id" DESC NULLS LAST) WHERE "project_prospects"."is_prospect" and not "project_prospects"."is_archived";--> statement-breakpoint
CREATE INDEX "project_prospects_tile_all_idx" ON "project_prospects" USING btree ("tile","project_id" DESC NULLS LAST) WHERE "project_prospects"."is_prospect" and not "project_prospects"."is_archived";--> statement-breakpoint
CREATE INDEX "project_prospects_type_idx" ON "project_prospects" USING btree ("prospect_type","salesman_id","tile") WHERE "project_prospects"."is_prospect" and not "project_prospects"."is_archived";--> statement-breakpoint
CREATE INDEX "project_prospects_archived_idx" ON "project_prospects" USING btree ("salesman_id","tile") WHERE "project_prospects"."is_prospect" and "project_prospects"."is_archived";--> statement-breakpoint
CREATE INDEX "project_prospects_type_page_idx" ON "project_prospects" USING btree ("prospect_type","project_id" DESC NULLS LAST) WHERE "project_prospects"."is_prospect" and not "project_prospects"."is_archived";--> statement-breakpoint
CREATE INDEX "project_prospects_archived_page_idx" ON "project_prospects" USING btree ("project_id" DESC NULLS LAST) WHERE "project_prospects"."is_prospect" and "project_prospects"."is_archived";--> statement-breakpoint
CREATE INDEX "project_prospects_page_idx" ON "project_prospects" USING btree ("project_id" DESC NULLS LAST) WHERE "project_prospects"."is_prospect" and not "project_prospects"."is_archived";--> statement-breakpoint
-- Its update event names in_contact: recreated for inserts only below.
DROP TRIGGER projects_before_write ON projects;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "prospect_type";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "prospect_tile";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "qualification";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "in_contact";--> statement-breakpoint
-- Applies the net change of one statement on project_prospects to the live prospects' counters per
-- salesperson and tile (prospect_counts): -1 for each old row, +1 for each new one, summed per counter.
CREATE OR REPLACE FUNCTION project_prospects_counts_apply(changes jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO prospect_counts AS c (salesman_key, tile, n)
  SELECT coalesce((x->>'salesman_id')::int, 0), coalesce(x->>'tile', 'toContact'), sum((x->>'d')::int)
  FROM jsonb_array_elements(changes) x
  GROUP BY 1, 2 HAVING sum((x->>'d')::int) <> 0
  ON CONFLICT (salesman_key, tile) DO UPDATE SET n = c.n + excluded.n;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_prospects_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_prospects_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('salesman_id', salesman_id, 'tile', tile, 'd', -1))
    FROM old_rows WHERE is_prospect AND NOT is_archived), '[]'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_prospects_counts_delete AFTER DELETE ON project_prospects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_prospects_counts_delete();--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_prospects_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_prospects_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('salesman_id', salesman_id, 'tile', tile, 'd', 1))
    FROM new_rows WHERE is_prospect AND NOT is_archived), '[]'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_prospects_counts_insert AFTER INSERT ON project_prospects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_prospects_counts_insert();--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_prospects_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_prospects_counts_apply(coalesce((
    SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('salesman_id', salesman_id, 'tile', tile, 'd', -1) x FROM old_rows WHERE is_prospect AND NOT is_archived
      UNION ALL
      SELECT jsonb_build_object('salesman_id', salesman_id, 'tile', tile, 'd', 1) FROM new_rows WHERE is_prospect AND NOT is_archived) changes), '[]'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_prospects_counts_update AFTER UPDATE ON project_prospects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_prospects_counts_update();--> statement-breakpoint
-- A prospect's tile when the project becomes (or stops being) a prospect or its in-contact flag changes;
-- appointments and contact attempts move it too (refresh_prospect_tile). Null for a customer project.
CREATE OR REPLACE FUNCTION project_prospects_tile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.tile := CASE WHEN NEW.is_prospect THEN prospect_tile_of(NEW.project_id, NEW.in_contact) END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_prospects_tile BEFORE INSERT OR UPDATE OF is_prospect, in_contact
  ON project_prospects FOR EACH ROW EXECUTE FUNCTION project_prospects_tile();--> statement-breakpoint
-- A project of an archived household is archived too (lists can then filter on the project alone).
CREATE OR REPLACE FUNCTION projects_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_archived := NEW.is_archived OR coalesce((SELECT c.is_archived FROM customers c WHERE c.id = NEW.customer_id), false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_before_write BEFORE INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_before_write();--> statement-breakpoint
-- Applies the net change of one statement on projects to the live customer projects' counters: -1 for each
-- old row, +1 for each new one (the callers pass live customer projects only), summed per counter (an update
-- that moves nothing writes nothing). The prospects' counters follow project_prospects
-- (project_prospects_counts_apply).
CREATE OR REPLACE FUNCTION projects_counts_apply(changes jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO customer_counts AS c (salesman_key, step, n)
  SELECT coalesce((x->>'salesman_id')::int, 0), (x->>'step')::smallint, sum((x->>'d')::int)
  FROM jsonb_array_elements(changes) x
  GROUP BY 1, 2 HAVING sum((x->>'d')::int) <> 0
  ON CONFLICT (salesman_key, step) DO UPDATE SET n = c.n + excluded.n;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM projects_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('salesman_id', salesman_id, 'step', step, 'd', -1))
    FROM old_rows WHERE NOT is_prospect AND NOT is_archived), '[]'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_counts_delete();--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM projects_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('salesman_id', salesman_id, 'step', step, 'd', 1))
    FROM new_rows WHERE NOT is_prospect AND NOT is_archived), '[]'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_counts_insert();--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM projects_counts_apply(coalesce((
    SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('salesman_id', salesman_id, 'step', step, 'd', -1) x FROM old_rows WHERE NOT is_prospect AND NOT is_archived
      UNION ALL
      SELECT jsonb_build_object('salesman_id', salesman_id, 'step', step, 'd', 1) FROM new_rows WHERE NOT is_prospect AND NOT is_archived) changes), '[]'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_counts_update();--> statement-breakpoint
-- The list keys of a project copied into the side tables whose lists and counters filter on them (a side
-- table's page indexes cannot read projects): its salesperson, whether it is live (neither a prospect nor
-- archived), its step, both flags for the prospect lists (project_prospects), and for the search and the
-- lists (project_search) both flags, the building-permit tile and the creation time (« Créé le », which an
-- import may set). A row trigger that fires only when one of them changes (a statement trigger with
-- transition tables cannot name its columns, and would fire on every update of projects).
CREATE OR REPLACE FUNCTION projects_share_list_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_logisbox SET salesman_id = NEW.salesman_id, live = NOT NEW.is_prospect AND NOT NEW.is_archived,
    step = NEW.step
  WHERE project_id = NEW.id;
  UPDATE project_financings SET salesman_id = NEW.salesman_id, live = NOT NEW.is_prospect AND NOT NEW.is_archived
  WHERE project_id = NEW.id;
  UPDATE project_prospects SET salesman_id = NEW.salesman_id, is_prospect = NEW.is_prospect,
    is_archived = NEW.is_archived
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
-- Every project has its row in the side tables that keep one per project (project_logisbox, project_search,
-- project_prospects), created with it, whatever code inserts it, with the project's list keys (see
-- projects_share_list_keys) and its search text and sort keys (see project_search_refresh); the prospect's
-- origin and qualification are written by the code that creates the prospect.
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
  INSERT INTO project_prospects (project_id, salesman_id, is_prospect, is_archived)
  SELECT id, salesman_id, is_prospect, is_archived FROM new_rows;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_side_rows AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_side_rows();--> statement-breakpoint
-- Appointments and contact attempts move their project between tiles.
CREATE OR REPLACE FUNCTION refresh_prospect_tile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.project_id IS NOT NULL THEN
    UPDATE project_prospects SET tile = prospect_tile_of(project_id, in_contact)
      WHERE project_id = OLD.project_id AND is_prospect;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.project_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.project_id IS DISTINCT FROM OLD.project_id OR TG_TABLE_NAME = 'appointments') THEN
    UPDATE project_prospects SET tile = prospect_tile_of(project_id, in_contact)
      WHERE project_id = NEW.project_id AND is_prospect;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER appointments_prospect_tile AFTER INSERT OR DELETE OR UPDATE OF project_id, cancelled ON appointments
  FOR EACH ROW EXECUTE FUNCTION refresh_prospect_tile();--> statement-breakpoint
CREATE OR REPLACE TRIGGER contact_attempts_prospect_tile AFTER INSERT OR DELETE OR UPDATE OF project_id ON contact_attempts
  FOR EACH ROW EXECUTE FUNCTION refresh_prospect_tile();--> statement-breakpoint
-- Statistics for the new table at once: PGlite has no autovacuum, and PostgreSQL's would leave the first
-- queries after the upgrade planned as if the table were empty.
ANALYZE project_prospects;