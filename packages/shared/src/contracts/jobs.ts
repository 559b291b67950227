/**
 * Contracts of the jobs (issue 20): a user's long work, its progress and its result file (the exports start
 * them: contracts/exports.ts). Each user sees and cancels his own jobs only (admins included: an export
 * holds what its owner may see).
 */
import { z } from 'zod';
import { defineErrors, endpoint } from '../contract';
import { ZJob } from '../jobs';
import { STAFF_ROLES } from '../roles';

export const JOB_ERRORS = defineErrors({
  /** Missing, or someone else's: nobody learns which ids exist. */
  JOB_NOT_FOUND: { status: 404, message: 'Tâche de fond introuvable.' },
  /** Cancelling a job that has ended. */
  JOB_OVER: { status: 409, message: 'Cette tâche est déjà terminée.' },
  /** Asking for the file of a job that has none (not finished, failed, cancelled, or its file expired). */
  JOB_NO_RESULT: { status: 409, message: 'Cette tâche n’a pas de fichier à télécharger.' },
  /** Too many of the caller's jobs are waiting or running. */
  JOB_TOO_MANY: {
    status: 429,
    message: 'Vous avez déjà plusieurs tâches en cours : attendez qu’elles finissent ou annulez-en une.',
  },
});

const tag = 'Tâches de fond et exports';
/** Staff only: customers and craftsmen have no lists to export. */
const staff = STAFF_ROLES;

export const ZJobParams = z.object({ id: z.coerce.number().int().positive({ error: 'Tâche invalide' }) });

export const ZJobListQuery = z.object({
  /** Only the jobs of one kind (the export page: `export`). */
  kind: z.enum(['export'], { error: 'Type de tâche inconnu' }).optional(),
});

export const ZJobListResponse = z.object({ error: z.literal(0), jobs: z.array(ZJob) });
export type TJobListResponse = z.infer<typeof ZJobListResponse>;

export const ZJobResponse = z.object({ error: z.literal(0), job: ZJob });

export const ZJobLinkResponse = z.object({
  error: z.literal(0),
  /** The result's address, valid five minutes for this session. */
  url: z.string(),
});

export const jobEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/jobs',
    tag,
    summary: 'Mes tâches de fond, les plus récentes d’abord (50)',
    access: staff,
    query: ZJobListQuery,
    response: ZJobListResponse,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/job/:id/cancel',
    tag,
    summary: 'Annule une de mes tâches en attente ou en cours',
    access: staff,
    params: ZJobParams,
    response: ZJobResponse,
    errors: [JOB_ERRORS.JOB_NOT_FOUND, JOB_ERRORS.JOB_OVER],
  }),
  link: endpoint({
    method: 'GET',
    path: '/api/job/:id/link',
    tag,
    summary: 'Adresse du fichier d’une de mes tâches terminées (valable 5 minutes)',
    access: staff,
    params: ZJobParams,
    response: ZJobLinkResponse,
    errors: [JOB_ERRORS.JOB_NOT_FOUND, JOB_ERRORS.JOB_NO_RESULT],
  }),
};
