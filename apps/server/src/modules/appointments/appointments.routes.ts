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
} from '@batir/shared/appointments';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { NotificationService } from '../notifications/notifications.service';
import {
  calendarFeed,
  cancelAppointment,
  createAppointment,
  deleteAppointment,
  getFeedUrl,
  listAppointments,
  listProjectAppointments,
  listUserAppointments,
  renewFeedUrl,
  updateAppointment,
} from './appointments.service';

const tags = ['Rendez-vous'];
/** Staff only; who sees whose appointments is decided in the repository (see its header). */
const staff = { access: STAFF_ROLES };

/** Staff agenda (spec 2 §7.2 Appointment, spec 3 §7 Appointments). */
export const appointmentsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifications: NotificationService;
  publicUrl: string;
}> = async (app, { db, notifications, publicUrl }) => {
  app.get(
    '/appointment',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Rendez-vous visibles sur une période (start, end), éventuellement ceux d’un utilisateur',
        querystring: ZAppointmentRangeQuery,
        response: { 200: ZAppointmentListResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      list: await listAppointments({
        db,
        principal: principalOf(request),
        start: request.query.start,
        end: request.query.end,
        user: request.query.user,
        withCancelled: request.query.cancelled === '1',
      }),
    }),
  );

  app.get(
    '/appointment/user/:user',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Prochains rendez-vous d’un utilisateur',
        params: ZAppointmentUserParams,
        querystring: ZAppointmentUserQuery,
        response: { 200: ZAppointmentListResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      list: await listUserAppointments({
        db,
        principal: principalOf(request),
        user: request.params.user,
        from: request.query.from,
        limit: request.query.limit,
      }),
    }),
  );

  // The spec's path ends with a slash and names the project in the query; /project/{id} is accepted too.
  const projectSchema = {
    tags,
    summary: 'Rendez-vous d’un projet (prospect ou client)',
    response: { 200: ZAppointmentListResponse },
  };
  app.get(
    '/appointment/project/',
    { config: staff, schema: { ...projectSchema, querystring: ZAppointmentProjectQuery } },
    async (request) => ({
      error: 0 as const,
      list: await listProjectAppointments({
        db,
        principal: principalOf(request),
        project: request.query.project,
      }),
    }),
  );
  app.get(
    '/appointment/project/:project',
    { config: staff, schema: { ...projectSchema, params: ZAppointmentProjectQuery } },
    async (request) => ({
      error: 0 as const,
      list: await listProjectAppointments({
        db,
        principal: principalOf(request),
        project: request.params.project,
      }),
    }),
  );

  app.post(
    '/appointment',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Nouveau rendez-vous',
        body: ZAppointmentBody,
        response: { 200: ZAppointmentResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      appointment: await createAppointment({
        db,
        principal: principalOf(request),
        body: request.body,
        context: requestContext(request),
        notifications,
      }),
    }),
  );

  app.put(
    '/appointment/:appointment',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Modifie (ou déplace) un rendez-vous',
        params: ZAppointmentParams,
        body: ZAppointmentBody,
        response: { 200: ZAppointmentResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      appointment: await updateAppointment({
        db,
        principal: principalOf(request),
        id: request.params.appointment,
        body: request.body,
        context: requestContext(request),
        notifications,
      }),
    }),
  );

  app.put(
    '/appointment/:appointment/cancel',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Annule un rendez-vous (il reste visible, barré)',
        params: ZAppointmentParams,
        response: { 200: ZAppointmentResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      appointment: await cancelAppointment({
        db,
        principal: principalOf(request),
        id: request.params.appointment,
        context: requestContext(request),
      }),
    }),
  );

  app.delete(
    '/appointment/:appointment',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Supprime un rendez-vous',
        params: ZAppointmentParams,
        response: { 200: ZAppointmentMessageResponse },
      },
    },
    async (request) => {
      await deleteAppointment({
        db,
        principal: principalOf(request),
        id: request.params.appointment,
        context: requestContext(request),
      });
      return { error: 0 as const, message: 'Rendez-vous supprimé.' };
    },
  );

  app.get(
    '/appointment/user/:user/feed',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Adresse d’abonnement (.ics) à l’agenda de l’utilisateur (lui-même ou un administrateur)',
        params: ZAppointmentUserParams,
        response: { 200: ZAppointmentFeedResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      url: await getFeedUrl({ db, principal: principalOf(request), user: request.params.user, publicUrl }),
    }),
  );

  app.put(
    '/appointment/user/:user/feed',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Nouvelle adresse d’abonnement ; l’ancienne cesse de fonctionner',
        params: ZAppointmentUserParams,
        response: { 200: ZAppointmentFeedResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      url: await renewFeedUrl({
        db,
        principal: principalOf(request),
        user: request.params.user,
        publicUrl,
        context: requestContext(request),
      }),
    }),
  );

  // Public on purpose: phone calendars cannot send a bearer token. The unguessable per-user token in the
  // address is checked instead (403 when wrong, revoked or for another user).
  app.get(
    '/appointment/user/:user/ics',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Agenda au format iCalendar, pour l’abonnement depuis un téléphone (jeton dans l’adresse)',
        params: ZAppointmentUserParams,
        querystring: ZAppointmentFeedQuery,
      },
    },
    async (request, reply) => {
      const text = await calendarFeed({ db, user: request.params.user, token: request.query.token });
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="agenda.ics"')
        .type('text/calendar; charset=utf-8')
        .send(text);
    },
  );
};
