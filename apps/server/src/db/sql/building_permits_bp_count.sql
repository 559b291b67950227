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
$$;
CREATE OR REPLACE TRIGGER building_permits_bp_count_insert AFTER INSERT ON building_permits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION building_permits_bp_count();
CREATE OR REPLACE TRIGGER building_permits_bp_count_update AFTER UPDATE ON building_permits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION building_permits_bp_count();
CREATE OR REPLACE TRIGGER building_permits_bp_count_delete AFTER DELETE ON building_permits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION building_permits_bp_count();
