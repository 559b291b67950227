CREATE OR REPLACE FUNCTION search_words(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT ' ' || regexp_replace(value, '[^[:alnum:]]+', ' ', 'g') $$;
