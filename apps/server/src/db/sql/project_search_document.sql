CREATE OR REPLACE FUNCTION project_search_document(c customers, project_name text, land_city text, land_postal_code text)
  RETURNS text LANGUAGE sql STABLE
  AS $$
    SELECT search_words(search_normalize(concat_ws(' ',
      c.name1, c.surname1, c.name2, c.surname2, c.email, c.email2,
      regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g'),
      regexp_replace(coalesce(c.phone2, ''), '[^0-9]', '', 'g'),
      c.city, c.postal_code, project_name, land_city, land_postal_code)))
  $$;
