-- The prospect's tile copied into project_search, whose rows the prospect search counts by tile, whenever
-- it changes: refresh_prospect_tile (appointments, contact attempts) and project_prospects_tile (a project
-- that becomes or stops being a prospect: its tile set by that BEFORE trigger, which an `UPDATE OF tile`
-- trigger would not see). New projects get theirs from projects_side_rows.
CREATE OR REPLACE FUNCTION project_prospects_share_tile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_search SET prospect_tile = NEW.tile WHERE project_id = NEW.project_id;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER project_prospects_share_tile AFTER UPDATE ON project_prospects FOR EACH ROW
  WHEN (OLD.tile IS DISTINCT FROM NEW.tile) EXECUTE FUNCTION project_prospects_share_tile();
