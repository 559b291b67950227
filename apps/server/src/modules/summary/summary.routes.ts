import { summaryEndpoints as api } from '@batir/shared/contracts/summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { NotificationService } from '../notifications';
import { attributeContact, declineContact, deleteSpamContact, getNewContacts } from './summary.service';

/**
 * The new-contact part of the summary (spec 1 §2.14; spec 2 §3.1, §7.3), registered from its contracts
 * (packages/shared/src/contracts/summary.ts). Declining and deleting are for admins only.
 */
export const summaryRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifications: NotificationService;
}> = async (app, { db, notifications }) => {
  route(app, api.newContacts, async (request) => ({
    error: 0 as const,
    ...(await getNewContacts({ db, principal: principalOf(request), ...request.query })),
  }));

  route(app, api.attributeContact, async (request) => ({
    error: 0 as const,
    ...(await attributeContact({
      db,
      notifications,
      principal: principalOf(request),
      body: request.body,
      context: requestContext(request),
    })),
  }));

  /** Declining and deleting: the contact's id in, a message out. */
  const close =
    (action: typeof declineContact) =>
    async (request: Parameters<typeof principalOf>[0] & { body: { contactId: number } }) => ({
      error: 0 as const,
      ...(await action({
        db,
        principal: principalOf(request),
        contactId: request.body.contactId,
        context: requestContext(request),
      })),
    });
  route(app, api.declineContact, close(declineContact));
  route(app, api.deleteContact, close(deleteSpamContact));
};
