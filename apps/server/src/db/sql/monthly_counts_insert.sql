-- The net change of one statement on projects, per salesperson, month and kind (an update that moves
-- nothing writes nothing).
CREATE OR REPLACE FUNCTION monthly_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_counts AS c (salesman_key, month, kind, n)
  SELECT coalesce(r.salesman_id, 0), k.month, k.kind, count(*) FROM new_rows r,
    project_monthly_counters(r.is_prospect, r.created_at, r.converted_at) k
  GROUP BY 1, 2, 3
  ON CONFLICT (salesman_key, month, kind) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER monthly_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_counts_insert();
