CREATE OR REPLACE FUNCTION household_counts_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO household_counts AS c (archived, n)
  SELECT a, sum(d) FROM (
    SELECT is_archived AS a, -1 AS d FROM old_rows WHERE customer_projects > 0
    UNION ALL
    SELECT is_archived, 1 FROM new_rows WHERE customer_projects > 0) changes
  GROUP BY 1 HAVING sum(d) <> 0
  ON CONFLICT (archived) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER household_counts_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION household_counts_update();
