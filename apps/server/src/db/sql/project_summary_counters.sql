-- The summary counters of a live customer project kept from its projects row: its financing list
-- (financing.*), its permit counter (bp.*) and its permit lists (bpList.*). The logisbox counters come from
-- its side table (logisbox_counters).
CREATE OR REPLACE FUNCTION project_summary_counters(fin_list text, bp_count text, bp_lists text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['financing.' || fin_list, 'bp.' || bp_count]
    || ARRAY(SELECT 'bpList.' || l FROM unnest(bp_lists) l), NULL)
$$;
