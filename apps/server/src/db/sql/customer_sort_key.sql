-- The project list's sort keys (0027) follow the household and the project name, whatever code writes them:
-- the search text's triggers set them too (project_search, project_search_refresh).
CREATE OR REPLACE FUNCTION customer_sort_key(c customers) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(search_normalize(concat_ws(' ', c.name1, c.surname1, c.name2, c.surname2)), '') $$;
