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
END $$;
