import { z } from 'zod';

// The zod-free rules (limits, messages) travel with the schemas; the browser uploader imports them alone.
export * from './upload-rules';

/**
 * What an uploaded file belongs to (`linkedId` is then that record's id): a project's documents, a
 * correction report, a temporary file waiting for its form to be saved, a user, or the shared documents.
 */
export const FILE_TYPES = ['project', 'report', 'temp', 'user', 'common', 'export'] as const;
export const ZFileType = z.enum(FILE_TYPES);
export type TFileType = z.infer<typeof ZFileType>;

/**
 * Categories of a project's documents (the `category` upload field; project files only). The project
 * screens file their pieces under these: the loan-offer attestation under `financing`, a constitution
 * piece under `constitution` (its id in `ids.pieceId`), a CRC file under `crc` (its type in `ids.crcType`).
 */
export const PROJECT_FILE_CATEGORIES = [
  'plans',
  'land',
  'financing',
  'buildingPermit',
  'constitution',
  'crc',
  'contract',
  'photos',
  'other',
] as const;
export const ZProjectFileCategory = z.enum(PROJECT_FILE_CATEGORIES);
export type TProjectFileCategory = z.infer<typeof ZProjectFileCategory>;
export const PROJECT_FILE_CATEGORY_LABELS: Record<TProjectFileCategory, string> = {
  plans: 'Plans',
  land: 'Terrain',
  financing: 'Financement',
  buildingPermit: 'Permis de construire',
  constitution: 'Constitution du dossier',
  crc: 'CRC',
  contract: 'Contrat',
  photos: 'Photos',
  other: 'Autres',
};

/** Spec 1 §3 "Uploaded file", as the server answers it. `apiUrl` opens the viewer for a few minutes. */
export const ZUploadedFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  isPicture: z.boolean(),
  apiUrl: z.string(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

export const ZFileDetails = ZUploadedFile.extend({
  type: ZFileType,
  linkedId: z.number().int().nullable(),
  ids: z.unknown(),
  category: z.string().nullable(),
  mime: z.string(),
  state: z.number().int(),
  uploadedBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TFileDetails = z.infer<typeof ZFileDetails>;

export const ZUploadResponse = z.object({ error: z.literal(0), files: z.array(ZUploadedFile) });
export const ZFileListResponse = z.object({ error: z.literal(0), files: z.array(ZFileDetails) });
export const ZFileResponse = z.object({ error: z.literal(0), file: ZFileDetails });
export const ZFileLinkResponse = z.object({ error: z.literal(0), url: z.string() });
export const ZFileOkResponse = z.object({ error: z.literal(0), message: z.string() });

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const ZFileIdParams = z.object({ id });
export const ZFileIdQuery = z.object({ id });
export const ZFileListQuery = z.object({ linkedId: id.optional(), type: ZFileType });
export const ZSpecialFileQuery = z.object({
  linkedId: id,
  name: z.string().trim().min(1).max(255),
  /** Spec 2 §2.3: 1 by default for plan.jpg. */
  thumb: z.coerce.number().int().min(0).max(1).default(1),
});
export const ZFileRenameBody = z.object({ name: z.string().trim().min(1, 'Saisissez un nom').max(200) });
export const ZFileStateBody = z.object({ state: z.coerce.number().int().min(0).max(32_767) });
export const ZFileSendBody = z.object({ id, to: z.string().trim().email('Adresse e-mail invalide') });
export const ZFileDeleteByName = z.object({ name: z.string().trim().min(1).max(255) });
export const ZViewerParams = z.object({ type: ZFileType, file: z.string().min(1).max(300) });
export const ZViewerQuery = z.object({ token: z.string().max(200).optional() });
