-- Applies the net change of one statement on projects to the live customer projects' counters: -1 for each
-- old row, +1 for each new one (the callers pass live customer projects only), summed per counter (an update
-- that moves nothing writes nothing). The prospects' counters follow project_prospects
-- (project_prospects_counts_apply).
CREATE OR REPLACE FUNCTION projects_counts_apply(changes jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO customer_counts AS c (salesman_key, step, n)
  SELECT coalesce((x->>'salesman_id')::int, 0), (x->>'step')::smallint, sum((x->>'d')::int)
  FROM jsonb_array_elements(changes) x
  GROUP BY 1, 2 HAVING sum((x->>'d')::int) <> 0
  ON CONFLICT (salesman_key, step) DO UPDATE SET n = c.n + excluded.n;
$$;
