CREATE OR REPLACE FUNCTION projects_search_vocabulary_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(array(
    SELECT n.search_text FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.search_text IS DISTINCT FROM o.search_text));
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER projects_search_vocabulary_update AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_search_vocabulary_update();
