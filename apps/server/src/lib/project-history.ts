import { formatCents, formatDateTime, formatShortDate } from '@batir/shared/format';
import { CONSTITUTION_PIECE_STATE_LABELS, LAND_STATUS_LABELS } from '@batir/shared/preconstruction';
import { CRC_STATE_LABELS } from '@batir/shared/project-documents';
import type { Database, Tx } from '../db/client';
import { projectHistory } from '../db/schema';

export type ProjectChange = {
  projectId: number;
  userId: number | null;
  /** What changed: `state`, `frozen`, `buildingPermit.deposited`, `financing.cancel`… . */
  kind: string;
  /** French line of the timeline, e.g. « Permis déposé en mairie » (values shown as « from → to »). */
  label: string;
  from?: string | number | boolean | null;
  to?: string | number | boolean | null;
};

const text = (value: ProjectChange['from']) => (value === undefined || value === null ? null : String(value));

/**
 * Records state changes of a project for its timeline (project sheet). Pass the transaction of the
 * change: the line lands with it or not at all.
 */
export async function recordProjectChange(db: Database | Tx, ...changes: ProjectChange[]): Promise<void> {
  if (!changes.length) return;
  await db.insert(projectHistory).values(
    changes.map((change) => ({
      projectId: change.projectId,
      userId: change.userId,
      kind: change.kind,
      label: change.label,
      fromValue: text(change.from),
      toValue: text(change.to),
    })),
  );
}

// ——— Reading: the values as the screens show them ———

/** Kinds whose values are row ids (a loan, a document, a modification): the label already names the thing. */
const ID_KINDS = new Set([
  'financing.loan',
  'buildingPermit.additionalDocument.new',
  'buildingPermit.modification.convert',
  'buildingPermit.modification.alert',
]);

/** Kinds that keep a code, by the first part of the kind (`crc.plan` → `crc`), and its French labels. */
const LABELS_BY_KIND: Record<string, Record<string, string>> = {
  'land.status': LAND_STATUS_LABELS,
  'constitution.piece': CONSTITUTION_PIECE_STATE_LABELS,
  crc: CRC_STATE_LABELS,
  archive: { true: 'Archivé', false: 'Actif' },
  crcShow: { true: 'Affiché au client', false: 'Masqué au client' },
};

/**
 * One from/to value of the timeline in French. Most writers store the text shown (« Figé le 26/11/2026 »),
 * some the raw value (a state code, `true`, `2026-11-26`, an ISO time, cents, an id): formatted here, when
 * read, so rows already written read well too.
 */
export function shownHistoryValue(kind: string, value: string | null): string | null {
  if (value === null || value === '') return null;
  if (ID_KINDS.has(kind) && /^\d+$/.test(value)) return null;
  if (kind === 'financing.need' && /^-?\d+$/.test(value)) return formatCents(value);
  const labels = LABELS_BY_KIND[kind] ?? LABELS_BY_KIND[kind.split('.')[0] ?? ''];
  const label = labels?.[value];
  if (label) return label;
  if (value === 'true' || value === 'oui') return 'Oui';
  if (value === 'false' || value === 'non') return 'Non';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatShortDate(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value) || value;
  return value;
}

/** A timeline row's from and to, in French. */
export const shownHistoryValues = (row: { kind: string; from: string | null; to: string | null }) => ({
  from: shownHistoryValue(row.kind, row.from),
  to: shownHistoryValue(row.kind, row.to),
});
