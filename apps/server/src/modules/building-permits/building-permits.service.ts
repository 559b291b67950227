import {
  BP_DASHBOARD_LISTS,
  BP_PERMIT_TYPES,
  bpStepOf,
  bpTileOf,
  type TBpDashboardEntry,
  type TBpDashboardList,
  type TBpDashboardResponse,
  type TBpPermitType,
  type TBuildingPermitResponse,
} from '@batir/shared/building-permits';
import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import { customerDisplayName } from '@batir/shared/customers';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isoOrNull } from '../../lib/display';
import { shownHistoryValues } from '../../lib/project-history';
import type { FileService } from '../files';
import { type Caller, projectFor } from '../projects';
import * as repo from './building-permits.repository';

/**
 * Reading building permits: the summary counters, the dashboard's lists (by tile) and one project's permit.
 * The changes live beside it, one service per part of the permit (as modules/contacts): its file and dates
 * (permit-file.service), its pieces and additional documents (permit-pieces.service), its modifications
 * (permit-modifications.service) and the mails about it (permit-mails.service), each through the envelope
 * of permit-change.ts.
 */

const cents = (value: number | string | null) => (value === null ? null : Number(value));

/** The pure tile rule lives in the shared package (the web app shows it too); re-exported for the server. */
export { bpTileOf };

/** Summary counters (GET /api/user/summary buildingPermit): admins and technical all, others their projects. */
export function countBuildingPermits(db: Database, caller: Caller) {
  return repo.countPermits(db, caller);
}

// ---------------------------------------------------------------------------------------------------
// Dashboard

function entryOf(row: repo.DashboardRow): TBpDashboardEntry {
  return {
    projectId: row.project_id,
    projectName: row.project_name,
    customerName: customerDisplayName(row),
    salesman: row.salesman,
    permitType: row.permit_type ?? 'pcmi',
    number: row.number ?? '',
    printedAt: isoOrNull(row.printed_at),
    downloadedAt: isoOrNull(row.downloaded_at),
    depositedOn: row.deposited_on,
    issueDate: row.issue_date,
    refusedOn: row.refused_on,
    receiptConfirmedAt: isoOrNull(row.receipt_confirmed_at),
    raisedToSalesmanAt: isoOrNull(row.raised_to_salesman_at),
    itemId: row.item_id,
    description: row.description,
    amountCents: cents(row.amount_cents),
    comment: row.comment,
    dueOn: row.due_on,
    since: isoOrNull(row.since),
  };
}

/** GET /api/buildingPermit: the ten lists over the live customer projects the caller may see. */
export async function dashboard(db: Database, caller: Caller): Promise<TBpDashboardResponse> {
  // Each row carries its list's total (a counter for the permit lists): a list without rows counts 0.
  const rows = await repo.dashboardLists(db, caller);
  const lists = Object.fromEntries(
    BP_DASHBOARD_LISTS.map((name) => [name, [] as TBpDashboardEntry[]]),
  ) as Record<TBpDashboardList, TBpDashboardEntry[]>;
  const totals: Record<string, number> = Object.fromEntries(BP_DASHBOARD_LISTS.map((name) => [name, 0]));
  for (const row of rows) {
    lists[row.list].push(entryOf(row));
    totals[row.list] = row.total;
  }
  return { error: 0, ...lists, totals };
}

// ---------------------------------------------------------------------------------------------------
// The permit of a project

export async function getPermit(options: {
  db: Database;
  files: FileService;
  caller: Caller;
  projectId: number;
}): Promise<TBuildingPermitResponse> {
  const { db, files, caller, projectId } = options;
  await projectFor({ db, caller, projectId, write: false });
  const [head, permit, modifications, documents, history, projectFiles] = await Promise.all([
    repo.projectHead(db, projectId),
    repo.findPermit(db, projectId),
    repo.listModifications(db, projectId),
    repo.listAdditionalDocuments(db, projectId),
    repo.permitHistory(db, projectId),
    files.list({ caller, type: 'project', linkedId: projectId }),
  ]);
  if (!head) throw new AppError(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND);
  const state = repo.permitState(permit);
  return {
    error: 0,
    buildingPermit: {
      projectId,
      projectName: head.project_name,
      customerName: customerDisplayName(head),
      salesman: head.salesman,
      permitType: (BP_PERMIT_TYPES as readonly string[]).includes(permit?.permit_type ?? '')
        ? (permit?.permit_type as TBpPermitType)
        : 'pcmi',
      needed: permit?.needed ?? true,
      printedAt: isoOrNull(permit?.printed_at),
      downloadedAt: isoOrNull(permit?.downloaded_at),
      depositedOn: permit?.deposited_on ?? null,
      number: permit?.number ?? '',
      receiptConfirmedAt: isoOrNull(permit?.receipt_confirmed_at),
      permitAgreementDate: permit?.agreement_date ?? null,
      issueDate: permit?.issue_date ?? null,
      refusedOn: permit?.refused_on ?? null,
      refusalReason: permit?.refusal_reason ?? '',
      globalRefusalClosedAt: isoOrNull(permit?.global_refusal_closed_at),
      raisedToSalesmanAt: isoOrNull(permit?.raised_to_salesman_at),
      planRedrawRequestedAt: isoOrNull(permit?.plan_redraw_requested_at),
      billedAt: isoOrNull(permit?.billed_at),
      step: bpStepOf(state),
      tile: bpTileOf(state),
      bpShow: head.bp_show ?? [],
      bPModification: modifications.map((m) => ({
        id: m.id,
        status: m.status,
        description: m.description,
        addendumAmountCents: cents(m.addendum_amount_cents),
        comment: m.comment,
        createdBy: m.created_by,
        createdAt: isoOrNull(m.created_at) ?? '',
        updatedAt: isoOrNull(m.updated_at) ?? '',
      })),
      additionalDocuments: documents.map((d) => ({
        id: d.id,
        description: d.description,
        dueOn: d.due_on,
        receivedAt: isoOrNull(d.received_at),
        cancelledAt: isoOrNull(d.cancelled_at),
        createdBy: d.created_by,
        createdAt: isoOrNull(d.created_at) ?? '',
      })),
    },
    files: projectFiles.files.filter((file) => file.category === 'buildingPermit'),
    history: history.map((h) => ({
      id: Number(h.id),
      kind: h.kind,
      label: h.label,
      ...shownHistoryValues({ kind: h.kind, from: h.from_value, to: h.to_value }),
      user: h.user,
      createdAt: isoOrNull(h.created_at) ?? '',
    })),
  };
}

/** GET /api/buildingPermit/{project}/files: the project's files of category buildingPermit. */
export async function permitFiles(options: {
  db: Database;
  files: FileService;
  caller: Caller;
  projectId: number;
}) {
  const { db, files, caller, projectId } = options;
  await projectFor({ db, caller, projectId, write: false });
  const list = await files.list({ caller, type: 'project', linkedId: projectId });
  return { error: 0 as const, files: list.files.filter((file) => file.category === 'buildingPermit') };
}
