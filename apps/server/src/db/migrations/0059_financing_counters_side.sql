-- The financing's summary counters are kept from project_financings itself (issue 18): the old triggers that
-- wrote projects.fin_list go first, project_financings gets the project's list keys (salesperson, live),
-- filled for the existing rows, then the new rules; summary_counts already holds the right totals.
DROP TRIGGER project_financings_fin_list_delete ON project_financings;
--> statement-breakpoint
DROP TRIGGER project_financings_fin_list_insert ON project_financings;
--> statement-breakpoint
DROP TRIGGER project_financings_fin_list_update ON project_financings;
--> statement-breakpoint
DROP FUNCTION financing_list_of(f project_financings);
--> statement-breakpoint
DROP FUNCTION project_financings_fin_list();
--> statement-breakpoint
DROP FUNCTION project_summary_counters(fin_list text, bp_count text, bp_lists text[]);
--> statement-breakpoint
DROP FUNCTION refresh_project_fin_list(ids integer[]);
--> statement-breakpoint
ALTER TABLE "project_financings" ADD COLUMN "salesman_id" integer;
--> statement-breakpoint
ALTER TABLE "project_financings" ADD COLUMN "live" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE project_financings f SET salesman_id = p.salesman_id, live = NOT p.is_prospect AND NOT p.is_archived
  FROM projects p WHERE p.id = f.project_id;
--> statement-breakpoint
-- The financing list a project is in (summary counters financing.*, the financing dashboard's lists;
-- financingListOf in packages/shared/src/financing.ts is its TypeScript twin for one row): asked, waiting
-- (the file sent to the banks), done (loan offers received); none when financing was never requested or is
-- cancelled.
CREATE OR REPLACE FUNCTION financing_list_of(requested_at timestamptz, cancelled_at timestamptz,
  loan_offers_received_on date, sent_at timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN requested_at IS NULL OR cancelled_at IS NOT NULL THEN NULL
    WHEN loan_offers_received_on IS NOT NULL THEN 'done'
    WHEN sent_at IS NOT NULL THEN 'waiting' ELSE 'asked' END
$$;
--> statement-breakpoint
-- A new financing row takes its project's list keys (then kept by projects_share_list_keys).
CREATE OR REPLACE FUNCTION project_financings_list_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.salesman_id, NOT p.is_prospect AND NOT p.is_archived INTO NEW.salesman_id, NEW.live
  FROM projects p WHERE p.id = NEW.project_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_financings_list_keys BEFORE INSERT ON project_financings
  FOR EACH ROW EXECUTE FUNCTION project_financings_list_keys();
--> statement-breakpoint
-- The net change of one statement on project_financings to the summary's financing counters
-- (financing.asked, waiting, done: financing_list_of), over live projects, per salesperson (an update that
-- moves nothing writes nothing).
CREATE OR REPLACE FUNCTION project_financings_summary_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO summary_counts AS c (salesman_key, counter, n)
    SELECT coalesce(salesman_id, 0), k, count(*) FROM (
      SELECT salesman_id, 'financing.' || financing_list_of(requested_at, cancelled_at, loan_offers_received_on,
        sent_at) AS k FROM new_rows WHERE live) x
    WHERE k IS NOT NULL GROUP BY 1, 2
    ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO summary_counts AS c (salesman_key, counter, n)
    SELECT coalesce(salesman_id, 0), k, -count(*) FROM (
      SELECT salesman_id, 'financing.' || financing_list_of(requested_at, cancelled_at, loan_offers_received_on,
        sent_at) AS k FROM old_rows WHERE live) x
    WHERE k IS NOT NULL GROUP BY 1, 2
    ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO summary_counts AS c (salesman_key, counter, n)
    SELECT coalesce(salesman_id, 0), k, sum(d) FROM (
      SELECT salesman_id, 'financing.' || financing_list_of(requested_at, cancelled_at, loan_offers_received_on,
        sent_at) AS k, -1 AS d FROM old_rows WHERE live
      UNION ALL
      SELECT salesman_id, 'financing.' || financing_list_of(requested_at, cancelled_at, loan_offers_received_on,
        sent_at), 1 FROM new_rows WHERE live) x
    WHERE k IS NOT NULL GROUP BY 1, 2 HAVING sum(d) <> 0
    ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_financings_summary_counts_insert AFTER INSERT ON project_financings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_financings_summary_counts();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_financings_summary_counts_update AFTER UPDATE ON project_financings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_financings_summary_counts();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_financings_summary_counts_delete AFTER DELETE ON project_financings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_financings_summary_counts();
--> statement-breakpoint
-- The summary counters of a live customer project kept from its projects row: its permit counter (bp.*) and
-- its permit lists (bpList.*). The financing and logisbox counters are kept from their own tables
-- (project_financings_summary_counts, project_logisbox_summary_counts).
CREATE OR REPLACE FUNCTION project_summary_counters(bp_count text, bp_lists text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['bp.' || bp_count] || ARRAY(SELECT 'bpList.' || l FROM unnest(bp_lists) l), NULL)
$$;
--> statement-breakpoint
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
  UPDATE project_financings SET salesman_id = NEW.salesman_id, live = NOT NEW.is_prospect AND NOT NEW.is_archived
  WHERE project_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_share_list_keys AFTER UPDATE OF salesman_id, is_prospect, is_archived, step
  ON projects FOR EACH ROW
  WHEN (OLD.salesman_id IS DISTINCT FROM NEW.salesman_id OR OLD.is_prospect <> NEW.is_prospect
    OR OLD.is_archived <> NEW.is_archived OR OLD.step <> NEW.step)
  EXECUTE FUNCTION projects_share_list_keys();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION summary_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT coalesce(salesman_id, 0), k, -count(*) FROM old_rows,
    unnest(project_summary_counters(bp_count, bp_lists)) k
  WHERE NOT is_prospect AND NOT is_archived GROUP BY 1, 2
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER summary_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION summary_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT coalesce(salesman_id, 0), k, count(*) FROM new_rows,
    unnest(project_summary_counters(bp_count, bp_lists)) k
  WHERE NOT is_prospect AND NOT is_archived GROUP BY 1, 2
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER summary_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION summary_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT s, k, sum(d) FROM (
    SELECT coalesce(salesman_id, 0) AS s, k, -1 AS d FROM old_rows,
      unnest(project_summary_counters(bp_count, bp_lists)) k
    WHERE NOT is_prospect AND NOT is_archived
    UNION ALL
    SELECT coalesce(salesman_id, 0), k, 1 FROM new_rows,
      unnest(project_summary_counters(bp_count, bp_lists)) k
    WHERE NOT is_prospect AND NOT is_archived) changes
  GROUP BY 1, 2 HAVING sum(d) <> 0
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER summary_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_update();
--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "fin_list";
