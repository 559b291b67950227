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
  $$;
