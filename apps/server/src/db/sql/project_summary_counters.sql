-- The summary counters of a live customer project kept from its project_permits row: its permit counter
-- (bp.*) and its permit lists (bpList.*). The financing and logisbox counters are kept from their own tables
-- (project_financings_summary_counts, project_logisbox_summary_counts).
CREATE OR REPLACE FUNCTION project_summary_counters(bp_count text, bp_lists text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['bp.' || bp_count] || ARRAY(SELECT 'bpList.' || l FROM unnest(bp_lists) l), NULL)
$$;
