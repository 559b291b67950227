-- customers.customer_projects (0040): the household's customer projects (prospects aside), so the households
-- list of those who see every project walks customers_live_page_idx instead of sorting every household
-- that has a customer project (691 ms at 400 000 households). A join, not a count per household: the scale
-- seed loads projects in bulk with projects_customer_idx dropped.
CREATE OR REPLACE FUNCTION refresh_customer_projects(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE customers c SET customer_projects = x.n
  FROM (SELECT i.id, (count(p.id) FILTER (WHERE NOT p.is_prospect))::int AS n
    FROM (SELECT DISTINCT unnest(ids) AS id) i LEFT JOIN projects p ON p.customer_id = i.id GROUP BY i.id) x
  WHERE c.id = x.id AND c.customer_projects <> x.n;
$$;
