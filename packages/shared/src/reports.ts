import { z } from 'zod';
import { UPLOAD_MAX_FILES } from './upload-rules';

/** Spec 1 §2.13: the two kinds of report. */
export const REPORT_TYPES = { 1: 'Correction', 2: 'Amélioration' } as const;
export type TReportType = keyof typeof REPORT_TYPES;

export const REPORT_DESCRIPTION_MAX = 5000;
export const REPORT_PAGE_MAX = 2000;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * POST /api/report (spec 1 §3 "Report": type, description, page, files). The attachments are sent first
 * through POST /api/file/upload with `type=report` and no `linkedId`; `files` lists the ids it answered,
 * and saving the report links them to it.
 */
export const ZReportBody = z.object({
  type: z.coerce
    .number({ message: 'Choisissez le type : Correction ou Amélioration' })
    .int()
    .refine((value) => value === 1 || value === 2, 'Choisissez le type : Correction ou Amélioration'),
  description: z
    .string({ message: 'Décrivez la correction ou la suggestion' })
    .trim()
    .min(1, 'Décrivez la correction ou la suggestion')
    .max(REPORT_DESCRIPTION_MAX, `La description est limitée à ${REPORT_DESCRIPTION_MAX} caractères`),
  page: z
    .string({ message: "L'adresse de la page est manquante" })
    .trim()
    .min(1, "L'adresse de la page est manquante")
    .max(REPORT_PAGE_MAX, "L'adresse de la page est trop longue"),
  files: z
    .array(id, { message: 'Pièces jointes invalides' })
    .max(UPLOAD_MAX_FILES, `${UPLOAD_MAX_FILES} pièces jointes au maximum`)
    .default([]),
});
export type TReportBody = z.input<typeof ZReportBody>;

export const REPORT_STATES = ['open', 'closed', 'all'] as const;
export const ZReportListQuery = z.object({
  state: z.enum(REPORT_STATES, { message: 'État attendu : open, closed ou all' }).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TReportListQuery = z.input<typeof ZReportListQuery>;

export const ZReportIdParams = z.object({ id });

/** An attachment as the report screens show it; the viewer link is asked for when it is opened. */
export const ZReportFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  isPicture: z.boolean(),
});
export type TReportFile = z.infer<typeof ZReportFile>;

const ZPerson = z.object({ id: z.number().int(), surname: z.string(), name: z.string() });

export const ZReport = z.object({
  id: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]),
  description: z.string(),
  page: z.string(),
  author: ZPerson,
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  closedBy: ZPerson.nullable(),
  files: z.array(ZReportFile),
});
export type TReport = z.infer<typeof ZReport>;

export const ZReportResponse = z.object({ error: z.literal(0), message: z.string(), report: ZReport });
export const ZReportInfoResponse = z.object({ error: z.literal(0), report: ZReport });
export const ZReportListResponse = z.object({
  error: z.literal(0),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  list: z.array(ZReport),
});
export type TReportListResponse = z.infer<typeof ZReportListResponse>;
