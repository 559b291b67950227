-- Global search at scale (spec 1 §2.10): word starts must be findable through the trigram index in ONE
-- pattern, `search_text LIKE '% word%'`. pg_trgm pads the start of each word ("  w", " wo"), so that
-- pattern is selective even for one or two letters, where '%word%' has no trigram at all.
-- projects.search_text therefore starts with a space and has every other character than letters and
-- digits turned into a space ("Joué-lès-Tours" → " joue les tours", "h.lefevre@orange.fr" → " h lefevre
-- orange fr"): exactly the word starts pg_trgm indexes, so the index never hands over rows that the
-- pattern then rejects (with '@' kept, '% gmail%' would recheck 40 000 rows for none).

-- The word-start form of a normalised text. PL/pgSQL with a high COST: never inlined, so the planner
-- knows each evaluation is dear and reads an index built on it rather than evaluating it row by row.
CREATE OR REPLACE FUNCTION search_words(value text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT COST 1000
  AS $$ BEGIN RETURN ' ' || regexp_replace(value, '[^[:alnum:]]+', ' ', 'g'); END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_search_document(c customers, project_name text, land_city text, land_postal_code text)
  RETURNS text LANGUAGE sql STABLE
  AS $$
    SELECT search_words(search_normalize(concat_ws(' ',
      c.name1, c.surname1, c.name2, c.surname2, c.email, c.email2,
      regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g'),
      regexp_replace(coalesce(c.phone2, ''), '[^0-9]', '', 'g'),
      c.city, c.postal_code, project_name, land_city, land_postal_code)))
  $$;--> statement-breakpoint
UPDATE projects p SET search_text = project_search_document(c, p.name, p.land_city, p.land_postal_code)
  FROM customers c WHERE c.id = p.customer_id;--> statement-breakpoint
-- The search looks for customers and prospects apart, and leaves archived ones out unless asked: one
-- index per kind of live project halves what each query reads (posting lists and rows alike).
-- projects_search_idx still serves the searches that include archived projects.
CREATE INDEX IF NOT EXISTS projects_customer_search_idx ON projects USING gin (search_text gin_trgm_ops)
  WHERE NOT is_prospect AND NOT is_archived;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS projects_prospect_search_idx ON projects USING gin (search_text gin_trgm_ops)
  WHERE is_prospect AND NOT is_archived;--> statement-breakpoint
-- Craftsmen and houses keep their generated search_text; the same word-start form is indexed as an expression.
CREATE INDEX IF NOT EXISTS craftsmen_search_words_idx ON craftsmen USING gin (search_words(search_text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS houses_search_words_idx ON houses USING gin (search_words(search_text) gin_trgm_ops);--> statement-breakpoint
-- The planner chooses between the trigram index (rare words) and walking the newest projects (common
-- words, stopping after the first matches) from LIKE selectivity, which it reads off this histogram:
-- 250 samples instead of 100 sharpen the estimate for words held by under 1 % of the projects (more
-- would slow down planning, which costs more than the plans gain past that).
ALTER TABLE projects ALTER COLUMN search_text SET STATISTICS 250;
