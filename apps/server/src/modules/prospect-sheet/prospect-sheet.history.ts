/**
 * The sheet's history is the audit log (lib/audit): these labels turn its rows into French lines. Actions
 * written by other modules (contacts, files, customer portal…) get a label here when known, a generic one
 * otherwise, so a new action never breaks the sheet.
 */
const ACTION_LABELS: Record<string, string> = {
  'prospect.add': 'Prospect créé',
  'prospect.edit': 'Coordonnées modifiées',
  'prospect.activate': 'Prospect réactivé',
  'prospect.convert': 'Converti en client',
  'project.infos': 'Informations du projet modifiées',
  'customer.archive': 'Foyer archivé',
  'customer.unarchive': 'Foyer réactivé',
  'customer.account_created': 'Espace client créé',
  'customer.temp_access': 'Accès temporaire ouvert',
  'customer.impersonate': "Prise en main de l'espace client",
  'file.upload': 'Pièce jointe ajoutée',
  'file.rename': 'Pièce jointe renommée',
  'file.delete': 'Pièce jointe supprimée',
  'file.state': "État d'une pièce jointe modifié",
  'contactAttempt.add': 'Tentative de contact',
  'comment.add': 'Commentaire ajouté',
  'userComment.add': 'Note ajoutée',
  'userComment.delete': 'Note supprimée',
  'qualification.set': 'Qualification modifiée',
};

const FIELD_LABELS: Record<string, string> = {
  name1: 'Nom',
  surname1: 'Prénom',
  name2: 'Nom (2e personne)',
  surname2: 'Prénom (2e personne)',
  phone: 'Téléphone',
  phone2: 'Téléphone 2',
  email: 'E-mail',
  address: 'Adresse',
  postalCode: 'Code postal',
  city: 'Ville',
  name: 'Nom du projet',
  landCity: 'Ville du terrain',
  landPostalCode: 'Code postal du terrain',
  type: 'Origine',
  salesman: 'Commercial',
  isArchived: 'Archivé',
  qualification: 'Qualification',
  inContact: 'En contact',
  personalContribution: 'Apport personnel',
  expiresAt: "Fin de l'accès",
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? `Modification (${action})`;
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(vide)';
  if (value === true) return 'oui';
  if (value === false) return 'non';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Flattens `{ customer: {...}, project: {...} }` into one level of known fields. */
function flatten(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (isRecord(inner) && (key === 'customer' || key === 'project')) Object.assign(out, inner);
    else out[key] = inner;
  }
  return out;
}

/** "Téléphone : 01 23 → 06 11" for each known field that changed between `before` and `after`. */
export function changeDetails(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const a = flatten(before);
  const b = flatten(after);
  const lines: string[] = [];
  for (const [key, label] of Object.entries(FIELD_LABELS)) {
    if (!(key in a) && !(key in b)) continue;
    if (JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null)) continue;
    lines.push(`${label} : ${shown(a[key])} → ${shown(b[key])}`);
  }
  return lines;
}
