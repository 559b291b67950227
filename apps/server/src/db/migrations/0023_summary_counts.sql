CREATE TABLE "customer_counts" (
	"salesman_key" integer NOT NULL,
	"step" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "customer_counts_salesman_key_step_pk" PRIMARY KEY("salesman_key","step")
);
--> statement-breakpoint
CREATE TABLE "prospect_counts" (
	"salesman_key" integer NOT NULL,
	"tile" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "prospect_counts_salesman_key_tile_pk" PRIMARY KEY("salesman_key","tile")
);
--> statement-breakpoint
-- Applies the net change of one statement on projects to the counters: -1 for each old row, +1 for each new
-- one, summed per counter (an update that moves nothing writes nothing). Live = not archived.
CREATE OR REPLACE FUNCTION projects_counts_apply(changes jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO prospect_counts AS c (salesman_key, tile, n)
  SELECT coalesce((x->>'salesman_id')::int, 0), coalesce(x->>'prospect_tile', 'toContact'), sum((x->>'d')::int)
  FROM jsonb_array_elements(changes) x
  WHERE (x->>'is_prospect')::boolean
  GROUP BY 1, 2 HAVING sum((x->>'d')::int) <> 0
  ON CONFLICT (salesman_key, tile) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO customer_counts AS c (salesman_key, step, n)
  SELECT coalesce((x->>'salesman_id')::int, 0), (x->>'step')::smallint, sum((x->>'d')::int)
  FROM jsonb_array_elements(changes) x
  WHERE NOT (x->>'is_prospect')::boolean
  GROUP BY 1, 2 HAVING sum((x->>'d')::int) <> 0
  ON CONFLICT (salesman_key, step) DO UPDATE SET n = c.n + excluded.n;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM projects_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('is_prospect', is_prospect, 'salesman_id', salesman_id,
      'prospect_tile', prospect_tile, 'step', step, 'd', 1))
    FROM new_rows WHERE NOT is_archived), '[]'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM projects_counts_apply(coalesce((
    SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('is_prospect', is_prospect, 'salesman_id', salesman_id,
        'prospect_tile', prospect_tile, 'step', step, 'd', -1) x FROM old_rows WHERE NOT is_archived
      UNION ALL
      SELECT jsonb_build_object('is_prospect', is_prospect, 'salesman_id', salesman_id,
        'prospect_tile', prospect_tile, 'step', step, 'd', 1) FROM new_rows WHERE NOT is_archived) changes), '[]'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM projects_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('is_prospect', is_prospect, 'salesman_id', salesman_id,
      'prospect_tile', prospect_tile, 'step', step, 'd', -1))
    FROM old_rows WHERE NOT is_archived), '[]'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER projects_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_counts_insert();--> statement-breakpoint
CREATE TRIGGER projects_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_counts_update();--> statement-breakpoint
CREATE TRIGGER projects_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_counts_delete();--> statement-breakpoint
INSERT INTO prospect_counts (salesman_key, tile, n)
  SELECT coalesce(salesman_id, 0), coalesce(prospect_tile, 'toContact'), count(*) FROM projects
  WHERE is_prospect AND NOT is_archived GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO customer_counts (salesman_key, step, n)
  SELECT coalesce(salesman_id, 0), step, count(*) FROM projects
  WHERE NOT is_prospect AND NOT is_archived GROUP BY 1, 2;
