import { PRECONSTRUCTION_ERRORS } from '@batir/shared/contracts/preconstruction';
import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import { customerDisplayName } from '@batir/shared/customers';
import { formatDateTime, formatShortDate } from '@batir/shared/format';
import {
  CONSTITUTION_PIECE_STATE_LABELS,
  CONSTITUTION_PIECES,
  LAND_STATUS_LABELS,
  LOGISBOX_LISTS,
  type TConstitutionPiece,
  type TConstitutionPieceState,
  type TLand,
  type TLandAccessibility,
  type TLandStatus,
  type TLandValues,
  type TLogisboxList,
  type TLogisboxResponse,
  type TLogisboxRow,
  type TSmsReminder,
  ZLandAccessibility,
  ZLandServicing,
} from '@batir/shared/preconstruction';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { iso, isoOrNull } from '../../lib/display';
import type { RequestContext } from '../../lib/request-context';
import type { FileService } from '../files';
import { queueSms } from '../outbox';
import { type Caller, type ProjectHistoryLine, projectCommand, projectFor } from '../projects';
import * as repo from './preconstruction.repository';

const personName = (surname: string | null, name: string | null) =>
  [surname, name].filter(Boolean).join(' ') || null;

type Mutation = { db: Database; caller: Caller; projectId: number; context: RequestContext };

// ——— Land ———

function landOf(row: repo.LandRow): TLand {
  const accessibility = ZLandAccessibility.safeParse(row.accessibility ?? {});
  const servicing = ZLandServicing.safeParse(row.servicing ?? {});
  return {
    projectId: row.project_id,
    status: (row.status ?? 'searching') as TLandStatus,
    address: row.address ?? '',
    postalCode: row.status === null ? row.project_land_postal_code : (row.postal_code ?? ''),
    city: row.status === null ? row.project_land_city : (row.city ?? ''),
    cadastralSection: row.cadastral_section ?? '',
    cadastralParcel: row.cadastral_parcel ?? '',
    areaM2: row.area_m2,
    price: row.price_cents === null ? null : Number(row.price_cents) / 100,
    sellerName: row.seller_name ?? '',
    notary: row.notary ?? '',
    agreementSignedOn: row.agreement_signed_on,
    deedReceivedOn: row.deed_received_on,
    servicing: servicing.success
      ? servicing.data
      : { water: false, electricity: false, sewer: false, gas: false, telecom: false },
    accessibility: accessibility.success ? accessibility.data : ZLandAccessibility.parse({}),
    notes: row.notes ?? '',
    updatedAt: row.updated_at === null ? null : iso(row.updated_at),
  };
}

async function readLand(db: Database, projectId: number): Promise<TLand> {
  const row = await repo.findLand(db, projectId);
  if (!row) throw new AppError(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND);
  return landOf(row);
}

/** GET /api/project/{project}/land (customers: their own project). */
export async function getLand(options: { db: Database; caller: Caller; projectId: number }) {
  await projectFor({ ...options, write: false });
  return { error: 0 as const, land: await readLand(options.db, options.projectId) };
}

/** PUT /api/project/{project}/land: status, address, cadastre, area, price (euros), dates, servicing. */
export async function putLand(options: Mutation & { body: TLandValues }) {
  const { db, projectId, body } = options;
  await projectCommand(options, async ({ tx }) => {
    const beforeRow = await repo.findLand(tx, projectId);
    const before = beforeRow ? landOf(beforeRow) : null;
    await repo.upsertLand(tx, projectId, {
      ...body,
      priceCents: body.price === null ? null : Math.round(body.price * 100),
    });
    const history: ProjectHistoryLine[] = [];
    if (before && before.status !== body.status) {
      history.push({
        kind: 'land.status',
        label: `Terrain : ${LAND_STATUS_LABELS[body.status]}`,
        from: before.status,
        to: body.status,
      });
    }
    if (before && before.agreementSignedOn !== body.agreementSignedOn && body.agreementSignedOn) {
      history.push({
        kind: 'land.agreement',
        label: `Compromis de vente du terrain signé le ${formatShortDate(body.agreementSignedOn)}`,
        from: before.agreementSignedOn,
        to: body.agreementSignedOn,
      });
    }
    if (before && before.deedReceivedOn !== body.deedReceivedOn) {
      history.push({
        kind: 'land.deedReceived',
        label: body.deedReceivedOn
          ? `Acte du terrain reçu le ${formatShortDate(body.deedReceivedOn)}`
          : 'Acte du terrain : réception annulée',
        from: before.deedReceivedOn,
        to: body.deedReceivedOn,
      });
    }
    return { answer: undefined, history, audit: { action: 'project.land', before, after: body } };
  });
  return {
    error: 0 as const,
    message: 'Enregistrement effectué !',
    land: await readLand(db, projectId),
  };
}

/** PUT /api/project/{project}/saveLandAccessibility. */
export async function saveLandAccessibility(options: Mutation & { accessibility: TLandAccessibility }) {
  const { db, projectId, accessibility } = options;
  await projectCommand(options, async ({ tx }) => {
    const beforeRow = await repo.findLand(tx, projectId);
    await repo.upsertAccessibility(tx, projectId, accessibility);
    return {
      answer: undefined,
      audit: {
        action: 'project.landAccessibility',
        before: beforeRow?.accessibility ?? null,
        after: accessibility,
      },
    };
  });
  return {
    error: 0 as const,
    message: 'Enregistrement effectué !',
    land: await readLand(db, projectId),
  };
}

// ——— Elements of constitution ———

type PieceFiles = Map<number, TConstitutionPiece['files']>;

/**
 * The state shown: staff set `accepted` and `refused`; a `missing` piece with a file reads « Reçue, à
 * vérifier », and so does a refused piece with a file newer than the refusal (a new version to check).
 */
export function shownState(
  stored: TConstitutionPieceState,
  files: readonly { createdAt: string }[],
  updatedAt: string,
): TConstitutionPieceState {
  if (stored === 'missing' && files.length) return 'received';
  if (stored === 'refused' && files.some((file) => file.createdAt > updatedAt)) return 'received';
  return stored;
}

function pieceOf(row: repo.PieceRow, files: PieceFiles): TConstitutionPiece {
  const list = files.get(row.id) ?? [];
  const updatedAt = iso(row.updated_at);
  const stored = row.state as TConstitutionPieceState;
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    state: shownState(stored, list, updatedAt),
    storedState: stored,
    comment: row.comment,
    updatedAt,
    files: list,
  };
}

async function constitutionFiles(files: FileService, caller: Caller, projectId: number): Promise<PieceFiles> {
  const { files: all } = await files.list({ caller, type: 'project', linkedId: projectId });
  const byPiece: PieceFiles = new Map();
  for (const file of all) {
    if (file.category !== 'constitution') continue;
    const pieceId = Number((file.ids as { pieceId?: unknown } | null)?.pieceId);
    if (!Number.isInteger(pieceId)) continue;
    const list = byPiece.get(pieceId) ?? [];
    list.push({
      id: file.id,
      name: file.name,
      size: file.size,
      isPicture: file.isPicture,
      mime: file.mime,
      apiUrl: file.apiUrl,
      createdAt: file.createdAt,
    });
    byPiece.set(pieceId, list);
  }
  return byPiece;
}

/** GET /api/project/{project}/elementsConstitution: the pieces (created on first read) with their files. */
export async function getConstitution(options: {
  db: Database;
  files: FileService;
  caller: Caller;
  projectId: number;
}) {
  const { db, files, caller, projectId } = options;
  await projectFor({ db, caller, projectId, write: false });
  let rows = await repo.listPieces(db, projectId);
  if (rows.length < CONSTITUTION_PIECES.length) {
    await repo.createMissingPieces(db, projectId);
    rows = await repo.listPieces(db, projectId);
  }
  const byPiece = await constitutionFiles(files, caller, projectId);
  const pieces = rows.map((row) => pieceOf(row, byPiece));
  return {
    error: 0 as const,
    pieces,
    accepted: pieces.filter((piece) => piece.state === 'accepted').length,
    total: pieces.length,
  };
}

/** PUT /api/project/{project}/elementsConstitution/{piece}: state and comment (accepting needs a file). */
export async function putPiece(
  options: Mutation & {
    files: FileService;
    pieceId: number;
    body: { state: TConstitutionPieceState; comment: string };
  },
) {
  const { db, files, caller, projectId, pieceId, body } = options;
  await projectCommand(options, async ({ tx }) => {
    const piece = await repo.findPieceForUpdate(tx, projectId, pieceId);
    if (!piece) throw new AppError(PRECONSTRUCTION_ERRORS.PIECE_NOT_FOUND);
    if (body.state === 'accepted' && (await repo.countPieceFiles(tx, projectId, pieceId)) === 0) {
      throw new AppError(PRECONSTRUCTION_ERRORS.PIECE_WITHOUT_FILE);
    }
    await repo.updatePiece(tx, pieceId, body.state, body.comment);
    return {
      answer: undefined,
      history:
        piece.state === body.state
          ? []
          : [
              {
                kind: 'constitution.piece',
                label: `Pièce « ${piece.label} » : ${CONSTITUTION_PIECE_STATE_LABELS[body.state]}${
                  body.comment ? ` (${body.comment})` : ''
                }`,
                from: piece.state,
                to: body.state,
              },
            ],
      audit: {
        action: 'project.constitutionPiece',
        before: { pieceId, state: piece.state, comment: piece.comment },
        after: { pieceId, ...body },
      },
    };
  });
  const rows = await repo.listPieces(db, projectId);
  const row = rows.find((r) => r.id === pieceId);
  if (!row) throw new AppError(PRECONSTRUCTION_ERRORS.PIECE_NOT_FOUND);
  const byPiece = await constitutionFiles(files, caller, projectId);
  return { error: 0 as const, piece: pieceOf(row, byPiece) };
}

// ——— Logisbox ———

/** Summary counters (admins and technical staff: all; the others: the projects they follow). */
export async function countLogisbox(db: Database, caller: Caller) {
  const counts = await repo.logisboxCounts(db, caller);
  return {
    total: counts.total,
    constitution: counts.waitingElement,
    toComplete: counts.toComplete,
    programmed: counts.programmed,
  };
}

function logisboxRow(row: repo.LogisboxRow): TLogisboxRow {
  return {
    projectId: row.id,
    projectName: row.name,
    customerName: customerDisplayName(row),
    salesman: personName(row.salesman_surname, row.salesman_name),
    landCity: row.land_city,
    permitIssueDate: row.issue_date,
    appointmentAt: isoOrNull(row.logisbox_appointment_at),
    signedAt: isoOrNull(row.logisbox_signed_at),
    acceptedPieces: row.accepted,
    totalPieces: CONSTITUTION_PIECES.length,
    hasMeter: row.meter_id !== null,
  };
}

/**
 * GET /api/summary/logisbox: live pre-construction projects whose permit is granted and whose logisbox
 * file is not done. A project sits in every list it waits for (pieces, meter, signature): it may appear
 * in several; `inProgress` holds the ones waiting for nothing (the file is being finalised).
 */
export async function logisboxSummary(options: {
  db: Database;
  caller: Caller;
  limit: number;
  offset: number;
  list?: TLogisboxList | undefined;
}): Promise<TLogisboxResponse> {
  const { db, caller, limit, offset, list } = options;
  const [counts, rows] = await Promise.all([
    repo.logisboxCounts(db, caller),
    repo.logisboxRows(db, { caller, limit, offset, list }),
  ]);
  const lists = Object.fromEntries(
    LOGISBOX_LISTS.map((list) => [
      list,
      { total: counts[list], items: rows.filter((row) => row.list === list).map(logisboxRow) },
    ]),
  ) as TLogisboxResponse['lists'];
  return {
    error: 0,
    lists,
    counters: {
      total: counts.total,
      constitution: counts.waitingElement,
      toComplete: counts.toComplete,
      programmed: counts.programmed,
    },
  };
}

function logisboxAnswer(row: Omit<repo.LogisboxProject, 'accepted'>, message: string) {
  return {
    error: 0 as const,
    message,
    appointmentAt: isoOrNull(row.logisbox_appointment_at),
    signedAt: isoOrNull(row.logisbox_signed_at),
    fileAt: isoOrNull(row.logisbox_file_at),
  };
}

/** PUT /api/project/{project}/logisboxAppointmentDate: a date alone means 09:00 Paris time; null clears. */
export async function setLogisboxAppointment(options: Mutation & { date: string | null }) {
  const { projectId, date } = options;
  const value =
    date === null
      ? sql`null`
      : /^\d{4}-\d{2}-\d{2}$/.test(date)
        ? sql`(${date}::date + time '09:00') at time zone 'Europe/Paris'`
        : sql`${date}::timestamptz`;
  const row = await projectCommand(options, async ({ tx }) => {
    const before = await repo.logisboxStateForUpdate(tx, projectId);
    const after = await repo.setLogisboxColumn(tx, projectId, 'logisbox_appointment_at', value);
    return {
      answer: after,
      history: [
        {
          kind: 'logisbox.appointment',
          label: after.logisbox_appointment_at
            ? `Rendez-vous logisbox fixé au ${formatDateTime(after.logisbox_appointment_at)}`
            : 'Rendez-vous logisbox annulé',
          from: isoOrNull(before.logisbox_appointment_at),
          to: isoOrNull(after.logisbox_appointment_at),
        },
      ],
      audit: {
        action: 'project.logisboxAppointment',
        before: { at: before.logisbox_appointment_at },
        after: { at: after.logisbox_appointment_at },
      },
    };
  });
  return logisboxAnswer(row, 'Enregistrement effectué !');
}

const truthy = (value: boolean | 0 | 1 | '0' | '1') => value === true || value === 1 || value === '1';

/** PUT /api/project/{project}/logisboxSigned {done}: the customer signed the launch documents. */
export async function setLogisboxSigned(options: Mutation & { done: boolean | 0 | 1 | '0' | '1' }) {
  const { projectId } = options;
  const done = truthy(options.done);
  const row = await projectCommand(options, async ({ tx }) => {
    const before = await repo.logisboxStateForUpdate(tx, projectId);
    if (before.logisbox_file_at && !done) {
      throw new AppError(PRECONSTRUCTION_ERRORS.LOGISBOX_FILE_DONE);
    }
    if ((before.logisbox_signed_at !== null) === done) return { answer: before, audit: null };
    const after = await repo.setLogisboxColumn(
      tx,
      projectId,
      'logisbox_signed_at',
      done ? sql`now()` : sql`null`,
    );
    return {
      answer: after,
      history: [
        {
          kind: 'logisbox.signed',
          label: done ? 'Documents logisbox signés par le client' : 'Signature logisbox annulée',
          from: isoOrNull(before.logisbox_signed_at),
          to: isoOrNull(after.logisbox_signed_at),
        },
      ],
      audit: {
        action: 'project.logisboxSigned',
        before: { at: before.logisbox_signed_at },
        after: { done },
      },
    };
  });
  return logisboxAnswer(row, 'Enregistrement effectué !');
}

/**
 * PUT /api/project/{project}/logisboxFile {done}: the « dossier logisbox » milestone of the progress gauge.
 * Refused while a constitution piece is not accepted or no logisbox appointment is set.
 */
export async function setLogisboxFile(options: Mutation & { done: boolean | 0 | 1 | '0' | '1' }) {
  const { projectId } = options;
  const done = truthy(options.done);
  const row = await projectCommand(options, async ({ tx }) => {
    const before = await repo.logisboxStateForUpdate(tx, projectId);
    if ((before.logisbox_file_at !== null) === done) return { answer: before, audit: null };
    if (done) {
      const missing: string[] = [];
      const left = CONSTITUTION_PIECES.length - before.accepted;
      if (left > 0) {
        missing.push(
          left > 1
            ? `${left} pièces du dossier ne sont pas acceptées`
            : '1 pièce du dossier n’est pas acceptée',
        );
      }
      if (!before.logisbox_appointment_at) missing.push('le rendez-vous logisbox n’est pas fixé');
      if (missing.length) {
        throw new AppError(PRECONSTRUCTION_ERRORS.LOGISBOX_FILE_INCOMPLETE, {
          message: `Le dossier logisbox ne peut pas être terminé : ${missing.join(' ; ')}.`,
        });
      }
    }
    const after = await repo.setLogisboxColumn(
      tx,
      projectId,
      'logisbox_file_at',
      done ? sql`now()` : sql`null`,
    );
    return {
      answer: after,
      history: [
        {
          kind: 'logisbox.file',
          label: done ? 'Dossier logisbox terminé' : 'Dossier logisbox rouvert',
          from: isoOrNull(before.logisbox_file_at),
          to: isoOrNull(after.logisbox_file_at),
        },
      ],
      audit: { action: 'project.logisboxFile', before: { at: before.logisbox_file_at }, after: { done } },
    };
  });
  return logisboxAnswer(row, 'Enregistrement effectué !');
}

// ——— SMS reminder ———

const MOBILE = /^(?:0|\+33\s?|0033\s?)[67]/;
const compact = (phone: string) => phone.replace(/[\s.-]/g, '');

/** The household's mobile phone: the first of its two numbers that is a French mobile (06, 07, +33 6/7). */
export function mobileOf(phones: { phone: string | null; phone2: string | null }): string | null {
  for (const phone of [phones.phone, phones.phone2]) {
    if (phone && MOBILE.test(compact(phone))) return compact(phone);
  }
  return null;
}

function smsOf(row: repo.SmsRow): TSmsReminder {
  return {
    id: Number(row.id),
    recipient: row.recipient,
    text: row.body_text,
    status: row.status,
    sentBy: personName(row.sender_surname, row.sender_name),
    createdAt: iso(row.created_at),
    sentAt: isoOrNull(row.sent_at),
  };
}

/** GET /api/preconstruction/{project}/smsReminder: the SMS already sent about this project (50 newest). */
export async function listSmsReminders(options: { db: Database; caller: Caller; projectId: number }) {
  const project = await projectFor({ ...options, write: false });
  const [phones, rows] = await Promise.all([
    repo.customerPhones(options.db, project.customerId),
    repo.listSms(options.db, options.projectId, 50),
  ]);
  return { error: 0 as const, phone: mobileOf(phones), reminders: rows.map(smsOf) };
}

/** POST /api/preconstruction/{project}/smsReminder {message}: queued in the outbox (sent by its worker). */
export async function sendSmsReminder(options: Mutation & { message: string }) {
  const { caller, projectId, message } = options;
  // An SMS about the project changes nothing of it: the project row is not held.
  const row = await projectCommand({ ...options, lock: false }, async ({ tx, project }) => {
    const phones = await repo.customerPhones(tx, project.customerId);
    const to = mobileOf(phones);
    if (!to) {
      throw new AppError(
        phones.phone || phones.phone2
          ? PRECONSTRUCTION_ERRORS.SMS_NO_MOBILE_PHONE
          : PRECONSTRUCTION_ERRORS.SMS_NO_PHONE,
      );
    }
    await queueSms(tx, { to, text: message, projectId, sentBy: caller.userId });
    const sent = await repo.lastSms(tx, projectId);
    if (!sent) throw new Error('SMS not queued');
    return { answer: sent, audit: { action: 'project.smsReminder', before: null, after: { to, message } } };
  });
  return { error: 0 as const, message: 'SMS de relance envoyé.', reminder: smsOf(row) };
}
