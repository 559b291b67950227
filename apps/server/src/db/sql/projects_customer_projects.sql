-- Statement triggers: the households whose projects were inserted, deleted, moved or converted.
CREATE OR REPLACE FUNCTION projects_customer_projects() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_customer_projects(ARRAY(SELECT customer_id FROM new_rows WHERE NOT is_prospect));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_customer_projects(ARRAY(SELECT customer_id FROM old_rows WHERE NOT is_prospect));
  ELSE
    PERFORM refresh_customer_projects(ARRAY(
      SELECT unnest(ARRAY[n.customer_id, o.customer_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.customer_id IS DISTINCT FROM o.customer_id OR n.is_prospect IS DISTINCT FROM o.is_prospect));
  END IF;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER projects_customer_projects_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_customer_projects();
CREATE OR REPLACE TRIGGER projects_customer_projects_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_customer_projects();
CREATE OR REPLACE TRIGGER projects_customer_projects_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_customer_projects();
