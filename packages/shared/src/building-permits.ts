/**
 * Building permits (issue 6 §2 `preconstruction/buildingPermit`, §3 the building-permit dashboard; spec 2
 * §7.2 "Building permit" and "Project"; spec 3 §3 "Building permit lists", §7 "Building permit").
 *
 * The permit of a project moves: to prepare → printed → downloaded (the customer's signed copy) →
 * deposited at the town hall (number) → granted (issue date) or refused. A refusal is either turned into
 * a BP modification (the plans are redrawn and the file deposited again) or closes the file (global
 * refusal). A granted permit may be modified (permis modificatif) through a BP modification paid by an
 * addendum: waitingAddendum → waitingAddendumCustomerSigned → waitingPayment → inProgress → invoice →
 * done, or cancelled.
 */
import { z } from 'zod';
import { ZFileDetails } from './files';
import { typedNumber } from './typed-number';

const id = z.coerce
  .number({ error: 'Identifiant invalide' })
  .int('Identifiant invalide')
  .positive('Identifiant invalide')
  .max(2_147_483_647, 'Identifiant invalide');

export const ZBpProjectParam = z.object({ project: id });
export const ZBpModificationParams = z.object({ project: id, id });

/** A calendar day, YYYY-MM-DD (the date pickers send this). */
export const ZBpDay = z.iso.date({ error: 'Date invalide (AAAA-MM-JJ attendu)' });

// ---------------------------------------------------------------------------------------------------
// Permit types and the project-list tile

export const BP_PERMIT_TYPES = ['pcmi', 'pc', 'dp', 'pa'] as const;
export const ZBpPermitType = z.enum(BP_PERMIT_TYPES, { error: 'Type de permis inconnu' });
export type TBpPermitType = z.infer<typeof ZBpPermitType>;
export const BP_PERMIT_TYPE_LABELS: Record<TBpPermitType, string> = {
  pcmi: 'Permis de construire maison individuelle',
  pc: 'Permis de construire',
  dp: 'Déclaration préalable',
  pa: "Permis d'aménager",
};

/** The building-permit tile of the project list (project_permits.bp_tile). */
export const BP_TILES = ['waitingBpElements', 'bpInProgress', 'bpInstruction', 'bpFinished'] as const;
export type TBpTile = (typeof BP_TILES)[number];
export const BP_TILE_LABELS: Record<TBpTile, string> = {
  waitingBpElements: 'En attente des éléments',
  bpInProgress: 'Dossier en préparation',
  bpInstruction: 'En instruction',
  bpFinished: 'Permis accordé',
};

/** The permit columns the tile and the step depend on. */
export type TBpPermitState = {
  printedAt: string | null;
  downloadedAt: string | null;
  depositedOn: string | null;
  issueDate: string | null;
  refusedOn?: string | null;
  globalRefusalClosedAt?: string | null;
};

/**
 * The project-list tile of a permit (null: no permit row yet). Granted (issue date) → bpFinished; deposited
 * (under instruction, refused included until it is converted) → bpInstruction; printed or downloaded (the
 * file being built) → bpInProgress; otherwise waitingBpElements.
 */
export function bpTileOf(permit: TBpPermitState | null): TBpTile {
  if (!permit) return 'waitingBpElements';
  if (permit.issueDate) return 'bpFinished';
  if (permit.depositedOn) return 'bpInstruction';
  if (permit.printedAt || permit.downloadedAt) return 'bpInProgress';
  return 'waitingBpElements';
}

/** The stepper of the permit card. */
export const BP_STEPS = [
  'toPrepare',
  'printed',
  'downloaded',
  'deposited',
  'granted',
  'refused',
  'closed',
] as const;
export type TBpStep = (typeof BP_STEPS)[number];
export const BP_STEP_LABELS: Record<TBpStep, string> = {
  toPrepare: 'À préparer',
  printed: 'Imprimé',
  downloaded: 'Téléchargé / signé',
  deposited: 'Déposé',
  granted: 'Accordé',
  refused: 'Refusé',
  closed: 'Clos (refus global)',
};

/** Where the permit stands, for the stepper. */
export function bpStepOf(permit: TBpPermitState | null): TBpStep {
  if (!permit) return 'toPrepare';
  if (permit.globalRefusalClosedAt) return 'closed';
  if (permit.issueDate) return 'granted';
  if (permit.refusedOn) return 'refused';
  if (permit.depositedOn) return 'deposited';
  if (permit.downloadedAt) return 'downloaded';
  if (permit.printedAt) return 'printed';
  return 'toPrepare';
}

// ---------------------------------------------------------------------------------------------------
// BP modifications

export const BP_MODIFICATION_FLOW = [
  'waitingAddendum',
  'waitingAddendumCustomerSigned',
  'waitingPayment',
  'inProgress',
  'invoice',
  'done',
] as const;
export const BP_MODIFICATION_STATUSES = [...BP_MODIFICATION_FLOW, 'cancelled'] as const;
export const ZBpModificationStatus = z.enum(BP_MODIFICATION_STATUSES, { error: 'Statut inconnu' });
export type TBpModificationStatus = z.infer<typeof ZBpModificationStatus>;
export const BP_MODIFICATION_STATUS_LABELS: Record<TBpModificationStatus, string> = {
  waitingAddendum: "En attente d'avenant",
  waitingAddendumCustomerSigned: 'Avenant à signer par le client',
  waitingPayment: 'En attente de paiement',
  inProgress: 'En cours',
  invoice: 'À facturer',
  done: 'Terminé',
  cancelled: 'Annulé',
};

/** The button that moves a modification out of each status (to the next one). */
export const BP_MODIFICATION_NEXT_ACTION_LABELS: Partial<Record<TBpModificationStatus, string>> = {
  waitingAddendum: "Saisir l'avenant",
  waitingAddendumCustomerSigned: 'Avenant signé par le client',
  waitingPayment: 'Paiement reçu',
  inProgress: 'Modificatif réalisé',
  invoice: 'Facturé',
};

/** The status that follows `status` in the flow (null at the end or when cancelled). */
export function nextBpModificationStatus(status: TBpModificationStatus): TBpModificationStatus | null {
  const index = (BP_MODIFICATION_FLOW as readonly string[]).indexOf(status);
  if (index < 0 || index === BP_MODIFICATION_FLOW.length - 1) return null;
  return BP_MODIFICATION_FLOW[index + 1] ?? null;
}

/** Kinds of a modification alert (`alertPermitModification`). */
export const BP_ALERT_TYPES = ['plan', 'facade', 'implantation', 'other'] as const;
export const BP_ALERT_TYPE_LABELS: Record<(typeof BP_ALERT_TYPES)[number], string> = {
  plan: 'Plans',
  facade: 'Façades',
  implantation: 'Implantation',
  other: 'Autre',
};

// ---------------------------------------------------------------------------------------------------
// The ten dashboard lists (GET /api/buildingPermit)

export const BP_DASHBOARD_LISTS = [
  'bPModificationWaitingAddendum',
  'bPModificationWaitingAddendumCustomerSigned',
  'bPModificationWaitingPayment',
  'bPModificationInProgress',
  'bPModificationInvoice',
  'planRedraw',
  'inProgress',
  'waiting',
  'toBilled',
  'bpAdditionalDocument',
] as const;
export type TBpDashboardList = (typeof BP_DASHBOARD_LISTS)[number];
export const BP_DASHBOARD_LIST_LABELS: Record<TBpDashboardList, string> = {
  bPModificationWaitingAddendum: "Modificatif – en attente d'avenant",
  bPModificationWaitingAddendumCustomerSigned: 'Modificatif – avenant à signer par le client',
  bPModificationWaitingPayment: 'Modificatif – en attente de paiement',
  bPModificationInProgress: 'Modificatif – en cours',
  bPModificationInvoice: 'Modificatif – à facturer',
  planRedraw: 'Plans à redessiner',
  inProgress: 'Dossiers en préparation',
  waiting: 'En instruction',
  toBilled: 'À facturer',
  bpAdditionalDocument: 'Pièces complémentaires',
};
/** The BP modification status each modification list shows. */
export const BP_MODIFICATION_LIST_STATUS = {
  bPModificationWaitingAddendum: 'waitingAddendum',
  bPModificationWaitingAddendumCustomerSigned: 'waitingAddendumCustomerSigned',
  bPModificationWaitingPayment: 'waitingPayment',
  bPModificationInProgress: 'inProgress',
  bPModificationInvoice: 'invoice',
} as const satisfies Partial<Record<TBpDashboardList, TBpModificationStatus>>;

export const ZBpDashboardEntry = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  customerName: z.string(),
  salesman: z.string().nullable(),
  permitType: z.string(),
  number: z.string(),
  printedAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  depositedOn: z.string().nullable(),
  issueDate: z.string().nullable(),
  refusedOn: z.string().nullable(),
  receiptConfirmedAt: z.string().nullable(),
  raisedToSalesmanAt: z.string().nullable(),
  /** The BP modification (modification lists) or additional document (bpAdditionalDocument) of the row. */
  itemId: z.number().int().nullable(),
  description: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  comment: z.string().nullable(),
  dueOn: z.string().nullable(),
  /** When the row entered its list (modification/document creation, deposit, issue…). */
  since: z.string().nullable(),
});
export type TBpDashboardEntry = z.infer<typeof ZBpDashboardEntry>;

export const ZBpDashboardResponse = z.object({
  error: z.literal(0),
  ...(Object.fromEntries(BP_DASHBOARD_LISTS.map((name) => [name, z.array(ZBpDashboardEntry)])) as Record<
    TBpDashboardList,
    z.ZodArray<typeof ZBpDashboardEntry>
  >),
  totals: z.record(z.string(), z.number().int()),
});
export type TBpDashboardResponse = z.infer<typeof ZBpDashboardResponse>;

// ---------------------------------------------------------------------------------------------------
// The permit of a project (GET /api/project/{project}/buildingPermit)

export const ZBpModification = z.object({
  id: z.number().int(),
  status: ZBpModificationStatus,
  description: z.string(),
  addendumAmountCents: z.number().int().nullable(),
  comment: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBpModification = z.infer<typeof ZBpModification>;

export const ZBpAdditionalDocument = z.object({
  id: z.number().int(),
  description: z.string(),
  dueOn: z.string().nullable(),
  receivedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TBpAdditionalDocument = z.infer<typeof ZBpAdditionalDocument>;

export const ZBpHistoryEvent = z.object({
  id: z.number().int(),
  kind: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  user: z.string().nullable(),
  createdAt: z.string(),
});
export type TBpHistoryEvent = z.infer<typeof ZBpHistoryEvent>;

export const ZBuildingPermit = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  customerName: z.string(),
  salesman: z.string().nullable(),
  permitType: ZBpPermitType,
  needed: z.boolean(),
  printedAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  depositedOn: z.string().nullable(),
  number: z.string(),
  receiptConfirmedAt: z.string().nullable(),
  /** Spec 3 §3 Project buildingPermit.permitAgreementDate: the town's agreement. */
  permitAgreementDate: z.string().nullable(),
  issueDate: z.string().nullable(),
  refusedOn: z.string().nullable(),
  refusalReason: z.string(),
  globalRefusalClosedAt: z.string().nullable(),
  raisedToSalesmanAt: z.string().nullable(),
  planRedrawRequestedAt: z.string().nullable(),
  billedAt: z.string().nullable(),
  step: z.enum(BP_STEPS),
  tile: z.enum(BP_TILES),
  /** Permit types shown to the customer (toggleBpShow). */
  bpShow: z.array(z.string()),
  /** Spec 3 §3 Project buildingPermit.bPModification: every BP modification, newest first. */
  bPModification: z.array(ZBpModification),
  additionalDocuments: z.array(ZBpAdditionalDocument),
});
export type TBuildingPermit = z.infer<typeof ZBuildingPermit>;

export const ZBuildingPermitResponse = z.object({
  error: z.literal(0),
  buildingPermit: ZBuildingPermit,
  files: z.array(ZFileDetails),
  /** The permit's past events (project_history kinds buildingPermit.*), newest first. */
  history: z.array(ZBpHistoryEvent),
});
export type TBuildingPermitResponse = z.infer<typeof ZBuildingPermitResponse>;

export const ZBpFilesResponse = z.object({ error: z.literal(0), files: z.array(ZFileDetails) });
export const ZBpOkResponse = z.object({ error: z.literal(0), message: z.string() });
export type TBpOkResponse = z.infer<typeof ZBpOkResponse>;

// ---------------------------------------------------------------------------------------------------
// Bodies

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} : texte attendu` })
    .trim()
    .max(max, `${label} : ${max} caractères au plus`);
const required = (max: number, label: string) => text(max, label).min(1, `${label} : champ obligatoire`);
const email = z.string().trim().email('Adresse e-mail invalide').max(254);
/** Euros as typed (1234.5 or "1 234,50"), stored in cents. */
export const ZEurosAmount = typedNumber(
  z
    .number({ error: 'Montant invalide' })
    .finite('Montant invalide')
    .min(0, 'Le montant ne peut pas être négatif')
    .max(10_000_000, 'Montant trop élevé'),
);

export const ZBpEditBody = z
  .object({
    needed: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
    permitType: ZBpPermitType.optional(),
    number: text(60, 'Numéro de permis').optional(),
    permitAgreementDate: ZBpDay.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Aucune modification envoyée');
export type TBpEditBody = z.infer<typeof ZBpEditBody>;

export const ZBpDepositBody = z.object({
  depositedOn: ZBpDay,
  number: text(60, 'Numéro de permis').default(''),
});
export const ZBpRefusalBody = z.object({
  refusedOn: ZBpDay,
  reason: required(2000, 'Motif du refus'),
});
export const ZBpGlobalRefusalBody = z
  .object({ reason: text(2000, 'Motif').default('') })
  .default({ reason: '' });
export const ZBpIssueDateBody = z.object({ issueDate: ZBpDay });
export const ZBpMailToAbmBody = z.object({
  files: z.array(id).max(50, '50 fichiers au plus').default([]),
  message: required(5000, 'Message'),
  email,
});
export const ZBpSendBody = z.object({ email, message: required(5000, 'Message') });
export const ZBpToggleShowBody = z.object({ buildingPermitType: ZBpPermitType });
export const ZBpToggleShowResponse = z.object({ error: z.literal(0), bpShow: z.array(z.string()) });
export const ZBpAlertBody = z.object({
  message: required(2000, 'Message'),
  type: z.enum(BP_ALERT_TYPES, { error: "Type d'alerte inconnu" }).default('other'),
});
export const ZBpConfirmReceiptBody = z.object({ additionalDocumentId: id.optional() }).default({});
export const ZBpConvertBody = z.object({ additionalDocumentId: id.optional() }).default({});
export const ZBpCommentBody = z.object({ comment: required(2000, 'Commentaire'), id: id.optional() });
export const ZBpRaiseBody = z.object({ message: required(2000, 'Message') });
export const ZBpFilesStateBody = z.object({
  files: z
    .array(z.object({ id, state: z.coerce.number().int().min(0, 'État invalide').max(2, 'État invalide') }))
    .min(1, 'Aucun fichier envoyé')
    .max(100),
});
export const ZBpIdBody = z.object({ id });
export const ZBpAdditionalDocumentBody = z.object({
  description: required(1000, 'Pièce demandée'),
  dueOn: ZBpDay.nullable().optional(),
});
export const ZBpAddendumBody = z.object({
  /** An existing modification waiting for its addendum; none creates a new modification. */
  id: id.optional(),
  description: text(2000, 'Description').default(''),
  amount: ZEurosAmount,
});
export const ZBpModificationStatusBody = z.object({ status: ZBpModificationStatus });

/** File states of the permit files (files.state). */
export const BP_FILE_STATES = { 0: 'En attente', 1: 'Accepté', 2: 'Refusé' } as const;
