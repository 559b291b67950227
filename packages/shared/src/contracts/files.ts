/**
 * Contracts of the files area (spec 2 §7.2 "Files" and "Attachment"; spec 1 §3, §5 uploads). The named
 * errors of an upload are answered by every route that reads an upload through the files service (the
 * attachment, the account's photo…): `FILE_UPLOAD_ERRORS` lists them for those contracts.
 *
 * The viewer (`GET /viewer/type/{type}/{file}?token=…`) lies outside /api: the browser loads it itself from
 * the `apiUrl` of a file, with no contract.
 */

import { defineErrors, endpoint, fileResponse, redirectResponse } from '../contract';
import {
  TOO_MANY_FILES_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  ZFileDeleteByName,
  ZFileIdParams,
  ZFileIdQuery,
  ZFileLinkResponse,
  ZFileListQuery,
  ZFileListResponse,
  ZFileOkResponse,
  ZFileRenameBody,
  ZFileResponse,
  ZFileSendBody,
  ZFileStateBody,
  ZSpecialFileQuery,
  ZUploadResponse,
} from '../files';
import { ZProjectParam } from '../prospect-sheet';
import { STAFF_ROLES } from '../roles';
import { PROJECT_ACCESS_ERRORS } from './projects-errors';

export const FILE_ERRORS = defineErrors({
  FILE_NOT_FOUND: { status: 404, message: 'Fichier introuvable.' },
  /** DELETE /api/file with a name none of the caller's temporary files has (the message names it). */
  TEMP_FILE_NOT_FOUND: { status: 404, message: 'Aucun fichier temporaire ne porte ce nom.' },
  // Uploads: the limits (413), each checked while the stream is read, never by truncating.
  /** One file past 15 Mo (the message names the file). */
  FILE_TOO_LARGE: { status: 413, message: 'Le fichier est trop volumineux ! (max 15 Mo)' },
  TOO_MANY_FILES: { status: 413, message: TOO_MANY_FILES_MESSAGE },
  TOO_MANY_FIELDS: { status: 413, message: "Trop de champs dans l'envoi." },
  /** The files of one request past 100 Mo in all. */
  UPLOAD_TOO_LARGE: { status: 413, message: UPLOAD_TOO_LARGE_MESSAGE },
  // Uploads: the form.
  UPLOAD_MALFORMED: { status: 400, message: "L'envoi des fichiers est incomplet ou mal formé." },
  /** The `type` field is none of the file types (the message quotes it). */
  UPLOAD_TYPE_UNKNOWN: { status: 400, message: 'Type de rattachement inconnu.' },
  UPLOAD_LINKED_ID_INVALID: { status: 400, message: 'Le champ linkedId doit être un identifiant.' },
  UPLOAD_IDS_INVALID: { status: 400, message: "Le champ ids n'est pas un JSON valide." },
  /** The `category` field is no project category, or the files are not a project's (the message quotes it). */
  UPLOAD_CATEGORY_UNKNOWN: { status: 400, message: 'Catégorie de document inconnue.' },
  /** A file part under another name than `files[i]` (or `photo`, `file` for a photo). */
  UPLOAD_FIELD_UNEXPECTED: { status: 400, message: 'Champ de fichier inattendu.' },
  /** Refused by its name or its content (the message names the file). */
  FILE_TYPE_INVALID: { status: 400, message: "Le fichier n'est pas un type de fichier valide" },
  NO_FILE: { status: 400, message: 'Aucun fichier !' },
  /** The profile photo goes through PUT /api/user/{id}/photo, not the generic upload. */
  PHOTO_THROUGH_PROFILE: {
    status: 400,
    message: 'La photo de profil se change depuis le profil de son titulaire.',
  },
  ONE_PHOTO_ONLY: { status: 400, message: 'Envoyez une seule photo à la fois.' },
});

/** What any route reading an upload may answer (the generic upload adds its form fields' errors). */
export const FILE_UPLOAD_ERRORS = [
  FILE_ERRORS.FILE_TOO_LARGE,
  FILE_ERRORS.TOO_MANY_FILES,
  FILE_ERRORS.TOO_MANY_FIELDS,
  FILE_ERRORS.UPLOAD_TOO_LARGE,
  FILE_ERRORS.UPLOAD_MALFORMED,
  FILE_ERRORS.UPLOAD_FIELD_UNEXPECTED,
  FILE_ERRORS.FILE_TYPE_INVALID,
  FILE_ERRORS.NO_FILE,
] as const;

/** What the account's photo upload (PUT /api/user/{id}/photo, files service setUserPhoto) may answer. */
export const PHOTO_UPLOAD_ERRORS = [...FILE_UPLOAD_ERRORS, FILE_ERRORS.ONE_PHOTO_ONLY] as const;

/** The errors of the form fields of an upload (type, linkedId, ids, category). */
const formErrors = [
  FILE_ERRORS.UPLOAD_TYPE_UNKNOWN,
  FILE_ERRORS.UPLOAD_LINKED_ID_INVALID,
  FILE_ERRORS.UPLOAD_IDS_INVALID,
  FILE_ERRORS.UPLOAD_CATEGORY_UNKNOWN,
  FILE_ERRORS.PHOTO_THROUGH_PROFILE,
];

const tag = 'Fichiers';
/** Staff for every type; customers for their own projects' files (checked per file). Craftsmen: not yet. */
const staffAndCustomers = [...STAFF_ROLES, 'customer'] as const;
const staff = STAFF_ROLES;
const E = FILE_ERRORS;

export const filesEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/file/upload',
    tag,
    summary: 'Dépose des fichiers (multipart : linkedId, type, ids, files[i])',
    access: staffAndCustomers,
    body: 'multipart',
    response: ZUploadResponse,
    errors: [...FILE_UPLOAD_ERRORS, ...formErrors],
  }),
  uploadCommon: endpoint({
    method: 'POST',
    path: '/api/file/common',
    tag,
    summary: 'Dépose des fichiers dans les documents partagés',
    access: staff,
    body: 'multipart',
    response: ZUploadResponse,
    errors: [...FILE_UPLOAD_ERRORS, ...formErrors],
  }),
  /**
   * Registered by the prospect sheet (modules/prospect-sheet): the type is forced to `project` and the
   * linked record to the project of the path; `category` and `ids` fields file the pieces (permit,
   * loan offer, constitution, CRC…).
   */
  attachment: endpoint({
    method: 'POST',
    path: '/api/attachment/:project',
    tag,
    summary: 'Joint des fichiers au projet (multipart : category, ids, files[i])',
    access: staff,
    params: ZProjectParam,
    body: 'multipart',
    response: ZUploadResponse,
    errors: [PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND, ...FILE_UPLOAD_ERRORS, ...formErrors],
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/files/get',
    tag,
    summary: "Fichiers d'un dossier (linkedId, type)",
    access: staffAndCustomers,
    query: ZFileListQuery,
    response: ZFileListResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/file/get',
    tag,
    summary: "Description d'un fichier",
    access: staffAndCustomers,
    query: ZFileIdQuery,
    response: ZFileResponse,
    errors: [E.FILE_NOT_FOUND],
  }),
  view: endpoint({
    method: 'GET',
    path: '/api/file/view',
    tag,
    summary: 'Redirige vers la visionneuse (lien de 5 minutes)',
    access: staffAndCustomers,
    query: ZFileIdQuery,
    response: redirectResponse('La visionneuse du fichier (302)'),
    errors: [E.FILE_NOT_FOUND],
  }),
  link: endpoint({
    method: 'GET',
    path: '/api/file/:id/link',
    tag,
    summary: 'Lien de visionneuse valable 5 minutes',
    access: staffAndCustomers,
    params: ZFileIdParams,
    response: ZFileLinkResponse,
    errors: [E.FILE_NOT_FOUND],
  }),
  special: endpoint({
    method: 'GET',
    path: '/api/file/get/special',
    tag,
    summary: "Fichier particulier d'un projet (plan.jpg…) ; thumb=1 sert pour l'instant l'original",
    access: staffAndCustomers,
    query: ZSpecialFileQuery,
    response: fileResponse('Le fichier, de son type enregistré'),
    errors: [E.FILE_NOT_FOUND],
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/file/send',
    tag,
    summary: 'Envoie un lien vers le fichier par e-mail',
    access: staff,
    body: ZFileSendBody,
    response: ZFileOkResponse,
    errors: [E.FILE_NOT_FOUND],
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/api/file/:id/rename',
    tag,
    summary: 'Renomme un fichier (son extension est conservée)',
    access: staffAndCustomers,
    params: ZFileIdParams,
    body: ZFileRenameBody,
    response: ZFileResponse,
    errors: [E.FILE_NOT_FOUND],
  }),
  state: endpoint({
    method: 'PUT',
    path: '/api/file/:id/state',
    tag,
    summary: "Change l'état d'un fichier",
    access: staffAndCustomers,
    params: ZFileIdParams,
    body: ZFileStateBody,
    response: ZFileResponse,
    errors: [E.FILE_NOT_FOUND],
  }),
  removeTemp: endpoint({
    method: 'DELETE',
    path: '/api/file/temp',
    tag,
    summary: 'Supprime mes fichiers temporaires',
    access: staff,
    response: ZFileOkResponse,
  }),
  removeTempByName: endpoint({
    method: 'DELETE',
    path: '/api/file',
    tag,
    summary: 'Supprime un de mes fichiers temporaires par son nom (name en paramètre ou dans le corps)',
    access: staff,
    query: ZFileDeleteByName.partial(),
    body: ZFileDeleteByName.partial().nullish(),
    response: ZFileOkResponse,
    errors: [E.TEMP_FILE_NOT_FOUND],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/file/:id',
    tag,
    summary: 'Supprime un fichier',
    access: staffAndCustomers,
    params: ZFileIdParams,
    response: ZFileOkResponse,
    errors: [E.FILE_NOT_FOUND],
  }),
};
