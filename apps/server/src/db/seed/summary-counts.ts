import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/**
 * The triggers of migration 0031 (summary_area_counts, with the permit lists of 0039): the seed switches them
 * off and does their work.
 */
export const SUMMARY_COUNT_TRIGGERS = [
  'project_financings_fin_list_insert',
  'project_financings_fin_list_update',
  'project_financings_fin_list_delete',
  'building_permits_bp_count_insert',
  'building_permits_bp_count_update',
  'building_permits_bp_count_delete',
  'constitution_pieces_accepted_insert',
  'constitution_pieces_accepted_update',
  'constitution_pieces_accepted_delete',
  'summary_counts_insert',
  'summary_counts_update',
  'summary_counts_delete',
];

/**
 * What the triggers of migration 0031 (with 0039 and 0044) would have written: the denormalised columns
 * (fin_list, bp_count, bp_issued, bp_issue_date, bp_lists, accepted_pieces; only rows that differ are
 * written) of the projects from `fromProjectId` on (those whose financing, permit and pieces were loaded
 * with the triggers off), by the same rules as the migrations' functions, then summary_counts recounted
 * over every project.
 */
export async function rebuildSummaryCounts(tx: Tx, fromProjectId = 0): Promise<void> {
  await tx.execute(sql`update projects p set fin_list = x.v
    from (select p2.id, case when f.requested_at is null or f.cancelled_at is not null then null
        when f.loan_offers_received_on is not null then 'done'
        when f.sent_at is not null then 'waiting' else 'asked' end as v
      from projects p2 left join project_financings f on f.project_id = p2.id where p2.id >= ${fromProjectId}) x
    where x.id = p.id and p.fin_list is distinct from x.v`);
  await tx.execute(sql`update projects p set bp_count = x.c, bp_issued = x.issued, bp_issue_date = x.issue_date,
      bp_lists = x.lists
    from (select p2.id, case when bp.project_id is null then 'constitution'
        when not bp.needed or bp.global_refusal_closed_at is not null then null
        when bp.issue_date is not null then 'done'
        when bp.deposited_on is not null and bp.refused_on is null then 'waiting'
        else 'constitution' end as c,
        coalesce(bp.issue_date is not null, false) as issued, bp.issue_date,
        case when bp.project_id is null then '{}'::text[] else bp_permit_lists(bp.needed, bp.printed_at,
          bp.downloaded_at, bp.deposited_on, bp.issue_date, bp.refused_on, bp.global_refusal_closed_at,
          bp.plan_redraw_requested_at, bp.billed_at) end as lists
      from projects p2 left join building_permits bp on bp.project_id = p2.id where p2.id >= ${fromProjectId}) x
    where x.id = p.id and (p.bp_count is distinct from x.c or p.bp_issued is distinct from x.issued
      or p.bp_issue_date is distinct from x.issue_date or p.bp_lists is distinct from x.lists)`);
  await tx.execute(sql`update projects p set accepted_pieces = coalesce(x.n, 0)
    from projects p2 left join (select project_id, count(*)::smallint as n from constitution_pieces
      where state = 'accepted' and project_id >= ${fromProjectId} group by 1) x on x.project_id = p2.id
    where p2.id = p.id and p2.id >= ${fromProjectId} and p.accepted_pieces <> coalesce(x.n, 0)`);
  await tx.execute(sql`delete from summary_counts`);
  await tx.execute(sql`insert into summary_counts (salesman_key, counter, n)
    select coalesce(salesman_id, 0), k, count(*) from projects,
      unnest(project_summary_counters(fin_list, bp_count, step, bp_issued, logisbox_file_at, accepted_pieces,
        meter_id, logisbox_signed_at, bp_lists)) k
    where not is_prospect and not is_archived group by 1, 2`);
}
