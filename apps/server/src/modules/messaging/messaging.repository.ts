import { and, arrayOverlaps, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { comments, conversations, customers, files, projects, users } from '../../db/schema';
import { userOpensProjectSql } from '../projects';

/**
 * A project's conversation: its row (none until the first message written through the messaging routes)
 * and the project facts every check needs. The messages are the project's comments (type `project`).
 */
export type ConversationRow = {
  id: number | null;
  projectId: number;
  title: string | null;
  recipientId: number | null;
  isFollowed: boolean;
  closedAt: Date | null;
  /** ANSWERER: the recipient while he opens the project, else the project's salesperson. */
  answererId: number | null;
  answererSurname: string | null;
  answererName: string | null;
};

/**
 * The project and its conversation under the aliases `p` and `v`: ANSWERER and userOpensProjectSql (projects)
 * name them so, and so do the raw lists that use ANSWERER (summary-lists).
 */
const p = alias(projects, 'p');
const v = alias(conversations, 'v');

/**
 * Who answers a project's customer messages, on `projects p` left-joined to `conversations v`: the
 * conversation's recipient while he may still open the project, else the project's salesperson. Resolved
 * where it is read rather than by clearing recipient_id wherever projects.salesman_id changes (prospect
 * sheet, contact merge, reassignments…) or a role is withdrawn: one rule that no new writer can forget.
 * Notifications, the conversation's answerer, the message lists and their read toggle all use it.
 */
export const ANSWERER = sql`case when ${userOpensProjectSql(sql`${v.recipientId}`)}
  then ${v.recipientId} else ${p.salesmanId} end`;

const answerer = alias(users, 'r');

export async function findByProject(db: Db, projectId: number): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select({
      id: v.id,
      projectId: p.id,
      title: v.title,
      recipientId: v.recipientId,
      isFollowed: sql<boolean>`coalesce(${v.isFollowed}, false)`,
      closedAt: v.closedAt,
      answererId: answerer.id,
      answererSurname: answerer.surname,
      answererName: answerer.name,
    })
    .from(p)
    .leftJoin(v, eq(v.projectId, p.id))
    .leftJoin(answerer, eq(answerer.id, ANSWERER))
    .where(eq(p.id, projectId));
  return row;
}

/** The project of a conversation id (the ownership check then runs on the project). */
export async function projectOfConversation(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: conversations.projectId })
    .from(conversations)
    .where(eq(conversations.id, id));
  return row?.projectId;
}

/** The household and project names, and the customer's account, for notifications. */
export async function projectLabel(db: Db, projectId: number) {
  const [row] = await db
    .select({
      name: projects.name,
      name1: customers.name1,
      surname1: customers.surname1,
      name2: customers.name2,
      surname2: customers.surname2,
      customerUserId: customers.userId,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(projects.id, projectId));
  return row;
}

export type MessageRow = {
  id: number;
  fromCustomer: boolean;
  authorId: number | null;
  authorSurname: string | null;
  authorName: string | null;
  impersonatorId: number | null;
  impersonatorSurname: string | null;
  impersonatorName: string | null;
  subject: string;
  text: string;
  files: { id: number; name: string }[];
  readAt: Date | null;
  editedAt: Date | null;
  transferredTo: number | null;
  transferredSurname: string | null;
  transferredName: string | null;
  transferReason: string | null;
  createdAt: Date;
};

/** The project's messages (comments of type `project`). */
const ofProject = (projectId: number) => and(eq(comments.type, 'project'), eq(comments.linkedId, projectId));

const author = alias(users, 'a');
const impersonator = alias(users, 'i');
const transferredTo = alias(users, 't');

/** A page of the conversation, newest first (comments_linked_idx), with the total. */
export async function listMessages(
  db: Db,
  projectId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: comments.id,
        fromCustomer: comments.fromCustomer,
        authorId: comments.authorId,
        authorSurname: author.surname,
        authorName: author.name,
        impersonatorId: comments.impersonatorId,
        impersonatorSurname: impersonator.surname,
        impersonatorName: impersonator.name,
        subject: comments.subject,
        text: comments.text,
        // Read in the same statement (a correlated subquery on files' primary key, no N+1).
        files: sql<{ id: number; name: string }[]>`(select coalesce(
            json_agg(json_build_object('id', ${files.id}, 'name', ${files.originalName}) order by ${files.id}),
            '[]'::json)
          from ${files} where ${files.id} = any(${comments.fileIds}))`,
        readAt: comments.readAt,
        editedAt: comments.editedAt,
        transferredTo: comments.transferredTo,
        transferredSurname: transferredTo.surname,
        transferredName: transferredTo.name,
        transferReason: comments.transferReason,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .leftJoin(author, eq(author.id, comments.authorId))
      .leftJoin(impersonator, eq(impersonator.id, comments.impersonatorId))
      .leftJoin(transferredTo, eq(transferredTo.id, comments.transferredTo))
      .where(ofProject(projectId))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(comments).where(ofProject(projectId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Messages of one side not yet read by the other. */
const unreadOf = (projectId: number, fromCustomer: boolean) =>
  and(ofProject(projectId), eq(comments.fromCustomer, fromCustomer), isNull(comments.readAt));

/** How many messages of one side the other has not read. */
export async function countUnread(db: Db, projectId: number, fromCustomer: boolean): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(unreadOf(projectId, fromCustomer));
  return row?.n ?? 0;
}

/** Marks read the messages of one side (read by the other); the ids marked. */
export async function markRead(db: Db, projectId: number, fromCustomer: boolean): Promise<number[]> {
  const rows = await db
    .update(comments)
    .set({ readAt: sql`now()` })
    .where(unreadOf(projectId, fromCustomer))
    .returning({ id: comments.id });
  return rows.map((row) => row.id);
}

/**
 * The project's conversation row, created if missing (one per project: the unique project_id settles two
 * first messages at once); a new message reopens a closed conversation. A title or recipient left
 * undefined takes the column's default ('Liste des messages', none).
 */
export async function ensureConversation(
  tx: Tx,
  values: { projectId: number; title?: string | undefined; recipientId?: number | undefined },
): Promise<number> {
  const [row] = await tx
    .insert(conversations)
    .values({ projectId: values.projectId, title: values.title, recipientId: values.recipientId })
    .onConflictDoUpdate({
      target: conversations.projectId,
      set: { updatedAt: sql`now()`, closedAt: null, closedBy: null },
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error('conversation not saved');
  return row.id;
}

export async function insertMessage(
  tx: Tx,
  values: {
    projectId: number;
    text: string;
    authorId: number;
    impersonatorId: number | null;
    fromCustomer: boolean;
    fileIds: number[];
    copyTo: number[];
  },
): Promise<number> {
  const { projectId, ...message } = values;
  const [row] = await tx
    .insert(comments)
    .values({ type: 'project', linkedId: projectId, ...message })
    .returning({ id: comments.id });
  if (!row) throw new Error('message not inserted');
  return row.id;
}

/** Which of these ids are files of the project (type `project`). */
export async function projectFileIds(db: Db, projectId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.type, 'project'), eq(files.linkedId, projectId), inArray(files.id, ids)));
  return rows.map((row) => row.id);
}

/** Active staff accounts among these ids (recipients, copies, transfers). */
export async function activeStaff(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, surname: users.surname, name: users.name, roles: users.roles })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        eq(users.isActive, true),
        arrayOverlaps(users.roles, ['admin', 'technical', 'salesman']),
      ),
    );
}

/** One message of a conversation, locked for a change. */
export async function lockMessage(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: comments.id,
      projectId: comments.linkedId,
      authorId: comments.authorId,
      impersonatorId: comments.impersonatorId,
      fromCustomer: comments.fromCustomer,
      readAt: comments.readAt,
      text: comments.text,
    })
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.type, 'project')))
    .for('update');
  return row;
}

/** The project of a message (ownership is then checked on it). */
export async function projectOfMessage(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: comments.linkedId })
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.type, 'project')));
  return row?.projectId;
}

export async function editMessage(tx: Tx, id: number, text: string) {
  await tx.update(comments).set({ text, editedAt: sql`now()` }).where(eq(comments.id, id));
}

/** Passed on: a customer's message is unread again, for the colleague who now answers it. */
export async function transferMessage(tx: Tx, id: number, to: number, reason: string, fromCustomer: boolean) {
  const patch: Partial<typeof comments.$inferInsert> = { transferredTo: to, transferReason: reason || null };
  if (fromCustomer) patch.readAt = null;
  await tx.update(comments).set(patch).where(eq(comments.id, id));
}

/** Locks the conversation row (for a state change). */
export async function lockConversation(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: conversations.id,
      projectId: conversations.projectId,
      recipientId: conversations.recipientId,
      isFollowed: conversations.isFollowed,
      closedAt: conversations.closedAt,
    })
    .from(conversations)
    .where(eq(conversations.id, id))
    .for('update');
  return row;
}

export async function setRecipient(tx: Tx, id: number, recipientId: number) {
  await tx.update(conversations).set({ recipientId, updatedAt: sql`now()` }).where(eq(conversations.id, id));
}

export async function setFollowed(tx: Tx, id: number, isFollowed: boolean) {
  await tx.update(conversations).set({ isFollowed, updatedAt: sql`now()` }).where(eq(conversations.id, id));
}

export async function close(tx: Tx, id: number, userId: number) {
  await tx
    .update(conversations)
    .set({ closedAt: sql`now()`, closedBy: userId, updatedAt: sql`now()` })
    .where(eq(conversations.id, id));
}
