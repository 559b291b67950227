-- The totals of the building-permit dashboard's permit lists as summary counters (bpList.planRedraw,
-- bpList.inProgress, bpList.waiting, bpList.toBilled): GET /api/buildingPermit counted every row of each
-- list with a window count on each call (838 ms at 186 000 permits). projects.bp_lists (0038) holds the
-- lists of the project, written with bp_count by refresh_project_bp_count; summary_counts follows it.
-- The rules are building-permits.repository PERMIT_LIST_RULES.
-- The permit lists a building_permits row is in.
CREATE OR REPLACE FUNCTION bp_permit_lists(needed boolean, printed_at timestamptz, downloaded_at timestamptz,
  deposited_on date, issue_date date, refused_on date, global_refusal_closed_at timestamptz,
  plan_redraw_requested_at timestamptz, billed_at timestamptz) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN global_refusal_closed_at IS NULL AND issue_date IS NULL AND (refused_on IS NOT NULL
      OR (plan_redraw_requested_at IS NOT NULL AND deposited_on IS NULL)) THEN 'planRedraw' END,
    CASE WHEN global_refusal_closed_at IS NULL AND needed AND (printed_at IS NOT NULL OR downloaded_at IS NOT NULL)
      AND deposited_on IS NULL AND plan_redraw_requested_at IS NULL AND refused_on IS NULL THEN 'inProgress' END,
    CASE WHEN global_refusal_closed_at IS NULL AND deposited_on IS NOT NULL AND issue_date IS NULL
      AND refused_on IS NULL THEN 'waiting' END,
    CASE WHEN global_refusal_closed_at IS NULL AND issue_date IS NOT NULL AND billed_at IS NULL
      THEN 'toBilled' END], NULL)
$$;
