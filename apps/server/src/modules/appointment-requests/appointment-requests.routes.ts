import { ZAppointmentRequestBody } from '@batir/shared/contact-history';
import { STAFF_ROLES } from '@batir/shared/roles';
import {
  ZAppointmentRequestListResponse,
  ZAppointmentRequestParams,
  ZAppointmentRequestProjectQuery,
  ZAppointmentRequestResponse,
  ZAppointmentRequestUpdateBody,
  ZAppointmentRequestUserParams,
} from '@batir/shared/salesmen';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { NotificationService } from '../notifications/notifications.service';
import {
  closeRequest,
  createRequest,
  listProjectRequests,
  listUserRequests,
} from './appointment-requests.service';

const tags = ['Rendez-vous'];
/** Customers reach the routes about their own projects; which project each one may use: the service header. */
const staffAndCustomers = { access: [...STAFF_ROLES, 'customer'] as const };
const staff = { access: STAFF_ROLES };

/** Appointment requests (spec 2 §7.2 Appointment: appointmentRequest). */
export const appointmentRequestsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifications: NotificationService;
}> = async (app, { db, notifications }) => {
  app.post(
    '/appointmentRequest',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary:
          'Demande de rendez-vous pour un projet (le client pour le sien, le personnel pour un projet qu’il suit)',
        body: ZAppointmentRequestBody,
        response: { 200: ZAppointmentRequestResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      appointmentRequest: await createRequest({
        db,
        principal: principalOf(request),
        notifications,
        body: request.body,
        context: requestContext(request),
      }),
    }),
  );

  app.get(
    '/appointmentRequest/user/:user',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Demandes de rendez-vous en attente d’un commercial (lui-même, son responsable, un administrateur)',
        params: ZAppointmentRequestUserParams,
        response: { 200: ZAppointmentRequestListResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      list: await listUserRequests({ db, principal: principalOf(request), user: request.params.user }),
    }),
  );

  // The spec's path ends with a slash and names the project in the query; /project/{id} is accepted too.
  const projectSchema = {
    tags,
    summary: 'Demandes de rendez-vous d’un projet (le client pour le sien, le personnel qui le suit)',
    response: { 200: ZAppointmentRequestListResponse },
  };
  app.get(
    '/appointmentRequest/project/',
    { config: staffAndCustomers, schema: { ...projectSchema, querystring: ZAppointmentRequestProjectQuery } },
    async (request) => ({
      error: 0 as const,
      list: await listProjectRequests({
        db,
        principal: principalOf(request),
        project: request.query.project,
      }),
    }),
  );
  app.get(
    '/appointmentRequest/project/:project',
    { config: staffAndCustomers, schema: { ...projectSchema, params: ZAppointmentRequestProjectQuery } },
    async (request) => ({
      error: 0 as const,
      list: await listProjectRequests({
        db,
        principal: principalOf(request),
        project: request.params.project,
      }),
    }),
  );

  app.put(
    '/appointmentRequest/:id',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Clôt une demande : planifiée (avec le rendez-vous pris) ou annulée (le personnel qui suit le projet)',
        params: ZAppointmentRequestParams,
        body: ZAppointmentRequestUpdateBody,
        response: { 200: ZAppointmentRequestResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      appointmentRequest: await closeRequest({
        db,
        principal: principalOf(request),
        id: request.params.id,
        body: request.body,
        context: requestContext(request),
      }),
    }),
  );
};
