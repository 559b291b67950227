import type { Readable } from 'node:stream';
import { PROJECT_DOCUMENT_ERRORS } from '@batir/shared/contracts/project-documents';
import { customerDisplayName } from '@batir/shared/customers';
import {
  PROJECT_FILE_CATEGORIES,
  PROJECT_FILE_CATEGORY_LABELS,
  type TFileDetails,
  type TProjectFileCategory,
} from '@batir/shared/files';
import {
  CRC_FILE_STATE,
  CRC_STATE_LABELS,
  CRC_TYPE_LABELS,
  CRC_TYPES,
  fileCategoryOf,
  projectZipName,
  type TCrcFiles,
  type TCrcState,
  type TCrcType,
  type TMailSmsBody,
  type TProjectDocument,
  type TRelationshipMessage,
  ZCrcType,
} from '@batir/shared/project-documents';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { iso } from '../../lib/display';
import type { RequestContext } from '../../lib/request-context';
import { type FileService, sanitizeFileName } from '../files';
import { queueEmail, queueSms } from '../outbox';
import { type Caller, isOnlyCustomer, projectCommand, projectFor } from '../projects';
import { crcGlobalState, crcLastFileDate, uniqueEntryNames, zipFolderOf } from './crc-rules';
import * as repo from './project-documents.repository';
import { worthCompressing, type ZipEntry, zipStream } from './zip-stream';

type Base = { db: Database; files: FileService; caller: Caller; projectId: number };
type Mutation = Base & { context: RequestContext };

/** A customer-only caller (a customer account never holds a staff role as well, but be exact). */

/** Messages of each channel shown on the relationship screen. */
const RELATIONSHIP_LIMIT = 200;

/**
 * The project's live files through the files service (its visibility rule and viewer links), with the
 * uploaders' names in one more query.
 */
async function projectDocuments(options: Base): Promise<TProjectDocument[]> {
  const { db, files, caller, projectId } = options;
  const { files: rows } = await files.list({ caller, type: 'project', linkedId: projectId });
  const names = await repo.userNames(
    db,
    rows.flatMap((row) => (row.uploadedBy === null ? [] : [row.uploadedBy])),
  );
  return rows.map((row) => toDocument(row, names));
}

function toDocument(row: TFileDetails, names: Map<number, string>): TProjectDocument {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    mime: row.mime,
    isPicture: row.isPicture,
    apiUrl: row.apiUrl,
    category: row.category,
    state: row.state,
    ids: row.ids,
    uploadedBy:
      row.uploadedBy === null ? null : { id: row.uploadedBy, name: names.get(row.uploadedBy) ?? 'Inconnu' },
    createdAt: row.createdAt,
  };
}

/** GET /api/project/{project}/files?category=: newest first, with the per-category counts. */
export async function listFiles(options: Base & { category?: TProjectFileCategory | undefined }) {
  await projectFor({ db: options.db, caller: options.caller, projectId: options.projectId, write: false });
  const [all, project] = await Promise.all([
    projectDocuments(options),
    repo.findProjectContact(options.db, options.projectId),
  ]);
  const counts: Record<string, number> = Object.fromEntries(PROJECT_FILE_CATEGORIES.map((c) => [c, 0]));
  for (const file of all) {
    const category = fileCategoryOf(file.category);
    counts[category] = (counts[category] ?? 0) + 1;
  }
  const files = options.category
    ? all.filter((file) => fileCategoryOf(file.category) === options.category)
    : all;
  return { project: { id: project.id, name: project.name }, files, counts, total: all.length };
}

/** `/viewer/type/project/12.pdf?token=…` → the file's bytes, through the service's own token check. */
async function openDocument(files: FileService, file: TProjectDocument): Promise<Readable | null> {
  const url = new URL(file.apiUrl, 'http://batir.invalid');
  const match = /^\/viewer\/type\/([a-z]+)\/([^/]+)$/.exec(url.pathname);
  if (!match?.[1] || !match[2]) return null;
  try {
    const download = await files.view({
      type: match[1],
      file: match[2],
      token: url.searchParams.get('token') ?? undefined,
    });
    return download.stream;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/**
 * GET /api/project/{project}/files/zip?category=: « Dossier <projet>.zip » with the files of one category
 * at its root, or every file in one folder per category. Names are stripped of any path and made unique.
 */
export async function zipFiles(options: Base & { category?: TProjectFileCategory | undefined }) {
  const { db, files, caller, projectId, category } = options;
  await projectFor({ db, caller, projectId, write: false });
  const project = await repo.findProjectContact(db, projectId);
  let documents = await projectDocuments(options);
  if (category) documents = documents.filter((file) => fileCategoryOf(file.category) === category);
  if (!documents.length) {
    throw new AppError(
      PROJECT_DOCUMENT_ERRORS.NO_DOCUMENT_TO_ZIP,
      category
        ? { message: `Aucun document dans la catégorie « ${PROJECT_FILE_CATEGORY_LABELS[category]} ».` }
        : {},
    );
  }
  // Folders in the order of the categories, then the files newest first within each.
  const order = (file: TProjectDocument) => PROJECT_FILE_CATEGORIES.indexOf(fileCategoryOf(file.category));
  const sorted = category ? documents : [...documents].sort((a, b) => order(a) - order(b));
  const paths = uniqueEntryNames(
    sorted.map((file) => ({
      folder: category ? null : zipFolderOf(fileCategoryOf(file.category)),
      name: sanitizeFileName(file.name),
    })),
  );
  const entries: ZipEntry[] = sorted.map((file, index) => ({
    path: paths[index] ?? `fichier-${file.id}`,
    date: new Date(file.createdAt),
    compress: worthCompressing(file.mime),
    open: () => openDocument(files, file),
  }));
  return {
    name: projectZipName(project.name, category ? PROJECT_FILE_CATEGORY_LABELS[category] : undefined),
    stream: zipStream(entries, (missing) => ({
      path: 'Fichiers manquants.txt',
      text: `Ces fichiers n'ont pas été trouvés dans le stockage :\r\n${missing.join('\r\n')}\r\n`,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------
// CRC

const crcTypeOf = (file: TProjectDocument): TCrcType => {
  const raw = (file.ids as { crcType?: unknown } | null)?.crcType;
  const parsed = ZCrcType.safeParse(raw);
  return parsed.success ? parsed.data : 'other';
};

async function crcOf(options: Base): Promise<TCrcFiles> {
  const { db, caller, projectId } = options;
  const [states, project, documents] = await Promise.all([
    repo.crcStates(db, projectId),
    repo.findProjectContact(db, projectId),
    projectDocuments(options),
  ]);
  const crcFiles = documents.filter((file) => file.category === 'crc');
  const shown = new Set(project.crcShow);
  // A customer sees the types the team chose to show, and only those count for them.
  const visibleTypes = isOnlyCustomer(caller) ? CRC_TYPES.filter((type) => shown.has(type)) : CRC_TYPES;
  const types = visibleTypes.map((type) => ({
    type,
    label: CRC_TYPE_LABELS[type],
    state: states.get(type) ?? ('neutral' as const),
    shown: shown.has(type),
    files: crcFiles.filter((file) => crcTypeOf(file) === type),
  }));
  return {
    types,
    globalState: crcGlobalState(types.map((type) => type.state)),
    lastFileDate: crcLastFileDate(types.flatMap((type) => type.files.map((file) => file.createdAt))),
    crcShow: project.crcShow,
  };
}

/** GET /api/project/{project}/crcFiles */
export async function getCrcFiles(options: Base) {
  await projectFor({ db: options.db, caller: options.caller, projectId: options.projectId, write: false });
  return { crc: await crcOf(options) };
}

/**
 * PUT /api/project/{project}/crcFiles/state: the type's state, and the listed CRC files of that type follow
 * it (validated: state 1, error: state 2, neutral: 0). One transaction, audited, on the project's timeline.
 */
export async function setCrcState(
  options: Mutation & { crcType: TCrcType; state: TCrcState; fileIds?: number[] | undefined },
) {
  const { crcType, state } = options;
  const fileIds = [...new Set(options.fileIds ?? [])];
  await projectCommand(options, async ({ tx, projectId }) => {
    const found = await repo.crcFilesAmong(tx, projectId, fileIds);
    const wrong = fileIds.filter((id) => !found.some((file) => file.id === id && file.crcType === crcType));
    if (wrong.length) {
      throw new AppError(PROJECT_DOCUMENT_ERRORS.CRC_FILES_NOT_OF_TYPE, {
        message: `Ces fichiers ne sont pas des fichiers CRC « ${CRC_TYPE_LABELS[crcType]} » de ce projet : ${wrong.join(', ')}.`,
        fields: { files: 'Fichiers invalides' },
      });
    }
    const before = await repo.upsertCrcState(tx, { projectId, crcType, state });
    await repo.setFileStates(tx, fileIds, CRC_FILE_STATE[state]);
    return {
      answer: undefined,
      history:
        before === state
          ? []
          : [
              {
                kind: `crc.${crcType}`,
                label: `CRC ${CRC_TYPE_LABELS[crcType]} : ${CRC_STATE_LABELS[before]} → ${CRC_STATE_LABELS[state]}`,
                from: before,
                to: state,
              },
            ],
      audit: {
        action: 'project.crc_state',
        before: { crcType, state: before, files: found.map((file) => ({ id: file.id, state: file.state })) },
        after: { crcType, state, files: fileIds, fileState: CRC_FILE_STATE[state] },
      },
    };
  });
  return { crc: await crcOf(options) };
}

/** PUT /api/project/{project}/toggleCrcShow {crcElement}: shows or hides a CRC type to the customer. */
export async function toggleCrcShow(options: Mutation & { crcElement: TCrcType }) {
  const { crcElement } = options;
  return projectCommand(options, async ({ tx, projectId }) => {
    const project = await repo.findProjectContact(tx, projectId);
    const wasShown = project.crcShow.includes(crcElement);
    const crcShow = wasShown
      ? project.crcShow.filter((element) => element !== crcElement)
      : CRC_TYPES.filter((type) => type === crcElement || project.crcShow.includes(type));
    await repo.setCrcShow(tx, projectId, crcShow);
    return {
      answer: { crcShow, shown: !wasShown },
      history: [
        {
          kind: `crcShow.${crcElement}`,
          label: `CRC ${CRC_TYPE_LABELS[crcElement]} ${wasShown ? 'masqué au' : 'affiché au'} client`,
          from: wasShown,
          to: !wasShown,
        },
      ],
      audit: { action: 'project.crc_show', before: { crcShow: project.crcShow }, after: { crcShow } },
    };
  });
}

const CRC_MAIL_STATE: Record<TCrcState, string> = {
  neutral: "en cours d'étude",
  success: 'validé',
  error: 'à reprendre',
};

/** POST /api/project/{project}/crcMail {message?}: the CRC state of each type, mailed to the customer. */
export async function sendCrcMail(options: Mutation & { message?: string | undefined }) {
  const { caller } = options;
  // A mail about the project changes nothing of it: the project row is not held.
  await projectCommand({ ...options, lock: false }, async ({ tx, projectId }) => {
    const project = await repo.findProjectContact(tx, projectId);
    const to = project.email ?? project.email2;
    if (!to) throw new AppError(PROJECT_DOCUMENT_ERRORS.CUSTOMER_HAS_NO_EMAIL);
    const states = await repo.crcStates(tx, projectId);
    const lines = CRC_TYPES.map(
      (type) => `- ${CRC_TYPE_LABELS[type]} : ${CRC_MAIL_STATE[states.get(type) ?? 'neutral']}`,
    );
    const text = [
      `Bonjour ${customerDisplayName(project)},`,
      '',
      `Voici où en sont les modifications de votre projet « ${project.name} » :`,
      ...lines,
      '',
      ...(options.message ? [options.message, ''] : []),
      'Votre conseiller reste à votre disposition pour toute question.',
      '',
      'Bâtir',
    ].join('\n');
    await queueEmail(tx, {
      to,
      subject: `Votre projet « ${project.name} » : point sur les modifications`,
      text,
      projectId,
      sentBy: caller.userId,
    });
    return {
      answer: undefined,
      audit: { action: 'project.crc_mail', after: { to, states: Object.fromEntries(states) } },
    };
  });
  return { message: 'Le point sur le CRC a été envoyé au client par e-mail.' };
}

// ---------------------------------------------------------------------------------------------------
// Relationship

function toMessage(row: repo.OutboxRow): TRelationshipMessage {
  return {
    id: Number(row.id),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    status: row.status,
    createdAt: iso(row.createdAt),
    sentAt: row.sentAt === null ? null : iso(row.sentAt),
    sentBy: row.sentById === null ? null : { id: row.sentById, name: row.sentByName ?? 'Inconnu' },
  };
}

/** GET /api/project/{project}/mailSms: the project's e-mails and SMS, newest first. */
export async function listMailSms(options: Omit<Base, 'files'>) {
  const { db, caller, projectId } = options;
  await projectFor({ db, caller, projectId, write: false });
  const [messages, project] = await Promise.all([
    repo.listProjectMessages(db, projectId, RELATIONSHIP_LIMIT),
    repo.findProjectContact(db, projectId),
  ]);
  const rows = messages.map(toMessage);
  return {
    contact: {
      name: customerDisplayName(project),
      email: project.email ?? project.email2,
      phone: project.phone ?? project.phone2,
    },
    mails: rows.filter((row) => row.channel === 'email'),
    sms: rows.filter((row) => row.channel === 'sms'),
  };
}

/** POST /api/project/{project}/mailSms: an e-mail or an SMS to the customer, through the outbox. */
export async function sendMailSms(options: Omit<Mutation, 'files'> & { body: TMailSmsBody }) {
  const { caller, body } = options;
  // A message about the project changes nothing of it: the project row is not held.
  const sent = await projectCommand({ ...options, lock: false }, async ({ tx, projectId }) => {
    const project = await repo.findProjectContact(tx, projectId);
    let to: string;
    if (body.channel === 'email') {
      const email = project.email ?? project.email2;
      if (!email) throw new AppError(PROJECT_DOCUMENT_ERRORS.CUSTOMER_HAS_NO_EMAIL);
      to = email;
      await queueEmail(tx, {
        to,
        subject: body.subject ?? '',
        text: body.message,
        projectId,
        sentBy: caller.userId,
      });
    } else {
      const phone = project.phone ?? project.phone2;
      if (!phone) throw new AppError(PROJECT_DOCUMENT_ERRORS.CUSTOMER_HAS_NO_PHONE);
      to = phone;
      await queueSms(tx, { to, text: body.message, projectId, sentBy: caller.userId });
    }
    return {
      answer: await repo.lastProjectMessage(tx, projectId, caller.userId),
      audit: {
        action: body.channel === 'email' ? 'project.mail' : 'project.sms',
        after: { to, subject: body.subject ?? null, length: body.message.length },
      },
    };
  });
  return {
    message: body.channel === 'email' ? 'E-mail envoyé au client.' : 'SMS envoyé au client.',
    sent: toMessage(sent),
  };
}
