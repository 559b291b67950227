import { messagingEndpoints as api } from '@batir/shared/contracts/messaging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { NotificationService } from '../notifications';
import * as service from './messaging.service';

/**
 * Messaging (spec 3 §7): the conversation of a project between its customer and the company. Customers
 * read and write those of their own projects; staff by the project rule (grid operators read only);
 * recipient, follow, close and transfer are staff's; craftsmen none. See messaging.service. Registered from
 * packages/shared/src/contracts/messaging.ts.
 */

export const messagingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifications: NotificationService;
}> = async (app, { db, notifications }) => {
  route(app, api.byProject, async (request) => ({
    error: 0 as const,
    conversation: await service.conversationByProject({
      db,
      caller: principalOf(request),
      projectId: request.params.project,
      page: request.query,
    }),
  }));

  route(app, api.byId, async (request) => ({
    error: 0 as const,
    conversation: await service.conversationById({
      db,
      caller: principalOf(request),
      id: request.params.id,
      page: request.query,
    }),
  }));

  route(app, api.write, async (request) => {
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
  });

  route(app, api.reply, async (request) => {
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
  });

  route(app, api.switchRecipient, async (request) => ({
    error: 0 as const,
    conversation: await service.switchRecipient({
      db,
      caller: principalOf(request),
      notifications,
      id: request.params.id,
      recipient: request.body.recipient,
      context: requestContext(request),
    }),
  }));

  route(app, api.switchIsFollow, async (request) => ({
    error: 0 as const,
    conversation: await service.switchIsFollow({
      db,
      caller: principalOf(request),
      id: request.params.id,
      context: requestContext(request),
    }),
  }));

  route(app, api.close, async (request) => ({
    error: 0 as const,
    conversation: await service.closeConversation({
      db,
      caller: principalOf(request),
      id: request.params.id,
      context: requestContext(request),
    }),
  }));

  route(app, api.editMessage, async (request) => ({
    error: 0 as const,
    message: 'Message modifié.',
    conversation: await service.editMessage({
      db,
      caller: principalOf(request),
      id: request.params.id,
      content: request.body.content,
      context: requestContext(request),
    }),
  }));

  route(app, api.transferMessage, async (request) => ({
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
  }));
};
