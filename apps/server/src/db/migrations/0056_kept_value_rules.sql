DROP FUNCTION bp_permit_lists(needed boolean, printed_at timestamp with time zone, downloaded_at timestamp with time zone, deposited_on date, issue_date date, refused_on date, global_refusal_closed_at timestamp with time zone, plan_redraw_requested_at timestamp with time zone, billed_at timestamp with time zone);--> statement-breakpoint
-- The building-permit counter a project is in (summary counters bp.*): constitution while the file is
-- being put together (also when the project has no permit row yet: `bp` is then null), waiting once
-- deposited and not refused, done once granted; none when no permit is needed or the file was closed after
-- a global refusal.
CREATE OR REPLACE FUNCTION permit_counter_of(bp building_permits) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN bp.project_id IS NULL THEN 'constitution'
    WHEN NOT bp.needed OR bp.global_refusal_closed_at IS NOT NULL THEN NULL
    WHEN bp.issue_date IS NOT NULL THEN 'done'
    WHEN bp.deposited_on IS NOT NULL AND bp.refused_on IS NULL THEN 'waiting'
    ELSE 'constitution' END
$$;--> statement-breakpoint
-- The permit lists of the building-permit dashboard a project is in (planRedraw, inProgress, waiting,
-- toBilled), also its summary counters bpList.*: GET /api/buildingPermit counted every row of each list with
-- a window count on each call (838 ms at 186 000 permits). projects.bp_lists holds them, written with
-- bp_count by refresh_project_bp_count; summary_counts follows it. The dashboard's pages filter with
-- building-permits.repository PERMIT_LIST_RULES, the same rules on building_permits' columns. Empty when the
-- project has no permit row (`bp` is then null); a file closed after a global refusal is in none.
CREATE OR REPLACE FUNCTION permit_lists_of(bp building_permits) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN bp.global_refusal_closed_at IS NULL AND bp.issue_date IS NULL AND (bp.refused_on IS NOT NULL
      OR (bp.plan_redraw_requested_at IS NOT NULL AND bp.deposited_on IS NULL)) THEN 'planRedraw' END,
    CASE WHEN bp.global_refusal_closed_at IS NULL AND bp.needed
      AND (bp.printed_at IS NOT NULL OR bp.downloaded_at IS NOT NULL)
      AND bp.deposited_on IS NULL AND bp.plan_redraw_requested_at IS NULL AND bp.refused_on IS NULL
      THEN 'inProgress' END,
    CASE WHEN bp.global_refusal_closed_at IS NULL AND bp.deposited_on IS NOT NULL AND bp.issue_date IS NULL
      AND bp.refused_on IS NULL THEN 'waiting' END,
    CASE WHEN bp.global_refusal_closed_at IS NULL AND bp.issue_date IS NOT NULL AND bp.billed_at IS NULL
      THEN 'toBilled' END], NULL)
$$;--> statement-breakpoint
-- projects.bp_issue_date (0043): the permit's issue date, kept with bp_issued by refresh_project_bp_count,
-- so each logisbox list walks its page index (appointment, issue date, id) instead of ranking every project
-- waiting for its logisbox file with window functions on each call (355 ms at 20 000 such projects).
CREATE OR REPLACE FUNCTION refresh_project_bp_count(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE projects p SET bp_count = x.c, bp_issued = x.issue_date IS NOT NULL, bp_issue_date = x.issue_date,
    bp_lists = x.lists
  FROM (SELECT i.id,
      permit_counter_of(bp) AS c,
      bp.issue_date,
      permit_lists_of(bp) AS lists
    FROM (SELECT DISTINCT unnest(ids) AS id) i LEFT JOIN building_permits bp ON bp.project_id = i.id) x
  WHERE p.id = x.id AND (p.bp_count IS DISTINCT FROM x.c OR p.bp_issue_date IS DISTINCT FROM x.issue_date
    OR p.bp_lists IS DISTINCT FROM x.lists);
$$;--> statement-breakpoint
-- The financing list a project is in (summary counters financing.*, financing.repository LIST_OF): asked,
-- waiting (the file sent to the banks), done (loan offers received); none when financing was never
-- requested or is cancelled, or when the project has no financing row (`f` is then null).
CREATE OR REPLACE FUNCTION financing_list_of(f project_financings) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN f.requested_at IS NULL OR f.cancelled_at IS NOT NULL THEN NULL
    WHEN f.loan_offers_received_on IS NOT NULL THEN 'done'
    WHEN f.sent_at IS NOT NULL THEN 'waiting' ELSE 'asked' END
$$;--> statement-breakpoint
-- The financing list of projects (financing_list_of).
CREATE OR REPLACE FUNCTION refresh_project_fin_list(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE projects p SET fin_list = x.v
  FROM (SELECT i.id, financing_list_of(f) AS v
    FROM (SELECT DISTINCT unnest(ids) AS id) i LEFT JOIN project_financings f ON f.project_id = i.id) x
  WHERE p.id = x.id AND p.fin_list IS DISTINCT FROM x.v;
$$;
