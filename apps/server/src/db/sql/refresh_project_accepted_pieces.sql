-- The accepted constitution pieces of projects, in their logisbox row (its lists and counters).
CREATE OR REPLACE FUNCTION refresh_project_accepted_pieces(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE project_logisbox l SET accepted_pieces = x.n
  FROM (SELECT i.id, (SELECT count(*) FROM constitution_pieces cp
        WHERE cp.project_id = i.id AND cp.state = 'accepted')::smallint AS n
    FROM (SELECT DISTINCT unnest(ids) AS id) i) x
  WHERE l.project_id = x.id AND l.accepted_pieces <> x.n;
$$;
