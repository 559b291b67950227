import {
  BP_ALERT_TYPE_LABELS,
  BP_DASHBOARD_LISTS,
  BP_FILE_STATES,
  BP_MODIFICATION_STATUS_LABELS,
  BP_PERMIT_TYPE_LABELS,
  BP_PERMIT_TYPES,
  bpStepOf,
  bpTileOf,
  nextBpModificationStatus,
  type TBpDashboardEntry,
  type TBpDashboardList,
  type TBpDashboardResponse,
  type TBpModificationStatus,
  type TBpPermitType,
  type TBuildingPermitResponse,
} from '@batir/shared/building-permits';
import { BP_ERRORS } from '@batir/shared/contracts/building-permits';
import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import { customerDisplayName } from '@batir/shared/customers';
import { formatCents, formatDate, formatShortDate } from '@batir/shared/format';
import type { TLiveNotification } from '@batir/shared/notifications';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { shownHistoryValues } from '../../lib/project-history';
import type { RequestContext } from '../../lib/request-context';
import type { Realtime } from '../../plugins/realtime';
import type { FileService } from '../files';
import * as notificationsRepo from '../notifications';
import { queueEmail } from '../outbox';
import {
  type Caller,
  type ProjectHistoryLine,
  type ProjectRef,
  projectCommand,
  projectFor,
} from '../projects';
import * as repo from './building-permits.repository';

type Ok = { error: 0; message: string };
const SAVED = 'Enregistrement effectué !';

const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();
const cents = (value: number | string | null) => (value === null ? null : Number(value));

/** A calendar day (YYYY-MM-DD) as DD/MM/YYYY for the history's from/to values; null stays null. */
const day = (value: string | null) => (value ? formatShortDate(`${value}T12:00:00Z`) : null);

/** Today's date in Paris, YYYY-MM-DD. */
export function todayInParis(now = new Date()): string {
  return new Intl.DateTimeFormat('fr-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The pure tile rule lives in the shared package (the web app shows it too); re-exported for the server. */
export { bpTileOf };

/** Recomputes projects.bp_tile from the permit, in the transaction of the permit change. */
export async function refreshBpTile(tx: Tx, projectId: number): Promise<void> {
  const permit = await repo.findPermit(tx, projectId);
  await repo.setProjectTile(tx, projectId, bpTileOf(repo.permitState(permit)));
}

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
    printedAt: iso(row.printed_at),
    downloadedAt: iso(row.downloaded_at),
    depositedOn: row.deposited_on,
    issueDate: row.issue_date,
    refusedOn: row.refused_on,
    receiptConfirmedAt: iso(row.receipt_confirmed_at),
    raisedToSalesmanAt: iso(row.raised_to_salesman_at),
    itemId: row.item_id,
    description: row.description,
    amountCents: cents(row.amount_cents),
    comment: row.comment,
    dueOn: row.due_on,
    since: iso(row.since),
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
      printedAt: iso(permit?.printed_at),
      downloadedAt: iso(permit?.downloaded_at),
      depositedOn: permit?.deposited_on ?? null,
      number: permit?.number ?? '',
      receiptConfirmedAt: iso(permit?.receipt_confirmed_at),
      permitAgreementDate: permit?.agreement_date ?? null,
      issueDate: permit?.issue_date ?? null,
      refusedOn: permit?.refused_on ?? null,
      refusalReason: permit?.refusal_reason ?? '',
      globalRefusalClosedAt: iso(permit?.global_refusal_closed_at),
      raisedToSalesmanAt: iso(permit?.raised_to_salesman_at),
      planRedrawRequestedAt: iso(permit?.plan_redraw_requested_at),
      billedAt: iso(permit?.billed_at),
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
        createdAt: iso(m.created_at) ?? '',
        updatedAt: iso(m.updated_at) ?? '',
      })),
      additionalDocuments: documents.map((d) => ({
        id: d.id,
        description: d.description,
        dueOn: d.due_on,
        receivedAt: iso(d.received_at),
        cancelledAt: iso(d.cancelled_at),
        createdBy: d.created_by,
        createdAt: iso(d.created_at) ?? '',
      })),
    },
    files: projectFiles.files.filter((file) => file.category === 'buildingPermit'),
    history: history.map((h) => ({
      id: Number(h.id),
      kind: h.kind,
      label: h.label,
      ...shownHistoryValues({ kind: h.kind, from: h.from_value, to: h.to_value }),
      user: h.user,
      createdAt: iso(h.created_at) ?? '',
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

// ---------------------------------------------------------------------------------------------------
// Changes: one transaction each (ownership, permit row locked, change, tile, history, audit)

type ChangeContext = {
  tx: Tx;
  projectId: number;
  project: ProjectRef;
  permit: repo.PermitRow;
  userId: number;
  today: string;
};
type ChangeResult = {
  message?: string;
  history: ProjectHistoryLine[];
  audit: { action: string; before?: unknown; after?: unknown };
  /** Notification rows written by the change: their live alert is sent once the transaction commits. */
  live?: TLiveNotification;
};

export type ChangeOptions = {
  db: Database;
  caller: Caller;
  projectId: number;
  context: RequestContext;
  /** Sends the live alert of the notifications a change writes (the bell rings without a reload). */
  realtime?: Pick<Realtime, 'emitNotification'> | undefined;
};

/**
 * One change of a project's permit, through the project command envelope (project-command.ts): the
 * project row locked with the right to change it, a prospect refused, the permit row created if needed
 * and a closed file refused (unless `allowClosed`), then `apply`, the tile recomputed, the history and the
 * audit; the live alert of the notifications it wrote leaves after the commit.
 */
function change(
  options: ChangeOptions,
  apply: (ctx: ChangeContext) => Promise<ChangeResult>,
  { allowClosed = false } = {},
): Promise<Ok> {
  return projectCommand(options, async ({ tx, project, caller, projectId }) => {
    if (project.isProspect) throw new AppError(BP_ERRORS.PROJECT_IS_PROSPECT);
    const permit = await repo.ensurePermit(tx, projectId);
    if (permit.global_refusal_closed_at && !allowClosed) throw new AppError(BP_ERRORS.PERMIT_CLOSED);
    const result = await apply({
      tx,
      projectId,
      project,
      permit,
      userId: caller.userId,
      today: todayInParis(),
    });
    await refreshBpTile(tx, projectId);
    return {
      answer: { error: 0 as const, message: result.message ?? SAVED },
      history: result.history,
      audit: result.audit,
      live: result.live,
    };
  });
}

/**
 * Writes a permit notification of the project for each of `userIds` (in the change's transaction) and
 * returns its live alert, sent once the change commits.
 */
async function notifyPermit(tx: Tx, projectId: number, userIds: number[], text: string) {
  const look = { icon: 'Gavel', color: 'warning' };
  await notificationsRepo.insertMany(
    tx,
    userIds.map((userId) => ({
      userId,
      scType: 'project',
      scName: 'buildingPermit',
      scId: projectId,
      text,
      ...look,
      type: 'buildingPermit',
      linkedId: projectId,
    })),
  );
  const live: TLiveNotification = {
    all: false,
    roles: [],
    user: userIds,
    alert: { text, img: null, name: 'buildingPermit', ...look },
  };
  return live;
}

function assertDay(day: string, today: string, label: string) {
  if (day > today)
    throw new AppError(BP_ERRORS.PERMIT_DATE_INVALID, {
      message: `${label} ne peut pas être dans le futur.`,
    });
  if (day < '2000-01-01')
    throw new AppError(BP_ERRORS.PERMIT_DATE_INVALID, { message: `${label} est invalide.` });
}

/** PUT /api/project/{project}/buildingPermit: need, permit type, number, agreement date. */
export function editPermit(
  options: ChangeOptions & {
    body: {
      needed?: boolean | 0 | 1;
      permitType?: TBpPermitType;
      number?: string;
      permitAgreementDate?: string | null;
    };
  },
) {
  const { body } = options;
  return change(options, async ({ tx, permit, projectId, today }) => {
    const changes: Record<string, unknown> = {};
    const history: ChangeResult['history'] = [];
    if (body.needed !== undefined) {
      const needed = body.needed === true || body.needed === 1;
      if (needed !== permit.needed) {
        changes.needed = needed;
        history.push({
          kind: 'buildingPermit.need',
          label: needed ? 'Permis de construire nécessaire' : 'Permis de construire non nécessaire',
          from: permit.needed ? 'oui' : 'non',
          to: needed ? 'oui' : 'non',
        });
      }
    }
    if (body.permitType !== undefined && body.permitType !== permit.permit_type) {
      changes.permit_type = body.permitType;
      history.push({
        kind: 'buildingPermit.type',
        label: 'Type de permis modifié',
        from: BP_PERMIT_TYPE_LABELS[permit.permit_type as TBpPermitType] ?? permit.permit_type,
        to: BP_PERMIT_TYPE_LABELS[body.permitType],
      });
    }
    if (body.number !== undefined && body.number !== permit.number) {
      changes.number = body.number;
      history.push({
        kind: 'buildingPermit.number',
        label: 'Numéro de permis modifié',
        from: permit.number || null,
        to: body.number || null,
      });
    }
    if (body.permitAgreementDate !== undefined && body.permitAgreementDate !== permit.agreement_date) {
      if (body.permitAgreementDate) {
        assertDay(body.permitAgreementDate, today, "La date d'accord");
        if (permit.deposited_on && body.permitAgreementDate < permit.deposited_on)
          throw new AppError(BP_ERRORS.PERMIT_DATE_INVALID, {
            message: "La date d'accord ne peut pas précéder le dépôt du permis.",
          });
      }
      changes.agreement_date = body.permitAgreementDate;
      history.push({
        kind: 'buildingPermit.agreementDate',
        label: "Date d'accord du permis",
        from: day(permit.agreement_date),
        to: day(body.permitAgreementDate ?? null),
      });
    }
    await repo.updatePermit(tx, projectId, changes);
    return { history, audit: { action: 'buildingPermit.edit', before: permit, after: changes } };
  });
}

/** PUT …/buildingPermit/print: the file printed (a new print also ends a pending plan redraw). */
export function printPermit(options: ChangeOptions) {
  return change(options, async ({ tx, permit, projectId }) => {
    if (permit.deposited_on && !permit.refused_on)
      throw new AppError(BP_ERRORS.PERMIT_ALREADY_DEPOSITED, {
        message: 'Le permis est déjà déposé : il ne peut plus être imprimé.',
      });
    await repo.updatePermit(tx, projectId, { printed_at: new Date(), plan_redraw_requested_at: null });
    return {
      message: 'Dossier de permis marqué imprimé.',
      history: [{ kind: 'buildingPermit.print', label: 'Dossier de permis imprimé' }],
      audit: { action: 'buildingPermit.print', before: { printedAt: permit.printed_at } },
    };
  });
}

/** PUT …/buildingPermit/downloaded: the customer's signed copy downloaded. */
export function downloadedPermit(options: ChangeOptions) {
  return change(options, async ({ tx, permit, projectId }) => {
    if (permit.deposited_on) throw new AppError(BP_ERRORS.PERMIT_ALREADY_DEPOSITED);
    await repo.updatePermit(tx, projectId, { downloaded_at: new Date() });
    return {
      message: 'Dossier signé marqué téléchargé.',
      history: [{ kind: 'buildingPermit.downloaded', label: 'Dossier de permis signé téléchargé' }],
      audit: { action: 'buildingPermit.downloaded', before: { downloadedAt: permit.downloaded_at } },
    };
  });
}

/** PUT …/buildingPermit/deposited {depositedOn, number}. */
export function depositPermit(options: ChangeOptions & { body: { depositedOn: string; number: string } }) {
  const { depositedOn, number } = options.body;
  return change(options, async ({ tx, permit, projectId, today }) => {
    if (permit.issue_date) throw new AppError(BP_ERRORS.PERMIT_ALREADY_GRANTED);
    if (permit.deposited_on && !permit.refused_on) throw new AppError(BP_ERRORS.PERMIT_ALREADY_DEPOSITED);
    if (permit.refused_on)
      throw new AppError(BP_ERRORS.PERMIT_REFUSED, {
        message: 'Le permis a été refusé : convertissez le refus en modificatif avant de le redéposer.',
      });
    assertDay(depositedOn, today, 'La date de dépôt');
    await repo.updatePermit(tx, projectId, {
      deposited_on: depositedOn,
      ...(number ? { number } : {}),
      receipt_confirmed_at: null,
    });
    return {
      message: 'Dépôt du permis enregistré.',
      history: [
        {
          kind: 'buildingPermit.deposited',
          label: `Permis déposé en mairie le ${formatDate(depositedOn)}${number ? ` (n° ${number})` : ''}`,
          from: day(permit.deposited_on),
          to: day(depositedOn),
        },
      ],
      audit: { action: 'buildingPermit.deposited', before: permit, after: { depositedOn, number } },
    };
  });
}

/** PUT …/buildingPermit/issueDate {issueDate}: the permit granted (milestone 1 of the progress gauge). */
export function setIssueDate(options: ChangeOptions & { body: { issueDate: string } }) {
  const { issueDate } = options.body;
  return change(options, async ({ tx, permit, projectId, today }) => {
    if (!permit.deposited_on)
      throw new AppError(BP_ERRORS.PERMIT_NOT_DEPOSITED, {
        message: "Le permis n'est pas encore déposé : saisissez d'abord la date de dépôt.",
      });
    if (permit.refused_on)
      throw new AppError(BP_ERRORS.PERMIT_REFUSED, {
        message: 'Le permis a été refusé : il ne peut pas être accordé.',
      });
    assertDay(issueDate, today, "La date d'obtention");
    if (issueDate < permit.deposited_on)
      throw new AppError(BP_ERRORS.PERMIT_DATE_INVALID, {
        message: `La date d'obtention ne peut pas précéder le dépôt du permis (${formatDate(permit.deposited_on)}).`,
      });
    await repo.updatePermit(tx, projectId, { issue_date: issueDate });
    return {
      message: 'Permis accordé : date enregistrée.',
      history: [
        {
          kind: 'buildingPermit.issueDate',
          label: `Permis accordé le ${formatDate(issueDate)}`,
          from: day(permit.issue_date),
          to: day(issueDate),
        },
      ],
      audit: {
        action: 'buildingPermit.issueDate',
        before: { issueDate: permit.issue_date },
        after: { issueDate },
      },
    };
  });
}

/** PUT …/buildingPermit/refusal {refusedOn, reason}. */
export function refusePermit(options: ChangeOptions & { body: { refusedOn: string; reason: string } }) {
  const { refusedOn, reason } = options.body;
  return change(options, async ({ tx, permit, projectId, today }) => {
    if (!permit.deposited_on)
      throw new AppError(BP_ERRORS.PERMIT_NOT_DEPOSITED, {
        message: "Le permis n'est pas déposé : il ne peut pas être refusé.",
      });
    if (permit.issue_date) throw new AppError(BP_ERRORS.PERMIT_ALREADY_GRANTED);
    if (permit.refused_on) throw new AppError(BP_ERRORS.PERMIT_ALREADY_REFUSED);
    assertDay(refusedOn, today, 'La date de refus');
    if (refusedOn < permit.deposited_on)
      throw new AppError(BP_ERRORS.PERMIT_DATE_INVALID, {
        message: 'La date de refus ne peut pas précéder le dépôt du permis.',
      });
    await repo.updatePermit(tx, projectId, { refused_on: refusedOn, refusal_reason: reason });
    return {
      message: 'Refus du permis enregistré.',
      history: [
        {
          kind: 'buildingPermit.refusal',
          label: `Permis refusé le ${formatDate(refusedOn)} : ${reason}`,
        },
      ],
      audit: { action: 'buildingPermit.refusal', after: { refusedOn, reason } },
    };
  });
}

/** PUT …/buildingPermit/globalRefusal: the project cannot be built; the permit file is closed. */
export function globalRefusal(options: ChangeOptions & { body: { reason: string } }) {
  const { reason } = options.body;
  return change(options, async ({ tx, permit, projectId }) => {
    if (permit.issue_date)
      throw new AppError(BP_ERRORS.PERMIT_ALREADY_GRANTED, {
        message: 'Le permis est accordé : le dossier ne peut pas être clos par un refus.',
      });
    await repo.updatePermit(tx, projectId, {
      global_refusal_closed_at: new Date(),
      ...(reason ? { refusal_reason: reason } : {}),
    });
    return {
      message: 'Dossier de permis clos (refus global).',
      history: [
        {
          kind: 'buildingPermit.globalRefusal',
          label: `Refus global : dossier de permis clos${reason ? ` (${reason})` : ''}`,
          to: 'clos',
        },
      ],
      audit: { action: 'buildingPermit.globalRefusal', after: { reason } },
    };
  });
}

/** PUT /api/project/{project}/toggleBpShow {buildingPermitType}: shown to the customer or not. */
export async function toggleBpShow(
  options: ChangeOptions & { body: { buildingPermitType: TBpPermitType } },
): Promise<{ error: 0; bpShow: string[] }> {
  const type = options.body.buildingPermitType;
  return projectCommand(options, async ({ tx, projectId }) => {
    const head = await repo.projectHead(tx, projectId);
    const before = head?.bp_show ?? [];
    const shown = before.includes(type);
    const after = shown ? before.filter((t) => t !== type) : [...before, type];
    await tx.execute(sqlUpdateBpShow(projectId, after));
    return {
      answer: { error: 0 as const, bpShow: after },
      history: [
        {
          kind: 'buildingPermit.show',
          label: `${BP_PERMIT_TYPE_LABELS[type]} : ${shown ? 'masqué au client' : 'affiché au client'}`,
          from: shown ? 'affiché' : 'masqué',
          to: shown ? 'masqué' : 'affiché',
        },
      ],
      audit: { action: 'buildingPermit.toggleShow', before: { bpShow: before }, after: { bpShow: after } },
    };
  });
}

function sqlUpdateBpShow(projectId: number, bpShow: string[]) {
  return sql`update projects set bp_show = ${JSON.stringify(bpShow)}::jsonb, updated_at = now() where id = ${projectId}`;
}

// ---------------------------------------------------------------------------------------------------
// Mails (through the outbox, in the transaction)

/**
 * POST …/buildingPermit/mailToABM {files, message, email}: a mail to the building-permit office listing
 * the chosen permit files. Each file then leaves in its own mail carrying a link valid FILE_LINK_TTL_HOURS
 * (the file service signs those links; it offers no long-lived link for a list).
 */
export async function mailToAbm(
  options: ChangeOptions & { files: FileService; body: { files: number[]; message: string; email: string } },
): Promise<Ok> {
  const { caller, context, body, files } = options;
  const ids = [...new Set(body.files)];
  // A mail about the project changes nothing of it: its row is not locked.
  const chosen = await projectCommand({ ...options, lock: false }, async ({ tx, projectId }) => {
    const head = await repo.projectHead(tx, projectId);
    const permit = await repo.findPermit(tx, projectId);
    const rows = await repo.permitFiles(tx, projectId, ids);
    if (rows.length !== ids.length) throw new AppError(BP_ERRORS.PERMIT_FILES_NOT_OF_PROJECT);
    const list = rows.map((f) => `- ${f.original_name}`).join('\n');
    await queueEmail(tx, {
      to: body.email,
      subject: `Permis de construire${permit?.number ? ` n° ${permit.number}` : ''} – ${head?.project_name ?? ''}`,
      text: `${body.message}\n\n${
        rows.length
          ? `Pièces transmises (chacune vous parvient dans un message séparé, avec un lien valable ${files.mailedLinkValidity}) :\n${list}\n\n`
          : ''
      }Bâtir`,
      projectId,
      sentBy: caller.userId,
    });
    return {
      answer: rows,
      history: [
        {
          kind: 'buildingPermit.mailToABM',
          label: `Dossier envoyé au service urbanisme (${body.email}), ${rows.length} pièce(s)`,
          to: body.email,
        },
      ],
      audit: { action: 'buildingPermit.mailToABM', after: { email: body.email, files: ids } },
    };
  });
  for (const file of chosen) await files.send({ caller, id: file.id, to: body.email, context });
  return { error: 0, message: `Message envoyé à ${body.email}.` };
}

/** POST …/buildingPermit/send {email, message}: the permit's summary sent by mail (customer, notary…). */
export async function sendPermit(
  options: ChangeOptions & { body: { email: string; message: string } },
): Promise<Ok> {
  const { caller, body } = options;
  return projectCommand({ ...options, lock: false }, async ({ tx, projectId }) => {
    const head = await repo.projectHead(tx, projectId);
    const permit = await repo.findPermit(tx, projectId);
    const lines = [
      `Projet : ${head?.project_name ?? ''}`,
      permit?.number ? `Numéro de permis : ${permit.number}` : null,
      permit?.deposited_on ? `Déposé le : ${formatDate(permit.deposited_on)}` : null,
      permit?.issue_date ? `Accordé le : ${formatDate(permit.issue_date)}` : null,
    ].filter(Boolean);
    await queueEmail(tx, {
      to: body.email,
      subject: `Votre permis de construire – ${head?.project_name ?? ''}`,
      text: `${body.message}\n\n${lines.join('\n')}\n\nBâtir`,
      projectId,
      sentBy: caller.userId,
    });
    return {
      answer: { error: 0 as const, message: `Message envoyé à ${body.email}.` },
      history: [
        { kind: 'buildingPermit.send', label: `Permis envoyé par e-mail à ${body.email}`, to: body.email },
      ],
      audit: { action: 'buildingPermit.send', after: { email: body.email } },
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Dashboard actions

/**
 * PUT /api/buildingPermit/{project}/confirmReceipt: with `additionalDocumentId`, that additional document
 * is received; without, the town hall's receipt of the deposit is confirmed.
 */
export function confirmReceipt(
  options: ChangeOptions & { body: { additionalDocumentId?: number | undefined } },
) {
  const { additionalDocumentId } = options.body;
  return change(options, async ({ tx, permit, projectId }) => {
    if (additionalDocumentId !== undefined) {
      const doc = await repo.findAdditionalDocument(tx, projectId, additionalDocumentId);
      if (!doc) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_NOT_FOUND);
      if (doc.received_at || doc.cancelled_at) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_CLOSED);
      await repo.closeAdditionalDocument(tx, doc.id, 'received');
      return {
        message: 'Réception de la pièce confirmée.',
        history: [
          {
            kind: 'buildingPermit.additionalDocument.received',
            label: `Pièce complémentaire reçue : ${doc.description}`,
          },
        ],
        audit: { action: 'buildingPermit.additionalDocument.received', after: { id: doc.id } },
      };
    }
    if (!permit.deposited_on)
      throw new AppError(BP_ERRORS.PERMIT_NOT_DEPOSITED, {
        message: "Le permis n'est pas déposé : aucun récépissé à confirmer.",
      });
    await repo.updatePermit(tx, projectId, { receipt_confirmed_at: new Date() });
    return {
      message: 'Réception du dossier confirmée.',
      history: [{ kind: 'buildingPermit.receipt', label: 'Récépissé de dépôt de la mairie confirmé' }],
      audit: { action: 'buildingPermit.confirmReceipt' },
    };
  });
}

/**
 * PUT /api/buildingPermit/{project}/convertToBPModification: an additional-document request (its id) or
 * the refusal of the permit becomes a BP modification waiting for its addendum. From a refusal, the file
 * goes back to preparation with its plans to redraw (refusal, deposit and print cleared; history kept).
 */
export function convertToModification(
  options: ChangeOptions & { body: { additionalDocumentId?: number | undefined } },
) {
  const { additionalDocumentId } = options.body;
  return change(options, async ({ tx, permit, projectId, userId }) => {
    if (additionalDocumentId !== undefined) {
      const doc = await repo.findAdditionalDocument(tx, projectId, additionalDocumentId);
      if (!doc) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_NOT_FOUND);
      if (doc.received_at || doc.cancelled_at) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_CLOSED);
      await repo.closeAdditionalDocument(tx, doc.id, 'cancelled');
      const id = await repo.insertModification(tx, {
        projectId,
        status: 'waitingAddendum',
        description: doc.description,
        amountCents: null,
        userId,
      });
      return {
        message: 'Pièce complémentaire convertie en modificatif.',
        history: [
          {
            kind: 'buildingPermit.modification.convert',
            label: `Pièce complémentaire convertie en modificatif : ${doc.description}`,
            to: String(id),
          },
        ],
        audit: {
          action: 'buildingPermit.convertToBPModification',
          after: { additionalDocumentId, modificationId: id },
        },
      };
    }
    if (!permit.refused_on) throw new AppError(BP_ERRORS.NOTHING_TO_CONVERT);
    const description = `Modificatif suite au refus du ${formatDate(permit.refused_on)}${
      permit.refusal_reason ? ` : ${permit.refusal_reason}` : ''
    }`;
    const id = await repo.insertModification(tx, {
      projectId,
      status: 'waitingAddendum',
      description,
      amountCents: null,
      userId,
    });
    await repo.updatePermit(tx, projectId, {
      refused_on: null,
      deposited_on: null,
      receipt_confirmed_at: null,
      printed_at: null,
      downloaded_at: null,
      plan_redraw_requested_at: new Date(),
    });
    return {
      message: 'Refus converti en modificatif : plans à redessiner.',
      history: [
        {
          kind: 'buildingPermit.modification.convert',
          label: 'Refus du permis converti en modificatif',
          to: String(id),
        },
      ],
      audit: {
        action: 'buildingPermit.convertToBPModification',
        before: permit,
        after: { modificationId: id },
      },
    };
  });
}

async function openModification(tx: Tx, projectId: number, id: number) {
  const modification = await repo.findModification(tx, projectId, id);
  if (!modification) throw new AppError(BP_ERRORS.MODIFICATION_NOT_FOUND);
  return modification;
}

/** PUT /api/buildingPermit/{project}/sendBPModificationComment {comment, id?}: on the given or newest open modification. */
export function commentModification(
  options: ChangeOptions & { body: { comment: string; id?: number | undefined } },
) {
  const { comment, id } = options.body;
  return change(options, async ({ tx, projectId }) => {
    let target: repo.ModificationRow | null = null;
    if (id !== undefined) target = await openModification(tx, projectId, id);
    else {
      const open = (await repo.listModifications(tx, projectId)).find(
        (m) => m.status !== 'done' && m.status !== 'cancelled',
      );
      if (open) target = await openModification(tx, projectId, open.id);
    }
    if (!target) throw new AppError(BP_ERRORS.NO_MODIFICATION_TO_COMMENT);
    await repo.updateModification(tx, target.id, { comment });
    return {
      message: 'Commentaire enregistré.',
      history: [
        { kind: 'buildingPermit.modification.comment', label: `Commentaire sur le modificatif : ${comment}` },
      ],
      audit: {
        action: 'buildingPermit.modification.comment',
        before: { comment: target.comment },
        after: { id: target.id, comment },
      },
    };
  });
}

/** PUT /api/buildingPermit/{project}/sendRaiseToSalesman {message}: a notification and a mail to the project's salesman. */
export function raiseToSalesman(options: ChangeOptions & { body: { message: string } }) {
  const { message } = options.body;
  return change(options, async ({ tx, projectId }) => {
    const head = await repo.projectHead(tx, projectId);
    if (!head?.salesman_id) throw new AppError(BP_ERRORS.NO_SALESMAN_TO_RAISE);
    await repo.updatePermit(tx, projectId, { raised_to_salesman_at: new Date() });
    const live = await notifyPermit(
      tx,
      projectId,
      [head.salesman_id],
      `Permis de construire – ${head.project_name} : ${message}`,
    );
    if (head.salesman_email) {
      await queueEmail(tx, {
        to: head.salesman_email,
        subject: `Relance permis de construire – ${head.project_name}`,
        text: `Bonjour,\n\nLe bureau d'études vous relance au sujet du permis de construire de ${customerDisplayName(head)} (${head.project_name}) :\n\n${message}\n\nBâtir`,
        projectId,
        sentBy: options.caller.userId,
      });
    }
    return {
      message: `Relance envoyée à ${head.salesman ?? 'son commercial'}.`,
      history: [
        { kind: 'buildingPermit.raise', label: `Relance du commercial : ${message}`, to: head.salesman },
      ],
      audit: { action: 'buildingPermit.raiseToSalesman', after: { salesmanId: head.salesman_id, message } },
      live,
    };
  });
}

/** PUT /api/buildingPermit/{project}/files/state {files:[{id, state}]}: 0 pending, 1 accepted, 2 refused. */
export function setFilesState(options: ChangeOptions & { body: { files: { id: number; state: number }[] } }) {
  const wanted = options.body.files;
  return change(options, async ({ tx, projectId }) => {
    const ids = [...new Set(wanted.map((f) => f.id))];
    const rows = await repo.permitFiles(tx, projectId, ids);
    if (rows.length !== ids.length)
      throw new AppError(BP_ERRORS.PERMIT_FILES_NOT_OF_PROJECT, {
        message: 'Certains fichiers ne sont pas des pièces du permis de ce projet.',
      });
    const before = new Map(rows.map((r) => [r.id, r]));
    const history: ChangeResult['history'] = [];
    for (const file of wanted) {
      const row = before.get(file.id);
      if (!row || row.state === file.state) continue;
      await repo.setFileState(tx, file.id, file.state);
      history.push({
        kind: 'buildingPermit.file.state',
        label: `Pièce du permis « ${row.original_name} » : ${BP_FILE_STATES[file.state as 0 | 1 | 2]}`,
        from: BP_FILE_STATES[row.state as 0 | 1 | 2] ?? String(row.state),
        to: BP_FILE_STATES[file.state as 0 | 1 | 2],
      });
    }
    return {
      history,
      audit: { action: 'buildingPermit.files.state', before: rows, after: wanted },
    };
  });
}

/** POST /api/buildingPermit/{project}/additionalDocument {description, dueOn}: asked by the town hall. */
export function addAdditionalDocument(
  options: ChangeOptions & { body: { description: string; dueOn?: string | null | undefined } },
) {
  const { description, dueOn = null } = options.body;
  return change(options, async ({ tx, projectId, userId, today }) => {
    if (dueOn && dueOn < today) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_DUE_PAST);
    const id = await repo.insertAdditionalDocument(tx, { projectId, description, dueOn, userId });
    return {
      message: 'Pièce complémentaire ajoutée.',
      history: [
        {
          kind: 'buildingPermit.additionalDocument.new',
          label: `Pièce complémentaire demandée : ${description}${dueOn ? ` (avant le ${formatDate(dueOn)})` : ''}`,
          to: String(id),
        },
      ],
      audit: { action: 'buildingPermit.additionalDocument.new', after: { id, description, dueOn } },
    };
  });
}

/** PUT /api/buildingPermit/{project}/cancelBpAdditionnalDocument {id}. */
export function cancelAdditionalDocument(options: ChangeOptions & { body: { id: number } }) {
  const { id } = options.body;
  return change(options, async ({ tx, projectId }) => {
    const doc = await repo.findAdditionalDocument(tx, projectId, id);
    if (!doc) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_NOT_FOUND);
    if (doc.received_at || doc.cancelled_at) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_CLOSED);
    await repo.closeAdditionalDocument(tx, id, 'cancelled');
    return {
      message: 'Pièce complémentaire annulée.',
      history: [
        {
          kind: 'buildingPermit.additionalDocument.cancel',
          label: `Pièce complémentaire annulée : ${doc.description}`,
        },
      ],
      audit: { action: 'buildingPermit.additionalDocument.cancel', after: { id } },
    };
  });
}

/**
 * POST /api/buildingPermit/{project}/addendumBPModification {id?, description, amount}: the addendum of a
 * BP modification is made (its amount recorded; the addendum documents come with the addendum area): a
 * modification waiting for its addendum moves to waitingAddendumCustomerSigned; without `id`, a new
 * modification is created at that status.
 */
export function addendumModification(
  options: ChangeOptions & { body: { id?: number | undefined; description: string; amount: number } },
) {
  const { id, description, amount } = options.body;
  const amountCents = Math.round(amount * 100);
  return change(options, async ({ tx, projectId, userId }) => {
    if (id !== undefined) {
      const modification = await openModification(tx, projectId, id);
      if (modification.status !== 'waitingAddendum')
        throw new AppError(BP_ERRORS.MODIFICATION_WRONG_STEP, {
          message: `Ce modificatif est « ${BP_MODIFICATION_STATUS_LABELS[modification.status]} » : son avenant est déjà fait.`,
        });
      await repo.updateModification(tx, id, {
        status: 'waitingAddendumCustomerSigned',
        amountCents,
        ...(description ? { description } : {}),
      });
      return {
        message: 'Avenant du modificatif enregistré.',
        history: [
          {
            kind: 'buildingPermit.modification.addendum',
            label: `Avenant du modificatif : ${formatCents(amountCents)}`,
            from: BP_MODIFICATION_STATUS_LABELS.waitingAddendum,
            to: BP_MODIFICATION_STATUS_LABELS.waitingAddendumCustomerSigned,
          },
        ],
        audit: {
          action: 'buildingPermit.modification.addendum',
          before: modification,
          after: { amountCents },
        },
      };
    }
    if (!description) throw new AppError(BP_ERRORS.MODIFICATION_DESCRIPTION_REQUIRED);
    const newId = await repo.insertModification(tx, {
      projectId,
      status: 'waitingAddendumCustomerSigned',
      description,
      amountCents,
      userId,
    });
    return {
      message: 'Modificatif et avenant créés.',
      history: [
        {
          kind: 'buildingPermit.modification.addendum',
          label: `Modificatif créé avec avenant (${formatCents(amountCents)}) : ${description}`,
          to: BP_MODIFICATION_STATUS_LABELS.waitingAddendumCustomerSigned,
        },
      ],
      audit: {
        action: 'buildingPermit.modification.addendum',
        after: { id: newId, description, amountCents },
      },
    };
  });
}

/** PUT /api/buildingPermit/{project}/bPModification/{id}/status {status}: one step forward in the flow. */
export function advanceModification(
  options: ChangeOptions & { modificationId: number; body: { status: TBpModificationStatus } },
) {
  const { modificationId, body } = options;
  return change(options, async ({ tx, projectId }) => {
    const modification = await openModification(tx, projectId, modificationId);
    const next = nextBpModificationStatus(modification.status);
    if (body.status === 'cancelled')
      throw new AppError(BP_ERRORS.MODIFICATION_WRONG_STEP, {
        message: 'Pour annuler un modificatif, utilisez « Annuler ».',
      });
    if (next !== body.status)
      throw new AppError(BP_ERRORS.MODIFICATION_WRONG_STEP, {
        message: next
          ? `Le modificatif est « ${BP_MODIFICATION_STATUS_LABELS[modification.status]} » : l'étape suivante est « ${BP_MODIFICATION_STATUS_LABELS[next]} ».`
          : `Le modificatif est « ${BP_MODIFICATION_STATUS_LABELS[modification.status]} » : il n'a plus d'étape suivante.`,
      });
    if (modification.status === 'waitingAddendum' && modification.addendum_amount_cents === null)
      throw new AppError(BP_ERRORS.ADDENDUM_AMOUNT_REQUIRED);
    await repo.updateModification(tx, modificationId, { status: next });
    return {
      message: `Modificatif : ${BP_MODIFICATION_STATUS_LABELS[next]}.`,
      history: [
        {
          kind: 'buildingPermit.modification.status',
          label: `Modificatif « ${modification.description} » : ${BP_MODIFICATION_STATUS_LABELS[next]}`,
          from: BP_MODIFICATION_STATUS_LABELS[modification.status],
          to: BP_MODIFICATION_STATUS_LABELS[next],
        },
      ],
      audit: {
        action: 'buildingPermit.modification.status',
        before: { status: modification.status },
        after: { status: next },
      },
    };
  });
}

/** POST /api/buildingPermit/{project}/cancelBPModification {id}. */
export function cancelModification(options: ChangeOptions & { body: { id: number } }) {
  const { id } = options.body;
  return change(options, async ({ tx, projectId }) => {
    const modification = await openModification(tx, projectId, id);
    if (modification.status === 'done' || modification.status === 'cancelled')
      throw new AppError(BP_ERRORS.MODIFICATION_WRONG_STEP, {
        message: `Ce modificatif est « ${BP_MODIFICATION_STATUS_LABELS[modification.status]} » : il ne peut plus être annulé.`,
      });
    await repo.updateModification(tx, id, { status: 'cancelled' });
    return {
      message: 'Modificatif annulé.',
      history: [
        {
          kind: 'buildingPermit.modification.cancel',
          label: `Modificatif annulé : ${modification.description}`,
          from: BP_MODIFICATION_STATUS_LABELS[modification.status],
          to: BP_MODIFICATION_STATUS_LABELS.cancelled,
        },
      ],
      audit: { action: 'buildingPermit.modification.cancel', before: { status: modification.status } },
    };
  });
}

/**
 * POST /api/project/{project}/alertPermitModification {message, type}: someone (usually the salesman)
 * alerts the design office that the permit must be modified. Choice: it creates a BP modification waiting
 * for its addendum (so it shows on the dashboard's first list and is followed to the end) and notifies the
 * design office (technical users) in the same transaction.
 */
export function alertPermitModification(
  options: ChangeOptions & { body: { message: string; type: keyof typeof BP_ALERT_TYPE_LABELS } },
) {
  const { message, type } = options.body;
  return change(options, async ({ tx, projectId, userId }) => {
    const description = `${BP_ALERT_TYPE_LABELS[type]} : ${message}`;
    const id = await repo.insertModification(tx, {
      projectId,
      status: 'waitingAddendum',
      description,
      amountCents: null,
      userId,
    });
    const head = await repo.projectHead(tx, projectId);
    const recipients = await notificationsRepo.resolveRecipients(tx, {
      all: false,
      roles: ['technical'],
      userIds: [],
    });
    const live = await notifyPermit(
      tx,
      projectId,
      recipients.filter((recipient) => recipient !== userId),
      `Modification du permis demandée – ${head?.project_name ?? ''} : ${description}`,
    );
    return {
      message: "Le bureau d'études est alerté : modificatif créé.",
      history: [
        {
          kind: 'buildingPermit.modification.alert',
          label: `Modification du permis demandée : ${description}`,
          to: String(id),
        },
      ],
      audit: { action: 'buildingPermit.alertPermitModification', after: { id, type, message } },
      live,
    };
  });
}
