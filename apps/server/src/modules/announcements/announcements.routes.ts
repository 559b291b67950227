import { announcementsEndpoints as api } from '@batir/shared/contracts/announcements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import {
  deleteAnnouncement,
  listAnnouncements,
  markAnnouncementRead,
  saveAnnouncement,
} from './announcements.service';

/**
 * Announcements (spec 1 §2.12): admins write them; everyone targeted acknowledges them. Registered from
 * packages/shared/src/contracts/announcements.ts.
 */
export const announcementsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, api.list, async (request) => ({
    error: 0 as const,
    ...(await listAnnouncements({ db, ...request.query })),
  }));

  route(app, api.create, async (request) => ({
    error: 0 as const,
    announcement: await saveAnnouncement({
      db,
      body: request.body,
      userId: principalOf(request).userId,
      context: requestContext(request),
    }),
  }));

  route(app, api.update, async (request) => ({
    error: 0 as const,
    announcement: await saveAnnouncement({
      db,
      id: request.params.announcement,
      body: request.body,
      userId: principalOf(request).userId,
      context: requestContext(request),
    }),
  }));

  route(app, api.remove, async (request) => {
    await deleteAnnouncement({
      db,
      id: request.params.announcement,
      userId: principalOf(request).userId,
      context: requestContext(request),
    });
    return { error: 0 as const, message: 'Annonce supprimée.' };
  });

  route(app, api.markRead, async (request) => {
    const { userId, roles } = principalOf(request);
    await markAnnouncementRead({ db, id: request.params.id, user: { id: userId, roles } });
    return { error: 0 as const, message: 'Annonce marquée comme lue.' };
  });
};
