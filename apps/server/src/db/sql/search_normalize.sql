-- unaccent() is only STABLE; the two-argument form with an explicit dictionary is safe to declare
-- IMMUTABLE, which generated columns and expression indexes require.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
