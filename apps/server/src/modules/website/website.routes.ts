import { ZWebsiteContactBody, ZWebsiteContactResponse } from '@batir/shared/contacts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import type { NotificationService } from '../notifications/notifications.service';
import { CONTACT_RECEIVED, submitWebsiteContact } from './website.service';

/** What the public website sends (spec 2 "Website: … form contact"). */
export const websiteRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifications: NotificationService;
}> = async (app, { db, notifications }) => {
  app.post(
    '/website/form/contact',
    {
      // Public by nature; rate-limited per address in the service.
      config: { access: 'public' },
      schema: {
        tags: ['Site internet'],
        summary: 'Formulaire de contact du site',
        body: ZWebsiteContactBody,
        response: { 200: ZWebsiteContactResponse },
      },
    },
    async (request) => {
      await submitWebsiteContact({ db, notifications, body: request.body, context: requestContext(request) });
      return { error: 0 as const, message: CONTACT_RECEIVED };
    },
  );
};
