CREATE OR REPLACE FUNCTION project_tile_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_tile_counts AS c (salesman_key, step, bp_tile, n)
  SELECT k, s, t, sum(d) FROM (
    SELECT coalesce(salesman_id, 0) AS k, step AS s, bp_tile AS t, -1 AS d FROM old_rows
    WHERE live
    UNION ALL
    SELECT coalesce(salesman_id, 0), step, bp_tile, 1 FROM new_rows
    WHERE live) changes
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0
  ON CONFLICT (salesman_key, step, bp_tile) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER project_tile_counts_update AFTER UPDATE ON project_permits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_tile_counts_update();
