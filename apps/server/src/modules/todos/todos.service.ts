import { TODOS_ERRORS } from '@batir/shared/contracts/todos';
import { can } from '@batir/shared/policy';
import type { Role } from '@batir/shared/roles';
import { parisDay, type TToDo, type TToDoValues } from '@batir/shared/todos';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import * as repo from './todos.repository';

/**
 * Ownership rule: everyone, admins included, reads and changes only his own to-dos (no manager column
 * exists yet, so nobody sees a team's list). A to-do may name a project: admins and the design office
 * may name any project, salespeople and network leaders only the projects they follow.
 */
export type ToDoUser = { id: number; roles: readonly Role[] };

const anyProject = (user: ToDoUser) => can(user, 'project.readAll');

const toToDo = (row: repo.ToDoRow): TToDo => ({
  id: row.id,
  text: row.text,
  dueDate: row.dueDate,
  isAlert: row.isAlert === 1 ? 1 : 0,
  done: row.done,
  doneAt: row.doneAt?.toISOString() ?? null,
  project:
    row.projectId === null || row.projectName === null ? null : { id: row.projectId, name: row.projectName },
  createdAt: row.createdAt.toISOString(),
});

/** The top menu's `Alertes` count: open alerts due today (Paris) or earlier. */
export function alertCount(options: { db: Database; userId: number; now?: Date }): Promise<number> {
  return repo.countDueAlerts(options.db, options.userId, parisDay(options.now));
}

export async function listToDos(options: {
  db: Database;
  user: ToDoUser;
  day?: string | undefined;
  projectId?: number | undefined;
  done?: '0' | '1' | undefined;
  page: number;
  limit: number;
}) {
  const { db, user, page, limit } = options;
  const filter: repo.ToDoFilter = { userId: user.id };
  if (options.day !== undefined) filter.day = options.day;
  if (options.projectId !== undefined) filter.projectId = options.projectId;
  if (options.done !== undefined) filter.done = options.done === '1';
  const [{ rows, total }, alerts] = await Promise.all([
    repo.listPage(db, filter, { limit, offset: (page - 1) * limit }),
    alertCount({ db, userId: user.id }),
  ]);
  return { list: rows.map(toToDo), total, page, limit, alertCount: alerts };
}

/** Creates (no id) or replaces one of the caller's to-dos; the change and its audit row land together. */
export async function saveToDo(options: {
  db: Database;
  user: ToDoUser;
  body: TToDoValues;
  context: RequestContext;
}): Promise<{ toDo: TToDo; alertCount: number }> {
  const { db, user, body, context } = options;
  const { id, ...values } = body;
  const savedId = await db.transaction(async (tx) => {
    if (values.projectId !== null) {
      const project = await repo.linkableProject(tx, values.projectId, {
        id: user.id,
        anyProject: anyProject(user),
      });
      if (!project)
        throw new AppError(TODOS_ERRORS.TODO_PROJECT_NOT_LINKABLE, {
          fields: { projectId: TODOS_ERRORS.TODO_PROJECT_NOT_LINKABLE.message },
        });
    }
    const before = id === undefined ? undefined : await repo.findOwned(tx, id, user.id);
    if (id !== undefined && !before) throw new AppError(TODOS_ERRORS.TODO_NOT_FOUND);
    let newId = id;
    if (newId === undefined) newId = await repo.insert(tx, user.id, values);
    else await repo.update(tx, newId, user.id, values);
    await writeAudit(tx, {
      userId: user.id,
      action: before ? 'todo.update' : 'todo.create',
      entity: 'todo',
      entityId: newId,
      before: before ? toToDo(before) : null,
      after: values,
      ip: context.ip,
      requestId: context.requestId,
    });
    return newId;
  });
  const row = await repo.findOwned(db, savedId, user.id);
  if (!row) throw new AppError(TODOS_ERRORS.TODO_NOT_FOUND);
  return { toDo: toToDo(row), alertCount: await alertCount({ db, userId: user.id }) };
}

/** Someone else's to-do is "introuvable": nobody learns which ids exist. */
export async function deleteToDo(options: {
  db: Database;
  user: ToDoUser;
  id: number;
  context: RequestContext;
}): Promise<{ alertCount: number }> {
  const { db, user, id, context } = options;
  await db.transaction(async (tx) => {
    const before = await repo.findOwned(tx, id, user.id);
    if (!before) throw new AppError(TODOS_ERRORS.TODO_NOT_FOUND);
    await repo.remove(tx, id, user.id);
    await writeAudit(tx, {
      userId: user.id,
      action: 'todo.delete',
      entity: 'todo',
      entityId: id,
      before: toToDo(before),
      after: null,
      ip: context.ip,
      requestId: context.requestId,
    });
  });
  return { alertCount: await alertCount({ db, userId: user.id }) };
}
