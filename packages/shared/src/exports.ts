/**
 * Exports (issue 20): a list a user works in leaves the product as an XLSX or CSV file holding what the list
 * shows — its filters, its order, its visible columns. Each list declares its columns here once (French
 * header, cell type, width in characters): the web offers them, the server writes them.
 */
import { z } from 'zod';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<TExportFormat, string> = { xlsx: 'Excel (XLSX)', csv: 'CSV' };

/**
 * How a cell is written: text as it is; integers and euro amounts (given in cents) as numbers, with a euro
 * format in XLSX and a decimal comma in CSV; days and date-times (Paris time) as dates.
 */
export const EXPORT_CELL_TYPES = ['text', 'integer', 'money', 'date', 'datetime'] as const;
export type TExportCellType = (typeof EXPORT_CELL_TYPES)[number];

export type TExportColumn = {
  key: string;
  header: string;
  type: TExportCellType;
  /** Width in characters (XLSX). */
  width: number;
};

/** The lists that export, with the name their file and job take. */
export const EXPORT_LISTS = ['prospects', 'leads', 'users'] as const;
export type TExportList = (typeof EXPORT_LISTS)[number];
export const EXPORT_LIST_LABELS: Record<TExportList, string> = {
  prospects: 'Prospects',
  leads: 'Leads',
  users: 'Utilisateurs',
};

/** The prospect list (/v2/admin/prospects): what its cards show. */
export const PROSPECT_EXPORT_COLUMNS = [
  { key: 'customerName', header: 'Client', type: 'text', width: 32 },
  { key: 'projectName', header: 'Projet', type: 'text', width: 28 },
  { key: 'tile', header: 'Étape', type: 'text', width: 18 },
  { key: 'origin', header: 'Origine', type: 'text', width: 18 },
  { key: 'salesman', header: 'Commercial', type: 'text', width: 22 },
  { key: 'phone', header: 'Téléphone', type: 'text', width: 16 },
  { key: 'email', header: 'E-mail', type: 'text', width: 30 },
  { key: 'city', header: 'Ville', type: 'text', width: 20 },
  { key: 'landPostalCode', header: 'CP du terrain', type: 'text', width: 12 },
  { key: 'landCity', header: 'Ville du terrain', type: 'text', width: 20 },
  { key: 'contactAttempts', header: 'Tentatives de contact', type: 'integer', width: 12 },
  { key: 'archived', header: 'Archivé', type: 'text', width: 9 },
  { key: 'createdAt', header: 'Créé le', type: 'datetime', width: 17 },
] as const satisfies readonly TExportColumn[];

/** The website leads (/v2/admin/manage/leads): the columns of its grid. */
export const LEAD_EXPORT_COLUMNS = [
  { key: 'createdAt', header: 'Reçu le', type: 'datetime', width: 17 },
  { key: 'customerName', header: 'Foyer', type: 'text', width: 32 },
  { key: 'phone', header: 'Téléphone', type: 'text', width: 16 },
  { key: 'email', header: 'Adresse e-mail', type: 'text', width: 30 },
  { key: 'land', header: 'Terrain', type: 'text', width: 26 },
  { key: 'salesman', header: 'Commercial', type: 'text', width: 22 },
  { key: 'tile', header: 'Suivi', type: 'text', width: 18 },
  { key: 'archived', header: 'Archivé', type: 'text', width: 9 },
] as const satisfies readonly TExportColumn[];

/** The staff accounts (/v2/admin/manage/user, administrators): the columns of its grid. */
export const USER_EXPORT_COLUMNS = [
  { key: 'name', header: 'Nom', type: 'text', width: 26 },
  { key: 'email', header: 'Adresse e-mail', type: 'text', width: 32 },
  { key: 'roles', header: 'Rôles', type: 'text', width: 28 },
  { key: 'archived', header: 'Archivé', type: 'text', width: 9 },
  { key: 'manager', header: 'Responsable', type: 'text', width: 22 },
  { key: 'postalCodes', header: 'Codes postaux', type: 'text', width: 20 },
  { key: 'credit', header: 'Crédit', type: 'money', width: 12 },
  { key: 'lastLoginAt', header: 'Dernière connexion', type: 'datetime', width: 18 },
] as const satisfies readonly TExportColumn[];

export const EXPORT_COLUMNS: Record<TExportList, readonly TExportColumn[]> = {
  prospects: PROSPECT_EXPORT_COLUMNS,
  leads: LEAD_EXPORT_COLUMNS,
  users: USER_EXPORT_COLUMNS,
};

/**
 * Up to this many rows an export is written during the request and downloads at once; above, it becomes a
 * job that the jobs panel follows.
 */
export const EXPORT_AT_ONCE_MAX_ROWS = 2000;

export const ZExportBody = z.object({
  list: z.enum(EXPORT_LISTS, { error: 'Liste inconnue' }),
  format: z.enum(EXPORT_FORMATS, { error: 'Format inconnu : xlsx ou csv' }),
  /** The list's own filters and order, as its list endpoint takes them in its query string. */
  query: z.record(z.string(), z.string().max(2000)).default({}),
  /** The visible columns, in their order (keys of the list's columns); every column when empty. */
  columns: z.array(z.string().max(60)).max(100).default([]),
});
export type TExportBody = z.input<typeof ZExportBody>;
