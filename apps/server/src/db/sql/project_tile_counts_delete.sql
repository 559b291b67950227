CREATE OR REPLACE FUNCTION project_tile_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_tile_counts AS c (salesman_key, step, bp_tile, n)
  SELECT coalesce(salesman_id, 0), step, bp_tile, -count(*) FROM old_rows
  WHERE live GROUP BY 1, 2, 3
  ON CONFLICT (salesman_key, step, bp_tile) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER project_tile_counts_delete AFTER DELETE ON project_permits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_tile_counts_delete();
