-- Applies the net change of one statement on projects to the counters: -1 for each old row, +1 for each new
-- one, summed per counter (an update that moves nothing writes nothing). Live = not archived.
CREATE OR REPLACE FUNCTION projects_counts_apply(changes jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO prospect_counts AS c (salesman_key, tile, n)
  SELECT coalesce((x->>'salesman_id')::int, 0), coalesce(x->>'prospect_tile', 'toContact'), sum((x->>'d')::int)
  FROM jsonb_array_elements(changes) x
  WHERE (x->>'is_prospect')::boolean
  GROUP BY 1, 2 HAVING sum((x->>'d')::int) <> 0
  ON CONFLICT (salesman_key, tile) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO customer_counts AS c (salesman_key, step, n)
  SELECT coalesce((x->>'salesman_id')::int, 0), (x->>'step')::smallint, sum((x->>'d')::int)
  FROM jsonb_array_elements(changes) x
  WHERE NOT (x->>'is_prospect')::boolean
  GROUP BY 1, 2 HAVING sum((x->>'d')::int) <> 0
  ON CONFLICT (salesman_key, step) DO UPDATE SET n = c.n + excluded.n;
$$;
