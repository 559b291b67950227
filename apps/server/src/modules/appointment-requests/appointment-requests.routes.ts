import { appointmentRequestsEndpoints as api } from '@batir/shared/contracts/appointment-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { NotificationService } from '../notifications';
import {
  closeRequest,
  createRequest,
  listProjectRequests,
  listUserRequests,
} from './appointment-requests.service';

/**
 * Appointment requests (spec 2 §7.2 Appointment: appointmentRequest), registered from their contracts
 * (packages/shared/src/contracts/appointment-requests.ts).
 */
export const appointmentRequestsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifications: NotificationService;
}> = async (app, { db, notifications }) => {
  route(app, api.create, async (request) => ({
    error: 0 as const,
    appointmentRequest: await createRequest({
      db,
      principal: principalOf(request),
      notifications,
      body: request.body,
      context: requestContext(request),
    }),
  }));

  route(app, api.userList, async (request) => ({
    error: 0 as const,
    list: await listUserRequests({ db, principal: principalOf(request), user: request.params.user }),
  }));

  // The spec's path ends with a slash and names the project in the query; /project/{id} is accepted too.
  route(app, api.projectList, async (request) => ({
    error: 0 as const,
    list: await listProjectRequests({ db, principal: principalOf(request), project: request.query.project }),
  }));
  route(app, api.projectListByPath, async (request) => ({
    error: 0 as const,
    list: await listProjectRequests({ db, principal: principalOf(request), project: request.params.project }),
  }));

  route(app, api.close, async (request) => ({
    error: 0 as const,
    appointmentRequest: await closeRequest({
      db,
      principal: principalOf(request),
      id: request.params.id,
      body: request.body,
      context: requestContext(request),
    }),
  }));
};
