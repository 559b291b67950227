import {
  ZAnnouncementBody,
  ZAnnouncementIdParams,
  ZAnnouncementListQuery,
  ZAnnouncementListResponse,
  ZAnnouncementMessageResponse,
  ZAnnouncementParams,
  ZAnnouncementResponse,
} from '@batir/shared/announcements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import {
  deleteAnnouncement,
  listAnnouncements,
  markAnnouncementRead,
  saveAnnouncement,
} from './announcements.service';

const tags = ['Annonces'];
const adminOnly = { access: ['admin'] as const };

/** Announcements (spec 1 §2.12): admins write them; everyone targeted acknowledges them. */
export const announcementsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/announcement',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Annonces (une page, les plus récentes en premier)',
        querystring: ZAnnouncementListQuery,
        response: { 200: ZAnnouncementListResponse },
      },
    },
    async (request) => ({ error: 0 as const, ...(await listAnnouncements({ db, ...request.query })) }),
  );

  app.post(
    '/announcement',
    {
      config: adminOnly,
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
      config: adminOnly,
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

  app.delete(
    '/announcement/:announcement',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Supprime une annonce',
        params: ZAnnouncementParams,
        response: { 200: ZAnnouncementMessageResponse },
      },
    },
    async (request) => {
      await deleteAnnouncement({
        db,
        id: request.params.announcement,
        userId: principalOf(request).userId,
        context: requestContext(request),
      });
      return { error: 0 as const, message: 'Annonce supprimée.' };
    },
  );

  app.put(
    '/announcement/:id/markRead',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "J'ai compris",
        params: ZAnnouncementIdParams,
        response: { 200: ZAnnouncementMessageResponse },
      },
    },
    async (request) => {
      const { userId, roles } = principalOf(request);
      await markAnnouncementRead({ db, id: request.params.id, user: { id: userId, roles } });
      return { error: 0 as const, message: 'Annonce marquée comme lue.' };
    },
  );
};
