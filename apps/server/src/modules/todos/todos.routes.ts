import { STAFF_ROLES } from '@batir/shared/roles';
import {
  ZToDoAlertCountResponse,
  ZToDoBody,
  ZToDoDeleteResponse,
  ZToDoListQuery,
  ZToDoListResponse,
  ZToDoParams,
  ZToDoResponse,
} from '@batir/shared/todos';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { alertCount, deleteToDo, listToDos, saveToDo, type ToDoUser } from './todos.service';

const tags = ['Tâches'];
/** The back office's to-dos: every staff member has his own; customers and craftsmen have none. */
const staff = { access: STAFF_ROLES };

const userOf = (request: FastifyRequest): ToDoUser => {
  const { userId, roles } = principalOf(request);
  return { id: userId, roles };
};

/** To-dos and alerts (spec 2 §3.1 toDoList, §7.2 To-do: get, post, delete; §9 isAlert 1 is an alert). */
export const todosRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/toDo',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mes tâches (une page ; `day` : celles du jour et les retards)',
        querystring: ZToDoListQuery,
        response: { 200: ZToDoListResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await listToDos({ db, user: userOf(request), ...request.query })),
    }),
  );

  app.get(
    '/toDo/alertCount',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Nombre de mes alertes ouvertes arrivées à échéance (menu du haut)',
        response: { 200: ZToDoAlertCountResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      alertCount: await alertCount({ db, userId: principalOf(request).userId }),
    }),
  );

  app.post(
    '/toDo',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Crée une tâche, ou la modifie quand `id` est donné (cocher « fait »)',
        body: ZToDoBody,
        response: { 200: ZToDoResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      ...(await saveToDo({
        db,
        user: userOf(request),
        body: request.body,
        context: requestContext(request),
      })),
    }),
  );

  app.delete(
    '/toDo/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Supprime une de mes tâches',
        params: ZToDoParams,
        response: { 200: ZToDoDeleteResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      message: 'Tâche supprimée.',
      ...(await deleteToDo({
        db,
        user: userOf(request),
        id: request.params.id,
        context: requestContext(request),
      })),
    }),
  );
};
