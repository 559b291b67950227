CREATE OR REPLACE FUNCTION project_search_vocabulary_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(array(
    SELECT n.search_text FROM new_rows n JOIN old_rows o ON o.project_id = n.project_id
    WHERE n.search_text IS DISTINCT FROM o.search_text));
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER project_search_vocabulary_update AFTER UPDATE ON project_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_search_vocabulary_update();
