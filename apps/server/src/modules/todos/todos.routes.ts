import { todosEndpoints as api } from '@batir/shared/contracts/todos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import { alertCount, deleteToDo, listToDos, saveToDo, type ToDoUser } from './todos.service';

const userOf = (request: Parameters<typeof principalOf>[0]): ToDoUser => {
  const { userId, roles } = principalOf(request);
  return { id: userId, roles };
};

/**
 * To-dos and alerts (spec 2 §3.1 toDoList, §7.2 To-do: get, post, delete; §9 isAlert 1 is an alert),
 * registered from their contracts (packages/shared/src/contracts/todos.ts). Every staff member has his
 * own to-dos; customers and craftsmen have none.
 */
export const todosRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, api.list, async (request) => ({
    error: 0 as const,
    ...(await listToDos({ db, user: userOf(request), ...request.query })),
  }));

  route(app, api.alertCount, async (request) => ({
    error: 0 as const,
    alertCount: await alertCount({ db, userId: principalOf(request).userId }),
  }));

  route(app, api.save, async (request) => ({
    error: 0 as const,
    ...(await saveToDo({
      db,
      user: userOf(request),
      body: request.body,
      context: requestContext(request),
    })),
  }));

  route(app, api.remove, async (request) => ({
    error: 0 as const,
    message: 'Tâche supprimée.',
    ...(await deleteToDo({
      db,
      user: userOf(request),
      id: request.params.id,
      context: requestContext(request),
    })),
  }));
};
