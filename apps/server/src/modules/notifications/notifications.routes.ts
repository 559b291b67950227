import {
  ZMarkReadBody,
  ZNotificationCategoryKey,
  ZNotificationCreateBody,
  ZNotificationCreateResponse,
  ZNotificationIdParams,
  ZNotificationsResponse,
} from '@batir/shared/notifications';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { NotificationService } from './notifications.service';

const tags = ['Notifications'];
const config = { access: STAFF_ROLES };
const response = { 200: ZNotificationsResponse };

/** The notification panel of the staff shell (spec 1 §2.11, §7.2). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/backend_notification',
    { config, schema: { tags, summary: 'Notifications', response } },
    async (request) => ({
      error: 0 as const,
      ...(await notifications.list(principalOf(request))),
    }),
  );

  app.put(
    '/backend_notification/read',
    {
      config,
      schema: {
        tags,
        summary: 'Marque comme lues (toutes, ou les ids donnés)',
        body: ZMarkReadBody,
        response,
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await notifications.markRead({ reader: principalOf(request), ids: request.body?.ids })),
    }),
  );

  // Declared before `/:id` so "category" is never read as an id.
  app.delete(
    '/backend_notification/category',
    {
      config,
      schema: {
        tags,
        summary: 'Supprime une catégorie (scType, scName, scId en paramètres ou dans le corps)',
        querystring: ZNotificationCategoryKey.partial(),
        body: ZNotificationCategoryKey.partial().nullish(),
        response,
      },
    },
    async (request) => {
      const parsed = ZNotificationCategoryKey.safeParse({ ...request.query, ...(request.body ?? {}) });
      if (!parsed.success) {
        throw badRequest('Données invalides : scType, scName.', {
          scType: 'Indiquez la catégorie à supprimer',
        });
      }
      return {
        error: 0 as const,
        ...(await notifications.removeCategory({
          reader: principalOf(request),
          scType: parsed.data.scType,
          scName: parsed.data.scName,
          scId: parsed.data.scId ?? null,
        })),
      };
    },
  );

  app.delete(
    '/backend_notification/:id',
    {
      config,
      schema: { tags, summary: 'Supprime une notification', params: ZNotificationIdParams, response },
    },
    async (request) => ({
      error: 0 as const,
      ...(await notifications.remove({ reader: principalOf(request), id: request.params.id })),
    }),
  );

  app.post(
    '/backend_notification',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Envoie une notification (tous, des rôles ou des utilisateurs)',
        body: ZNotificationCreateBody,
        response: { 200: ZNotificationCreateResponse },
      },
    },
    async (request) => {
      const { all, roles, userIds, ...notification } = request.body;
      const recipients = await notifications.notify(
        { ...notification, recipients: { all, roles, userIds } },
        { userId: principalOf(request).userId, context: requestContext(request) },
      );
      return { error: 0 as const, recipients };
    },
  );
};
