-- Street addresses without accents, punctuation or the usual abbreviations ("8 bd du Roi-René").
CREATE OR REPLACE FUNCTION address_normalize(value text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
DECLARE
  result text := regexp_replace(public.search_normalize(value), '[^a-z0-9]+', ' ', 'g');
  pair text[];
BEGIN
  FOREACH pair SLICE 1 IN ARRAY ARRAY[
    ['bd|bld|blvd|boul', 'boulevard'], ['av|ave|avn', 'avenue'], ['r', 'rue'], ['pl', 'place'],
    ['ch|che|chem', 'chemin'], ['rte', 'route'], ['imp', 'impasse'], ['all', 'allee'],
    ['fg|fbg', 'faubourg'], ['sq', 'square'], ['res', 'residence'], ['st', 'saint'], ['ste', 'sainte']
  ] LOOP
    result := regexp_replace(result, '\m(' || pair[1] || ')\M', pair[2], 'g');
  END LOOP;
  RETURN nullif(btrim(regexp_replace(result, ' +', ' ', 'g')), '');
END $$;
