-- The financing list a project is in (summary counters financing.*, financing.repository LIST_OF): asked,
-- waiting (the file sent to the banks), done (loan offers received); none when financing was never
-- requested or is cancelled, or when the project has no financing row (`f` is then null).
CREATE OR REPLACE FUNCTION financing_list_of(f project_financings) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN f.requested_at IS NULL OR f.cancelled_at IS NOT NULL THEN NULL
    WHEN f.loan_offers_received_on IS NOT NULL THEN 'done'
    WHEN f.sent_at IS NOT NULL THEN 'waiting' ELSE 'asked' END
$$;
