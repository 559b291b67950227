/**
 * The core of a customer project (issue 6 §2, §7, §8; spec 1 §4; spec 3 §3 Project, §4, §5, §7 Projects):
 * the header of the customer screens, the progress gauge and its 5 milestones, the switch to construction,
 * the project operations and the history timeline.
 */
import { z } from 'zod';
import { QUALIFICATIONS } from './contact-history';
import { CONSTITUTION_PIECES, type TConstitutionPieceState } from './preconstruction';
import { ZSheetCustomer } from './prospect-sheet';
import { typedNumber } from './typed-number';

const id = z.coerce
  .number({ error: 'Identifiant invalide' })
  .int('Identifiant invalide')
  .positive('Identifiant invalide')
  .max(2_147_483_647, 'Identifiant invalide');

export const ZProjectIdParam = z.object({ project: id });
/** Some spec paths name the project `{id}` (setState, waiting, boxReady, progress). */
export const ZProjectIdAliasParam = z.object({ id });

const ZPerson = z.object({ id: z.number().int(), name: z.string() });

// ---------------------------------------------------------------------------------------------------------
// States and labels

export const PROJECT_STATES = ['inProgress', 'completed', 'abandoned', 'dispute'] as const;
export const ZProjectState = z.enum(PROJECT_STATES, { message: 'État du projet inconnu' });
export type TProjectState = z.infer<typeof ZProjectState>;
export const PROJECT_STATE_LABELS: Record<TProjectState, string> = {
  inProgress: 'En cours',
  completed: 'Terminé',
  abandoned: 'Abandonné',
  dispute: 'En litige',
};

/** The customer-portal pre-construction step (`PUT /api/preconstruction/step/{step}`): 1 to 5. */
export const PRECONSTRUCTION_STEPS = [1, 2, 3, 4, 5] as const;
export const PRECONSTRUCTION_STEP_LABELS: Record<number, string> = {
  1: 'Terrain',
  2: 'Financement',
  3: 'Permis de construire',
  4: 'Constitution du dossier',
  5: 'Lancement du chantier',
};

/** How craftsmen receive the file: 0 digital, 1 paper. */
export const CRAFTSMAN_FILE_MODE_LABELS: Record<0 | 1, string> = {
  0: 'Dossier numérique',
  1: 'Dossier papier',
};

// ---------------------------------------------------------------------------------------------------------
// Progress gauge (spec 3 §4): a pure function of the milestone dates

export const MILESTONES = [
  {
    key: 'permitGranted',
    label: 'Permis de construire accordé',
    missing: 'permis de construire non accordé',
  },
  { key: 'projectFrozen', label: 'Projet figé', missing: 'projet non figé' },
  { key: 'loanOffersReceived', label: 'Offres de prêt reçues', missing: 'offres de prêt non reçues' },
  { key: 'landDeedReceived', label: 'Acte du terrain reçu', missing: 'acte du terrain non reçu' },
  { key: 'logisboxFile', label: 'Dossier logisbox complet', missing: 'dossier logisbox incomplet' },
] as const;
export type TMilestoneKey = (typeof MILESTONES)[number]['key'];

/** The dates behind the milestones; null (or an empty string) when not reached. */
export type TMilestoneDates = {
  /** building_permits.issue_date */
  permitIssuedOn: string | Date | null;
  /** projects.frozen_at */
  frozenAt: string | Date | null;
  /** project_financings.loan_offers_received_on, a cancelled financing counting as none */
  loanOffersReceivedOn: string | Date | null;
  /** project_lands.deed_received_on */
  landDeedReceivedOn: string | Date | null;
  /** projects.logisbox_file_at */
  logisboxFileAt: string | Date | null;
};

const MILESTONE_SOURCE: Record<TMilestoneKey, keyof TMilestoneDates> = {
  permitGranted: 'permitIssuedOn',
  projectFrozen: 'frozenAt',
  loanOffersReceived: 'loanOffersReceivedOn',
  landDeedReceived: 'landDeedReceivedOn',
  logisboxFile: 'logisboxFileAt',
};

export const ZMilestone = z.object({
  key: z.enum(MILESTONES.map((m) => m.key) as [TMilestoneKey, ...TMilestoneKey[]]),
  label: z.string(),
  reached: z.boolean(),
  /** `YYYY-MM-DD` for a day, ISO date-time for an instant; null when not reached. */
  date: z.string().nullable(),
});
export type TMilestone = z.infer<typeof ZMilestone>;

export type TProgress = { milestones: TMilestone[]; reached: number; total: number; percent: number };

const dateText = (value: string | Date | null): string | null => {
  if (value === null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return value;
};

/** The 5 milestones in their fixed order, whether each is reached, and the percentage (whole number). */
export function computeProgress(dates: TMilestoneDates): TProgress {
  const milestones = MILESTONES.map(({ key, label }) => {
    const date = dateText(dates[MILESTONE_SOURCE[key]]);
    return { key, label, reached: date !== null, date };
  });
  const reached = milestones.filter((m) => m.reached).length;
  return {
    milestones,
    reached,
    total: milestones.length,
    percent: Math.round((reached * 100) / milestones.length),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Switch to construction: allowed when the 5 milestones are reached and every constitution piece accepted

export type TPieceRow = { key: string; label: string; state: TConstitutionPieceState | string };

export type TSwitchCheck = {
  allowed: boolean;
  /** French phrases of the milestones not reached, in gauge order. */
  missingMilestones: string[];
  /** Labels of the constitution pieces not accepted (a piece of the default list with no row is missing). */
  missingPieces: string[];
  /** One line per missing item, for lists: « permis de construire non accordé », « Pièce non acceptée : … ». */
  missing: string[];
  /** « Passage en construction impossible : … » or '' when allowed. */
  message: string;
};

export const SWITCH_REFUSED_PREFIX = 'Passage en construction impossible';
export const ALREADY_IN_CONSTRUCTION = 'Le projet est déjà en construction.';

/** Every piece of the default list (in its order), then any extra row, with its current state. */
export function mergePieces(rows: readonly TPieceRow[]): TPieceRow[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const defaults = CONSTITUTION_PIECES.map(
    (piece) => byKey.get(piece.key) ?? { key: piece.key, label: piece.label, state: 'missing' },
  );
  const known = new Set<string>(CONSTITUTION_PIECES.map((piece) => piece.key));
  return [...defaults, ...rows.filter((row) => !known.has(row.key))];
}

export function checkSwitchToConstruction(input: {
  step: number;
  progress: TProgress;
  pieces: readonly TPieceRow[];
}): TSwitchCheck {
  if (input.step !== 1) {
    return {
      allowed: false,
      missingMilestones: [],
      missingPieces: [],
      missing: [ALREADY_IN_CONSTRUCTION],
      message: ALREADY_IN_CONSTRUCTION,
    };
  }
  const missingMilestones = input.progress.milestones
    .filter((m) => !m.reached)
    .map((m) => MILESTONES.find((def) => def.key === m.key)?.missing ?? m.label);
  const missingPieces = mergePieces(input.pieces)
    .filter((piece) => piece.state !== 'accepted')
    .map((piece) => piece.label);
  const parts = [...missingMilestones];
  if (missingPieces.length) parts.push(`pièces non acceptées : ${missingPieces.join(', ')}`);
  const allowed = parts.length === 0;
  return {
    allowed,
    missingMilestones,
    missingPieces,
    missing: [...missingMilestones, ...missingPieces.map((label) => `Pièce non acceptée : ${label}`)],
    message: allowed ? '' : `${SWITCH_REFUSED_PREFIX} : ${parts.join(' ; ')}.`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Answers

export const ZProgressResponse = z.object({
  error: z.literal(0),
  projectId: z.number().int(),
  milestones: z.array(ZMilestone),
  reached: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  canSwitchToConstruction: z.boolean(),
  missing: z.array(z.string()),
  /** Why the switch is refused, in French ('' when allowed). */
  reason: z.string(),
});
export type TProgressResponse = z.infer<typeof ZProgressResponse>;

const ZFlag01 = z.union([z.literal(0), z.literal(1)]);

export const ZProjectHeaderProject = z.object({
  id: z.number().int(),
  name: z.string(),
  step: z.number().int(),
  isProspect: z.boolean(),
  isArchived: z.boolean(),
  state: ZProjectState,
  isWaiting: z.boolean(),
  boxReady: z.boolean(),
  /** Dommages-ouvrage taken: 1 or 0 (spec 3 §5). */
  workingDamage: ZFlag01,
  frozenAt: z.string().nullable(),
  onHold: z.boolean(),
  onHoldAt: z.string().nullable(),
  onHoldReason: z.string(),
  underTest: z.boolean(),
  craftsmanFileMode: ZFlag01,
  preconstructionStep: z.number().int(),
  areaM2: z.number().nullable(),
  qualification: z.string().nullable(),
  notes: z.string(),
  logisboxAppointmentAt: z.string().nullable(),
  congratulatedAt: z.string().nullable(),
  switchedToConstructionAt: z.string().nullable(),
  landCity: z.string(),
  landPostalCode: z.string(),
  createdAt: z.string(),
});
export type TProjectHeaderProject = z.infer<typeof ZProjectHeaderProject>;

/** The household of the customer screens' header: the prospect sheet's, without its commercial fields. */
export const ZProjectHeaderCustomer = ZSheetCustomer.omit({
  personalContribution: true,
  accessExpiresAt: true,
});
export type TProjectHeaderCustomer = z.infer<typeof ZProjectHeaderCustomer>;

/** GET /api/project/{project}/preconstruction: what the customer layout shows (left panel) and needs. */
export const ZProjectHeaderResponse = z.object({
  error: z.literal(0),
  project: ZProjectHeaderProject,
  customer: ZProjectHeaderCustomer,
  salesman: ZPerson.nullable(),
  progress: ZProgressResponse.omit({ error: true }),
});
export type TProjectHeaderResponse = z.infer<typeof ZProjectHeaderResponse>;

export const ZProjectOkResponse = z.object({ error: z.literal(0), message: z.string() });
export type TProjectOkResponse = z.infer<typeof ZProjectOkResponse>;

// ---------------------------------------------------------------------------------------------------------
// Bodies of the operations

/** true/false, 1/0 or '1'/'0'. */
const ZBool = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    message: 'Valeur attendue : oui ou non (1 ou 0)',
  })
  .transform((value) => value === true || value === 1 || value === '1');

/** Spec 3 §5: working damage is sent as 1 or 0 (also '1'/'0'); any other value is refused. */
export const ZWorkingDamageValue = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    message: 'La dommages-ouvrage vaut 1 ou 0',
  })
  .transform((value) => (value === 1 || value === '1' ? 1 : 0) as 0 | 1);

export const ZSetStateBody = z.object({ state: ZProjectState });
export const ZWaitingBody = z.object({ waiting: ZBool });
export const ZBoxReadyBody = z.object({ boxReady: ZBool });
export const ZWorkingDamageBody = z.object({ workingDamage: ZWorkingDamageValue });
export const ZFrozenBody = z.object({ frozen: ZBool });
export const ZPutOnHoldBody = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Indiquez la raison de la mise en pause')
    .max(500, '500 caractères au plus'),
});
export const ZUnderTestBody = z.object({ underTest: ZBool });
const ZArea = typedNumber(
  z
    .number({ error: 'Surface invalide' })
    .multipleOf(0.01, 'Surface au centième de m² près')
    .min(1, 'Surface invalide')
    .max(10_000, 'Surface invalide'),
);
export const ZAreaBody = z.object({ area: ZArea });
export const ZQualificationBody = z.object({
  qualification: z.enum(QUALIFICATIONS, { message: 'Choisissez une qualification' }),
});
export const ZCraftsmanFileModeBody = z.object({
  mode: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    message: 'Le mode vaut 0 (numérique) ou 1 (papier)',
  }),
});
export const ZPreconstructionStepParam = z.object({
  step: z.coerce
    .number({ error: 'Étape invalide' })
    .int('Étape invalide')
    .min(1, 'Étape invalide : de 1 à 5')
    .max(5, 'Étape invalide : de 1 à 5'),
});
export const ZPreconstructionStepBody = z.object({ project: id });
export const ZShareByMailBody = z.object({
  email: z.email({ message: 'Adresse e-mail invalide' }).max(200),
  message: z.string().trim().max(2000, '2 000 caractères au plus').default(''),
});
export type TShareByMailBody = z.input<typeof ZShareByMailBody>;

// ---------------------------------------------------------------------------------------------------------
// Sheet informations (`preconstruction/informations`)

export const ZSheetInformations = z.object({
  name: z.string().trim().min(1, 'Saisissez le nom du projet').max(200, '200 caractères au plus'),
  area: ZArea.nullable(),
  workingDamage: ZWorkingDamageValue,
  notes: z.string().max(10_000, '10 000 caractères au plus'),
  state: ZProjectState,
});
export type TSheetInformationsInput = z.input<typeof ZSheetInformations>;
export type TSheetInformations = z.output<typeof ZSheetInformations>;

export const ZSheetInformationsResponse = z.object({
  error: z.literal(0),
  informations: z.object({
    name: z.string(),
    area: z.number().nullable(),
    workingDamage: ZFlag01,
    notes: z.string(),
    state: ZProjectState,
  }),
});
export type TSheetInformationsResponse = z.infer<typeof ZSheetInformationsResponse>;

// ---------------------------------------------------------------------------------------------------------
// History timeline, document categories, quotation archives

export const ZHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const ZHistoryItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  user: ZPerson.nullable(),
  createdAt: z.string(),
});
export type THistoryItem = z.infer<typeof ZHistoryItem>;
export const ZHistoryResponse = z.object({
  error: z.literal(0),
  list: z.array(ZHistoryItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type THistoryResponse = z.infer<typeof ZHistoryResponse>;

export const ZDocumentCategoriesResponse = z.object({
  error: z.literal(0),
  categories: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const ZQuotationArchivesResponse = z.object({ error: z.literal(0), list: z.array(z.unknown()) });
