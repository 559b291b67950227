import {
  CONTACT_CHANNEL_LABELS,
  CONTACT_OUTCOME_LABELS,
  QUALIFICATION_LABELS,
} from '@batir/shared/contact-history';
import { formatArea, formatEuros, formatPhone, formatShortDate } from '@batir/shared/format';
import { projectFileStateLabel } from '@batir/shared/project-documents';
import { projectStepLabel } from '@batir/shared/project-list';
import {
  CRAFTSMAN_FILE_MODE_LABELS,
  PRECONSTRUCTION_STEP_LABELS,
  PROJECT_STATE_LABELS,
} from '@batir/shared/projects';
import { PROSPECT_TYPE_LABELS } from '@batir/shared/prospects';

/**
 * The sheet's history is the audit log (lib/audit), which keeps raw values (`hot`, `25000`, `0677889901`,
 * user ids). They are turned into French lines here, when the sheet is read, so rows written before this
 * formatting read as well as new ones. Actions written by other modules (contacts, files, customer
 * portal…) get a title here; an unknown one a generic title by entity, never its code.
 */

/** Names of the users an audit row points at (salesperson ids), looked up once per sheet. */
export type UserNames = ReadonlyMap<number, string>;

export type AuditRow = {
  action: string;
  entity: string;
  before: unknown;
  after: unknown;
  /** Current name of the file, for the rows of a file (old uploads did not always keep it). */
  fileName?: string | null;
};

export type HistoryLine = { label: string; details: string[] };

type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const record = (value: unknown): Values => (isRecord(value) ? value : {});

const EMPTY = '(vide)';
const yesNo = (value: unknown) => (value ? 'Oui' : 'Non');
const labelOf = (labels: Record<string, string>) => (value: unknown) =>
  labels[String(value)] ?? String(value);

type Field = { label: string; show?: (value: unknown, names: UserNames) => string };

const QUALIFICATION: Field = { label: 'Qualification', show: labelOf(QUALIFICATION_LABELS) };

/** Every field an audited change of a household or a project may carry, as the screens show it. */
const FIELDS: Record<string, Field> = {
  name1: { label: 'Nom' },
  surname1: { label: 'Prénom' },
  name2: { label: 'Nom (2e personne)' },
  surname2: { label: 'Prénom (2e personne)' },
  phone: { label: 'Téléphone', show: (value) => formatPhone(String(value)) },
  phone2: { label: 'Téléphone 2', show: (value) => formatPhone(String(value)) },
  email: { label: 'E-mail' },
  email2: { label: 'E-mail 2' },
  address: { label: 'Adresse' },
  postalCode: { label: 'Code postal' },
  city: { label: 'Ville' },
  personalContribution: { label: 'Apport personnel', show: (value) => formatEuros(value as number) },
  isArchived: { label: 'Archivé', show: yesNo },
  name: { label: 'Nom du projet' },
  landCity: { label: 'Ville du terrain' },
  landPostalCode: { label: 'Code postal du terrain' },
  type: { label: 'Origine', show: labelOf(PROSPECT_TYPE_LABELS) },
  salesman: { label: 'Commercial', show: (value, names) => names.get(Number(value)) ?? `n° ${value}` },
  qualification: QUALIFICATION,
  inContact: { label: 'En contact', show: yesNo },
  // Columns of the project operations (projects.service `operate`: before and after are column patches).
  state: { label: 'État', show: labelOf(PROJECT_STATE_LABELS) },
  step: { label: 'Étape', show: (value) => projectStepLabel(Number(value)) },
  is_waiting: { label: 'En attente', show: yesNo },
  box_ready: { label: 'Box prête', show: yesNo },
  under_test: { label: 'En test', show: yesNo },
  is_archived: { label: 'Archivé', show: yesNo },
  working_damage: {
    label: 'Assurance dommages-ouvrage',
    show: (value) => (value ? 'Souscrite' : 'Non souscrite'),
  },
  frozen_at: { label: 'Figé le', show: (value) => formatShortDate(value as string) },
  on_hold_reason: { label: 'Motif de la pause' },
  area_m2: { label: 'Surface habitable', show: (value) => formatArea(value as number) },
  craftsman_file_mode: { label: 'Dossier des artisans', show: labelOf(CRAFTSMAN_FILE_MODE_LABELS) },
  preconstruction_step: { label: "Étape de l'espace client", show: labelOf(PRECONSTRUCTION_STEP_LABELS) },
};

function shown(field: Field, value: unknown, names: UserNames): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (field.show) return field.show(value, names) || EMPTY;
  if (typeof value === 'boolean') return yesNo(value);
  return String(value);
}

/** Flattens `{ customer: {...}, project: {...} }` (prospect.edit) into one level of fields. */
function flatten(value: unknown): Values {
  const out: Values = {};
  for (const [key, inner] of Object.entries(record(value))) {
    if (isRecord(inner) && (key === 'customer' || key === 'project')) Object.assign(out, inner);
    else out[key] = inner;
  }
  return out;
}

/**
 * « Téléphone : 01 02 03 04 05 → 06 11 22 33 44 » for each known field whose shown value changed: a
 * number saved again in another writing (« 06 77… » then « 0677… ») is no change.
 */
export function changeDetails(before: unknown, after: unknown, names: UserNames = new Map()): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const from = flatten(before);
  const to = flatten(after);
  const lines: string[] = [];
  for (const [key, field] of Object.entries(FIELDS)) {
    if (!(key in from) && !(key in to)) continue;
    const was = shown(field, from[key], names);
    const is = shown(field, to[key], names);
    if (was !== is) lines.push(`${field.label} : ${was} → ${is}`);
  }
  return lines;
}

/** Whether a save changes anything the history would show (no line for a save of unchanged data). */
export const changesAnything = (before: unknown, after: unknown) => changeDetails(before, after).length > 0;

type Describe = {
  title: string | ((row: AuditRow) => string);
  /** The details of the line; without it, the changed fields. */
  details?: (row: AuditRow, names: UserNames) => string[];
  /** A line that only says what changed: none when nothing did (rows written before saves were checked). */
  changesOnly?: true;
};

const fileName = (row: AuditRow) =>
  String(record(row.after).name ?? record(row.before).name ?? row.fileName ?? 'pièce jointe');

const qualificationUnchanged = (row: AuditRow) =>
  record(row.before).qualification === record(row.after).qualification;

const ACTIONS: Record<string, Describe> = {
  'prospect.add': { title: 'Prospect créé' },
  'prospect.edit': { title: 'Coordonnées modifiées', changesOnly: true },
  'prospect.activate': { title: 'Prospect réactivé' },
  'prospect.convert': { title: 'Converti en client' },
  'project.infos': { title: 'Informations du projet modifiées', changesOnly: true },
  'customer.edit': { title: 'Coordonnées modifiées', changesOnly: true },
  'customer.archive': { title: 'Foyer archivé', changesOnly: true },
  'customer.unarchive': { title: 'Foyer réactivé', changesOnly: true },
  'customer.defaultProject': { title: 'Projet par défaut du foyer modifié', details: () => [] },
  'customer.account_created': {
    title: 'Espace client créé',
    details: (row) => [String(record(row.after).email ?? '')].filter(Boolean),
  },
  'customer.temp_access': {
    title: 'Accès temporaire ouvert',
    details: (row) => {
      const until = formatShortDate(record(row.after).expiresAt as string);
      return until ? [`Jusqu'au ${until}`] : [];
    },
  },
  'customer.impersonate': { title: "Prise en main de l'espace client" },
  'file.upload': { title: 'Pièce jointe ajoutée', details: (row) => [fileName(row)] },
  'file.rename': {
    title: 'Pièce jointe renommée',
    details: (row) => [`${record(row.before).name ?? EMPTY} → ${record(row.after).name ?? EMPTY}`],
  },
  'file.delete': { title: 'Pièce jointe supprimée', details: (row) => [fileName(row)] },
  'file.state': {
    title: "État d'une pièce jointe modifié",
    details: (row) => {
      const was = projectFileStateLabel(Number(record(row.before).state));
      const is = projectFileStateLabel(Number(record(row.after).state));
      return was === is ? [] : [`${fileName(row)} : ${was} → ${is}`];
    },
    changesOnly: true,
  },
  'file.send': {
    title: 'Pièce jointe envoyée par e-mail',
    details: (row) => [`${fileName(row)} à ${record(row.after).to ?? EMPTY}`],
  },
  'contactAttempt.add': {
    title: 'Tentative de contact',
    details: (row) => {
      const after = record(row.after);
      return [
        `${labelOf(CONTACT_CHANNEL_LABELS)(after.channel)} : ${labelOf(CONTACT_OUTCOME_LABELS)(after.outcome)}`,
      ];
    },
  },
  'comment.add': { title: 'Commentaire ajouté', details: () => [] },
  'userComment.add': { title: 'Note ajoutée', details: () => [] },
  'userComment.delete': { title: 'Note supprimée', details: () => [] },
  'qualification.set': {
    // The same qualification chosen again with a note: the note is what was added.
    title: (row) => (qualificationUnchanged(row) ? 'Qualification confirmée' : 'Qualification modifiée'),
    details: (row, names) => {
      const before = record(row.before);
      const after = record(row.after);
      const note = String(after.note ?? '').trim();
      if (!qualificationUnchanged(row))
        return [
          ...changeDetails({ qualification: before.qualification }, { qualification: after.qualification }),
          ...(note ? [`Note : ${note}`] : []),
        ];
      return note
        ? [`Qualification : ${shown(QUALIFICATION, after.qualification, names)}`, `Note : ${note}`]
        : [];
    },
    changesOnly: true,
  },
  'personalContribution.set': { title: 'Apport personnel modifié', changesOnly: true },
  'inContact.set': {
    title: (row) =>
      record(row.after).inContact ? 'Prospect marqué « en contact »' : 'Prospect retiré de « en contact »',
    changesOnly: true,
  },
  // Project operations (projects.service), also on the customer file's timeline with their details.
  'project.archive': { title: 'Projet archivé' },
  'project.unarchive': { title: 'Projet réactivé' },
  'project.activate': { title: 'Projet réactivé' },
  'project.waiting': {
    title: (row) => (record(row.after).is_waiting ? 'Projet mis en attente' : "Projet sorti de l'attente"),
  },
  'project.boxReady': {
    title: (row) => (record(row.after).box_ready ? 'Box prête' : 'Box marquée non prête'),
  },
  'project.underTest': {
    title: (row) => (record(row.after).under_test ? 'Projet passé en test' : 'Projet sorti du test'),
  },
  'project.setState': { title: 'État du projet modifié' },
  'project.workingDamage': { title: 'Assurance dommages-ouvrage modifiée' },
  'project.frozen': { title: (row) => (record(row.after).frozen_at ? 'Projet figé' : 'Projet défigé') },
  'project.putOnHold': { title: 'Projet mis en pause' },
  'project.cancelOnHold': { title: 'Pause du projet levée' },
  'project.reset.preconstruction': { title: 'Pré-construction réinitialisée', details: () => [] },
  'project.reset.construction': { title: 'Construction réinitialisée : retour en pré-construction' },
  'project.area': { title: 'Surface habitable modifiée' },
  'project.qualification': { title: 'Qualification modifiée' },
  'project.craftsmanFileMode': { title: 'Mode du dossier des artisans modifié' },
  'project.preconstructionStep': { title: "Étape de l'espace client modifiée" },
  'project.switchToConstruction': { title: 'Passage en construction' },
  'project.congratulations': { title: 'Félicitations envoyées au client', details: () => [] },
  'project.shareByMail': { title: 'Projet partagé par e-mail' },
  'project.informations': { title: 'Informations du projet modifiées' },
  'project.land': { title: 'Terrain modifié', details: () => [] },
  'project.landAccessibility': { title: 'Accès au terrain modifié', details: () => [] },
  'project.constitutionPiece': { title: 'Pièce du dossier de constitution modifiée', details: () => [] },
  'project.logisboxAppointment': { title: 'Rendez-vous logisbox modifié', details: () => [] },
  'project.logisboxSigned': { title: 'Signature logisbox modifiée', details: () => [] },
  'project.logisboxFile': { title: 'Dossier logisbox modifié', details: () => [] },
  'project.smsReminder': { title: 'SMS de rappel envoyé', details: () => [] },
  'project.crc_state': { title: 'CRC modifié', details: () => [] },
  'project.crc_show': { title: 'Affichage des CRC au client modifié', details: () => [] },
  'project.crc_mail': { title: 'Point sur le CRC envoyé par e-mail', details: () => [] },
  'project.mail': {
    title: 'E-mail envoyé au client',
    details: (row) => [`À ${record(row.after).to ?? EMPTY}`],
  },
  'project.sms': {
    title: 'SMS envoyé au client',
    details: (row) => [`Au ${formatPhone(String(record(row.after).to ?? '')) || EMPTY}`],
  },
};

/** Building permit actions: their details are on the permit's own history; the sheet says what happened. */
const PERMIT_TITLES: Record<string, string> = {
  edit: 'Permis de construire modifié',
  print: 'Dossier de permis imprimé',
  downloaded: 'Dossier de permis signé téléchargé',
  deposited: 'Permis déposé en mairie',
  issueDate: 'Date de délivrance du permis enregistrée',
  refusal: 'Permis refusé',
  globalRefusal: 'Refus global : dossier de permis clos',
  toggleShow: 'Affichage du permis au client modifié',
  mailToABM: 'Dossier envoyé au service urbanisme',
  send: 'Permis envoyé par e-mail',
  confirmReceipt: 'Récépissé de dépôt de la mairie confirmé',
  convertToBPModification: 'Converti en permis modificatif',
  raiseToSalesman: 'Relance du commercial',
  'files.state': 'État des pièces du permis modifié',
  'additionalDocument.new': 'Pièce complémentaire demandée',
  'additionalDocument.received': 'Pièce complémentaire reçue',
  'additionalDocument.cancel': 'Pièce complémentaire annulée',
  'modification.comment': 'Commentaire sur le modificatif',
  'modification.addendum': 'Avenant du modificatif',
  'modification.status': 'Statut du modificatif modifié',
  'modification.cancel': 'Modificatif annulé',
  alertPermitModification: 'Modification du permis demandée',
};

const ENTITY_TITLES: Record<string, string> = {
  project: 'Projet modifié',
  customer: 'Foyer modifié',
  file: 'Pièce jointe modifiée',
};

function describe(action: string): Describe {
  const known = ACTIONS[action];
  if (known) return known;
  const permit = action.startsWith('buildingPermit.') ? PERMIT_TITLES[action.slice(15)] : undefined;
  if (permit) return { title: permit, details: () => [] };
  return { title: '' };
}

/** The French line of an audit row, or null when it says nothing (a save that changed nothing). */
export function historyLine(row: AuditRow, names: UserNames): HistoryLine | null {
  const action = describe(row.action);
  const details = action.details ? action.details(row, names) : changeDetails(row.before, row.after, names);
  if (action.changesOnly && !details.length) return null;
  const title = typeof action.title === 'function' ? action.title(row) : action.title;
  return { label: title || (ENTITY_TITLES[row.entity] ?? 'Modification'), details };
}

/** The user ids of the salesperson fields of audit rows, to look their names up in one query. */
export function userIdsOf(rows: AuditRow[]): number[] {
  const ids = new Set<number>();
  for (const row of rows)
    for (const side of [flatten(row.before), flatten(row.after)])
      if (Number.isInteger(side.salesman)) ids.add(side.salesman as number);
  return [...ids];
}
