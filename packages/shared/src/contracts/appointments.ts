/**
 * Contracts of the staff agenda (spec 2 §7.2 Appointment, spec 3 §7 Appointments), in the order of the
 * routes file. Dates are read by `zDayOrDateTime` (appointments.ts): a day, an ISO date-time, or the spec's
 * `YYYY-MM-DD HH:mm` (Paris time).
 */
import {
  ZAppointmentBody,
  ZAppointmentFeedQuery,
  ZAppointmentFeedResponse,
  ZAppointmentListResponse,
  ZAppointmentMessageResponse,
  ZAppointmentParams,
  ZAppointmentProjectQuery,
  ZAppointmentRangeQuery,
  ZAppointmentResponse,
  ZAppointmentUserParams,
  ZAppointmentUserQuery,
} from '../appointments';
import { COMMON_ERRORS, defineErrors, endpoint, fileResponse } from '../contract';
import { STAFF_ROLES } from '../roles';

export const APPOINTMENT_ERRORS = defineErrors({
  /** The salesperson the appointment is for (`user`) is unknown or disabled (field `user`). */
  APPOINTMENT_SALESMAN_UNKNOWN: { status: 400, message: 'Commercial inconnu ou inactif.' },
  /** The project of the body does not exist (field `project`). */
  APPOINTMENT_PROJECT_NOT_FOUND: { status: 400, message: 'Projet introuvable.' },
  /** Unknown, or not visible to the caller. */
  APPOINTMENT_NOT_FOUND: { status: 404, message: 'Rendez-vous introuvable.' },
  APPOINTMENT_ALREADY_CANCELLED: { status: 400, message: 'Ce rendez-vous est déjà annulé.' },
  /** The user whose calendar feed is asked for is unknown or disabled. */
  FEED_USER_NOT_FOUND: { status: 404, message: 'Utilisateur introuvable.' },
});

const tag = 'Rendez-vous';
/** Staff only; who sees whose appointments is decided in the repository (see its header). */
const access = STAFF_ROLES;
const E = APPOINTMENT_ERRORS;
const bodyErrors = [E.APPOINTMENT_SALESMAN_UNKNOWN, E.APPOINTMENT_PROJECT_NOT_FOUND];
const projectSummary = 'Rendez-vous d’un projet (prospect ou client)';

export const appointmentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/appointment',
    tag,
    summary: 'Rendez-vous visibles sur une période (start, end), éventuellement ceux d’un utilisateur',
    access,
    query: ZAppointmentRangeQuery,
    response: ZAppointmentListResponse,
  }),
  userList: endpoint({
    method: 'GET',
    path: '/api/appointment/user/:user',
    tag,
    summary: 'Prochains rendez-vous d’un utilisateur',
    access,
    params: ZAppointmentUserParams,
    query: ZAppointmentUserQuery,
    response: ZAppointmentListResponse,
  }),
  /** The spec's path ends with a slash and names the project in the query. */
  projectList: endpoint({
    method: 'GET',
    path: '/api/appointment/project/',
    tag,
    summary: projectSummary,
    access,
    query: ZAppointmentProjectQuery,
    response: ZAppointmentListResponse,
  }),
  /** The same, the project in the path. */
  projectListByPath: endpoint({
    method: 'GET',
    path: '/api/appointment/project/:project',
    tag,
    summary: projectSummary,
    access,
    params: ZAppointmentProjectQuery,
    response: ZAppointmentListResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/appointment',
    tag,
    summary: 'Nouveau rendez-vous',
    access,
    body: ZAppointmentBody,
    response: ZAppointmentResponse,
    errors: bodyErrors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/appointment/:appointment',
    tag,
    summary: 'Modifie (ou déplace) un rendez-vous',
    access,
    params: ZAppointmentParams,
    body: ZAppointmentBody,
    response: ZAppointmentResponse,
    errors: [E.APPOINTMENT_NOT_FOUND, ...bodyErrors],
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/api/appointment/:appointment/cancel',
    tag,
    summary: 'Annule un rendez-vous (il reste visible, barré)',
    access,
    params: ZAppointmentParams,
    response: ZAppointmentResponse,
    errors: [E.APPOINTMENT_NOT_FOUND, E.APPOINTMENT_ALREADY_CANCELLED],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/appointment/:appointment',
    tag,
    summary: 'Supprime un rendez-vous',
    access,
    params: ZAppointmentParams,
    response: ZAppointmentMessageResponse,
    errors: [E.APPOINTMENT_NOT_FOUND],
  }),
  feedUrl: endpoint({
    method: 'GET',
    path: '/api/appointment/user/:user/feed',
    tag,
    summary: 'Adresse d’abonnement (.ics) à l’agenda de l’utilisateur (lui-même ou un administrateur)',
    access,
    params: ZAppointmentUserParams,
    response: ZAppointmentFeedResponse,
    errors: [E.FEED_USER_NOT_FOUND],
  }),
  renewFeedUrl: endpoint({
    method: 'PUT',
    path: '/api/appointment/user/:user/feed',
    tag,
    summary: 'Nouvelle adresse d’abonnement ; l’ancienne cesse de fonctionner',
    access,
    params: ZAppointmentUserParams,
    response: ZAppointmentFeedResponse,
    errors: [E.FEED_USER_NOT_FOUND],
  }),
  /**
   * Public on purpose: phone calendars cannot send a bearer token. The unguessable per-user token in the
   * address is checked instead (403 FORBIDDEN when wrong, revoked or for another user).
   */
  feed: endpoint({
    method: 'GET',
    path: '/api/appointment/user/:user/ics',
    tag,
    summary: 'Agenda au format iCalendar, pour l’abonnement depuis un téléphone (jeton dans l’adresse)',
    access: 'public',
    params: ZAppointmentUserParams,
    query: ZAppointmentFeedQuery,
    response: fileResponse('Agenda iCalendar', ['text/calendar']),
    errors: [COMMON_ERRORS.FORBIDDEN],
  }),
};
