-- The tile of a prospect (prospects list, summary counters): two or more live appointments, one, a contact
-- (a logged attempt or the in-contact flag), or nothing yet. Bounded index probes, as before in the query.
CREATE OR REPLACE FUNCTION prospect_tile_of(p_id integer, p_in_contact boolean) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN (SELECT count(*) FROM (SELECT 1 FROM appointments a WHERE a.project_id = p_id AND NOT a.cancelled LIMIT 2) x) >= 2
      THEN 'appointmentMore'
    WHEN EXISTS (SELECT 1 FROM appointments a WHERE a.project_id = p_id AND NOT a.cancelled) THEN 'appointment'
    WHEN p_in_contact OR EXISTS (SELECT 1 FROM contact_attempts ca WHERE ca.project_id = p_id) THEN 'inContact'
    ELSE 'toContact'
  END
$$;
