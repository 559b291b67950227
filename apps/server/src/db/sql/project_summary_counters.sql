CREATE OR REPLACE FUNCTION project_summary_counters(fin_list text, bp_count text, step smallint,
  bp_issued boolean, logisbox_file_at timestamptz, accepted_pieces smallint, meter_id integer,
  logisbox_signed_at timestamptz, bp_lists text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['financing.' || fin_list, 'bp.' || bp_count] ||
    CASE WHEN step = 1 AND bp_issued AND logisbox_file_at IS NULL THEN ARRAY['logisbox.total',
      CASE WHEN accepted_pieces < 10 THEN 'logisbox.waitingElement' END,
      CASE WHEN meter_id IS NULL THEN 'logisbox.waitingMeter' END,
      CASE WHEN logisbox_signed_at IS NULL THEN 'logisbox.waitingSignature' END,
      CASE WHEN accepted_pieces >= 10 AND meter_id IS NOT NULL AND logisbox_signed_at IS NOT NULL
        THEN 'logisbox.inProgress' END,
      CASE WHEN meter_id IS NULL OR logisbox_signed_at IS NULL THEN 'logisbox.toComplete' END]
    ELSE ARRAY[]::text[] END || ARRAY(SELECT 'bpList.' || l FROM unnest(bp_lists) l), NULL)
$$;
