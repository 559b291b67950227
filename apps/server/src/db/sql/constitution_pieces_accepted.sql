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
$$;
CREATE OR REPLACE TRIGGER constitution_pieces_accepted_insert AFTER INSERT ON constitution_pieces REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION constitution_pieces_accepted();
CREATE OR REPLACE TRIGGER constitution_pieces_accepted_update AFTER UPDATE ON constitution_pieces REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION constitution_pieces_accepted();
CREATE OR REPLACE TRIGGER constitution_pieces_accepted_delete AFTER DELETE ON constitution_pieces REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION constitution_pieces_accepted();
