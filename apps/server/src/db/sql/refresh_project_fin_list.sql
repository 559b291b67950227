-- The financing list of projects (financing.repository LIST_OF, without the cancelled and unrequested ones).
CREATE OR REPLACE FUNCTION refresh_project_fin_list(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE projects p SET fin_list = x.v
  FROM (SELECT i.id, (SELECT CASE WHEN f.requested_at IS NULL OR f.cancelled_at IS NOT NULL THEN NULL
        WHEN f.loan_offers_received_on IS NOT NULL THEN 'done'
        WHEN f.sent_at IS NOT NULL THEN 'waiting' ELSE 'asked' END
      FROM project_financings f WHERE f.project_id = i.id) AS v
    FROM (SELECT DISTINCT unnest(ids) AS id) i) x
  WHERE p.id = x.id AND p.fin_list IS DISTINCT FROM x.v;
$$;
