-- The permit's state leaves projects for project_permits (issue 18): the list tile, the summary's counter
-- and lists, the types shown to the customer, with copies of the project's list keys, so that the project
-- list's tile counters and the summary's permit counters follow project_permits (their statement triggers
-- leave projects, where they fired on every update whatever column changed; they are created after the copy:
-- the counter tables already hold these totals). The search's copy of the tile now follows project_permits.
DROP TRIGGER project_tile_counts_delete ON projects;--> statement-breakpoint
DROP TRIGGER project_tile_counts_insert ON projects;--> statement-breakpoint
DROP TRIGGER project_tile_counts_update ON projects;--> statement-breakpoint
DROP TRIGGER summary_counts_delete ON projects;--> statement-breakpoint
DROP TRIGGER summary_counts_insert ON projects;--> statement-breakpoint
DROP TRIGGER summary_counts_update ON projects;--> statement-breakpoint
CREATE TABLE "project_permits" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"salesman_id" integer,
	"live" boolean DEFAULT false NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL,
	"bp_tile" text DEFAULT 'waitingBpElements' NOT NULL,
	"bp_count" text DEFAULT 'constitution',
	"bp_lists" text[] DEFAULT '{}'::text[] NOT NULL,
	"bp_show" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_permits" ADD CONSTRAINT "project_permits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO project_permits (project_id, salesman_id, live, step, bp_tile, bp_count, bp_lists, bp_show)
  SELECT id, salesman_id, NOT is_prospect AND NOT is_archived, step, bp_tile, bp_count, bp_lists, bp_show
  FROM projects;--> statement-breakpoint
-- Its update event names bp_tile: recreated without it below.
DROP TRIGGER projects_share_list_keys ON projects;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "bp_tile";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "bp_count";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "bp_lists";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "bp_show";--> statement-breakpoint
-- The permit's state where lists and counters read it: project_permits.bp_count and bp_lists
-- (permit_counter_of, permit_lists_of), and the issue date in the logisbox side table, whose lists start once the permit is
-- granted and are ordered by that date.
CREATE OR REPLACE FUNCTION refresh_project_bp_count(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE project_permits p SET bp_count = x.c, bp_lists = x.lists
  FROM (SELECT i.id, permit_counter_of(bp) AS c, permit_lists_of(bp) AS lists
    FROM (SELECT DISTINCT unnest(ids) AS id) i LEFT JOIN building_permits bp ON bp.project_id = i.id) x
  WHERE p.project_id = x.id AND (p.bp_count IS DISTINCT FROM x.c OR p.bp_lists IS DISTINCT FROM x.lists);
  UPDATE project_logisbox l SET permit_issued_on = x.issue_date
  FROM (SELECT i.id, bp.issue_date
    FROM (SELECT DISTINCT unnest(ids) AS id) i LEFT JOIN building_permits bp ON bp.project_id = i.id) x
  WHERE l.project_id = x.id AND l.permit_issued_on IS DISTINCT FROM x.issue_date;
$$;--> statement-breakpoint
-- The permit tile copied into project_search, whose list indexes (step, bp_tile, id) filter on it, when the
-- permit service changes it (permit-change.ts). Both rows start at 'waitingBpElements' (projects_side_rows).
CREATE OR REPLACE FUNCTION project_permits_share_tile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_search SET bp_tile = NEW.bp_tile WHERE project_id = NEW.project_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_permits_share_tile AFTER UPDATE OF bp_tile ON project_permits FOR EACH ROW
  WHEN (OLD.bp_tile <> NEW.bp_tile) EXECUTE FUNCTION project_permits_share_tile();--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_tile_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_tile_counts AS c (salesman_key, step, bp_tile, n)
  SELECT coalesce(salesman_id, 0), step, bp_tile, -count(*) FROM old_rows
  WHERE live GROUP BY 1, 2, 3
  ON CONFLICT (salesman_key, step, bp_tile) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_tile_counts_delete AFTER DELETE ON project_permits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_tile_counts_delete();--> statement-breakpoint
-- The project list's tile counters: the net change of one statement on project_permits, per salesperson,
-- step and tile: -1 for each old live customer project, +1 for each new one (an update that moves nothing
-- writes nothing).
CREATE OR REPLACE FUNCTION project_tile_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_tile_counts AS c (salesman_key, step, bp_tile, n)
  SELECT coalesce(salesman_id, 0), step, bp_tile, count(*) FROM new_rows
  WHERE live GROUP BY 1, 2, 3
  ON CONFLICT (salesman_key, step, bp_tile) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_tile_counts_insert AFTER INSERT ON project_permits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_tile_counts_insert();--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_tile_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_tile_counts AS c (salesman_key, step, bp_tile, n)
  SELECT k, s, t, sum(d) FROM (
    SELECT coalesce(salesman_id, 0) AS k, step AS s, bp_tile AS t, -1 AS d FROM old_rows
    WHERE live
    UNION ALL
    SELECT coalesce(salesman_id, 0), step, bp_tile, 1 FROM new_rows
    WHERE live) changes
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0
  ON CONFLICT (salesman_key, step, bp_tile) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_tile_counts_update AFTER UPDATE ON project_permits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_tile_counts_update();--> statement-breakpoint
-- The list keys of a project copied into the side tables whose lists and counters filter on them (a side
-- table's page indexes cannot read projects): its salesperson, whether it is live (neither a prospect nor
-- archived), its step, both flags for the prospect lists (project_prospects), and for the search and the
-- lists (project_search) both flags and the creation time (« Créé le », which an import may set; the
-- permit tile comes from project_permits: project_permits_share_tile). A row trigger that fires only when one of them changes (a statement trigger with
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
  UPDATE project_permits SET salesman_id = NEW.salesman_id, live = NOT NEW.is_prospect AND NOT NEW.is_archived,
    step = NEW.step
  WHERE project_id = NEW.id;
  UPDATE project_search SET salesman_id = NEW.salesman_id, is_prospect = NEW.is_prospect,
    is_archived = NEW.is_archived, step = NEW.step, created_at = NEW.created_at
  WHERE project_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_share_list_keys AFTER UPDATE OF salesman_id, is_prospect, is_archived, step, created_at
  ON projects FOR EACH ROW
  WHEN (OLD.salesman_id IS DISTINCT FROM NEW.salesman_id OR OLD.is_prospect <> NEW.is_prospect
    OR OLD.is_archived <> NEW.is_archived OR OLD.step <> NEW.step OR OLD.created_at <> NEW.created_at)
  EXECUTE FUNCTION projects_share_list_keys();--> statement-breakpoint
-- Every project has its row in the side tables that keep one per project (project_logisbox, project_search,
-- project_prospects, project_permits), created with it, whatever code inserts it, with the project's list keys (see
-- projects_share_list_keys) and its search text and sort keys (see project_search_refresh); the prospect's
-- origin and qualification are written by the code that creates the prospect.
CREATE OR REPLACE FUNCTION projects_side_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_logisbox (project_id, salesman_id, live, step)
  SELECT id, salesman_id, NOT is_prospect AND NOT is_archived, step FROM new_rows;
  INSERT INTO project_search (project_id, salesman_id, is_prospect, is_archived, step, created_at,
    search_text, customer_sort_key, name_sort_key)
  SELECT n.id, n.salesman_id, n.is_prospect, n.is_archived, n.step, n.created_at,
    project_search_document(c, n.name, n.land_city, n.land_postal_code), customer_sort_key(c),
    coalesce(search_normalize(n.name), '')
  FROM new_rows n JOIN customers c ON c.id = n.customer_id;
  INSERT INTO project_prospects (project_id, salesman_id, is_prospect, is_archived)
  SELECT id, salesman_id, is_prospect, is_archived FROM new_rows;
  INSERT INTO project_permits (project_id, salesman_id, live, step)
  SELECT id, salesman_id, NOT is_prospect AND NOT is_archived, step FROM new_rows;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_side_rows AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_side_rows();--> statement-breakpoint
CREATE OR REPLACE FUNCTION summary_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT coalesce(salesman_id, 0), k, -count(*) FROM old_rows,
    unnest(project_summary_counters(bp_count, bp_lists)) k
  WHERE live GROUP BY 1, 2
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER summary_counts_delete AFTER DELETE ON project_permits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_delete();--> statement-breakpoint
CREATE OR REPLACE FUNCTION summary_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT coalesce(salesman_id, 0), k, count(*) FROM new_rows,
    unnest(project_summary_counters(bp_count, bp_lists)) k
  WHERE live GROUP BY 1, 2
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER summary_counts_insert AFTER INSERT ON project_permits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_insert();--> statement-breakpoint
CREATE OR REPLACE FUNCTION summary_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT s, k, sum(d) FROM (
    SELECT coalesce(salesman_id, 0) AS s, k, -1 AS d FROM old_rows,
      unnest(project_summary_counters(bp_count, bp_lists)) k
    WHERE live
    UNION ALL
    SELECT coalesce(salesman_id, 0), k, 1 FROM new_rows,
      unnest(project_summary_counters(bp_count, bp_lists)) k
    WHERE live) changes
  GROUP BY 1, 2 HAVING sum(d) <> 0
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER summary_counts_update AFTER UPDATE ON project_permits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_update();--> statement-breakpoint
-- Statistics for the new table at once (see 0060).
ANALYZE project_permits;