import { can } from '@batir/shared/policy';
import { CUSTOMER_STEP, NEW_CUSTOMER_DAYS, type TUserSummaryResponse } from '@batir/shared/summary';
import { and, count, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedAmong } from '../../db/prepared';
import { customerCounts, projects } from '../../db/schema';
import { waitingForSummary } from '../appointment-requests';
import { countScheduled } from '../appointments';
import type { Principal } from '../auth';
import { countBuildingPermits } from '../building-permits';
import { countFinancing } from '../financing';
import { countLogisbox } from '../preconstruction';
import { visibleSalesmen } from '../projects';
import { countProspects, prospectSalesmen } from '../prospects';

type CustomerCounts = TUserSummaryResponse['summary']['customer'];

/**
 * Live customer projects by step from the counters kept by triggers (customer_counts, migration 0023), and
 * the ones signed in the last NEW_CUSTOMER_DAYS days (an index range), of the salespeople whose projects
 * the caller sees (visibleSalesmen: the project list's rule). Prepared once per database.
 */
const customerCountsOf = preparedAmong('summary_customers', (db, among) => {
  const recent = db
    .select({ n: count() })
    .from(projects)
    .where(
      and(
        not(projects.isProspect),
        not(projects.isArchived),
        sql`${projects.convertedAt} > now() - make_interval(days => ${NEW_CUSTOMER_DAYS})`,
        among(projects.salesmanId),
      ),
    );
  const n = customerCounts.n;
  return db
    .select({
      new: sql<number>`(${recent})::int`,
      preConstruction: sql<number>`coalesce(sum(${n}) filter (where ${customerCounts.step} = ${CUSTOMER_STEP.preConstruction}), 0)::int`,
      construction: sql<number>`coalesce(sum(${n}) filter (where ${customerCounts.step} >= ${CUSTOMER_STEP.construction}), 0)::int`,
      total: sql<number>`coalesce(sum(${n}), 0)::int`,
    })
    .from(customerCounts)
    .where(among(customerCounts.salesmanKey));
});

async function countCustomers(db: Database, salesmen: number[] | null): Promise<CustomerCounts> {
  const [row] = await customerCountsOf(db, salesmen);
  return row ?? { new: 0, preConstruction: 0, construction: 0, total: 0 };
}

/**
 * GET /api/user/summary: the counters of spec 2 §3.1, each counting what the list it opens shows the same
 * caller (issue 15). Prospects: those of the prospect list (prospects.service prospectSalesmen: a grid
 * operator's team too); the agenda: admins everything, other staff their own. Customer projects,
 * financing, permits and logisbox: those the caller sees in the project list (project-access
 * visibleSalesmen: the design office sees all of them, like the admins; a grid operator his team's).
 */
export async function userSummary(db: Database, caller: Principal): Promise<TUserSummaryResponse> {
  const salesmanId = can(caller, 'prospect.readAll') ? null : caller.userId;
  const [tiles, customer, scheduled, request, financing, buildingPermit, logisbox] = await Promise.all([
    countProspects(db, {
      salesmanIds: prospectSalesmen(caller),
      search: null,
      archived: false,
      type: null,
    }),
    countCustomers(db, visibleSalesmen(caller)),
    countScheduled(db, salesmanId),
    waitingForSummary(db, caller),
    countFinancing(db, caller),
    countBuildingPermits(db, caller),
    countLogisbox(db, caller),
  ]);
  const meet = tiles.appointment + tiles.appointmentMore;
  return {
    error: 0,
    summary: {
      prospect: {
        toContact: tiles.toContact,
        inContact: tiles.inContact,
        meet,
        total: tiles.toContact + tiles.inContact + meet,
      },
      customer,
      // Prospects already contacted but without an appointment are the ones to schedule.
      // `request`: the caller's waiting appointment requests (admins: everyone's), 20 newest.
      appointment: { toSchedule: tiles.inContact, scheduled, request },
      // The quotation and addendum tables do not exist yet: their areas fill these counters when they land.
      // Financing, building permits and logisbox read summary_counts (migration 0031) and a partial index.
      quotation: { total: 0, submittedDo: 0, returnDo: 0, submittedAcceptance: 0 },
      financing,
      buildingPermit,
      addendum: { waitingAcceptation: 0, submittedDo: 0, returnDo: 0 },
      logisbox,
    },
  };
}
