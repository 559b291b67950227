-- The project list's sort keys (0027) follow the household and the project name, whatever code writes them:
-- the triggers of 0004 that keep projects.search_text now set them too.
CREATE OR REPLACE FUNCTION customer_sort_key(c customers) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(search_normalize(concat_ws(' ', c.name1, c.surname1, c.name2, c.surname2)), '') $$;
