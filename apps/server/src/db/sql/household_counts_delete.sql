CREATE OR REPLACE FUNCTION household_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO household_counts AS c (archived, n)
  SELECT is_archived, -count(*) FROM old_rows WHERE customer_projects > 0 GROUP BY 1
  ON CONFLICT (archived) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER household_counts_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION household_counts_delete();
