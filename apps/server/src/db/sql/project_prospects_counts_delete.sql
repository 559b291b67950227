CREATE OR REPLACE FUNCTION project_prospects_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_prospects_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('salesman_id', salesman_id, 'tile', tile, 'd', -1))
    FROM old_rows WHERE is_prospect AND NOT is_archived), '[]'));
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER project_prospects_counts_delete AFTER DELETE ON project_prospects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_prospects_counts_delete();
