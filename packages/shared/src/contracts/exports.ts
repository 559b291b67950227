/** Contract of the exports (issue 20): a list as it is shown, to XLSX or CSV, at once or as a job. */
import { z } from 'zod';
import { defineErrors, endpoint } from '../contract';
import { ZExportBody } from '../exports';
import { ZJob } from '../jobs';
import { STAFF_ROLES } from '../roles';
import { JOB_ERRORS } from './jobs';

export const EXPORT_ERRORS = defineErrors({
  /** A column the list does not have (field `columns`). */
  EXPORT_UNKNOWN_COLUMN: { status: 400, message: 'Colonne inconnue pour cette liste.' },
  /** The list's filters do not pass its own checks (fields: the filter's name). */
  EXPORT_BAD_FILTER: { status: 400, message: 'Filtre de la liste invalide.' },
});

export const ZExportResponse = z.object({
  error: z.literal(0),
  job: ZJob,
  /** A small export is written during the request: its file's address (five minutes); null for a job. */
  url: z.string().nullable(),
});
export type TExportResponse = z.infer<typeof ZExportResponse>;

export const exportEndpoints = {
  export: endpoint({
    method: 'POST',
    path: '/api/export',
    tag: 'Tâches de fond et exports',
    summary: 'Exporte une liste telle qu’elle est affichée (XLSX ou CSV) ; une tâche au-delà de 2 000 lignes',
    // Staff only: customers and craftsmen have no lists to export.
    access: STAFF_ROLES,
    body: ZExportBody,
    response: ZExportResponse,
    errors: [EXPORT_ERRORS.EXPORT_UNKNOWN_COLUMN, EXPORT_ERRORS.EXPORT_BAD_FILTER, JOB_ERRORS.JOB_TOO_MANY],
  }),
};
