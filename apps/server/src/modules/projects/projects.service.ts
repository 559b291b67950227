import { QUALIFICATION_LABELS, type TQualificationValue } from '@batir/shared/contact-history';
import { PROJECT_ERRORS } from '@batir/shared/contracts/projects';
import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import { customerDisplayName } from '@batir/shared/customers';
import { PROJECT_FILE_CATEGORIES, PROJECT_FILE_CATEGORY_LABELS } from '@batir/shared/files';
import { formatArea, formatShortDate } from '@batir/shared/format';
import { projectStepLabel } from '@batir/shared/project-list';
import {
  CRAFTSMAN_FILE_MODE_LABELS,
  checkSwitchToConstruction,
  computeProgress,
  PRECONSTRUCTION_STEP_LABELS,
  PROJECT_STATE_LABELS,
  type THistoryResponse,
  type TProgressResponse,
  type TProjectHeaderResponse,
  type TProjectState,
  type TSheetInformations,
  type TSheetInformationsResponse,
} from '@batir/shared/projects';
import type { Database, Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { iso, isoOrNull } from '../../lib/display';
import { shownHistoryValues } from '../../lib/project-history';
import type { RequestContext } from '../../lib/request-context';
import { queueEmail } from '../outbox';
import { type Caller, projectFor } from './project-access';
import { type ProjectHistoryLine, projectCommand } from './project-command';
import * as repo from './projects.repository';

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

async function loadProject(db: Db, projectId: number) {
  const row = await repo.findProject(db, projectId);
  // projectFor already answered 404 for an unknown id; this only guards a concurrent delete.
  if (!row) throw new AppError(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND);
  return row;
}

function progressOf(row: repo.ProjectRow) {
  return computeProgress({
    permitIssuedOn: row.permit_issued_on,
    frozenAt: row.frozen_at === null ? null : iso(row.frozen_at),
    loanOffersReceivedOn: row.loan_offers_received_on,
    landDeedReceivedOn: row.land_deed_received_on,
    logisboxFileAt: row.logisbox_file_at === null ? null : iso(row.logisbox_file_at),
  });
}

async function progressAnswer(db: Db, row: repo.ProjectRow): Promise<Omit<TProgressResponse, 'error'>> {
  const progress = progressOf(row);
  const pieces = await repo.listPieces(db, row.id);
  const check = checkSwitchToConstruction({ step: row.step, progress, pieces });
  return {
    projectId: row.id,
    ...progress,
    canSwitchToConstruction: check.allowed,
    missing: check.missing,
    reason: check.message,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Reads

/** GET /api/project/{project}/preconstruction: the header of the customer screens (3 queries). */
export async function getHeader(options: {
  db: Database;
  caller: Caller;
  projectId: number;
}): Promise<TProjectHeaderResponse> {
  const { db, caller, projectId } = options;
  await projectFor({ db, caller, projectId, write: false });
  const row = await loadProject(db, projectId);
  return {
    error: 0,
    project: {
      id: row.id,
      name: row.name,
      step: row.step,
      isProspect: row.is_prospect,
      isArchived: row.is_archived || row.customer_archived,
      state: row.state as TProjectState,
      isWaiting: row.is_waiting,
      boxReady: row.box_ready,
      workingDamage: row.working_damage ? 1 : 0,
      frozenAt: isoOrNull(row.frozen_at),
      onHold: row.on_hold_at !== null,
      onHoldAt: isoOrNull(row.on_hold_at),
      onHoldReason: row.on_hold_reason,
      underTest: row.under_test,
      craftsmanFileMode: row.craftsman_file_mode === 1 ? 1 : 0,
      preconstructionStep: row.preconstruction_step,
      areaM2: row.area_m2,
      qualification: row.qualification,
      notes: row.notes,
      logisboxAppointmentAt: isoOrNull(row.logisbox_appointment_at),
      congratulatedAt: isoOrNull(row.congratulated_at),
      switchedToConstructionAt: isoOrNull(row.switched_to_construction_at),
      landCity: row.land_city,
      landPostalCode: row.land_postal_code,
      createdAt: iso(row.created_at),
    },
    customer: {
      id: row.customer_id,
      displayName: customerDisplayName(row),
      name1: row.name1,
      surname1: row.surname1,
      name2: row.name2,
      surname2: row.surname2,
      phone: row.phone,
      phone2: row.phone2,
      email: row.email,
      email2: row.email2,
      address: row.address,
      postalCode: row.postal_code,
      city: row.city,
      isArchived: row.customer_archived,
      hasAccount: row.customer_user_id !== null,
    },
    salesman: row.salesman_id === null ? null : { id: row.salesman_id, name: row.salesman_name ?? '' },
    progress: await progressAnswer(db, row),
  };
}

/** GET /api/summary/project/{id}/progress: the gauge and whether the switch to construction is allowed. */
export async function getProgress(options: {
  db: Database;
  caller: Caller;
  projectId: number;
}): Promise<TProgressResponse> {
  const { db, caller, projectId } = options;
  await projectFor({ db, caller, projectId, write: false });
  const row = await loadProject(db, projectId);
  return { error: 0, ...(await progressAnswer(db, row)) };
}

/** GET /api/project/{project}/history: the timeline, newest first, one page (one query, two when past the end). */
export async function getHistory(options: {
  db: Database;
  caller: Caller;
  projectId: number;
  page: number;
  limit: number;
}): Promise<THistoryResponse> {
  const { db, caller, projectId, page, limit } = options;
  await projectFor({ db, caller, projectId, write: false });
  const rows = await repo.listHistory(db, projectId, page, limit);
  const total = rows[0]?.total ?? (page > 1 ? await repo.countHistory(db, projectId) : 0);
  return {
    error: 0,
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      label: row.label,
      ...shownHistoryValues({ kind: row.kind, from: row.from_value, to: row.to_value }),
      user: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? '' },
      createdAt: iso(row.created_at),
    })),
    total,
    page,
    limit,
  };
}

function informationsOf(row: repo.ProjectRow): TSheetInformationsResponse['informations'] {
  return {
    name: row.name,
    area: row.area_m2,
    workingDamage: row.working_damage ? 1 : 0,
    notes: row.notes,
    state: row.state as TProjectState,
  };
}

export async function getInformations(options: {
  db: Database;
  caller: Caller;
  projectId: number;
}): Promise<TSheetInformationsResponse> {
  const { db, caller, projectId } = options;
  await projectFor({ db, caller, projectId, write: false });
  return { error: 0, informations: informationsOf(await loadProject(db, projectId)) };
}

// ---------------------------------------------------------------------------------------------------------
// Operations: one transaction each, the project row locked, history and audit written with the change

type Change = ProjectHistoryLine;
type Outcome = {
  patch: repo.ProjectPatch;
  changes: Change[];
  message: string;
  after?: (tx: Tx) => Promise<void>;
};

type OperateOptions = {
  db: Database;
  caller: Caller;
  projectId: number;
  context: RequestContext;
};

/**
 * One project operation through the project command envelope (project-command.ts): the row reloaded under
 * the lock, `apply`, then its patch and `after` written; history and audit only when something changed.
 */
function operate(
  options: OperateOptions & {
    action: string;
    apply: (row: repo.ProjectRow, tx: Tx) => Outcome | Promise<Outcome>;
  },
): Promise<{ error: 0; message: string }> {
  const { projectId, action, apply } = options;
  return projectCommand(options, async ({ tx }) => {
    const row = await loadProject(tx, projectId);
    const outcome = await apply(row, tx);
    const columns = Object.keys(outcome.patch) as (keyof repo.ProjectPatch)[];
    if (columns.length) await repo.updateProject(tx, projectId, outcome.patch);
    await outcome.after?.(tx);
    const answer = { error: 0 as const, message: outcome.message };
    if (!outcome.changes.length && !columns.length) return { answer, audit: null };
    return {
      answer,
      history: outcome.changes,
      audit: {
        action,
        before: Object.fromEntries(
          columns.map((column) => [column, row[column as keyof repo.ProjectRow] ?? null]),
        ),
        after: outcome.patch,
      },
    };
  });
}

const SAVED = 'Enregistrement effectué !';
const unchanged: Outcome = { patch: {}, changes: [], message: SAVED };

/** A yes/no flag of the project: nothing recorded when it does not change. */
function flag(
  options: OperateOptions & {
    action: string;
    column: 'is_waiting' | 'box_ready' | 'under_test';
    kind: string;
    value: boolean;
    labels: [on: string, off: string];
  },
) {
  const { column, kind, value, labels } = options;
  return operate({
    ...options,
    apply: (row) =>
      row[column] === value
        ? unchanged
        : {
            patch: { [column]: value },
            changes: [
              { kind, label: value ? labels[0] : labels[1], from: yesNo(row[column]), to: yesNo(value) },
            ],
            message: SAVED,
          },
  });
}

export const setWaiting = (options: OperateOptions & { waiting: boolean }) =>
  flag({
    ...options,
    action: 'project.waiting',
    column: 'is_waiting',
    kind: 'waiting',
    value: options.waiting,
    labels: ['Projet mis en attente', "Projet sorti de l'attente"],
  });

export const setBoxReady = (options: OperateOptions & { boxReady: boolean }) =>
  flag({
    ...options,
    action: 'project.boxReady',
    column: 'box_ready',
    kind: 'boxReady',
    value: options.boxReady,
    labels: ['Box prête', 'Box marquée non prête'],
  });

export const setUnderTest = (options: OperateOptions & { underTest: boolean }) =>
  flag({
    ...options,
    action: 'project.underTest',
    column: 'under_test',
    kind: 'underTest',
    value: options.underTest,
    labels: ['Projet passé en test', 'Projet sorti du test'],
  });

export const setState = (options: OperateOptions & { state: TProjectState }) =>
  operate({
    ...options,
    action: 'project.setState',
    apply: (row) =>
      row.state === options.state
        ? unchanged
        : {
            patch: { state: options.state },
            changes: [
              {
                kind: 'state',
                label: 'État du projet modifié',
                from: PROJECT_STATE_LABELS[row.state as TProjectState] ?? row.state,
                to: PROJECT_STATE_LABELS[options.state],
              },
            ],
            message: SAVED,
          },
  });

const damageLabel = (taken: boolean) => (taken ? 'Souscrite' : 'Non souscrite');

export const setWorkingDamage = (options: OperateOptions & { workingDamage: 0 | 1 }) =>
  operate({
    ...options,
    action: 'project.workingDamage',
    apply: (row) => {
      const value = options.workingDamage === 1;
      if (row.working_damage === value) return unchanged;
      return {
        patch: { working_damage: value },
        changes: [
          {
            kind: 'workingDamage',
            label: 'Assurance dommages-ouvrage',
            from: damageLabel(!value),
            to: damageLabel(value),
          },
        ],
        message: SAVED,
      };
    },
  });

export const setFrozen = (options: OperateOptions & { frozen: boolean }) =>
  operate({
    ...options,
    action: 'project.frozen',
    apply: (row) => {
      const frozen = row.frozen_at !== null;
      if (frozen === options.frozen) return unchanged;
      const now = new Date();
      return {
        patch: { frozen_at: options.frozen ? now : null },
        changes: [
          {
            kind: 'frozen',
            label: options.frozen ? 'Projet figé' : 'Projet défigé',
            from: frozen ? `Figé le ${formatShortDate(row.frozen_at)}` : 'Non figé',
            to: options.frozen ? `Figé le ${formatShortDate(now)}` : 'Non figé',
          },
        ],
        message: SAVED,
      };
    },
  });

export const putOnHold = (options: OperateOptions & { reason: string }) =>
  operate({
    ...options,
    action: 'project.putOnHold',
    apply: (row) => {
      if (row.on_hold_at !== null) throw new AppError(PROJECT_ERRORS.PROJECT_ALREADY_ON_HOLD);
      return {
        patch: { on_hold_at: new Date(), on_hold_reason: options.reason },
        changes: [{ kind: 'onHold', label: 'Projet mis en pause', from: null, to: options.reason }],
        message: SAVED,
      };
    },
  });

export const cancelOnHold = (options: OperateOptions) =>
  operate({
    ...options,
    action: 'project.cancelOnHold',
    apply: (row) => {
      if (row.on_hold_at === null) throw new AppError(PROJECT_ERRORS.PROJECT_NOT_ON_HOLD);
      return {
        patch: { on_hold_at: null, on_hold_reason: '' },
        changes: [
          { kind: 'onHold', label: 'Pause du projet levée', from: row.on_hold_reason || null, to: null },
        ],
        message: SAVED,
      };
    },
  });

/**
 * PUT /api/project/{project}/reset/preconstruction (administrators): the follow-up of pre-construction
 * starts again. Cleared: project frozen, logisbox file, signature and appointment, congratulations, the
 * customer-portal step (back to 1); every constitution piece back to « Manquante » (its files are kept).
 * Kept: the land, financing and building-permit data, which their screens change.
 */
export const resetPreconstruction = (options: OperateOptions) =>
  operate({
    ...options,
    action: 'project.reset.preconstruction',
    apply: (row) => {
      if (row.step !== 1) {
        throw new AppError(PROJECT_ERRORS.PROJECT_IN_CONSTRUCTION);
      }
      return {
        patch: {
          frozen_at: null,
          congratulated_at: null,
          preconstruction_step: 1,
        },
        changes: [{ kind: 'reset.preconstruction', label: 'Pré-construction réinitialisée' }],
        after: (tx) => repo.resetPreconstructionRows(tx, row.id),
        message: 'La pré-construction du projet a été réinitialisée.',
      };
    },
  });

/**
 * PUT /api/project/{project}/reset/construction (administrators): the project goes back to pre-construction
 * (step 1): switch date cleared, box not ready, craftsmen file mode back to digital. The construction data
 * (orders, schedule) arrive with the construction area and will be reset here too.
 */
export const resetConstruction = (options: OperateOptions) =>
  operate({
    ...options,
    action: 'project.reset.construction',
    apply: (row) => {
      if (row.step === 1) throw new AppError(PROJECT_ERRORS.PROJECT_NOT_IN_CONSTRUCTION);
      return {
        patch: { step: 1, switched_to_construction_at: null, box_ready: false, craftsman_file_mode: 0 },
        changes: [
          {
            kind: 'reset.construction',
            label: 'Construction réinitialisée : retour en pré-construction',
            from: projectStepLabel(row.step),
            to: projectStepLabel(1),
          },
        ],
        message: 'Le projet est revenu en pré-construction.',
      };
    },
  });

/** PUT /api/project/{project}/activate: an archived project comes back among the live ones. */
export const activateProject = (options: OperateOptions) =>
  operate({
    ...options,
    action: 'project.activate',
    apply: (row) => {
      if (!row.is_archived) throw new AppError(PROJECT_ERRORS.PROJECT_NOT_ARCHIVED);
      return {
        patch: { is_archived: false },
        changes: [{ kind: 'archive', label: 'Projet réactivé', from: 'Archivé', to: 'Actif' }],
        message: row.customer_archived
          ? 'Projet réactivé. Le foyer reste archivé : réactivez-le depuis la liste des clients.'
          : 'Projet réactivé.',
      };
    },
  });

const areaText = (area: number | null) => (area === null ? null : formatArea(area));

export const setArea = (options: OperateOptions & { area: number }) =>
  operate({
    ...options,
    action: 'project.area',
    apply: (row) =>
      row.area_m2 === options.area
        ? unchanged
        : {
            patch: { area_m2: options.area },
            changes: [
              {
                kind: 'area',
                label: 'Surface habitable modifiée',
                from: areaText(row.area_m2),
                to: areaText(options.area),
              },
            ],
            message: SAVED,
          },
  });

const qualificationText = (value: string | null) =>
  value === null ? null : (QUALIFICATION_LABELS[value as TQualificationValue] ?? value);

export const setQualification = (options: OperateOptions & { qualification: TQualificationValue }) =>
  operate({
    ...options,
    action: 'project.qualification',
    apply: (row) =>
      row.qualification === options.qualification
        ? unchanged
        : {
            patch: { qualification: options.qualification },
            changes: [
              {
                kind: 'qualification',
                label: 'Qualification modifiée',
                from: qualificationText(row.qualification),
                to: qualificationText(options.qualification),
              },
            ],
            message: SAVED,
          },
  });

export const setCraftsmanFileMode = (options: OperateOptions & { mode: 0 | 1 }) =>
  operate({
    ...options,
    action: 'project.craftsmanFileMode',
    apply: (row) =>
      row.craftsman_file_mode === options.mode
        ? unchanged
        : {
            patch: { craftsman_file_mode: options.mode },
            changes: [
              {
                kind: 'craftsmanFileMode',
                label: 'Mode du dossier des artisans modifié',
                from: CRAFTSMAN_FILE_MODE_LABELS[row.craftsman_file_mode === 1 ? 1 : 0],
                to: CRAFTSMAN_FILE_MODE_LABELS[options.mode],
              },
            ],
            message: SAVED,
          },
  });

const portalStep = (step: number) => `${step} – ${PRECONSTRUCTION_STEP_LABELS[step] ?? ''}`;

export const setPreconstructionStep = (options: OperateOptions & { step: number }) =>
  operate({
    ...options,
    action: 'project.preconstructionStep',
    apply: (row) => {
      if (row.step !== 1)
        throw new AppError(PROJECT_ERRORS.PROJECT_IN_CONSTRUCTION, {
          message: "Le projet est en construction : l'étape de pré-construction ne change plus.",
        });
      if (row.preconstruction_step === options.step) return unchanged;
      return {
        patch: { preconstruction_step: options.step },
        changes: [
          {
            kind: 'preconstructionStep',
            label: "Étape de l'espace client modifiée",
            from: portalStep(row.preconstruction_step),
            to: portalStep(options.step),
          },
        ],
        message: SAVED,
      };
    },
  });

/**
 * PUT /api/project/{project}/switchToConstruction: allowed only when the five milestones are reached and
 * every constitution piece is accepted (checkSwitchToConstruction); otherwise 409 naming what is missing.
 */
export const switchToConstruction = (options: OperateOptions) =>
  operate({
    ...options,
    action: 'project.switchToConstruction',
    apply: async (row, tx) => {
      const check = checkSwitchToConstruction({
        step: row.step,
        progress: progressOf(row),
        pieces: await repo.listPieces(tx, row.id),
      });
      if (!check.allowed)
        throw new AppError(PROJECT_ERRORS.SWITCH_TO_CONSTRUCTION_REFUSED, { message: check.message });
      return {
        patch: { step: 2, switched_to_construction_at: new Date() },
        changes: [
          {
            kind: 'step',
            label: 'Passage en construction',
            from: projectStepLabel(1),
            to: projectStepLabel(2),
          },
        ],
        message: 'Le projet est passé en construction.',
      };
    },
  });

/**
 * POST /api/project/{project}/congratulations: the congratulation e-mail to the customer, once the building
 * permit is granted (its issue date recorded) and only once per project (congratulated_at).
 */
export const sendCongratulations = (options: OperateOptions) =>
  operate({
    ...options,
    action: 'project.congratulations',
    apply: (row) => {
      if (row.permit_issued_on === null) {
        throw new AppError(PROJECT_ERRORS.PERMIT_NOT_GRANTED);
      }
      if (row.congratulated_at !== null) {
        throw new AppError(PROJECT_ERRORS.CONGRATULATIONS_ALREADY_SENT, {
          message: `Les félicitations ont déjà été envoyées le ${formatShortDate(row.congratulated_at)}.`,
        });
      }
      const to = row.email;
      if (!to) throw new AppError(PROJECT_ERRORS.CUSTOMER_HAS_NO_EMAIL);
      return {
        patch: { congratulated_at: new Date() },
        changes: [{ kind: 'congratulations', label: 'Félicitations envoyées au client', to }],
        after: (tx) =>
          queueEmail(tx, {
            to,
            subject: 'Félicitations : votre permis de construire est accordé !',
            text: [
              `Bonjour ${customerDisplayName(row)},`,
              '',
              `Nous avons le plaisir de vous annoncer que le permis de construire de votre projet « ${row.name} » a été accordé le ${formatShortDate(row.permit_issued_on)}.`,
              'Votre conseiller vous contactera prochainement pour préparer la suite de votre projet.',
              '',
              "Toute l'équipe Bâtir vous adresse ses félicitations.",
            ].join('\n'),
            projectId: row.id,
            sentBy: options.caller.userId,
          }),
        message: `Les félicitations ont été envoyées à ${to}.`,
      };
    },
  });

/** POST /api/project/{project}/shareByMail: a summary of the project, with a message, sent through the outbox. */
export const shareByMail = (options: OperateOptions & { email: string; message: string }) =>
  operate({
    ...options,
    action: 'project.shareByMail',
    apply: async (row, tx) => {
      const sender = await repo.senderName(tx, options.caller.userId);
      const progress = progressOf(row);
      return {
        patch: {},
        changes: [{ kind: 'shareByMail', label: 'Projet partagé par e-mail', to: options.email }],
        after: (t) =>
          queueEmail(t, {
            to: options.email,
            subject: `Projet « ${row.name} » (${customerDisplayName(row)})`,
            text: [
              ...(options.message ? [options.message, ''] : []),
              `Projet : ${row.name}`,
              `Client : ${customerDisplayName(row)}`,
              `Terrain : ${[row.land_postal_code, row.land_city].filter(Boolean).join(' ') || 'non renseigné'}`,
              `Étape : ${projectStepLabel(row.step)}`,
              `Avancement : ${progress.percent} % (${
                progress.milestones
                  .filter((m) => m.reached)
                  .map((m) => m.label)
                  .join(', ') || 'aucun jalon atteint'
              })`,
              '',
              sender ? `Envoyé par ${sender}.` : '',
            ].join('\n'),
            projectId: row.id,
            sentBy: options.caller.userId,
          }),
        message: `Le projet a été envoyé à ${options.email}.`,
      };
    },
  });

/** PUT /api/project/{project}/sheet/informations: name, area, working damage, notes, state (one history line per field). */
export async function putInformations(
  options: OperateOptions & { body: TSheetInformations },
): Promise<TSheetInformationsResponse> {
  const { body } = options;
  await operate({
    ...options,
    action: 'project.informations',
    apply: (row) => {
      const patch: repo.ProjectPatch = {};
      const changes: Change[] = [];
      if (body.name !== row.name) {
        patch.name = body.name;
        changes.push({ kind: 'name', label: 'Nom du projet modifié', from: row.name, to: body.name });
      }
      if (body.area !== row.area_m2) {
        patch.area_m2 = body.area;
        changes.push({
          kind: 'area',
          label: 'Surface habitable modifiée',
          from: areaText(row.area_m2),
          to: areaText(body.area),
        });
      }
      const damage = body.workingDamage === 1;
      if (damage !== row.working_damage) {
        patch.working_damage = damage;
        changes.push({
          kind: 'workingDamage',
          label: 'Assurance dommages-ouvrage',
          from: damageLabel(row.working_damage),
          to: damageLabel(damage),
        });
      }
      if (body.notes !== row.notes) {
        patch.notes = body.notes;
        changes.push({ kind: 'notes', label: 'Notes du projet modifiées' });
      }
      if (body.state !== row.state) {
        patch.state = body.state;
        changes.push({
          kind: 'state',
          label: 'État du projet modifié',
          from: PROJECT_STATE_LABELS[row.state as TProjectState] ?? row.state,
          to: PROJECT_STATE_LABELS[body.state],
        });
      }
      return { patch, changes, message: SAVED };
    },
  });
  return { error: 0, informations: informationsOf(await loadProject(options.db, options.projectId)) };
}

/** GET /api/project/documents/category: the categories of the project's documents (files.category). */
export function documentCategories() {
  return {
    error: 0 as const,
    categories: PROJECT_FILE_CATEGORIES.map((value) => ({
      value,
      label: PROJECT_FILE_CATEGORY_LABELS[value],
    })),
  };
}
