-- The list keys of a project copied into the side tables whose lists and counters filter on them (a side
-- table's page indexes cannot read projects): its salesperson, whether it is live (neither a prospect nor
-- archived), its step, both flags for the prospect lists (project_prospects), and for the search and the
-- lists (project_search) both flags and the creation time (« Créé le », which an import may set; the
-- permit tile comes from project_permits: project_permits_share_tile). A row trigger that fires only when one of them changes (a statement trigger with
-- transition tables cannot name its columns, and would fire on every update of projects).
CREATE OR REPLACE FUNCTION projects_share_list_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_logisbox SET salesman_id = NEW.salesman_id, live = NOT NEW.is_prospect AND NOT NEW.is_archived,
    step = NEW.step
  WHERE project_id = NEW.id;
  UPDATE project_financings SET salesman_id = NEW.salesman_id, live = NOT NEW.is_prospect AND NOT NEW.is_archived
  WHERE project_id = NEW.id;
  UPDATE project_prospects SET salesman_id = NEW.salesman_id, is_prospect = NEW.is_prospect,
    is_archived = NEW.is_archived
  WHERE project_id = NEW.id;
  UPDATE project_permits SET salesman_id = NEW.salesman_id, live = NOT NEW.is_prospect AND NOT NEW.is_archived,
    step = NEW.step
  WHERE project_id = NEW.id;
  UPDATE project_search SET salesman_id = NEW.salesman_id, is_prospect = NEW.is_prospect,
    is_archived = NEW.is_archived, step = NEW.step, created_at = NEW.created_at
  WHERE project_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER projects_share_list_keys AFTER UPDATE OF salesman_id, is_prospect, is_archived, step, created_at
  ON projects FOR EACH ROW
  WHEN (OLD.salesman_id IS DISTINCT FROM NEW.salesman_id OR OLD.is_prospect <> NEW.is_prospect
    OR OLD.is_archived <> NEW.is_archived OR OLD.step <> NEW.step OR OLD.created_at <> NEW.created_at)
  EXECUTE FUNCTION projects_share_list_keys();
