-- Global search, typo tolerance (issue 15, defect 9): « Lefebre », « Lefevre » and « Duprnt » find
-- « Lefebvre » and « Dupont ». Comparing the typed word with every text (word_similarity over
-- projects.search_text, through its trigram indexes) costs a recheck of 20 µs a row on PostgreSQL and
-- finds far too much for short words (« touts » shares « tou » with the 24 000 projects of Tours): the
-- search instead corrects the typed word against the vocabulary of the texts (a few thousand distinct
-- words), then reads the corrected words through the word index (0036) like any other word.
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"sound" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_sound_idx" ON "search_vocabulary" USING btree ("sound");--> statement-breakpoint
-- A French phonetic key of one normalised word (lower case, no accents: search_normalize), so that words
-- written differently but said alike meet: « lefebvre » and « lefevre » → lefevr, « dupont » and « dupond »
-- → dupO, « gauthier » and « gotier » → gotie, « philippe » and « filipe » → fili. Silent letters and
-- doubled ones dropped, digraphs to one sound (ch, ph, qu, gu, eau…), nasals to one capital (A for an/en,
-- I for in/ain/ein/un, O for on). An approximation for names; the trigram similarity covers the rest.
CREATE OR REPLACE FUNCTION search_phonetic(word text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
DECLARE w text := regexp_replace(word, '[^a-z]', '', 'g');
BEGIN
  w := regexp_replace(w, '(.)\1+', '\1', 'g');
  w := regexp_replace(w, 'x$', 's');
  w := replace(w, 'x', 'ks');
  w := regexp_replace(w, 's?ch|sh', 'X', 'g');
  w := replace(w, 'ph', 'f');
  w := replace(w, 'bv', 'v');
  w := regexp_replace(w, 'gu([eiy])', 'G\1', 'g');
  w := regexp_replace(w, 'g([eiy])', 'j\1', 'g');
  w := replace(w, 'G', 'g');
  w := regexp_replace(w, 'qu|ck|q', 'k', 'g');
  w := regexp_replace(w, 'c([eiy])', 's\1', 'g');
  w := replace(w, 'c', 'k');
  w := replace(w, 'h', '');
  w := replace(w, 'w', 'v');
  w := replace(w, 'z', 's');
  w := replace(w, 'y', 'i');
  w := regexp_replace(w, 'e?au', 'o', 'g');
  w := regexp_replace(w, '(ie|[ae]?i|u)[nm]([^aeiouU]|$)', 'I\2', 'g');
  w := regexp_replace(w, '[ae]i', 'e', 'g');
  w := replace(w, 'ou', 'U');
  w := regexp_replace(w, '(e[rz]|et)$', 'e');
  w := regexp_replace(w, '[ae][nm]([^aeiouU]|$)', 'A\1', 'g');
  w := regexp_replace(w, 'o[nm]([^aeiouU]|$)', 'O\1', 'g');
  w := regexp_replace(w, 'e?s$', '');
  w := regexp_replace(w, '([^aeiouAIOU])e$', '\1');
  w := regexp_replace(w, '[dtpgs]+$', '');
  w := regexp_replace(w, '(.)\1+', '\1', 'g');
  RETURN w;
END $$;--> statement-breakpoint
-- The tolerant tier reads the matches of a few corrected words through the word index, a few thousand rows
-- at most; PostgreSQL, which estimates prefix queries five times too high, would start parallel workers
-- for them, and starting them cost more than the read itself (23 ms against 13 at 200 000 customers on a
-- loaded machine). A PARALLEL UNSAFE function anywhere in a query keeps its whole plan serial; this one is
-- inlined to `true` afterwards and costs nothing (search.repository.ts searchTolerantProjects).
CREATE OR REPLACE FUNCTION search_serial_plan() RETURNS boolean
  LANGUAGE sql STABLE PARALLEL UNSAFE
  AS $$ SELECT true $$;--> statement-breakpoint
-- Adds the new words of some search texts (plain letters a to z, 3 to 30 long: digits are phone numbers and
-- numbered e-mails, never corrected). Words already known are skipped before their key is computed; sorted,
-- so that two transactions adding the same new words wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION search_vocabulary_add(texts text[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO search_vocabulary (word, sound)
    SELECT x.w, search_phonetic(x.w)
    FROM (SELECT DISTINCT w FROM unnest(texts) t, unnest(string_to_array(t, ' ')) w
          WHERE length(w) BETWEEN 3 AND 30 AND w !~ '[^a-z]') x
    WHERE NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = x.w)
    ORDER BY x.w
    ON CONFLICT DO NOTHING
  $$;--> statement-breakpoint
-- Statement triggers: a bulk insert (the scale seed's 20 000 households a statement) adds its distinct new
-- words once, not row by row; an update looks only at the rows whose search text changed.
CREATE OR REPLACE FUNCTION projects_search_vocabulary_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(array(SELECT n.search_text FROM new_rows n));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_search_vocabulary_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_add(array(
    SELECT n.search_text FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.search_text IS DISTINCT FROM o.search_text));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_search_vocabulary_insert AFTER INSERT ON projects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION projects_search_vocabulary_insert();--> statement-breakpoint
CREATE TRIGGER projects_search_vocabulary_update AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_search_vocabulary_update();--> statement-breakpoint
INSERT INTO search_vocabulary (word, sound)
  SELECT x.w, search_phonetic(x.w)
  FROM (SELECT DISTINCT w FROM projects p, unnest(string_to_array(p.search_text, ' ')) w
        WHERE length(w) BETWEEN 3 AND 30 AND w !~ '[^a-z]') x
  ON CONFLICT DO NOTHING;
