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
$$;
CREATE OR REPLACE TRIGGER project_financings_fin_list_insert AFTER INSERT ON project_financings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_financings_fin_list();
CREATE OR REPLACE TRIGGER project_financings_fin_list_update AFTER UPDATE ON project_financings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_financings_fin_list();
CREATE OR REPLACE TRIGGER project_financings_fin_list_delete AFTER DELETE ON project_financings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_financings_fin_list();
