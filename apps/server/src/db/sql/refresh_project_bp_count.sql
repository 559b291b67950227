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
$$;
