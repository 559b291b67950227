CREATE TABLE "project_tile_counts" (
	"salesman_key" integer NOT NULL,
	"step" smallint NOT NULL,
	"bp_tile" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "project_tile_counts_salesman_key_step_bp_tile_pk" PRIMARY KEY("salesman_key","step","bp_tile")
);
--> statement-breakpoint
-- The net change of one statement on projects, per salesperson, step and tile: -1 for each old live
-- customer project, +1 for each new one (an update that moves nothing writes nothing).
CREATE OR REPLACE FUNCTION project_tile_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_tile_counts AS c (salesman_key, step, bp_tile, n)
  SELECT coalesce(salesman_id, 0), step, bp_tile, count(*) FROM new_rows
  WHERE NOT is_prospect AND NOT is_archived GROUP BY 1, 2, 3
  ON CONFLICT (salesman_key, step, bp_tile) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_tile_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_tile_counts AS c (salesman_key, step, bp_tile, n)
  SELECT k, s, t, sum(d) FROM (
    SELECT coalesce(salesman_id, 0) AS k, step AS s, bp_tile AS t, -1 AS d FROM old_rows
    WHERE NOT is_prospect AND NOT is_archived
    UNION ALL
    SELECT coalesce(salesman_id, 0), step, bp_tile, 1 FROM new_rows
    WHERE NOT is_prospect AND NOT is_archived) changes
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0
  ON CONFLICT (salesman_key, step, bp_tile) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_tile_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_tile_counts AS c (salesman_key, step, bp_tile, n)
  SELECT coalesce(salesman_id, 0), step, bp_tile, -count(*) FROM old_rows
  WHERE NOT is_prospect AND NOT is_archived GROUP BY 1, 2, 3
  ON CONFLICT (salesman_key, step, bp_tile) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER project_tile_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_tile_counts_insert();--> statement-breakpoint
CREATE TRIGGER project_tile_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_tile_counts_update();--> statement-breakpoint
CREATE TRIGGER project_tile_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_tile_counts_delete();--> statement-breakpoint
INSERT INTO project_tile_counts (salesman_key, step, bp_tile, n)
  SELECT coalesce(salesman_id, 0), step, bp_tile, count(*) FROM projects
  WHERE NOT is_prospect AND NOT is_archived GROUP BY 1, 2, 3;
