-- Applies the net change of one statement on project_prospects to the live prospects' counters per
-- salesperson and tile (prospect_counts): -1 for each old row, +1 for each new one, summed per counter.
CREATE OR REPLACE FUNCTION project_prospects_counts_apply(changes jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO prospect_counts AS c (salesman_key, tile, n)
  SELECT coalesce((x->>'salesman_id')::int, 0), coalesce(x->>'tile', 'toContact'), sum((x->>'d')::int)
  FROM jsonb_array_elements(changes) x
  GROUP BY 1, 2 HAVING sum((x->>'d')::int) <> 0
  ON CONFLICT (salesman_key, tile) DO UPDATE SET n = c.n + excluded.n;
$$;
