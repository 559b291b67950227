-- The totals of the building-permit dashboard's permit lists as summary counters (bpList.planRedraw,
-- bpList.inProgress, bpList.waiting, bpList.toBilled): GET /api/buildingPermit counted every row of each
-- list with a window count on each call (838 ms at 186 000 permits). projects.bp_lists (0038) holds the
-- lists of the project, written with bp_count by refresh_project_bp_count; summary_counts follows it.
-- The rules are building-permits.repository PERMIT_LIST_RULES.
-- The permit lists a building_permits row is in.
CREATE OR REPLACE FUNCTION bp_permit_lists(needed boolean, printed_at timestamptz, downloaded_at timestamptz,
  deposited_on date, issue_date date, refused_on date, global_refusal_closed_at timestamptz,
  plan_redraw_requested_at timestamptz, billed_at timestamptz) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN global_refusal_closed_at IS NULL AND issue_date IS NULL AND (refused_on IS NOT NULL
      OR (plan_redraw_requested_at IS NOT NULL AND deposited_on IS NULL)) THEN 'planRedraw' END,
    CASE WHEN global_refusal_closed_at IS NULL AND needed AND (printed_at IS NOT NULL OR downloaded_at IS NOT NULL)
      AND deposited_on IS NULL AND plan_redraw_requested_at IS NULL AND refused_on IS NULL THEN 'inProgress' END,
    CASE WHEN global_refusal_closed_at IS NULL AND deposited_on IS NOT NULL AND issue_date IS NULL
      AND refused_on IS NULL THEN 'waiting' END,
    CASE WHEN global_refusal_closed_at IS NULL AND issue_date IS NOT NULL AND billed_at IS NULL
      THEN 'toBilled' END], NULL)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_project_bp_count(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE projects p SET bp_count = x.c, bp_issued = x.issued, bp_lists = x.lists
  FROM (SELECT i.id,
      CASE WHEN bp.project_id IS NULL THEN 'constitution'
        WHEN NOT bp.needed OR bp.global_refusal_closed_at IS NOT NULL THEN NULL
        WHEN bp.issue_date IS NOT NULL THEN 'done'
        WHEN bp.deposited_on IS NOT NULL AND bp.refused_on IS NULL THEN 'waiting'
        ELSE 'constitution' END AS c,
      coalesce(bp.issue_date IS NOT NULL, false) AS issued,
      CASE WHEN bp.project_id IS NULL THEN '{}'::text[] ELSE bp_permit_lists(bp.needed, bp.printed_at,
        bp.downloaded_at, bp.deposited_on, bp.issue_date, bp.refused_on, bp.global_refusal_closed_at,
        bp.plan_redraw_requested_at, bp.billed_at) END AS lists
    FROM (SELECT DISTINCT unnest(ids) AS id) i LEFT JOIN building_permits bp ON bp.project_id = i.id) x
  WHERE p.id = x.id AND (p.bp_count IS DISTINCT FROM x.c OR p.bp_issued IS DISTINCT FROM x.issued
    OR p.bp_lists IS DISTINCT FROM x.lists);
$$;--> statement-breakpoint
-- The summary counters of a live customer project: those of 0031 and one bpList.<list> per permit list.
DROP FUNCTION project_summary_counters(text, text, smallint, boolean, timestamptz, smallint, integer, timestamptz);--> statement-breakpoint
CREATE FUNCTION project_summary_counters(fin_list text, bp_count text, step smallint,
  bp_issued boolean, logisbox_file_at timestamptz, accepted_pieces smallint, meter_id integer,
  logisbox_signed_at timestamptz, bp_lists text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['financing.' || fin_list, 'bp.' || bp_count] ||
    CASE WHEN step = 1 AND bp_issued AND logisbox_file_at IS NULL THEN ARRAY['logisbox.total',
      CASE WHEN accepted_pieces < 10 THEN 'logisbox.waitingElement' END,
      CASE WHEN meter_id IS NULL THEN 'logisbox.waitingMeter' END,
      CASE WHEN logisbox_signed_at IS NULL THEN 'logisbox.waitingSignature' END,
      CASE WHEN accepted_pieces >= 10 AND meter_id IS NOT NULL AND logisbox_signed_at IS NOT NULL
        THEN 'logisbox.inProgress' END,
      CASE WHEN meter_id IS NULL OR logisbox_signed_at IS NULL THEN 'logisbox.toComplete' END]
    ELSE ARRAY[]::text[] END || ARRAY(SELECT 'bpList.' || l FROM unnest(bp_lists) l), NULL)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION summary_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT coalesce(salesman_id, 0), k, count(*) FROM new_rows,
    unnest(project_summary_counters(fin_list, bp_count, step, bp_issued, logisbox_file_at, accepted_pieces,
      meter_id, logisbox_signed_at, bp_lists)) k
  WHERE NOT is_prospect AND NOT is_archived GROUP BY 1, 2
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION summary_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT s, k, sum(d) FROM (
    SELECT coalesce(salesman_id, 0) AS s, k, -1 AS d FROM old_rows,
      unnest(project_summary_counters(fin_list, bp_count, step, bp_issued, logisbox_file_at, accepted_pieces,
        meter_id, logisbox_signed_at, bp_lists)) k
    WHERE NOT is_prospect AND NOT is_archived
    UNION ALL
    SELECT coalesce(salesman_id, 0), k, 1 FROM new_rows,
      unnest(project_summary_counters(fin_list, bp_count, step, bp_issued, logisbox_file_at, accepted_pieces,
        meter_id, logisbox_signed_at, bp_lists)) k
    WHERE NOT is_prospect AND NOT is_archived) changes
  GROUP BY 1, 2 HAVING sum(d) <> 0
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION summary_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT coalesce(salesman_id, 0), k, -count(*) FROM old_rows,
    unnest(project_summary_counters(fin_list, bp_count, step, bp_issued, logisbox_file_at, accepted_pieces,
      meter_id, logisbox_signed_at, bp_lists)) k
  WHERE NOT is_prospect AND NOT is_archived GROUP BY 1, 2
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every project with a permit in a list gets its lists; the update trigger above adds them to the counters.
UPDATE projects p SET bp_lists = x.lists
  FROM (SELECT bp.project_id, bp_permit_lists(bp.needed, bp.printed_at, bp.downloaded_at, bp.deposited_on,
      bp.issue_date, bp.refused_on, bp.global_refusal_closed_at, bp.plan_redraw_requested_at, bp.billed_at) AS lists
    FROM building_permits bp) x
  WHERE p.id = x.project_id AND x.lists <> '{}'::text[];
