/**
 * Contracts of the pre-construction area (issue 6; spec 3 §7 Projects, spec 2 §7.2 Preconstruction and
 * Project): land and its accessibility, the pieces of the file (elements of constitution), the logisbox
 * dashboard and its actions, the SMS reminder, in the order of the routes file. Constitution files are
 * uploaded through the files area (POST /api/attachment/{project}, category=constitution).
 */
import { defineErrors, endpoint } from '../contract';
import {
  ZConstitutionPieceBody,
  ZConstitutionPieceParams,
  ZConstitutionPieceResponse,
  ZConstitutionResponse,
  ZLandAccessibilityBody,
  ZLandBody,
  ZLandResponse,
  ZLandSavedResponse,
  ZLogisboxAppointmentBody,
  ZLogisboxDoneBody,
  ZLogisboxProjectResponse,
  ZLogisboxQuery,
  ZLogisboxResponse,
  ZPreconstructionProjectParam,
  ZSmsReminderBody,
  ZSmsReminderListResponse,
  ZSmsReminderSendResponse,
} from '../preconstruction';
import { STAFF_ROLES } from '../roles';
import { PROJECT_ACCESS_ERRORS } from './projects-errors';

export const PRECONSTRUCTION_ERRORS = defineErrors({
  PIECE_NOT_FOUND: { status: 404, message: 'Pièce introuvable dans ce dossier.' },
  PIECE_WITHOUT_FILE: {
    status: 400,
    message: 'Aucun fichier pour cette pièce : ajoutez-en un avant de l’accepter.',
  },
  LOGISBOX_FILE_DONE: {
    status: 400,
    message: 'Le dossier logisbox est terminé : rouvrez-le avant de retirer la signature.',
  },
  /** Pieces not accepted or no logisbox appointment (the message says which). */
  LOGISBOX_FILE_INCOMPLETE: { status: 400, message: 'Le dossier logisbox ne peut pas être terminé.' },
  SMS_NO_MOBILE_PHONE: {
    status: 400,
    message: "Ce client n'a pas de numéro de portable : le SMS ne peut pas être envoyé.",
  },
  SMS_NO_PHONE: {
    status: 400,
    message: "Ce client n'a pas de numéro de téléphone : le SMS ne peut pas être envoyé.",
  },
});

const tag = 'Pré-construction';
/** Staff routes; which projects: project-access projectFor (admins and technical all, others their own). */
const staff = STAFF_ROLES;
/** Read routes a customer may call for their own project (projectFor write: false). */
const staffOrCustomer = [...STAFF_ROLES, 'customer'] as const;
const E = PRECONSTRUCTION_ERRORS;
const { PROJECT_NOT_FOUND } = PROJECT_ACCESS_ERRORS;

export const preconstructionEndpoints = {
  land: endpoint({
    method: 'GET',
    path: '/api/project/:project/land',
    tag,
    summary: 'Terrain du projet (données, viabilisation, accessibilité)',
    access: staffOrCustomer,
    params: ZPreconstructionProjectParam,
    response: ZLandResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  saveLand: endpoint({
    method: 'PUT',
    path: '/api/project/:project/land',
    tag,
    summary: 'Enregistre le terrain (prix en euros)',
    access: staff,
    params: ZPreconstructionProjectParam,
    body: ZLandBody,
    response: ZLandSavedResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  saveLandAccessibility: endpoint({
    method: 'PUT',
    path: '/api/project/:project/saveLandAccessibility',
    tag,
    summary: "Enregistre l'accessibilité du terrain (camions, largeur, pente, sol)",
    access: staff,
    params: ZPreconstructionProjectParam,
    body: ZLandAccessibilityBody,
    response: ZLandSavedResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  constitution: endpoint({
    method: 'GET',
    path: '/api/project/:project/elementsConstitution',
    tag,
    summary: 'Pièces du dossier (état, commentaire, fichiers)',
    access: staffOrCustomer,
    params: ZPreconstructionProjectParam,
    response: ZConstitutionResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  updatePiece: endpoint({
    method: 'PUT',
    path: '/api/project/:project/elementsConstitution/:piece',
    tag,
    summary: "Change l'état d'une pièce du dossier (accepter demande un fichier)",
    access: staff,
    params: ZConstitutionPieceParams,
    body: ZConstitutionPieceBody,
    response: ZConstitutionPieceResponse,
    errors: [PROJECT_NOT_FOUND, E.PIECE_NOT_FOUND, E.PIECE_WITHOUT_FILE],
  }),
  logisbox: endpoint({
    method: 'GET',
    path: '/api/summary/logisbox',
    tag,
    summary: 'Tableau logisbox : en cours, en attente de pièces, de métré, de signature',
    access: staff,
    query: ZLogisboxQuery,
    response: ZLogisboxResponse,
  }),
  logisboxAppointment: endpoint({
    method: 'PUT',
    path: '/api/project/:project/logisboxAppointmentDate',
    tag,
    summary: 'Fixe (ou annule : null) le rendez-vous logisbox',
    access: staff,
    params: ZPreconstructionProjectParam,
    body: ZLogisboxAppointmentBody,
    response: ZLogisboxProjectResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  logisboxSigned: endpoint({
    method: 'PUT',
    path: '/api/project/:project/logisboxSigned',
    tag,
    summary: 'Documents logisbox signés par le client (ou non)',
    access: staff,
    params: ZPreconstructionProjectParam,
    body: ZLogisboxDoneBody,
    response: ZLogisboxProjectResponse,
    errors: [PROJECT_NOT_FOUND, E.LOGISBOX_FILE_DONE],
  }),
  logisboxFile: endpoint({
    method: 'PUT',
    path: '/api/project/:project/logisboxFile',
    tag,
    summary: 'Dossier logisbox terminé (jalon de la jauge) ou rouvert',
    access: staff,
    params: ZPreconstructionProjectParam,
    body: ZLogisboxDoneBody,
    response: ZLogisboxProjectResponse,
    errors: [PROJECT_NOT_FOUND, E.LOGISBOX_FILE_INCOMPLETE],
  }),
  smsReminders: endpoint({
    method: 'GET',
    path: '/api/preconstruction/:project/smsReminder',
    tag,
    summary: 'SMS de relance déjà envoyés pour ce projet',
    access: staff,
    params: ZPreconstructionProjectParam,
    response: ZSmsReminderListResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  sendSmsReminder: endpoint({
    method: 'POST',
    path: '/api/preconstruction/:project/smsReminder',
    tag,
    summary: 'Envoie un SMS de relance au portable du client (file d’envoi)',
    access: staff,
    params: ZPreconstructionProjectParam,
    body: ZSmsReminderBody,
    response: ZSmsReminderSendResponse,
    errors: [PROJECT_NOT_FOUND, E.SMS_NO_MOBILE_PHONE, E.SMS_NO_PHONE],
  }),
};
