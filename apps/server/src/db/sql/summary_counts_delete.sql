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
$$;
CREATE OR REPLACE TRIGGER summary_counts_delete AFTER DELETE ON project_permits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_delete();
