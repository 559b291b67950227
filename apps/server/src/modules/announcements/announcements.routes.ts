import {
  ZAnnouncementBody,
  ZAnnouncementIdParams,
  ZAnnouncementListResponse,
  ZAnnouncementParams,
  ZAnnouncementResponse,
  ZMarkReadResponse,
} from '@batir/shared/announcements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { listAnnouncements, markAnnouncementRead, saveAnnouncement } from './announcements.service';

const tags = ['Annonces'];

/** Announcements (spec 1 §2.12): admins write them; everyone targeted acknowledges them. */
export const announcementsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/announcement',
    {
      config: { access: ['admin'] },
      schema: { tags, summary: 'Annonces', response: { 200: ZAnnouncementListResponse } },
    },
    async () => ({ error: 0 as const, list: await listAnnouncements({ db }) }),
  );

  app.post(
    '/announcement',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Nouvelle annonce',
        body: ZAnnouncementBody,
        response: { 200: ZAnnouncementResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      announcement: await saveAnnouncement({
        db,
        body: request.body,
        userId: principalOf(request).userId,
        context: requestContext(request),
      }),
    }),
  );

  app.put(
    '/announcement/:announcement',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Modifie une annonce',
        params: ZAnnouncementParams,
        body: ZAnnouncementBody,
        response: { 200: ZAnnouncementResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      announcement: await saveAnnouncement({
        db,
        id: request.params.announcement,
        body: request.body,
        userId: principalOf(request).userId,
        context: requestContext(request),
      }),
    }),
  );

  app.put(
    '/announcement/:id/markRead',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "J'ai compris",
        params: ZAnnouncementIdParams,
        response: { 200: ZMarkReadResponse },
      },
    },
    async (request) => {
      const { userId, roles } = principalOf(request);
      await markAnnouncementRead({ db, id: request.params.id, user: { id: userId, roles } });
      return { error: 0 as const, message: 'Annonce marquée comme lue.' };
    },
  );
};
