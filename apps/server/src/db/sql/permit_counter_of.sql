-- The building-permit counter a project is in (summary counters bp.*): constitution while the file is
-- being put together (also when the project has no permit row yet: `bp` is then null), waiting once
-- deposited and not refused, done once granted; none when no permit is needed or the file was closed after
-- a global refusal.
CREATE OR REPLACE FUNCTION permit_counter_of(bp building_permits) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN bp.project_id IS NULL THEN 'constitution'
    WHEN NOT bp.needed OR bp.global_refusal_closed_at IS NOT NULL THEN NULL
    WHEN bp.issue_date IS NOT NULL THEN 'done'
    WHEN bp.deposited_on IS NOT NULL AND bp.refused_on IS NULL THEN 'waiting'
    ELSE 'constitution' END
$$;
