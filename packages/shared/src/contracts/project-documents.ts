/**
 * Contracts of a project's documents, its CRC and the customer relationship (issue 6 §6, §7; spec 3 §7
 * "Projects"). Uploads go to `filesEndpoints.attachment` (category and ids fields); renaming, states and
 * deletion to the files routes (`filesEndpoints.rename`, `.state`, `.remove`).
 */

import { defineErrors, endpoint, fileResponse } from '../contract';
import {
  ZCrcFilesResponse,
  ZCrcMailBody,
  ZCrcStateBody,
  ZMailSmsBody,
  ZMailSmsResponse,
  ZMailSmsSentResponse,
  ZMessageResponse,
  ZProjectDocumentsParams,
  ZProjectFilesQuery,
  ZProjectFilesResponse,
  ZToggleCrcShowBody,
  ZToggleCrcShowResponse,
} from '../project-documents';
import { STAFF_ROLES } from '../roles';
import { PROJECT_ACCESS_ERRORS } from './projects-errors';

export const PROJECT_DOCUMENT_ERRORS = defineErrors({
  /** Nothing to put in the zip (the message names the category asked for). */
  NO_DOCUMENT_TO_ZIP: { status: 404, message: 'Aucun document dans ce projet.' },
  /** Files listed with a CRC state that are not CRC files of that type of the project (`fields.files`). */
  CRC_FILES_NOT_OF_TYPE: { status: 400, message: 'Ces fichiers ne sont pas des fichiers CRC de ce projet.' },
  CUSTOMER_HAS_NO_EMAIL: {
    status: 400,
    message: "Ce client n'a pas d'adresse e-mail : l'e-mail ne peut pas être envoyé.",
  },
  CUSTOMER_HAS_NO_PHONE: {
    status: 400,
    message: "Ce client n'a pas de numéro de téléphone : le SMS ne peut pas être envoyé.",
  },
});

const tag = 'Documents du projet';
/** Reads a customer may make on their own project (projectFor checks the household, read only). */
const staffAndCustomer = [...STAFF_ROLES, 'customer'] as const;
const staff = STAFF_ROLES;
const E = PROJECT_DOCUMENT_ERRORS;
const { PROJECT_NOT_FOUND } = PROJECT_ACCESS_ERRORS;

export const projectDocumentsEndpoints = {
  files: endpoint({
    method: 'GET',
    path: '/api/project/:project/files',
    tag,
    summary: 'Documents du projet (catégorie facultative), du plus récent au plus ancien',
    access: staffAndCustomer,
    params: ZProjectDocumentsParams,
    query: ZProjectFilesQuery,
    response: ZProjectFilesResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  zip: endpoint({
    method: 'GET',
    path: '/api/project/:project/files/zip',
    tag,
    summary: 'Archive zip des documents (une catégorie, ou tout, un dossier par catégorie)',
    access: staffAndCustomer,
    params: ZProjectDocumentsParams,
    query: ZProjectFilesQuery,
    response: fileResponse('« Dossier <projet>.zip »', ['application/zip']),
    errors: [PROJECT_NOT_FOUND, E.NO_DOCUMENT_TO_ZIP],
  }),
  crcFiles: endpoint({
    method: 'GET',
    path: '/api/project/:project/crcFiles',
    tag,
    summary: 'CRC : état et fichiers par type (plan, cuisine, autre), état global, date du dernier fichier',
    access: staffAndCustomer,
    params: ZProjectDocumentsParams,
    response: ZCrcFilesResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  crcState: endpoint({
    method: 'PUT',
    path: '/api/project/:project/crcFiles/state',
    tag,
    summary: "Change l'état d'un type de CRC (et, en option, de ses fichiers)",
    access: staff,
    params: ZProjectDocumentsParams,
    body: ZCrcStateBody,
    response: ZCrcFilesResponse,
    errors: [PROJECT_NOT_FOUND, E.CRC_FILES_NOT_OF_TYPE],
  }),
  toggleCrcShow: endpoint({
    method: 'PUT',
    path: '/api/project/:project/toggleCrcShow',
    tag,
    summary: 'Affiche ou masque un élément du CRC au client',
    access: staff,
    params: ZProjectDocumentsParams,
    body: ZToggleCrcShowBody,
    response: ZToggleCrcShowResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  crcMail: endpoint({
    method: 'POST',
    path: '/api/project/:project/crcMail',
    tag,
    summary: "Envoie au client l'état du CRC par e-mail",
    access: staff,
    params: ZProjectDocumentsParams,
    body: ZCrcMailBody.nullish(),
    response: ZMessageResponse,
    errors: [PROJECT_NOT_FOUND, E.CUSTOMER_HAS_NO_EMAIL],
  }),
  mailSms: endpoint({
    method: 'GET',
    path: '/api/project/:project/mailSms',
    tag,
    summary: 'Relation client : e-mails et SMS du projet, du plus récent au plus ancien',
    access: staff,
    params: ZProjectDocumentsParams,
    response: ZMailSmsResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  sendMailSms: endpoint({
    method: 'POST',
    path: '/api/project/:project/mailSms',
    tag,
    summary: 'Envoie un e-mail ou un SMS au client (file d’envoi)',
    access: staff,
    params: ZProjectDocumentsParams,
    body: ZMailSmsBody,
    response: ZMailSmsSentResponse,
    errors: [PROJECT_NOT_FOUND, E.CUSTOMER_HAS_NO_EMAIL, E.CUSTOMER_HAS_NO_PHONE],
  }),
};
