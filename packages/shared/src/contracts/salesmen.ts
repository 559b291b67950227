/**
 * Contracts of the salespeople screen (issue 5 §4–§5; spec 2 §7.2 User, Salesman, Appointment). The list
 * (GET /api/salesman) is the users area's (`usersEndpoints`); whose screen each one reads, edits or pins is
 * the service's business (modules/salesmen/salesmen.service.ts).
 */
import { TELE_APPOINTMENT_TITLE } from '../appointments';
import { defineErrors, endpoint } from '../contract';
import { STAFF_ROLES } from '../roles';
import {
  ZCreateVisioConfBody,
  ZCreateVisioConfResponse,
  ZManagerBody,
  ZPinMessageBody,
  ZSalesmanDetailResponse,
  ZSalesmanParams,
  ZSalesmanProfileBody,
  ZSalesmanQualificationsResponse,
} from '../salesmen';
import { USERS_ERRORS } from './users';

export const SALESMEN_ERRORS = defineErrors({
  // The manager chosen (field `managerId`).
  MANAGER_IS_SELF: { status: 400, message: 'Une personne ne peut pas être son propre responsable.' },
  MANAGER_UNKNOWN: { status: 400, message: 'Responsable inconnu ou inactif.' },
  MANAGER_CYCLE: {
    status: 400,
    message:
      'Ce responsable est lui-même encadré, directement ou non, par cette personne : la hiérarchie tournerait en rond.',
  },
  // The video room of a tele-appointment.
  APPOINTMENT_NOT_FOUND: { status: 404, message: 'Rendez-vous introuvable.' },
  NOT_A_TELE_APPOINTMENT: {
    status: 400,
    message: `Le lien de visio ne se crée que pour un ${TELE_APPOINTMENT_TITLE.toLowerCase()}.`,
  },
  APPOINTMENT_CANCELLED: { status: 400, message: 'Ce rendez-vous est annulé.' },
  CUSTOMER_EMAIL_MISSING: { status: 400, message: "Le client n'a pas d'adresse e-mail" },
});

const tag = 'Commerciaux';
/** Staff only (customers and craftsmen get 403). */
const staff = STAFF_ROLES;
const E = SALESMEN_ERRORS;
/** No staff account has this id. */
const { USER_NOT_FOUND } = USERS_ERRORS;

export const salesmenEndpoints = {
  salesman: endpoint({
    method: 'GET',
    path: '/api/salesman/:id',
    tag,
    summary:
      'Fiche d’un commercial : profil, message épinglé, responsable, équipe (lui-même, son responsable ou un administrateur)',
    access: staff,
    params: ZSalesmanParams,
    response: ZSalesmanDetailResponse,
    errors: [USER_NOT_FOUND],
  }),
  qualifications: endpoint({
    method: 'GET',
    path: '/api/salesman/:id/qualifications',
    tag,
    summary: 'Ses prospects qualifiés, par qualification (froid, tiède, chaud)',
    access: staff,
    params: ZSalesmanParams,
    response: ZSalesmanQualificationsResponse,
    errors: [USER_NOT_FOUND],
  }),
  profile: endpoint({
    method: 'PUT',
    path: '/api/user/:id/profile',
    tag,
    summary: 'Intitulé du poste, présentation et téléphone (l’intéressé ou un administrateur)',
    access: staff,
    params: ZSalesmanParams,
    body: ZSalesmanProfileBody,
    response: ZSalesmanDetailResponse,
    errors: [USER_NOT_FOUND],
  }),
  pinMessage: endpoint({
    method: 'PUT',
    path: '/api/user/:id/pinMessage',
    tag,
    summary: 'Message épinglé sur son tableau de bord (administrateur ou responsable) ; vide : retiré',
    access: staff,
    params: ZSalesmanParams,
    body: ZPinMessageBody,
    response: ZSalesmanDetailResponse,
    errors: [USER_NOT_FOUND],
  }),
  manager: endpoint({
    method: 'PUT',
    path: '/api/user/:id/manager',
    tag,
    summary: 'Choisit le responsable (un membre actif du personnel, sans boucle) ou le retire (null)',
    access: ['admin'],
    params: ZSalesmanParams,
    body: ZManagerBody,
    response: ZSalesmanDetailResponse,
    errors: [USER_NOT_FOUND, E.MANAGER_IS_SELF, E.MANAGER_UNKNOWN, E.MANAGER_CYCLE],
  }),
  createVisioConf: endpoint({
    method: 'POST',
    path: '/api/salesman/createVisioConf',
    tag,
    summary:
      'Salle de visio d’un télérendez-vous, envoyée au client par e-mail et SMS (le commercial du rendez-vous ou un administrateur)',
    access: staff,
    body: ZCreateVisioConfBody,
    response: ZCreateVisioConfResponse,
    errors: [
      E.APPOINTMENT_NOT_FOUND,
      E.NOT_A_TELE_APPOINTMENT,
      E.APPOINTMENT_CANCELLED,
      E.CUSTOMER_EMAIL_MISSING,
    ],
  }),
};
