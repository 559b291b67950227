CREATE OR REPLACE FUNCTION projects_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM projects_counts_apply(coalesce((
    SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('salesman_id', salesman_id, 'step', step, 'd', -1) x FROM old_rows WHERE NOT is_prospect AND NOT is_archived
      UNION ALL
      SELECT jsonb_build_object('salesman_id', salesman_id, 'step', step, 'd', 1) FROM new_rows WHERE NOT is_prospect AND NOT is_archived) changes), '[]'));
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER projects_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_counts_update();
