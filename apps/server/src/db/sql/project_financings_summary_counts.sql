-- The net change of one statement on project_financings to the summary's financing counters
-- (financing.asked, waiting, done: financing_list_of), over live projects, per salesperson (an update that
-- moves nothing writes nothing).
CREATE OR REPLACE FUNCTION project_financings_summary_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO summary_counts AS c (salesman_key, counter, n)
    SELECT coalesce(salesman_id, 0), k, count(*) FROM (
      SELECT salesman_id, 'financing.' || financing_list_of(requested_at, cancelled_at, loan_offers_received_on,
        sent_at) AS k FROM new_rows WHERE live) x
    WHERE k IS NOT NULL GROUP BY 1, 2
    ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO summary_counts AS c (salesman_key, counter, n)
    SELECT coalesce(salesman_id, 0), k, -count(*) FROM (
      SELECT salesman_id, 'financing.' || financing_list_of(requested_at, cancelled_at, loan_offers_received_on,
        sent_at) AS k FROM old_rows WHERE live) x
    WHERE k IS NOT NULL GROUP BY 1, 2
    ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO summary_counts AS c (salesman_key, counter, n)
    SELECT coalesce(salesman_id, 0), k, sum(d) FROM (
      SELECT salesman_id, 'financing.' || financing_list_of(requested_at, cancelled_at, loan_offers_received_on,
        sent_at) AS k, -1 AS d FROM old_rows WHERE live
      UNION ALL
      SELECT salesman_id, 'financing.' || financing_list_of(requested_at, cancelled_at, loan_offers_received_on,
        sent_at), 1 FROM new_rows WHERE live) x
    WHERE k IS NOT NULL GROUP BY 1, 2 HAVING sum(d) <> 0
    ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER project_financings_summary_counts_insert AFTER INSERT ON project_financings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_financings_summary_counts();
CREATE OR REPLACE TRIGGER project_financings_summary_counts_update AFTER UPDATE ON project_financings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_financings_summary_counts();
CREATE OR REPLACE TRIGGER project_financings_summary_counts_delete AFTER DELETE ON project_financings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_financings_summary_counts();
