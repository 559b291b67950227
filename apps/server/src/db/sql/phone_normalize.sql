-- French numbers in any format (+33, 0033, (0), dots, spaces, lost leading zero) become 0XXXXXXXXX.
CREATE OR REPLACE FUNCTION phone_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE
      WHEN d ~ '^(0033|33)0?[1-9][0-9]{8}$' THEN '0' || right(d, 9)
      WHEN d ~ '^[1-9][0-9]{8}$' THEN '0' || d
      WHEN length(d) >= 9 THEN d
    END
    FROM (SELECT regexp_replace(value, '[^0-9]', '', 'g') AS d) digits $$;
