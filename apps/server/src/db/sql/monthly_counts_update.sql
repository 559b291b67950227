CREATE OR REPLACE FUNCTION monthly_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_counts AS c (salesman_key, month, kind, n)
  SELECT s, m, k, sum(d) FROM (
    SELECT coalesce(r.salesman_id, 0) AS s, x.month AS m, x.kind AS k, -1 AS d FROM old_rows r,
      project_monthly_counters(r.is_prospect, r.created_at, r.converted_at) x
    UNION ALL
    SELECT coalesce(r.salesman_id, 0), x.month, x.kind, 1 FROM new_rows r,
      project_monthly_counters(r.is_prospect, r.created_at, r.converted_at) x) changes
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0
  ON CONFLICT (salesman_key, month, kind) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER monthly_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_counts_update();
