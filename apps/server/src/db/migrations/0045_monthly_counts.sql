CREATE TABLE "monthly_counts" (
	"salesman_key" integer NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "monthly_counts_salesman_key_month_kind_pk" PRIMARY KEY("salesman_key","month","kind")
);
--> statement-breakpoint
-- The summary's monthly chart (summary-lists.repository monthlyCounts) grouped the year's projects on each
-- call (328 ms at 400 000 projects). The counters a project is in: its creation month when it is a prospect
-- or a converted customer, its conversion month when converted (months of Europe/Paris).
CREATE OR REPLACE FUNCTION project_monthly_counters(is_prospect boolean, created_at timestamptz,
  converted_at timestamptz) RETURNS TABLE (month date, kind text)
LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', created_at AT TIME ZONE 'Europe/Paris')::date, 'created'
    WHERE is_prospect OR converted_at IS NOT NULL
  UNION ALL
  SELECT date_trunc('month', converted_at AT TIME ZONE 'Europe/Paris')::date, 'signed'
    WHERE converted_at IS NOT NULL
$$;--> statement-breakpoint
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
$$;--> statement-breakpoint
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
$$;--> statement-breakpoint
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
$$;--> statement-breakpoint
CREATE TRIGGER monthly_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_counts_insert();--> statement-breakpoint
CREATE TRIGGER monthly_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_counts_update();--> statement-breakpoint
CREATE TRIGGER monthly_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_counts_delete();--> statement-breakpoint
INSERT INTO monthly_counts (salesman_key, month, kind, n)
  SELECT coalesce(p.salesman_id, 0), k.month, k.kind, count(*) FROM projects p,
    project_monthly_counters(p.is_prospect, p.created_at, p.converted_at) k
  GROUP BY 1, 2, 3;
