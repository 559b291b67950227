import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, todos } from '../../db/schema';

const columns = {
  id: todos.id,
  text: todos.text,
  dueDate: todos.dueDate,
  isAlert: todos.isAlert,
  done: todos.done,
  doneAt: todos.doneAt,
  createdAt: todos.createdAt,
  projectId: projects.id,
  projectName: projects.name,
};

export type ToDoRow = NonNullable<Awaited<ReturnType<typeof findOwned>>>;

export type ToDoFilter = { userId: number; day?: string; projectId?: number; done?: boolean };

/** Always the owner's rows: ownership is part of every query, not a check after the fact. */
function whereOf(filter: ToDoFilter) {
  return and(
    eq(todos.userId, filter.userId),
    filter.day === undefined
      ? undefined
      : sql`(${todos.dueDate} = ${filter.day} or (${todos.dueDate} < ${filter.day} and not ${todos.done}))`,
    filter.projectId === undefined ? undefined : eq(todos.projectId, filter.projectId),
    filter.done === undefined ? undefined : eq(todos.done, filter.done),
  );
}

/** Open first, then by due date; the oldest open to-do is the most urgent. */
export async function listPage(db: Db, filter: ToDoFilter, page: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(todos)
      .leftJoin(projects, eq(projects.id, todos.projectId))
      .where(where)
      .orderBy(todos.done, todos.dueDate, desc(todos.isAlert), todos.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(todos).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Open alerts due on `day` or before (the partial index todos_open_alerts_idx answers this). */
export async function countDueAlerts(db: Db, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(todos)
    .where(
      and(eq(todos.userId, userId), eq(todos.isAlert, 1), eq(todos.done, false), lte(todos.dueDate, day)),
    );
  return row?.total ?? 0;
}

export async function findOwned(db: Db, id: number, userId: number) {
  const [row] = await db
    .select(columns)
    .from(todos)
    .leftJoin(projects, eq(projects.id, todos.projectId))
    .where(and(eq(todos.id, id), eq(todos.userId, userId)))
    .limit(1);
  return row;
}

/** The project, when it exists and this user may link a to-do to it (`anyProject`, or he follows it). */
export async function linkableProject(db: Db, projectId: number, user: { id: number; anyProject: boolean }) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), user.anyProject ? undefined : eq(projects.salesmanId, user.id)))
    .limit(1);
  return row;
}

type Values = {
  text: string;
  dueDate: string;
  isAlert: 0 | 1;
  done: boolean;
  projectId: number | null;
};

export async function insert(db: Db, userId: number, values: Values): Promise<number> {
  const [row] = await db
    .insert(todos)
    .values({ ...values, userId, doneAt: values.done ? sql`now()` : null })
    .returning({ id: todos.id });
  if (!row) throw new Error('to-do insert returned no row');
  return row.id;
}

/** Keeps the first `doneAt` while the to-do stays done; clears it when reopened. */
export async function update(db: Db, id: number, userId: number, values: Values) {
  await db
    .update(todos)
    .set({
      ...values,
      doneAt: values.done ? sql`coalesce(${todos.doneAt}, now())` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(todos.id, id), eq(todos.userId, userId)));
}

export async function remove(db: Db, id: number, userId: number) {
  await db.delete(todos).where(and(eq(todos.id, id), eq(todos.userId, userId)));
}
