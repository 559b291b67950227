-- The project list's tile counters: the net change of one statement on project_permits, per salesperson,
-- step and tile: -1 for each old live customer project, +1 for each new one (an update that moves nothing
-- writes nothing).
CREATE OR REPLACE FUNCTION project_tile_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_tile_counts AS c (salesman_key, step, bp_tile, n)
  SELECT coalesce(salesman_id, 0), step, bp_tile, count(*) FROM new_rows
  WHERE live GROUP BY 1, 2, 3
  ON CONFLICT (salesman_key, step, bp_tile) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER project_tile_counts_insert AFTER INSERT ON project_permits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_tile_counts_insert();
