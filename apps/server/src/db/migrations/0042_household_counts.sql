CREATE TABLE "household_counts" (
	"archived" boolean PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
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
$$;--> statement-breakpoint
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION household_counts_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO household_counts AS c (archived, n)
  SELECT is_archived, -count(*) FROM old_rows WHERE customer_projects > 0 GROUP BY 1
  ON CONFLICT (archived) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER household_counts_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION household_counts_insert();--> statement-breakpoint
CREATE TRIGGER household_counts_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION household_counts_update();--> statement-breakpoint
CREATE TRIGGER household_counts_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION household_counts_delete();--> statement-breakpoint
INSERT INTO household_counts (archived, n)
  SELECT is_archived, count(*) FROM customers WHERE customer_projects > 0 GROUP BY 1;
