-- Case and sub-address (+tag) never matter; dots only for Gmail, which ignores them.
CREATE OR REPLACE FUNCTION email_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(local, '.', '') || '@gmail.com'
                    ELSE local || '@' || domain END
    FROM (SELECT split_part(split_part(e, '@', 1), '+', 1) AS local, split_part(e, '@', 2) AS domain
          FROM (SELECT lower(regexp_replace(value, '^\s+|\s+$', '', 'g')) AS e) trimmed
          WHERE e ~ '^[^@\s]+@[^@\s]+$') parts
    WHERE local <> '' $$;
