-- The net change of one statement on project_logisbox to the summary's logisbox counters, per salesperson
-- (an update that moves nothing writes nothing).
CREATE OR REPLACE FUNCTION project_logisbox_summary_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO summary_counts AS c (salesman_key, counter, n)
    SELECT coalesce(salesman_id, 0), k, count(*) FROM new_rows,
      unnest(logisbox_counters(live, step, permit_issued_on, file_at, accepted_pieces, meter_id, signed_at)) k
    GROUP BY 1, 2
    ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO summary_counts AS c (salesman_key, counter, n)
    SELECT coalesce(salesman_id, 0), k, -count(*) FROM old_rows,
      unnest(logisbox_counters(live, step, permit_issued_on, file_at, accepted_pieces, meter_id, signed_at)) k
    GROUP BY 1, 2
    ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO summary_counts AS c (salesman_key, counter, n)
    SELECT s, k, sum(d) FROM (
      SELECT coalesce(salesman_id, 0) AS s, k, -1 AS d FROM old_rows,
        unnest(logisbox_counters(live, step, permit_issued_on, file_at, accepted_pieces, meter_id, signed_at)) k
      UNION ALL
      SELECT coalesce(salesman_id, 0), k, 1 FROM new_rows,
        unnest(logisbox_counters(live, step, permit_issued_on, file_at, accepted_pieces, meter_id, signed_at)) k
    ) changes
    GROUP BY 1, 2 HAVING sum(d) <> 0
    ON CONFLICT (salesman_key, counter) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER project_logisbox_summary_counts_insert AFTER INSERT ON project_logisbox
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_logisbox_summary_counts();
CREATE OR REPLACE TRIGGER project_logisbox_summary_counts_update AFTER UPDATE ON project_logisbox
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_logisbox_summary_counts();
CREATE OR REPLACE TRIGGER project_logisbox_summary_counts_delete AFTER DELETE ON project_logisbox
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_logisbox_summary_counts();
