import {
  ZContactAttributeBody,
  ZContactAttributeResponse,
  ZContactDoneResponse,
  ZContactIdBody,
  ZNewContactQuery,
  ZNewContactResponse,
} from '@batir/shared/contacts';
import { NEW_CONTACT_ROLES } from '@batir/shared/summary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { NotificationService } from '../notifications/notifications.service';
import { attributeContact, declineContact, deleteSpamContact, getNewContacts } from './summary.service';

const tags = ['Récapitulatif'];
/** Admins handle every new contact; a salesperson sees those of his area and takes them for himself. */
const handlers = { access: NEW_CONTACT_ROLES };
/** Declining and deleting answer for the company: admins only. */
const adminOnly = { access: ['admin'] as const };

/** The new-contact part of the summary (spec 1 §2.14; spec 2 §3.1, §7.3). */
export const summaryRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifications: NotificationService;
}> = async (app, { db, notifications }) => {
  app.get(
    '/summary/newContact',
    {
      config: handlers,
      schema: {
        tags,
        summary: 'Nouveaux contacts à attribuer (et le contact choisi : conseillers, doublons)',
        querystring: ZNewContactQuery,
        response: { 200: ZNewContactResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await getNewContacts({ db, principal: principalOf(request), ...request.query })),
    }),
  );

  app.put(
    '/summary/contactAttribute',
    {
      config: handlers,
      schema: {
        tags,
        summary: 'Attribue un contact à un conseiller (fusionné ou non avec un doublon)',
        body: ZContactAttributeBody,
        response: { 200: ZContactAttributeResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await attributeContact({
        db,
        notifications,
        principal: principalOf(request),
        body: request.body,
        context: requestContext(request),
      })),
    }),
  );

  /** Declining and deleting: admins only, the contact's id in, a message out. */
  const closeRoute = (url: string, summary: string, close: typeof declineContact) =>
    app.put(
      url,
      {
        config: adminOnly,
        schema: { tags, summary, body: ZContactIdBody, response: { 200: ZContactDoneResponse } },
      },
      async (request) => ({
        error: 0 as const,
        ...(await close({
          db,
          principal: principalOf(request),
          contactId: request.body.contactId,
          context: requestContext(request),
        })),
      }),
    );
  closeRoute(
    '/summary/contactNonAttribute',
    'Refuse un contact (un mail et un SMS le préviennent)',
    declineContact,
  );
  closeRoute('/summary/delete/contactSite', 'Supprime un contact indésirable', deleteSpamContact);
};
