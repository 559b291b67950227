CREATE OR REPLACE FUNCTION projects_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM projects_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('salesman_id', salesman_id, 'step', step, 'd', -1))
    FROM old_rows WHERE NOT is_prospect AND NOT is_archived), '[]'));
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER projects_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_counts_delete();
