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
$$;
CREATE OR REPLACE TRIGGER summary_counts_update AFTER UPDATE ON project_permits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_update();
