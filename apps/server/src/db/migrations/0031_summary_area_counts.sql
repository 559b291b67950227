CREATE TABLE "summary_counts" (
	"salesman_key" integer NOT NULL,
	"counter" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "summary_counts_salesman_key_counter_pk" PRIMARY KEY("salesman_key","counter")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "fin_list" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "bp_count" text DEFAULT 'constitution';--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "bp_issued" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "accepted_pieces" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_logisbox_appointment_idx" ON "projects" USING btree ("logisbox_appointment_at") WHERE not "projects"."is_prospect" and not "projects"."is_archived" and "projects"."step" = 1 and "projects"."bp_issued" and "projects"."logisbox_file_at" is null;--> statement-breakpoint
CREATE INDEX "projects_logisbox_appointment_salesman_idx" ON "projects" USING btree ("salesman_id","logisbox_appointment_at") WHERE not "projects"."is_prospect" and not "projects"."is_archived" and "projects"."step" = 1 and "projects"."bp_issued" and "projects"."logisbox_file_at" is null;--> statement-breakpoint
-- The financing list of projects (financing.repository LIST_OF, without the cancelled and unrequested ones).
CREATE OR REPLACE FUNCTION refresh_project_fin_list(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE projects p SET fin_list = x.v
  FROM (SELECT i.id, (SELECT CASE WHEN f.requested_at IS NULL OR f.cancelled_at IS NOT NULL THEN NULL
        WHEN f.loan_offers_received_on IS NOT NULL THEN 'done'
        WHEN f.sent_at IS NOT NULL THEN 'waiting' ELSE 'asked' END
      FROM project_financings f WHERE f.project_id = i.id) AS v
    FROM (SELECT DISTINCT unnest(ids) AS id) i) x
  WHERE p.id = x.id AND p.fin_list IS DISTINCT FROM x.v;
$$;--> statement-breakpoint
-- The building-permit counter of projects (building-permits.repository countPermits) and the granted flag.
CREATE OR REPLACE FUNCTION refresh_project_bp_count(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE projects p SET bp_count = x.c, bp_issued = x.issued
  FROM (SELECT i.id,
      CASE WHEN bp.project_id IS NULL THEN 'constitution'
        WHEN NOT bp.needed OR bp.global_refusal_closed_at IS NOT NULL THEN NULL
        WHEN bp.issue_date IS NOT NULL THEN 'done'
        WHEN bp.deposited_on IS NOT NULL AND bp.refused_on IS NULL THEN 'waiting'
        ELSE 'constitution' END AS c,
      coalesce(bp.issue_date IS NOT NULL, false) AS issued
    FROM (SELECT DISTINCT unnest(ids) AS id) i LEFT JOIN building_permits bp ON bp.project_id = i.id) x
  WHERE p.id = x.id AND (p.bp_count IS DISTINCT FROM x.c OR p.bp_issued IS DISTINCT FROM x.issued);
$$;--> statement-breakpoint
-- The accepted constitution pieces of projects.
CREATE OR REPLACE FUNCTION refresh_project_accepted_pieces(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE projects p SET accepted_pieces = x.n
  FROM (SELECT i.id, (SELECT count(*) FROM constitution_pieces cp
        WHERE cp.project_id = i.id AND cp.state = 'accepted')::smallint AS n
    FROM (SELECT DISTINCT unnest(ids) AS id) i) x
  WHERE p.id = x.id AND p.accepted_pieces <> x.n;
$$;--> statement-breakpoint
-- Statement triggers: the projects a statement touched get their denormalised columns again.
CREATE OR REPLACE FUNCTION project_financings_fin_list() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_project_fin_list(ARRAY(SELECT project_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_project_fin_list(ARRAY(SELECT project_id FROM old_rows));
  ELSE
    PERFORM refresh_project_fin_list(ARRAY(SELECT project_id FROM new_rows UNION SELECT project_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION building_permits_bp_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_project_bp_count(ARRAY(SELECT project_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_project_bp_count(ARRAY(SELECT project_id FROM old_rows));
  ELSE
    PERFORM refresh_project_bp_count(ARRAY(SELECT project_id FROM new_rows UNION SELECT project_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION constitution_pieces_accepted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_project_accepted_pieces(ARRAY(SELECT project_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_project_accepted_pieces(ARRAY(SELECT project_id FROM old_rows));
  ELSE
    PERFORM refresh_project_accepted_pieces(
      ARRAY(SELECT project_id FROM new_rows UNION SELECT project_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER project_financings_fin_list_insert AFTER INSERT ON project_financings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_financings_fin_list();--> statement-breakpoint
CREATE TRIGGER project_financings_fin_list_update AFTER UPDATE ON project_financings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_financings_fin_list();--> statement-breakpoint
CREATE TRIGGER project_financings_fin_list_delete AFTER DELETE ON project_financings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_financings_fin_list();--> statement-breakpoint
CREATE TRIGGER building_permits_bp_count_insert AFTER INSERT ON building_permits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION building_permits_bp_count();--> statement-breakpoint
CREATE TRIGGER building_permits_bp_count_update AFTER UPDATE ON building_permits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION building_permits_bp_count();--> statement-breakpoint
CREATE TRIGGER building_permits_bp_count_delete AFTER DELETE ON building_permits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION building_permits_bp_count();--> statement-breakpoint
CREATE TRIGGER constitution_pieces_accepted_insert AFTER INSERT ON constitution_pieces REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION constitution_pieces_accepted();--> statement-breakpoint
CREATE TRIGGER constitution_pieces_accepted_update AFTER UPDATE ON constitution_pieces REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION constitution_pieces_accepted();--> statement-breakpoint
CREATE TRIGGER constitution_pieces_accepted_delete AFTER DELETE ON constitution_pieces REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION constitution_pieces_accepted();--> statement-breakpoint
-- The summary counters a live customer project counts in (10 = CONSTITUTION_PIECES.length; the logisbox
-- ones follow preconstruction.repository logisboxBase: step 1, permit granted, logisbox file not done).
CREATE OR REPLACE FUNCTION project_summary_counters(fin_list text, bp_count text, step smallint,
  bp_issued boolean, logisbox_file_at timestamptz, accepted_pieces smallint, meter_id integer,
  logisbox_signed_at timestamptz) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['financing.' || fin_list, 'bp.' || bp_count] ||
    CASE WHEN step = 1 AND bp_issued AND logisbox_file_at IS NULL THEN ARRAY['logisbox.total',
      CASE WHEN accepted_pieces < 10 THEN 'logisbox.waitingElement' END,
      CASE WHEN meter_id IS NULL THEN 'logisbox.waitingMeter' END,
      CASE WHEN logisbox_signed_at IS NULL THEN 'logisbox.waitingSignature' END,
      CASE WHEN accepted_pieces >= 10 AND meter_id IS NOT NULL AND logisbox_signed_at IS NOT NULL
        THEN 'logisbox.inProgress' END,
      CASE WHEN meter_id IS NULL OR logisbox_signed_at IS NULL THEN 'logisbox.toComplete' END]
    ELSE ARRAY[]::text[] END, NULL)
$$;--> statement-breakpoint
-- The net change of one statement on projects, per salesperson and counter: -1 for each counter of an old
-- live customer project, +1 for each of a new one (an update that moves nothing writes nothing).
CREATE OR REPLACE FUNCTION summary_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT coalesce(salesman_id, 0), k, count(*) FROM new_rows,
    unnest(project_summary_counters(fin_list, bp_count, step, bp_issued, logisbox_file_at, accepted_pieces,
      meter_id, logisbox_signed_at)) k
  WHERE NOT is_prospect AND NOT is_archived GROUP BY 1, 2
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION summary_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT s, k, sum(d) FROM (
    SELECT coalesce(salesman_id, 0) AS s, k, -1 AS d FROM old_rows,
      unnest(project_summary_counters(fin_list, bp_count, step, bp_issued, logisbox_file_at, accepted_pieces,
        meter_id, logisbox_signed_at)) k
    WHERE NOT is_prospect AND NOT is_archived
    UNION ALL
    SELECT coalesce(salesman_id, 0), k, 1 FROM new_rows,
      unnest(project_summary_counters(fin_list, bp_count, step, bp_issued, logisbox_file_at, accepted_pieces,
        meter_id, logisbox_signed_at)) k
    WHERE NOT is_prospect AND NOT is_archived) changes
  GROUP BY 1, 2 HAVING sum(d) <> 0
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION summary_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_counts AS c (salesman_key, counter, n)
  SELECT coalesce(salesman_id, 0), k, -count(*) FROM old_rows,
    unnest(project_summary_counters(fin_list, bp_count, step, bp_issued, logisbox_file_at, accepted_pieces,
      meter_id, logisbox_signed_at)) k
  WHERE NOT is_prospect AND NOT is_archived GROUP BY 1, 2
  ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- One update writes the four columns of the projects that have anything else than the defaults.
UPDATE projects p SET fin_list = x.fin_list, bp_count = x.bp_count, bp_issued = x.bp_issued,
    accepted_pieces = x.accepted_pieces
  FROM (SELECT p2.id,
      CASE WHEN f.requested_at IS NULL OR f.cancelled_at IS NOT NULL THEN NULL
        WHEN f.loan_offers_received_on IS NOT NULL THEN 'done'
        WHEN f.sent_at IS NOT NULL THEN 'waiting' ELSE 'asked' END AS fin_list,
      CASE WHEN bp.project_id IS NULL THEN 'constitution'
        WHEN NOT bp.needed OR bp.global_refusal_closed_at IS NOT NULL THEN NULL
        WHEN bp.issue_date IS NOT NULL THEN 'done'
        WHEN bp.deposited_on IS NOT NULL AND bp.refused_on IS NULL THEN 'waiting'
        ELSE 'constitution' END AS bp_count,
      coalesce(bp.issue_date IS NOT NULL, false) AS bp_issued,
      coalesce(pieces.n, 0) AS accepted_pieces
    FROM projects p2
    LEFT JOIN project_financings f ON f.project_id = p2.id
    LEFT JOIN building_permits bp ON bp.project_id = p2.id
    LEFT JOIN (SELECT project_id, count(*)::smallint AS n FROM constitution_pieces WHERE state = 'accepted'
      GROUP BY 1) pieces ON pieces.project_id = p2.id) x
  WHERE x.id = p.id AND (x.fin_list IS NOT NULL OR x.bp_count IS DISTINCT FROM 'constitution' OR x.bp_issued
    OR x.accepted_pieces <> 0);--> statement-breakpoint
INSERT INTO summary_counts (salesman_key, counter, n)
  SELECT coalesce(salesman_id, 0), k, count(*) FROM projects,
    unnest(project_summary_counters(fin_list, bp_count, step, bp_issued, logisbox_file_at, accepted_pieces,
      meter_id, logisbox_signed_at)) k
  WHERE NOT is_prospect AND NOT is_archived GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER summary_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_insert();--> statement-breakpoint
CREATE TRIGGER summary_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_update();--> statement-breakpoint
CREATE TRIGGER summary_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION summary_counts_delete();
