import {
  ZConversationByProjectParams,
  ZConversationPageQuery,
  ZConversationParams,
  ZConversationResponse,
  ZEditMessageBody,
  ZMailboxMessageParams,
  ZMailboxMessageResponse,
  ZNewConversationBody,
  ZReplyBody,
  ZSwitchRecipientBody,
  ZTransferBody,
} from '@batir/shared/messaging';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { NotificationService } from '../notifications/notifications.service';
import * as service from './messaging.service';

/**
 * Messaging (spec 3 §7): the conversation of a project between its customer and the company. Customers
 * read and write those of their own projects; staff by the project rule (grid operators read only);
 * recipient, follow, close and transfer are staff's; craftsmen none. See messaging.service.
 */
const staff = { access: STAFF_ROLES };
const staffAndCustomers = { access: [...STAFF_ROLES, 'customer' as const] };
const tags = ['Messagerie'];

export const messagingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifications: NotificationService;
}> = async (app, { db, notifications }) => {
  app.get(
    '/conversation-by-project/:project',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: 'La conversation du projet avec son client (messages du plus récent au plus ancien)',
        params: ZConversationByProjectParams,
        querystring: ZConversationPageQuery,
        response: { 200: ZConversationResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      conversation: await service.conversationByProject({
        db,
        caller: principalOf(request),
        projectId: request.params.project,
        page: request.query,
      }),
    }),
  );

  app.get(
    '/conversation/:id',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: 'Une conversation (messages du plus récent au plus ancien)',
        params: ZConversationParams,
        querystring: ZConversationPageQuery,
        response: { 200: ZConversationResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      conversation: await service.conversationById({
        db,
        caller: principalOf(request),
        id: request.params.id,
        page: request.query,
      }),
    }),
  );

  app.post(
    '/conversation',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: 'Écrit sur la conversation du projet (créée avec son premier message)',
        body: ZNewConversationBody,
        response: { 200: ZConversationResponse },
      },
    },
    async (request) => {
      const { project, ...body } = request.body;
      const { conversation } = await service.writeMessage({
        db,
        caller: principalOf(request),
        notifications,
        projectId: project,
        body,
        context: requestContext(request),
      });
      return { error: 0 as const, conversation };
    },
  );

  app.post(
    '/conversation/:id/reply',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: 'Répond sur une conversation',
        params: ZConversationParams,
        body: ZReplyBody,
        response: { 200: ZConversationResponse },
      },
    },
    async (request) => {
      const caller = principalOf(request);
      const projectId = await service.projectIdOfConversation({ db, caller, id: request.params.id });
      const { conversation } = await service.writeMessage({
        db,
        caller,
        notifications,
        projectId,
        body: request.body,
        context: requestContext(request),
      });
      return { error: 0 as const, conversation };
    },
  );

  app.put(
    '/conversation/:id/switchRecipient',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Confie la conversation à un collaborateur (qui répondra au client)',
        params: ZConversationParams,
        body: ZSwitchRecipientBody,
        response: { 200: ZConversationResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      conversation: await service.switchRecipient({
        db,
        caller: principalOf(request),
        notifications,
        id: request.params.id,
        recipient: request.body.recipient,
        context: requestContext(request),
      }),
    }),
  );

  app.put(
    '/conversation/:id/switchIsFollow',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Suit la conversation (« Messages suivis »), ou cesse de la suivre',
        params: ZConversationParams,
        response: { 200: ZConversationResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      conversation: await service.switchIsFollow({
        db,
        caller: principalOf(request),
        id: request.params.id,
        context: requestContext(request),
      }),
    }),
  );

  app.put(
    '/conversation/:id/close',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Clôt la conversation (les messages du client sont marqués lus)',
        params: ZConversationParams,
        response: { 200: ZConversationResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      conversation: await service.closeConversation({
        db,
        caller: principalOf(request),
        id: request.params.id,
        context: requestContext(request),
      }),
    }),
  );

  app.put(
    '/mailbox/message/:id/edit',
    {
      config: staffAndCustomers,
      schema: {
        tags,
        summary: "Corrige un message (son auteur, tant que l'autre partie ne l'a pas lu)",
        params: ZMailboxMessageParams,
        body: ZEditMessageBody,
        response: { 200: ZMailboxMessageResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      message: 'Message modifié.',
      conversation: await service.editMessage({
        db,
        caller: principalOf(request),
        id: request.params.id,
        content: request.body.content,
        context: requestContext(request),
      }),
    }),
  );

  app.post(
    '/mailbox/message/:id/transfer',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Transmet un message (et la conversation) à un collaborateur',
        params: ZMailboxMessageParams,
        body: ZTransferBody,
        response: { 200: ZMailboxMessageResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      message: 'Message transmis.',
      conversation: await service.transferMessage({
        db,
        caller: principalOf(request),
        notifications,
        id: request.params.id,
        transferTo: request.body.transferTo,
        reason: request.body.reason,
        context: requestContext(request),
      }),
    }),
  );
};
