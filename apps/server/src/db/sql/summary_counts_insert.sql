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
$$;
CREATE OR REPLACE TRIGGER summary_counts_insert AFTER INSERT ON project_permits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_insert();
