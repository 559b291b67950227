-- The summary's logisbox counters a project is in (logisbox.total, waitingElement, waitingMeter,
-- waitingSignature, inProgress, toComplete), from its project_logisbox row: a live project in
-- pre-construction (step 1) whose permit is granted and whose logisbox file is not complete. 10 is the
-- number of constitution pieces (CONSTITUTION_PIECES). The lists' page indexes (db/schema/preconstruction.ts)
-- and preconstruction.repository LOGISBOX_LIST_RULES say the same.
CREATE OR REPLACE FUNCTION logisbox_counters(live boolean, step smallint, permit_issued_on date,
  file_at timestamptz, accepted_pieces smallint, meter_id integer, signed_at timestamptz) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN live AND step = 1 AND permit_issued_on IS NOT NULL AND file_at IS NULL THEN
    array_remove(ARRAY['logisbox.total',
      CASE WHEN accepted_pieces < 10 THEN 'logisbox.waitingElement' END,
      CASE WHEN meter_id IS NULL THEN 'logisbox.waitingMeter' END,
      CASE WHEN signed_at IS NULL THEN 'logisbox.waitingSignature' END,
      CASE WHEN accepted_pieces >= 10 AND meter_id IS NOT NULL AND signed_at IS NOT NULL
        THEN 'logisbox.inProgress' END,
      CASE WHEN meter_id IS NULL OR signed_at IS NULL THEN 'logisbox.toComplete' END], NULL)
  ELSE ARRAY[]::text[] END
$$;
