-- The logisbox leaves projects for its side table (issue 18): one row per project with what was in
-- projects (the appointment, the signature, the completed file, the meter, the accepted pieces, the permit's
-- issue date) and the project's list keys, copied before the page indexes are built; the summary's logisbox
-- counters then follow project_logisbox (its triggers are created after the copy: summary_counts already
-- holds these totals), and the columns and six indexes leave projects.
CREATE TABLE "project_logisbox" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"appointment_at" timestamp with time zone,
	"file_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"meter_id" integer,
	"accepted_pieces" smallint DEFAULT 0 NOT NULL,
	"permit_issued_on" date,
	"salesman_id" integer,
	"live" boolean DEFAULT false NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
DROP INDEX "projects_logisbox_appointment_idx";--> statement-breakpoint
DROP INDEX "projects_logisbox_appointment_salesman_idx";--> statement-breakpoint
DROP INDEX "projects_logisbox_waiting_element_page_idx";--> statement-breakpoint
DROP INDEX "projects_logisbox_waiting_meter_page_idx";--> statement-breakpoint
DROP INDEX "projects_logisbox_waiting_signature_page_idx";--> statement-breakpoint
DROP INDEX "projects_logisbox_in_progress_page_idx";--> statement-breakpoint
ALTER TABLE "project_logisbox" ADD CONSTRAINT "project_logisbox_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO project_logisbox (project_id, appointment_at, file_at, signed_at, meter_id, accepted_pieces,
    permit_issued_on, salesman_id, live, step)
  SELECT id, logisbox_appointment_at, logisbox_file_at, logisbox_signed_at, meter_id, accepted_pieces, bp_issue_date,
    salesman_id, NOT is_prospect AND NOT is_archived, step
  FROM projects;--> statement-breakpoint
CREATE INDEX "project_logisbox_appointment_idx" ON "project_logisbox" USING btree ("appointment_at") WHERE "project_logisbox"."live" and "project_logisbox"."step" = 1 and "project_logisbox"."permit_issued_on" is not null and "project_logisbox"."file_at" is null;--> statement-breakpoint
CREATE INDEX "project_logisbox_appointment_salesman_idx" ON "project_logisbox" USING btree ("salesman_id","appointment_at") WHERE "project_logisbox"."live" and "project_logisbox"."step" = 1 and "project_logisbox"."permit_issued_on" is not null and "project_logisbox"."file_at" is null;--> statement-breakpoint
CREATE INDEX "project_logisbox_waiting_element_page_idx" ON "project_logisbox" USING btree ("appointment_at","permit_issued_on","project_id") WHERE "project_logisbox"."live" and "project_logisbox"."step" = 1 and "project_logisbox"."permit_issued_on" is not null and "project_logisbox"."file_at" is null and "project_logisbox"."accepted_pieces" < 10;--> statement-breakpoint
CREATE INDEX "project_logisbox_waiting_meter_page_idx" ON "project_logisbox" USING btree ("appointment_at","permit_issued_on","project_id") WHERE "project_logisbox"."live" and "project_logisbox"."step" = 1 and "project_logisbox"."permit_issued_on" is not null and "project_logisbox"."file_at" is null and "project_logisbox"."meter_id" is null;--> statement-breakpoint
CREATE INDEX "project_logisbox_waiting_signature_page_idx" ON "project_logisbox" USING btree ("appointment_at","permit_issued_on","project_id") WHERE "project_logisbox"."live" and "project_logisbox"."step" = 1 and "project_logisbox"."permit_issued_on" is not null and "project_logisbox"."file_at" is null and "project_logisbox"."signed_at" is null;--> statement-breakpoint
CREATE INDEX "project_logisbox_in_progress_page_idx" ON "project_logisbox" USING btree ("appointment_at","permit_issued_on","project_id") WHERE "project_logisbox"."live" and "project_logisbox"."step" = 1 and "project_logisbox"."permit_issued_on" is not null and "project_logisbox"."file_at" is null and "project_logisbox"."accepted_pieces" >= 10 and "project_logisbox"."meter_id" is not null and "project_logisbox"."signed_at" is not null;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "meter_id";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "bp_issued";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "bp_issue_date";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "accepted_pieces";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "logisbox_appointment_at";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "logisbox_file_at";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "logisbox_signed_at";--> statement-breakpoint
DROP FUNCTION project_summary_counters(fin_list text, bp_count text, step smallint, bp_issued boolean, logisbox_file_at timestamp with time zone, accepted_pieces smallint, meter_id integer, logisbox_signed_at timestamp with time zone, bp_lists text[]);--> statement-breakpoint
-- The permit's state where lists and counters read it: projects.bp_count and bp_lists (permit_counter_of,
-- permit_lists_of), and the issue date in the logisbox side table, whose lists start once the permit is
-- granted and are ordered by that date.
CREATE OR REPLACE FUNCTION refresh_project_bp_count(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE projects p SET bp_count = x.c, bp_lists = x.lists
  FROM (SELECT i.id, permit_counter_of(bp) AS c, permit_lists_of(bp) AS lists
    FROM (SELECT DISTINCT unnest(ids) AS id) i LEFT JOIN building_permits bp ON bp.project_id = i.id) x
  WHERE p.id = x.id AND (p.bp_count IS DISTINCT FROM x.c OR p.bp_lists IS DISTINCT FROM x.lists);
  UPDATE project_logisbox l SET permit_issued_on = x.issue_date
  FROM (SELECT i.id, bp.issue_date
    FROM (SELECT DISTINCT unnest(ids) AS id) i LEFT JOIN building_permits bp ON bp.project_id = i.id) x
  WHERE l.project_id = x.id AND l.permit_issued_on IS DISTINCT FROM x.issue_date;
$$;--> statement-breakpoint
-- The accepted constitution pieces of projects, in their logisbox row (its lists and counters).
CREATE OR REPLACE FUNCTION refresh_project_accepted_pieces(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE project_logisbox l SET accepted_pieces = x.n
  FROM (SELECT i.id, (SELECT count(*) FROM constitution_pieces cp
        WHERE cp.project_id = i.id AND cp.state = 'accepted')::smallint AS n
    FROM (SELECT DISTINCT unnest(ids) AS id) i) x
  WHERE l.project_id = x.id AND l.accepted_pieces <> x.n;
$$;--> statement-breakpoint
-- The summary's logisbox counters a project is in (logisbox.total, waitingElement, waitingMeter,
-- waitingSignature, inProgress, toComplete), from its project_logisbox row: a live project in
-- pre-construction (step 1) whose permit is granted and whose logisbox file is not complete. 10 is the
-- number of constitution pieces (CONSTITUTION_PIECES). The lists' page indexes (db/schema/preconstruction.ts)
-- and preconstruction.repository LOGISBOX_LIST_RULES say the same.
CREATE OR REPLACE FUNCTION logisbox_counters(live boolean, step smallint, permit_issued_on date,
  file_at timestamptz, accepted_pieces smallint, meter_id integer, signed_at timestamptz) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN live AND step = 1 AND permit_issued_on IS NOT NULL AND file_at IS NULL THEN
    array_remove(ARRAY['logisbox.total',
      CASE WHEN accepted_pieces < 10 THEN 'logisbox.waitingElement' END,
      CASE WHEN meter_id IS NULL THEN 'logisbox.waitingMeter' END,
      CASE WHEN signed_at IS NULL THEN 'logisbox.waitingSignature' END,
      CASE WHEN accepted_pieces >= 10 AND meter_id IS NOT NULL AND signed_at IS NOT NULL
        THEN 'logisbox.inProgress' END,
      CASE WHEN meter_id IS NULL OR signed_at IS NULL THEN 'logisbox.toComplete' END], NULL)
  ELSE ARRAY[]::text[] END
$$;--> statement-breakpoint
-- The net change of one statement on project_logisbox to the summary's logisbox counters, per salesperson
-- (an update that moves nothing writes nothing).
CREATE OR REPLACE FUNCTION project_logisbox_summary_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO summary_counts AS c (salesman_key, counter, n)
    SELECT coalesce(salesman_id, 0), k, count(*) FROM new_rows,
      unnest(logisbox_counters(live, step, permit_issued_on, file_at, accepted_pieces, meter_id, signed_at)) k
    GROUP BY 1, 2
    ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO summary_counts AS c (salesman_key, counter, n)
    SELECT coalesce(salesman_id, 0), k, -count(*) FROM old_rows,
      unnest(logisbox_counters(live, step, permit_issued_on, file_at, accepted_pieces, meter_id, signed_at)) k
    GROUP BY 1, 2
    ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO summary_counts AS c (salesman_key, counter, n)
    SELECT s, k, sum(d) FROM (
      SELECT coalesce(salesman_id, 0) AS s, k, -1 AS d FROM old_rows,
        unnest(logisbox_counters(live, step, permit_issued_on, file_at, accepted_pieces, meter_id, signed_at)) k
      UNION ALL
      SELECT coalesce(salesman_id, 0), k, 1 FROM new_rows,
        unnest(logisbox_counters(live, step, permit_issued_on, file_at, accepted_pieces, meter_id, signed_at)) k
    ) changes
    GROUP BY 1, 2 HAVING sum(d) <> 0
    ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_logisbox_summary_counts_insert AFTER INSERT ON project_logisbox
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_logisbox_summary_counts();--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_logisbox_summary_counts_update AFTER UPDATE ON project_logisbox
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_logisbox_summary_counts();--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_logisbox_summary_counts_delete AFTER DELETE ON project_logisbox
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_logisbox_summary_counts();--> statement-breakpoint
-- The summary counters of a live customer project kept from its projects row: its financing list
-- (financing.*), its permit counter (bp.*) and its permit lists (bpList.*). The logisbox counters come from
-- its side table (logisbox_counters).
CREATE OR REPLACE FUNCTION project_summary_counters(fin_list text, bp_count text, bp_lists text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['financing.' || fin_list, 'bp.' || bp_count]
    || ARRAY(SELECT 'bpList.' || l FROM unnest(bp_lists) l), NULL)
$$;--> statement-breakpoint
-- The list keys of a project copied into the side tables whose lists and counters filter on them (a side
-- table's page indexes cannot read projects): its salesperson, whether it is live (neither a prospect nor
-- archived), its step. A row trigger that fires only when one of them changes (a statement trigger with
-- transition tables cannot name its columns, and would fire on every update of projects).
CREATE OR REPLACE FUNCTION projects_share_list_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_logisbox SET salesman_id = NEW.salesman_id, live = NOT NEW.is_prospect AND NOT NEW.is_archived,
    step = NEW.step
  WHERE project_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_share_list_keys AFTER UPDATE OF salesman_id, is_prospect, is_archived, step
  ON projects FOR EACH ROW
  WHEN (OLD.salesman_id IS DISTINCT FROM NEW.salesman_id OR OLD.is_prospect <> NEW.is_prospect
    OR OLD.is_archived <> NEW.is_archived OR OLD.step <> NEW.step)
  EXECUTE FUNCTION projects_share_list_keys();--> statement-breakpoint
-- Every project has its row in the side tables that keep one per project (project_logisbox), created with
-- it, whatever code inserts it, with the project's list keys (see projects_share_list_keys).
CREATE OR REPLACE FUNCTION projects_side_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_logisbox (project_id, salesman_id, live, step)
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
    unnest(project_summary_counters(fin_list, bp_count, bp_lists)) k
  WHERE NOT is_prospect AND NOT is_archived GROUP BY 1, 2
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER summary_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_delete();--> statement-breakpoint
CREATE OR REPLACE FUNCTION summary_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT coalesce(salesman_id, 0), k, count(*) FROM new_rows,
    unnest(project_summary_counters(fin_list, bp_count, bp_lists)) k
  WHERE NOT is_prospect AND NOT is_archived GROUP BY 1, 2
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER summary_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_insert();--> statement-breakpoint
CREATE OR REPLACE FUNCTION summary_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT s, k, sum(d) FROM (
    SELECT coalesce(salesman_id, 0) AS s, k, -1 AS d FROM old_rows,
      unnest(project_summary_counters(fin_list, bp_count, bp_lists)) k
    WHERE NOT is_prospect AND NOT is_archived
    UNION ALL
    SELECT coalesce(salesman_id, 0), k, 1 FROM new_rows,
      unnest(project_summary_counters(fin_list, bp_count, bp_lists)) k
    WHERE NOT is_prospect AND NOT is_archived) changes
  GROUP BY 1, 2 HAVING sum(d) <> 0
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER summary_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_update();
