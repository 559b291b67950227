import { appointmentEndpoints as api } from '@batir/shared/contracts/appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { NotificationService } from '../notifications';
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

/**
 * Staff agenda (spec 2 §7.2 Appointment, spec 3 §7 Appointments), registered from its contracts
 * (packages/shared/src/contracts/appointments.ts).
 */
export const appointmentsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifications: NotificationService;
  publicUrl: string;
}> = async (app, { db, notifications, publicUrl }) => {
  route(app, api.list, async (request) => ({
    error: 0 as const,
    list: await listAppointments({
      db,
      principal: principalOf(request),
      start: request.query.start,
      end: request.query.end,
      user: request.query.user,
      withCancelled: request.query.cancelled === '1',
    }),
  }));

  route(app, api.userList, async (request) => ({
    error: 0 as const,
    list: await listUserAppointments({
      db,
      principal: principalOf(request),
      user: request.params.user,
      from: request.query.from,
      limit: request.query.limit,
    }),
  }));

  // The spec's path ends with a slash and names the project in the query; /project/{id} is accepted too.
  route(app, api.projectList, async (request) => ({
    error: 0 as const,
    list: await listProjectAppointments({
      db,
      principal: principalOf(request),
      project: request.query.project,
    }),
  }));
  route(app, api.projectListByPath, async (request) => ({
    error: 0 as const,
    list: await listProjectAppointments({
      db,
      principal: principalOf(request),
      project: request.params.project,
    }),
  }));

  route(app, api.create, async (request) => ({
    error: 0 as const,
    appointment: await createAppointment({
      db,
      principal: principalOf(request),
      body: request.body,
      context: requestContext(request),
      notifications,
    }),
  }));

  route(app, api.update, async (request) => ({
    error: 0 as const,
    appointment: await updateAppointment({
      db,
      principal: principalOf(request),
      id: request.params.appointment,
      body: request.body,
      context: requestContext(request),
      notifications,
    }),
  }));

  route(app, api.cancel, async (request) => ({
    error: 0 as const,
    appointment: await cancelAppointment({
      db,
      principal: principalOf(request),
      id: request.params.appointment,
      context: requestContext(request),
    }),
  }));

  route(app, api.remove, async (request) => {
    await deleteAppointment({
      db,
      principal: principalOf(request),
      id: request.params.appointment,
      context: requestContext(request),
    });
    return { error: 0 as const, message: 'Rendez-vous supprimé.' };
  });

  route(app, api.feedUrl, async (request) => ({
    error: 0 as const,
    url: await getFeedUrl({ db, principal: principalOf(request), user: request.params.user, publicUrl }),
  }));

  route(app, api.renewFeedUrl, async (request) => ({
    error: 0 as const,
    url: await renewFeedUrl({
      db,
      principal: principalOf(request),
      user: request.params.user,
      publicUrl,
      context: requestContext(request),
    }),
  }));

  // Public on purpose: phone calendars cannot send a bearer token. The unguessable per-user token in the
  // address is checked instead (403 when wrong, revoked or for another user).
  route(app, api.feed, async (request, reply) => {
    const text = await calendarFeed({ db, user: request.params.user, token: request.query.token });
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="agenda.ics"')
      .type('text/calendar; charset=utf-8')
      .send(text);
  });
};
