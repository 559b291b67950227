-- Global search, second pass (measured by `npm run bench` at 200 000 customers).
-- search_words() as plain SQL: 0014 made it PL/pgSQL with a high cost so that the planner would prefer
-- the craftsmen and houses indexes built on it, but every index match is rechecked by calling it again
-- (≈ 7 µs a row, 2 000 calls for a one-letter search of the craftsmen). Those two small tables now
-- index `' ' || search_text`, a cheap expression; search_words() only builds projects.search_text.
DROP INDEX IF EXISTS craftsmen_search_words_idx;--> statement-breakpoint
DROP INDEX IF EXISTS houses_search_words_idx;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT ' ' || regexp_replace(value, '[^[:alnum:]]+', ' ', 'g') $$;--> statement-breakpoint
-- Craftsmen and houses (a few thousand rows) keep their generated search_text, punctuation included;
-- with a leading space, the words after a space start a word for '% word%' too.
CREATE INDEX IF NOT EXISTS craftsmen_search_words_idx ON craftsmen USING gin ((' ' || search_text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS houses_search_words_idx ON houses USING gin ((' ' || search_text) gin_trgm_ops);
