-- Statement triggers: a bulk insert (the scale seed's 20 000 households a statement) adds its distinct new
-- words once, not row by row; an update looks only at the rows whose search text changed.
CREATE OR REPLACE FUNCTION project_search_vocabulary_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(array(SELECT n.search_text FROM new_rows n));
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER project_search_vocabulary_insert AFTER INSERT ON project_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_vocabulary_insert();
