import { COMMON_ERRORS } from '@batir/shared/contract';
import { notificationsEndpoints as api } from '@batir/shared/contracts/notifications';
import { ZNotificationCategoryKey } from '@batir/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { NotificationService } from './notifications.service';

/** The notification panel of the staff shell (spec 1 §2.11, §7.2), from packages/shared/src/contracts/notifications.ts. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  route(app, api.list, async (request) => ({
    error: 0 as const,
    ...(await notifications.list(principalOf(request))),
  }));

  route(app, api.markRead, async (request) => ({
    error: 0 as const,
    ...(await notifications.markRead({ reader: principalOf(request), ids: request.body?.ids })),
  }));

  // Declared before `/:id` so "category" is never read as an id.
  route(app, api.removeCategory, async (request) => {
    const parsed = ZNotificationCategoryKey.safeParse({ ...request.query, ...(request.body ?? {}) });
    if (!parsed.success) {
      throw new AppError(COMMON_ERRORS.INVALID_INPUT, {
        message: 'Données invalides : scType, scName.',
        fields: { scType: 'Indiquez la catégorie à supprimer' },
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
  });

  route(app, api.remove, async (request) => ({
    error: 0 as const,
    ...(await notifications.remove({ reader: principalOf(request), id: request.params.id })),
  }));

  route(app, api.create, async (request) => {
    const { all, roles, userIds, ...notification } = request.body;
    const recipients = await notifications.notify(
      { ...notification, recipients: { all, roles, userIds } },
      { userId: principalOf(request).userId, context: requestContext(request) },
    );
    return { error: 0 as const, recipients };
  });
};
