import { FINANCING_ERRORS } from '@batir/shared/contracts/financing';
import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import { customerDisplayName } from '@batir/shared/customers';
import {
  FINANCING_STATE_LABELS,
  type FinancingDates,
  financingListOf,
  financingStateOf,
  LOAN_KIND_LABELS,
  type TFinancingHistoryEntry,
  type TFinancingListEntry,
  type TFinancingListsResponse,
  type TLoanKind,
  type TProjectFinancing,
} from '@batir/shared/financing';
import { formatCents, formatShortDate, parisDay } from '@batir/shared/format';
import { can } from '@batir/shared/policy';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isoOrNull } from '../../lib/display';
import type { RequestContext } from '../../lib/request-context';
import type { FileService } from '../files';
import { type Caller, type ProjectHistoryLine, projectCommand, projectFor } from '../projects';
import * as repo from './financing.repository';

const E = FINANCING_ERRORS;

/** The number of a bigint column read raw (string on node-postgres). */
const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

const dates = (row: repo.FinancingRow | undefined): FinancingDates => ({
  requestedAt: row?.requestedAt ?? null,
  sentAt: row?.sentAt ?? null,
  loanOffersReceivedOn: row?.loanOffersReceivedOn ?? null,
  unlockedAt: row?.unlockedAt ?? null,
  cancelledAt: row?.cancelledAt ?? null,
});

const stateLabel = (row: repo.FinancingRow | undefined) =>
  FINANCING_STATE_LABELS[financingStateOf(dates(row))];

const canEdit = (caller: Caller) => can(caller, 'project.write');

// ——— Dashboard ———

/** GET /api/financing: the three lists of spec 3 §3 (asked, waiting, done), live projects the caller sees. */
export async function listFinancings(options: {
  db: Database;
  caller: Caller;
  limit: number;
  search?: string | undefined;
}): Promise<TFinancingListsResponse> {
  const { rows, totals } = await repo.listFinancings(options.db, options);
  const lists: Pick<TFinancingListsResponse, 'asked' | 'waiting' | 'done'> = {
    asked: { list: [], total: totals.asked },
    waiting: { list: [], total: totals.waiting },
    done: { list: [], total: totals.done },
  };
  for (const row of rows) lists[row.list].list.push(listEntry(row));
  return { error: 0, ...lists, total: lists.asked.total + lists.waiting.total + lists.done.total };
}

function listEntry(row: repo.ListRow): TFinancingListEntry {
  return {
    projectId: row.projectId,
    projectName: row.projectName,
    customerName: customerDisplayName(row),
    salesman: row.salesmanId === null ? null : { id: row.salesmanId, name: row.salesmanName ?? '' },
    bankName: row.bankName,
    totalNeedCents: num(row.totalNeedCents),
    loansCents: num(row.loansCents) ?? 0,
    requestedAt: row.requestedAt,
    sentAt: row.sentAt,
    loanOffersReceivedOn: row.loanOffersReceivedOn,
    unlockedAt: row.unlockedAt,
  };
}

/** The summary's financing counters (GET /api/user/summary). */
export function countFinancing(db: Database, caller: Caller) {
  return repo.countFinancingLists(db, caller);
}

// ——— One project ———

function historyEntry(row: repo.HistoryRow): TFinancingHistoryEntry {
  return {
    id: Number(row.id),
    kind: row.kind,
    label: row.label,
    from: row.fromValue,
    to: row.toValue,
    user: row.userId === null ? null : { id: row.userId, name: row.userName ?? '' },
    createdAt: row.createdAt,
  };
}

async function describe(options: {
  db: Database;
  files: FileService;
  caller: Caller;
  projectId: number;
}): Promise<TProjectFinancing> {
  const { db, files, caller, projectId } = options;
  const [head, row, loans, projectFiles] = await Promise.all([
    repo.projectHead(db, projectId),
    repo.findFinancing(db, projectId),
    repo.listLoans(db, projectId),
    files.list({ caller, type: 'project', linkedId: projectId }),
  ]);
  if (!head) throw new AppError(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND);
  const loansCents = loans.reduce((sum, loan) => sum + loan.amountCents, 0);
  const need = row?.totalNeedCents ?? null;
  // The household's contribution, the one the prospect sheet shows (whole euros).
  const contributionCents = head.personalContribution === null ? null : head.personalContribution * 100;
  return {
    project: {
      id: head.id,
      name: head.name,
      customerName: customerDisplayName(head),
      salesman: head.salesmanId === null ? null : { id: head.salesmanId, name: head.salesmanName ?? '' },
    },
    state: financingStateOf(dates(row)),
    list: financingListOf(dates(row)),
    totalNeedCents: need,
    personalContributionCents: contributionCents,
    loansCents,
    remainingCents: need === null ? null : need - (contributionCents ?? 0) - loansCents,
    bankName: row?.bankName ?? '',
    bankAdviser: row?.bankAdviser ?? '',
    bankPhone: row?.bankPhone ?? '',
    bankEmail: row?.bankEmail ?? '',
    broker: row?.broker ?? '',
    requestedAt: isoOrNull(row?.requestedAt),
    sentAt: isoOrNull(row?.sentAt),
    loanOffersReceivedOn: row?.loanOffersReceivedOn ?? null,
    unlockedAt: isoOrNull(row?.unlockedAt),
    cancelledAt: isoOrNull(row?.cancelledAt),
    comment: row?.comment ?? '',
    loans: loans.map((loan) => ({
      id: loan.id,
      kind: loan.kind,
      bank: loan.bank,
      amountCents: loan.amountCents,
      rate: loan.ratePercent,
      durationMonths: loan.durationMonths,
    })),
    attestationLoanOffers: projectFiles.files.filter(
      (file) =>
        file.category === 'financing' &&
        typeof file.ids === 'object' &&
        file.ids !== null &&
        (file.ids as { kind?: unknown }).kind === 'loanOffer',
    ),
    canEdit: canEdit(caller),
  };
}

type ReadOptions = { db: Database; files: FileService; caller: Caller; projectId: number };

/** GET /api/project/{project}/financing: customers read their own project's. */
export async function getProjectFinancing(options: ReadOptions) {
  await projectFor({ db: options.db, caller: options.caller, projectId: options.projectId, write: false });
  const [financing, history] = await Promise.all([
    describe(options),
    repo.financingHistory(options.db, options.projectId),
  ]);
  return { error: 0 as const, financing, history: history.map(historyEntry) };
}

/** GET /api/project/{project}/financing/history. */
export async function getFinancingHistory(options: Omit<ReadOptions, 'files'>) {
  await projectFor({ db: options.db, caller: options.caller, projectId: options.projectId, write: false });
  const history = await repo.financingHistory(options.db, options.projectId);
  return { error: 0 as const, history: history.map(historyEntry) };
}

// ——— Changes ———

type WriteOptions = ReadOptions & { context: RequestContext };

type ChangeOutcome = {
  message: string;
  /** The project's timeline line of the change. */
  history: ProjectHistoryLine;
  before?: unknown;
  after?: unknown;
};

/**
 * One change of a project's financing, through the project command envelope (project-command.ts):
 * ownership (write) and the project row locked, the financing row created if needed and locked, then
 * `apply`, then its history line and the audit row, in one transaction; answers the financing as it is
 * after the commit.
 */
async function change(
  options: WriteOptions,
  action: string,
  apply: (tx: Tx, row: repo.FinancingRow) => Promise<ChangeOutcome>,
) {
  const message = await projectCommand(options, async ({ tx, projectId }) => {
    const row = await repo.lockFinancing(tx, projectId);
    const outcome = await apply(tx, row);
    return {
      answer: outcome.message,
      history: [outcome.history],
      audit: {
        action: `financing.${action}`,
        entity: 'project_financing',
        before: outcome.before ?? null,
        after: outcome.after ?? null,
      },
    };
  });
  return { error: 0 as const, message, financing: await describe(options) };
}

const history = (
  kind: string,
  label: string,
  from?: string | null,
  to?: string | null,
): ProjectHistoryLine => ({ kind, label, from, to });

const money = (cents: number | null) => (cents === null ? 'non renseigné' : formatCents(cents));

/**
 * PUT …/financing/need. The contribution is the household's (whole euros, ZFinancingNeedBody), the same
 * value as the prospect sheet's: written there, not on the project's financing.
 */
export function putNeed(
  options: WriteOptions & { totalNeedCents: number | null; personalContributionCents: number | null },
) {
  return change(options, 'need', async (tx, row) => {
    const household = await repo.lockHouseholdContribution(tx, options.projectId);
    const before = {
      totalNeedCents: row.totalNeedCents,
      personalContributionCents:
        household.personalContribution === null ? null : household.personalContribution * 100,
    };
    const after = {
      totalNeedCents: options.totalNeedCents,
      personalContributionCents: options.personalContributionCents,
    };
    await repo.updateFinancing(tx, options.projectId, { totalNeedCents: after.totalNeedCents });
    await repo.setHouseholdContribution(
      tx,
      household.customerId,
      after.personalContributionCents === null ? null : after.personalContributionCents / 100,
    );
    return {
      history: history(
        'financing.need',
        `Besoin de financement : ${money(after.totalNeedCents)}, apport personnel : ${money(after.personalContributionCents)}`,
        before.totalNeedCents === null ? null : String(before.totalNeedCents),
        after.totalNeedCents === null ? null : String(after.totalNeedCents),
      ),
      message: 'Besoin de financement enregistré.',
      before,
      after,
    };
  });
}

const loanText = (loan: repo.LoanValues) =>
  `${LOAN_KIND_LABELS[loan.kind as TLoanKind] ?? loan.kind}, ${formatCents(loan.amountCents)}${loan.bank ? ` (${loan.bank})` : ''}`;

/** POST …/financing/loan. */
export function addLoan(options: WriteOptions & { loan: repo.LoanValues }) {
  return change(options, 'loan.add', async (tx) => {
    const loan = await repo.insertLoan(tx, options.projectId, options.loan);
    return {
      history: history('financing.loan', `Prêt ajouté : ${loanText(options.loan)}`, null, String(loan.id)),
      message: 'Prêt ajouté.',
      after: loan,
    };
  });
}

/** PUT …/financing/loan/{loan}. */
export function editLoan(options: WriteOptions & { loanId: number; loan: repo.LoanValues }) {
  return change(options, 'loan.edit', async (tx) => {
    const before = await repo.findLoan(tx, options.projectId, options.loanId);
    if (!before) throw new AppError(E.LOAN_NOT_FOUND);
    const after = await repo.updateLoan(tx, options.loanId, options.loan);
    return {
      history: history(
        'financing.loan',
        `Prêt modifié : ${loanText(options.loan)}`,
        loanText(before),
        loanText(options.loan),
      ),
      message: 'Prêt modifié.',
      before,
      after,
    };
  });
}

/** DELETE …/financing/loan/{loan}. */
export function removeLoan(options: WriteOptions & { loanId: number }) {
  return change(options, 'loan.delete', async (tx) => {
    const before = await repo.findLoan(tx, options.projectId, options.loanId);
    if (!before) throw new AppError(E.LOAN_NOT_FOUND);
    await repo.deleteLoan(tx, options.loanId);
    return {
      history: history('financing.loan', `Prêt supprimé : ${loanText(before)}`, String(before.id), null),
      message: 'Prêt supprimé.',
      before,
    };
  });
}

export type BankInfo = {
  bankName: string;
  bankAdviser: string;
  bankPhone: string;
  bankEmail: string;
  broker: string;
};

/** PUT …/financing/bankInfo. */
export function putBankInfo(options: WriteOptions & { bank: BankInfo }) {
  return change(options, 'bankInfo', async (tx, row) => {
    const before = {
      bankName: row.bankName,
      bankAdviser: row.bankAdviser,
      bankPhone: row.bankPhone,
      bankEmail: row.bankEmail,
      broker: row.broker,
    };
    await repo.updateFinancing(tx, options.projectId, options.bank);
    return {
      history: history(
        'financing.bankInfo',
        `Informations bancaires modifiées${options.bank.bankName ? ` : ${options.bank.bankName}` : ''}`,
        before.bankName || null,
        options.bank.bankName || null,
      ),
      message: 'Informations bancaires enregistrées.',
      before,
      after: options.bank,
    };
  });
}

/** PUT …/financing/request: asked. A cancelled financing starts again from scratch (its milestones reset). */
export function requestFinancing(options: WriteOptions) {
  return change(options, 'request', async (tx, row) => {
    const from = stateLabel(row);
    if (row.requestedAt && !row.cancelledAt) throw new AppError(E.FINANCING_ALREADY_REQUESTED);
    const again = row.cancelledAt !== null;
    await repo.updateFinancing(tx, options.projectId, {
      requestedAt: new Date(),
      sentAt: null,
      loanOffersReceivedOn: null,
      unlockedAt: null,
      cancelledAt: null,
    });
    return {
      history: history(
        'financing.request',
        again ? 'Financement demandé à nouveau' : 'Financement demandé',
        from,
        'Demandé',
      ),
      message: 'Financement demandé.',
      before: dates(row),
      after: { state: 'asked' },
    };
  });
}

function assertLive(row: repo.FinancingRow) {
  if (row.cancelledAt) throw new AppError(E.FINANCING_CANCELLED);
  if (!row.requestedAt) throw new AppError(E.FINANCING_NOT_REQUESTED);
}

/** PUT …/financing/sent: the file went to the bank; the financing must have been requested. */
export function sendFinancing(options: WriteOptions) {
  return change(options, 'sent', async (tx, row) => {
    assertLive(row);
    if (row.sentAt) throw new AppError(E.FINANCING_ALREADY_SENT);
    await repo.updateFinancing(tx, options.projectId, { sentAt: new Date() });
    return {
      history: history(
        'financing.sent',
        'Dossier de financement envoyé à la banque',
        stateLabel(row),
        'Envoyé à la banque',
      ),
      message: 'Dossier envoyé à la banque.',
      before: dates(row),
      after: { state: 'sent' },
    };
  });
}

/**
 * PUT …/financing/loanOffers: the loan offers received on `receivedOn` (the progress gauge's milestone),
 * attested by at least one uploaded file (category financing, ids.kind = loanOffer). Sent first; a second
 * call corrects the date.
 */
export function attestLoanOffers(options: WriteOptions & { receivedOn: string }) {
  return change(options, 'loanOffers', async (tx, row) => {
    assertLive(row);
    if (!row.sentAt) throw new AppError(E.FINANCING_NOT_SENT);
    if (options.receivedOn > parisDay()) {
      throw new AppError(E.LOAN_OFFERS_DATE_IN_FUTURE, { fields: { receivedOn: 'Date future' } });
    }
    if (row.sentAt && options.receivedOn < row.sentAt.toISOString().slice(0, 10)) {
      throw new AppError(E.LOAN_OFFERS_BEFORE_SENT, { fields: { receivedOn: 'Avant l’envoi' } });
    }
    if ((await repo.countLoanOfferFiles(tx, options.projectId)) === 0) {
      const { message } = E.LOAN_OFFERS_ATTESTATION_MISSING;
      throw new AppError(E.LOAN_OFFERS_ATTESTATION_MISSING, { fields: { attestationLoanOffers: message } });
    }
    await repo.updateFinancing(tx, options.projectId, { loanOffersReceivedOn: options.receivedOn });
    const day = formatShortDate(`${options.receivedOn}T12:00:00Z`);
    return {
      history: history(
        'financing.loanOffers',
        row.loanOffersReceivedOn
          ? `Date de réception des offres de prêt corrigée : ${day}`
          : `Offres de prêt reçues le ${day}`,
        row.loanOffersReceivedOn,
        options.receivedOn,
      ),
      message: 'Réception des offres de prêt attestée.',
      before: { loanOffersReceivedOn: row.loanOffersReceivedOn },
      after: { loanOffersReceivedOn: options.receivedOn },
    };
  });
}

/** PUT …/financing/unlock: funds released; the loan offers must have been received. */
export function unlockFunds(options: WriteOptions) {
  return change(options, 'unlock', async (tx, row) => {
    assertLive(row);
    if (!row.loanOffersReceivedOn) throw new AppError(E.LOAN_OFFERS_NOT_RECEIVED);
    if (row.unlockedAt) throw new AppError(E.FUNDS_ALREADY_UNLOCKED);
    await repo.updateFinancing(tx, options.projectId, { unlockedAt: new Date() });
    return {
      history: history('financing.unlock', 'Fonds débloqués', stateLabel(row), 'Fonds débloqués'),
      message: 'Déblocage des fonds enregistré.',
      before: dates(row),
      after: { state: 'unlocked' },
    };
  });
}

/** PUT /api/financing/{project}/cancel: the financing leaves every list; it may be requested again. */
export function cancelFinancing(options: WriteOptions) {
  return change(options, 'cancel', async (tx, row) => {
    if (!row.requestedAt || row.cancelledAt) throw new AppError(E.NO_FINANCING_TO_CANCEL);
    await repo.updateFinancing(tx, options.projectId, { cancelledAt: new Date() });
    return {
      history: history('financing.cancel', 'Financement annulé', stateLabel(row), 'Annulé'),
      message: 'Financement annulé.',
      before: dates(row),
      after: { state: 'cancelled' },
    };
  });
}

/** PUT /api/project/{id}/financingComment. */
export function putComment(options: WriteOptions & { comment: string }) {
  return change(options, 'comment', async (tx, row) => {
    const comment = options.comment.trim();
    await repo.updateFinancing(tx, options.projectId, { comment });
    return {
      history: history(
        'financing.comment',
        comment ? 'Commentaire du financement modifié' : 'Commentaire du financement effacé',
      ),
      message: 'Commentaire enregistré.',
      before: { comment: row.comment },
      after: { comment },
    };
  });
}
