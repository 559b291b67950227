-- The financing list a project is in (summary counters financing.*, the financing dashboard's lists;
-- financingListOf in packages/shared/src/financing.ts is its TypeScript twin for one row): asked, waiting
-- (the file sent to the banks), done (loan offers received); none when financing was never requested or is
-- cancelled.
CREATE OR REPLACE FUNCTION financing_list_of(requested_at timestamptz, cancelled_at timestamptz,
  loan_offers_received_on date, sent_at timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN requested_at IS NULL OR cancelled_at IS NOT NULL THEN NULL
    WHEN loan_offers_received_on IS NOT NULL THEN 'done'
    WHEN sent_at IS NOT NULL THEN 'waiting' ELSE 'asked' END
$$;
