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
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER project_prospects_share_tile AFTER UPDATE ON project_prospects FOR EACH ROW
  WHEN (OLD.tile IS DISTINCT FROM NEW.tile) EXECUTE FUNCTION project_prospects_share_tile();--> statement-breakpoint
-- Every project has its row in the side tables that keep one per project (project_logisbox, project_search,
-- project_prospects, project_permits), created with it, whatever code inserts it, with the project's list keys (see
-- projects_share_list_keys) and its search text and sort keys (see project_search_refresh), the prospect's tile
-- copied (see project_prospects_share_tile); the prospect's origin and qualification are written by the code
-- that creates the prospect.
CREATE OR REPLACE FUNCTION projects_side_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_logisbox (project_id, salesman_id, live, step)
  SELECT id, salesman_id, NOT is_prospect AND NOT is_archived, step FROM new_rows;
  -- The prospect's row first: its tile (project_prospects_tile) is copied into the search row.
  INSERT INTO project_prospects (project_id, salesman_id, is_prospect, is_archived)
  SELECT id, salesman_id, is_prospect, is_archived FROM new_rows;
  INSERT INTO project_search (project_id, salesman_id, is_prospect, is_archived, step, created_at,
    search_text, customer_sort_key, name_sort_key, prospect_tile)
  SELECT n.id, n.salesman_id, n.is_prospect, n.is_archived, n.step, n.created_at,
    project_search_document(c, n.name, n.land_city, n.land_postal_code), customer_sort_key(c),
    coalesce(search_normalize(n.name), ''), x.tile
  FROM new_rows n JOIN customers c ON c.id = n.customer_id JOIN project_prospects x ON x.project_id = n.id;
  INSERT INTO project_permits (project_id, salesman_id, live, step)
  SELECT id, salesman_id, NOT is_prospect AND NOT is_archived, step FROM new_rows;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER projects_side_rows AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_side_rows();
