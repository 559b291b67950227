import { websiteEndpoints as api } from '@batir/shared/contracts/website';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { route } from '../../plugins/contracts';
import type { NotificationService } from '../notifications';
import { CONTACT_RECEIVED, submitWebsiteContact } from './website.service';

/** What the public website sends (spec 2 "Website: … form contact"). Public; rate-limited per address. */
export const websiteRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifications: NotificationService;
}> = async (app, { db, notifications }) => {
  route(app, api.contact, async (request) => {
    await submitWebsiteContact({ db, notifications, body: request.body, context: requestContext(request) });
    return { error: 0 as const, message: CONTACT_RECEIVED };
  });
};
