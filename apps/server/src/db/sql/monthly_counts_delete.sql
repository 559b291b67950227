CREATE OR REPLACE FUNCTION monthly_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_counts AS c (salesman_key, month, kind, n)
  SELECT coalesce(r.salesman_id, 0), k.month, k.kind, -count(*) FROM old_rows r,
    project_monthly_counters(r.is_prospect, r.created_at, r.converted_at) k
  GROUP BY 1, 2, 3
  ON CONFLICT (salesman_key, month, kind) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER monthly_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_counts_delete();
