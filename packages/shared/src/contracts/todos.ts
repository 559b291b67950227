/** Contracts of the to-dos and alerts (spec 2 §3.1 toDoList, §7.2 To-do: get, post, delete; §9 isAlert). */
import { defineErrors, endpoint } from '../contract';
import { STAFF_ROLES } from '../roles';
import {
  ZToDoAlertCountResponse,
  ZToDoBody,
  ZToDoDeleteResponse,
  ZToDoListQuery,
  ZToDoListResponse,
  ZToDoParams,
  ZToDoResponse,
} from '../todos';

export const TODOS_ERRORS = defineErrors({
  /** Missing, or someone else's: nobody learns which ids exist. */
  TODO_NOT_FOUND: { status: 404, message: 'Tâche introuvable.' },
  /** The project named by the to-do is missing or followed by someone else (fields: projectId). */
  TODO_PROJECT_NOT_LINKABLE: {
    status: 400,
    message: 'Projet introuvable ou suivi par un autre conseiller.',
  },
});

const tag = 'Tâches';
/** The back office's to-dos: every staff member has his own; customers and craftsmen have none. */
const staff = STAFF_ROLES;

export const todosEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/toDo',
    tag,
    summary: 'Mes tâches (une page ; `day` : celles du jour et les retards)',
    access: staff,
    query: ZToDoListQuery,
    response: ZToDoListResponse,
  }),
  alertCount: endpoint({
    method: 'GET',
    path: '/api/toDo/alertCount',
    tag,
    summary: 'Nombre de mes alertes ouvertes arrivées à échéance (menu du haut)',
    access: staff,
    response: ZToDoAlertCountResponse,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/toDo',
    tag,
    summary: 'Crée une tâche, ou la modifie quand `id` est donné (cocher « fait »)',
    access: staff,
    body: ZToDoBody,
    response: ZToDoResponse,
    errors: [TODOS_ERRORS.TODO_NOT_FOUND, TODOS_ERRORS.TODO_PROJECT_NOT_LINKABLE],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/toDo/:id',
    tag,
    summary: 'Supprime une de mes tâches',
    access: staff,
    params: ZToDoParams,
    response: ZToDoDeleteResponse,
    errors: [TODOS_ERRORS.TODO_NOT_FOUND],
  }),
};
