-- Accent- and case-insensitive search (spec 1 §2.10) backed by trigram indexes.
-- drizzle-kit never writes CREATE EXTENSION: this migration is hand-written.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE; the two-argument form with an explicit dictionary is safe to declare
-- IMMUTABLE, which generated columns and expression indexes require.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
