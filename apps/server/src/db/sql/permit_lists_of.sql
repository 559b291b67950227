-- The permit lists of the building-permit dashboard a project is in (planRedraw, inProgress, waiting,
-- toBilled), also its summary counters bpList.*: GET /api/buildingPermit counted every row of each list with
-- a window count on each call (838 ms at 186 000 permits). project_permits.bp_lists holds them, written with
-- bp_count by refresh_project_bp_count; summary_counts follows it. The dashboard's pages filter with
-- building-permits.repository PERMIT_LIST_RULES, the same rules on building_permits' columns. Empty when the
-- project has no permit row (`bp` is then null); a file closed after a global refusal is in none.
CREATE OR REPLACE FUNCTION permit_lists_of(bp building_permits) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN bp.global_refusal_closed_at IS NULL AND bp.issue_date IS NULL AND (bp.refused_on IS NOT NULL
      OR (bp.plan_redraw_requested_at IS NOT NULL AND bp.deposited_on IS NULL)) THEN 'planRedraw' END,
    CASE WHEN bp.global_refusal_closed_at IS NULL AND bp.needed
      AND (bp.printed_at IS NOT NULL OR bp.downloaded_at IS NOT NULL)
      AND bp.deposited_on IS NULL AND bp.plan_redraw_requested_at IS NULL AND bp.refused_on IS NULL
      THEN 'inProgress' END,
    CASE WHEN bp.global_refusal_closed_at IS NULL AND bp.deposited_on IS NOT NULL AND bp.issue_date IS NULL
      AND bp.refused_on IS NULL THEN 'waiting' END,
    CASE WHEN bp.global_refusal_closed_at IS NULL AND bp.issue_date IS NOT NULL AND bp.billed_at IS NULL
      THEN 'toBilled' END], NULL)
$$;
