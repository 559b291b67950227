CREATE OR REPLACE FUNCTION projects_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM projects_counts_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('salesman_id', salesman_id, 'step', step, 'd', 1))
    FROM new_rows WHERE NOT is_prospect AND NOT is_archived), '[]'));
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER projects_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_counts_insert();
