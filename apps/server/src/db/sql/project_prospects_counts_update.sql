CREATE OR REPLACE FUNCTION project_prospects_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_prospects_counts_apply(coalesce((
    SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('salesman_id', salesman_id, 'tile', tile, 'd', -1) x FROM old_rows WHERE is_prospect AND NOT is_archived
      UNION ALL
      SELECT jsonb_build_object('salesman_id', salesman_id, 'tile', tile, 'd', 1) FROM new_rows WHERE is_prospect AND NOT is_archived) changes), '[]'));
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER project_prospects_counts_update AFTER UPDATE ON project_prospects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_prospects_counts_update();
