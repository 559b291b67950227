/**
 * Contracts of the appointment requests (spec 2 §7.2 Appointment: appointmentRequest): a customer asks for
 * an appointment on his own project, staff on a project they follow; the salesperson closes the request.
 */

import { ZAppointmentRequestBody } from '../contact-history';
import { defineErrors, endpoint } from '../contract';
import { STAFF_ROLES } from '../roles';
import {
  ZAppointmentRequestListResponse,
  ZAppointmentRequestParams,
  ZAppointmentRequestProjectQuery,
  ZAppointmentRequestResponse,
  ZAppointmentRequestUpdateBody,
  ZAppointmentRequestUserParams,
} from '../salesmen';
import { PROJECT_ACCESS_ERRORS } from './projects-errors';

export const APPOINTMENT_REQUEST_ERRORS = defineErrors({
  APPOINTMENT_REQUEST_ALREADY_WAITING: {
    status: 400,
    message: 'Une demande de rendez-vous est déjà en attente pour ce projet.',
  },
  APPOINTMENT_REQUEST_NOT_FOUND: { status: 404, message: 'Demande de rendez-vous introuvable.' },
  APPOINTMENT_REQUEST_ALREADY_CLOSED: {
    status: 400,
    message: 'Cette demande de rendez-vous a déjà été traitée.',
  },
  /** The appointment given as booked for the request (`fields.appointmentId`). */
  SCHEDULED_APPOINTMENT_NOT_FOUND: { status: 400, message: 'Rendez-vous introuvable.' },
  SCHEDULED_APPOINTMENT_NOT_OF_PROJECT: {
    status: 400,
    message: 'Ce rendez-vous ne concerne pas le projet de la demande.',
  },
  SCHEDULED_APPOINTMENT_CANCELLED: { status: 400, message: 'Ce rendez-vous est annulé.' },
});

const tag = 'Rendez-vous';
/** Customers reach the routes about their own projects; which project each one may use: the service. */
const staffAndCustomers = [...STAFF_ROLES, 'customer'] as const;
const staff = STAFF_ROLES;
const E = APPOINTMENT_REQUEST_ERRORS;
const projectSummary =
  'Demandes de rendez-vous d’un projet (le client pour le sien, le personnel qui le suit)';

export const appointmentRequestsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/appointmentRequest',
    tag,
    summary:
      'Demande de rendez-vous pour un projet (le client pour le sien, le personnel pour un projet qu’il suit)',
    access: staffAndCustomers,
    body: ZAppointmentRequestBody,
    response: ZAppointmentRequestResponse,
    errors: [
      PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND,
      E.APPOINTMENT_REQUEST_ALREADY_WAITING,
      E.APPOINTMENT_REQUEST_NOT_FOUND,
    ],
  }),
  userList: endpoint({
    method: 'GET',
    path: '/api/appointmentRequest/user/:user',
    tag,
    summary:
      'Demandes de rendez-vous en attente d’un commercial (lui-même, son responsable, un administrateur)',
    access: staff,
    params: ZAppointmentRequestUserParams,
    response: ZAppointmentRequestListResponse,
  }),
  /** The spec's path ends with a slash and names the project in the query. */
  projectList: endpoint({
    method: 'GET',
    path: '/api/appointmentRequest/project/',
    tag,
    summary: projectSummary,
    access: staffAndCustomers,
    query: ZAppointmentRequestProjectQuery,
    response: ZAppointmentRequestListResponse,
    errors: [PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND],
  }),
  /** /project/{id} is accepted too. */
  projectListByPath: endpoint({
    method: 'GET',
    path: '/api/appointmentRequest/project/:project',
    tag,
    summary: projectSummary,
    access: staffAndCustomers,
    params: ZAppointmentRequestProjectQuery,
    response: ZAppointmentRequestListResponse,
    errors: [PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND],
  }),
  close: endpoint({
    method: 'PUT',
    path: '/api/appointmentRequest/:id',
    tag,
    summary:
      'Clôt une demande : planifiée (avec le rendez-vous pris) ou annulée (le personnel qui suit le projet)',
    access: staff,
    params: ZAppointmentRequestParams,
    body: ZAppointmentRequestUpdateBody,
    response: ZAppointmentRequestResponse,
    errors: [
      E.APPOINTMENT_REQUEST_NOT_FOUND,
      E.APPOINTMENT_REQUEST_ALREADY_CLOSED,
      E.SCHEDULED_APPOINTMENT_NOT_FOUND,
      E.SCHEDULED_APPOINTMENT_NOT_OF_PROJECT,
      E.SCHEDULED_APPOINTMENT_CANCELLED,
    ],
  }),
};
