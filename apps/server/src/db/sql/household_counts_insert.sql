-- The net change of one statement on customers, per archived flag: -1 for each old household with a customer
-- project, +1 for each new one (customers.customer_projects is kept by the projects triggers of 0041).
CREATE OR REPLACE FUNCTION household_counts_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO household_counts AS c (archived, n)
  SELECT is_archived, count(*) FROM new_rows WHERE customer_projects > 0 GROUP BY 1
  ON CONFLICT (archived) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER household_counts_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION household_counts_insert();
