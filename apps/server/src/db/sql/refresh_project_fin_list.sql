-- The financing list of projects (financing_list_of).
CREATE OR REPLACE FUNCTION refresh_project_fin_list(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE projects p SET fin_list = x.v
  FROM (SELECT i.id, financing_list_of(f) AS v
    FROM (SELECT DISTINCT unnest(ids) AS id) i LEFT JOIN project_financings f ON f.project_id = i.id) x
  WHERE p.id = x.id AND p.fin_list IS DISTINCT FROM x.v;
$$;
