ALTER TABLE "projects" ADD COLUMN "prospect_tile" text;--> statement-breakpoint
CREATE INDEX "projects_prospect_tile_idx" ON "projects" USING btree ("salesman_id","prospect_tile","id" DESC NULLS LAST) WHERE "projects"."is_prospect" and not "projects"."is_archived";--> statement-breakpoint
CREATE INDEX "projects_prospect_salesman_idx" ON "projects" USING btree ("salesman_id","id" DESC NULLS LAST) WHERE "projects"."is_prospect" and not "projects"."is_archived";--> statement-breakpoint
CREATE INDEX "projects_prospect_tile_all_idx" ON "projects" USING btree ("prospect_tile","id" DESC NULLS LAST) WHERE "projects"."is_prospect" and not "projects"."is_archived";--> statement-breakpoint
-- The tile of a prospect (prospects list, summary counters): two or more live appointments, one, a contact
-- (a logged attempt or the in-contact flag), or nothing yet. Bounded index probes, as before in the query.
CREATE OR REPLACE FUNCTION prospect_tile_of(p_id integer, p_in_contact boolean) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN (SELECT count(*) FROM (SELECT 1 FROM appointments a WHERE a.project_id = p_id AND NOT a.cancelled LIMIT 2) x) >= 2
      THEN 'appointmentMore'
    WHEN EXISTS (SELECT 1 FROM appointments a WHERE a.project_id = p_id AND NOT a.cancelled) THEN 'appointment'
    WHEN p_in_contact OR EXISTS (SELECT 1 FROM contact_attempts ca WHERE ca.project_id = p_id) THEN 'inContact'
    ELSE 'toContact'
  END
$$;--> statement-breakpoint
-- A project's own row: its tile when it becomes (or stops being) a prospect or its in-contact flag changes,
-- and a project of an archived household is archived too (lists can then filter on the project alone).
CREATE OR REPLACE FUNCTION projects_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.is_archived := NEW.is_archived OR coalesce((SELECT c.is_archived FROM customers c WHERE c.id = NEW.customer_id), false);
  END IF;
  NEW.prospect_tile := CASE WHEN NEW.is_prospect THEN prospect_tile_of(NEW.id, NEW.in_contact) END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER projects_before_write BEFORE INSERT OR UPDATE OF is_prospect, in_contact ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_before_write();--> statement-breakpoint
-- Appointments and contact attempts move their project between tiles.
CREATE OR REPLACE FUNCTION refresh_prospect_tile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.project_id IS NOT NULL THEN
    UPDATE projects SET prospect_tile = prospect_tile_of(id, in_contact) WHERE id = OLD.project_id AND is_prospect;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.project_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.project_id IS DISTINCT FROM OLD.project_id OR TG_TABLE_NAME = 'appointments') THEN
    UPDATE projects SET prospect_tile = prospect_tile_of(id, in_contact) WHERE id = NEW.project_id AND is_prospect;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER appointments_prospect_tile AFTER INSERT OR DELETE OR UPDATE OF project_id, cancelled ON appointments
  FOR EACH ROW EXECUTE FUNCTION refresh_prospect_tile();--> statement-breakpoint
CREATE TRIGGER contact_attempts_prospect_tile AFTER INSERT OR DELETE OR UPDATE OF project_id ON contact_attempts
  FOR EACH ROW EXECUTE FUNCTION refresh_prospect_tile();--> statement-breakpoint
-- Archiving or restoring a household does the same to its projects.
CREATE OR REPLACE FUNCTION customers_archive_projects() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_archived IS DISTINCT FROM OLD.is_archived THEN
    UPDATE projects SET is_archived = NEW.is_archived, updated_at = now()
    WHERE customer_id = NEW.id AND is_archived IS DISTINCT FROM NEW.is_archived;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER customers_archive_projects AFTER UPDATE OF is_archived ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_archive_projects();--> statement-breakpoint
UPDATE projects p SET is_archived = true FROM customers c
  WHERE c.id = p.customer_id AND c.is_archived AND NOT p.is_archived;--> statement-breakpoint
UPDATE projects SET prospect_tile = prospect_tile_of(id, in_contact) WHERE is_prospect;
