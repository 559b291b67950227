-- Global search, third pass (measured by `npm run bench` at 200 000 customers): the word-start tier of a
-- rare term through a word index. With trigrams, `'% beatrice%' AND '% lemaitre%'` reads the posting
-- lists of every trigram of both words, common ones (" le", "tre", "ric") included: 5 to 13 ms for two
-- words that are rare together. A GIN index over the words themselves reads the few lexemes starting
-- with each word ('beatrice':* & 'lemaitre':*), hundreds of rows at most. Same words as search_text
-- (0014: letters and digits, everything else turned into spaces), taken as they are: no parser, no
-- stemming, so every word of the text is a lexeme and a prefix query is exactly a word-start LIKE.
-- The trigram indexes stay for the words inside words (tier 3), the archived searches and the lists.
CREATE OR REPLACE FUNCTION search_lexemes(value text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_tsvector(array_remove(string_to_array(value, ' '), '')) $$;
