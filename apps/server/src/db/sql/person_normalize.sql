-- Duplicate engine (modules/duplicates): the SQL twins of the TypeScript normalisers in
-- modules/duplicates/normalize.ts (a test checks they agree), so stored customers are matched through
-- expression indexes. Hand-written: drizzle-kit does not generate functions or expression indexes.
CREATE OR REPLACE FUNCTION person_normalize(name text, surname text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.search_normalize(coalesce(name, '') || ' ' || coalesce(surname, '')) $$;
