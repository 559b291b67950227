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
$$;
