-- The permit tile copied into project_search, whose list indexes (step, bp_tile, id) filter on it, when the
-- permit service changes it (permit-change.ts). Both rows start at 'waitingBpElements' (projects_side_rows).
CREATE OR REPLACE FUNCTION project_permits_share_tile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_search SET bp_tile = NEW.bp_tile WHERE project_id = NEW.project_id;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER project_permits_share_tile AFTER UPDATE OF bp_tile ON project_permits FOR EACH ROW
  WHEN (OLD.bp_tile <> NEW.bp_tile) EXECUTE FUNCTION project_permits_share_tile();
