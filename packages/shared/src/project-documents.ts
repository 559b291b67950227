/**
 * Project documents (issue 6 §6, §7; spec 3 §3 "Project" and "CRC", §4, §7 "Prospect sheet and files" and
 * "Projects", §9): a project's attachments by category and state, their zip, the CRC modification files
 * (plan, kitchen, other) with their states, and the customer relationship (mails and SMS of the project).
 */
import { z } from 'zod';
import { PROJECT_FILE_CATEGORIES, ZProjectFileCategory } from './files';

const id = z.coerce
  .number({ error: 'Identifiant invalide' })
  .int('Identifiant invalide')
  .positive('Identifiant invalide')
  .max(2_147_483_647, 'Identifiant invalide');

export const ZProjectDocumentsParams = z.object({ project: id });

// ---------------------------------------------------------------------------------------------------
// File states (files.state): one scale for every project document, CRC files included.

export const PROJECT_FILE_STATES = [0, 1, 2] as const;
export type TProjectFileState = (typeof PROJECT_FILE_STATES)[number];
export const PROJECT_FILE_STATE_LABELS: Record<number, string> = {
  0: 'À vérifier',
  1: 'Validé',
  2: 'Refusé',
};
export const projectFileStateLabel = (state: number) => PROJECT_FILE_STATE_LABELS[state] ?? 'À vérifier';

// ---------------------------------------------------------------------------------------------------
// Attachments

export const ZProjectFilesQuery = z.object({
  /** One category; absent or empty: every category. */
  category: z.preprocess((value) => (value === '' ? undefined : value), ZProjectFileCategory.optional()),
});

export const ZProjectDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  isPicture: z.boolean(),
  /** Opens the viewer for five minutes. */
  apiUrl: z.string(),
  /** null: filed before categories existed (shown under « Autres »). */
  category: z.string().nullable(),
  state: z.number().int(),
  ids: z.unknown(),
  uploadedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TProjectDocument = z.infer<typeof ZProjectDocument>;

export const ZProjectFilesResponse = z.object({
  error: z.literal(0),
  /** The project's name: the zip is « Dossier <projet>.zip ». */
  project: z.object({ id: z.number().int(), name: z.string() }),
  files: z.array(ZProjectDocument),
  /** Number of files per category, whatever the filter (the tabs' counters). */
  counts: z.record(z.string(), z.number().int()),
  total: z.number().int(),
});
export type TProjectFilesResponse = z.infer<typeof ZProjectFilesResponse>;

/** The category a file is shown and zipped under (files without one go to « Autres »). */
export const fileCategoryOf = (category: string | null): (typeof PROJECT_FILE_CATEGORIES)[number] =>
  (PROJECT_FILE_CATEGORIES as readonly string[]).includes(category ?? '')
    ? (category as (typeof PROJECT_FILE_CATEGORIES)[number])
    : 'other';

// ---------------------------------------------------------------------------------------------------
// CRC (spec 3 §3: modification types plan, kitchen, other; each with a state and its files)

export const CRC_TYPES = ['plan', 'kitchen', 'other'] as const;
export const ZCrcType = z.enum(CRC_TYPES, { error: 'Type de CRC inconnu (plan, kitchen ou other)' });
export type TCrcType = z.infer<typeof ZCrcType>;
export const CRC_TYPE_LABELS: Record<TCrcType, string> = { plan: 'Plan', kitchen: 'Cuisine', other: 'Autre' };

export const CRC_STATES = ['neutral', 'success', 'error'] as const;
export const ZCrcState = z.enum(CRC_STATES, { error: 'État de CRC inconnu (neutral, success ou error)' });
export type TCrcState = z.infer<typeof ZCrcState>;
export const CRC_STATE_LABELS: Record<TCrcState, string> = {
  neutral: 'Neutre',
  success: 'Validé',
  error: 'Erreur',
};
/** The file state that goes with a CRC state when files are set along with their type. */
export const CRC_FILE_STATE: Record<TCrcState, TProjectFileState> = { neutral: 0, success: 1, error: 2 };

/** The zip's file name, as the server sends it (« Dossier Maison Aubépine.zip »). */
export function projectZipName(projectName: string, categoryLabel?: string): string {
  const printable = Array.from(projectName, (c) => (c.charCodeAt(0) < 32 ? ' ' : c)).join('');
  const base = printable
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `Dossier ${base || 'projet'}${categoryLabel ? ` - ${categoryLabel}` : ''}.zip`;
}

/** Spec 3 §9: the reference date of the last CRC file is never older than this. */
export const CRC_OLDEST_REFERENCE_DATE = '2000-01-01T00:00:00.000Z';

export const ZCrcTypeState = z.object({
  type: ZCrcType,
  label: z.string(),
  state: ZCrcState,
  /** Shown to the customer (toggleCrcShow). */
  shown: z.boolean(),
  files: z.array(ZProjectDocument),
});
export type TCrcTypeState = z.infer<typeof ZCrcTypeState>;

export const ZCrcFiles = z.object({
  types: z.array(ZCrcTypeState),
  /** Spec 3 §4: error if any type is in error, else success if any is in success, else neutral. */
  globalState: ZCrcState,
  /** Reference date of the last CRC file (ISO), never before 2000-01-01. */
  lastFileDate: z.string(),
  crcShow: z.array(z.string()),
});
export type TCrcFiles = z.infer<typeof ZCrcFiles>;
export const ZCrcFilesResponse = z.object({ error: z.literal(0), crc: ZCrcFiles });

export const ZCrcStateBody = z.object({
  crcType: ZCrcType,
  state: ZCrcState,
  /** CRC files of this type whose state follows (validated or refused with their type). */
  files: z
    .array(id, { error: 'La liste des fichiers est invalide' })
    .max(200, '200 fichiers au plus')
    .optional(),
});
export type TCrcStateBody = z.infer<typeof ZCrcStateBody>;

export const ZToggleCrcShowBody = z.object({ crcElement: ZCrcType });
export const ZToggleCrcShowResponse = z.object({
  error: z.literal(0),
  crcShow: z.array(z.string()),
  shown: z.boolean(),
});

export const ZCrcMailBody = z.object({
  message: z.string().trim().max(5000, '5 000 caractères au plus').optional(),
});

export const ZMessageResponse = z.object({ error: z.literal(0), message: z.string() });

// ---------------------------------------------------------------------------------------------------
// Relationship: the project's mails and SMS (outbox_messages of the project)

export const OUTBOX_STATUS_LABELS: Record<string, string> = {
  pending: 'En attente',
  sent: 'Envoyé',
  failed: 'Échec',
};

export const ZRelationshipMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** pending | sent | failed */
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  sentBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TRelationshipMessage = z.infer<typeof ZRelationshipMessage>;

export const ZMailSmsResponse = z.object({
  error: z.literal(0),
  /** Where messages go: the household's name, e-mail and phone (null when missing). */
  contact: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  mails: z.array(ZRelationshipMessage),
  sms: z.array(ZRelationshipMessage),
});
export type TMailSmsResponse = z.infer<typeof ZMailSmsResponse>;

export const RELATIONSHIP_CHANNELS = ['email', 'sms'] as const;
export const SMS_MAX_LENGTH = 640;

export const ZMailSmsBody = z
  .object({
    channel: z.enum(RELATIONSHIP_CHANNELS, { error: 'Choisissez e-mail ou SMS' }),
    subject: z.string().trim().max(200, '200 caractères au plus').optional(),
    message: z.string().trim().min(1, 'Saisissez un message').max(10_000, '10 000 caractères au plus'),
  })
  .superRefine((body, ctx) => {
    if (body.channel === 'email' && !body.subject) {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: "Saisissez l'objet de l'e-mail" });
    }
    if (body.channel === 'sms' && body.message.length > SMS_MAX_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: `Un SMS fait ${SMS_MAX_LENGTH} caractères au plus`,
      });
    }
  });
export type TMailSmsBody = z.infer<typeof ZMailSmsBody>;
export const ZMailSmsSentResponse = z.object({
  error: z.literal(0),
  message: z.string(),
  sent: ZRelationshipMessage,
});
