import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
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
  closedAt: Date | string | null;
  /** ANSWERER: the recipient while he opens the project, else the project's salesperson. */
  answererId: number | null;
  answererSurname: string | null;
  answererName: string | null;
};

/**
 * Who answers a project's customer messages, on `projects p` left-joined to `conversations v`: the
 * conversation's recipient while he may still open the project, else the project's salesperson. Resolved
 * where it is read rather than by clearing recipient_id wherever projects.salesman_id changes (prospect
 * sheet, contact merge, reassignments…) or a role is withdrawn: one rule that no new writer can forget.
 * Notifications, the conversation's answerer, the message lists and their read toggle all use it.
 */
export const ANSWERER = sql`case when ${userOpensProjectSql(sql`v.recipient_id`)}
  then v.recipient_id else p.salesman_id end`;

const CONVERSATION_SELECT = sql`select v.id, p.id as "projectId", v.title, v.recipient_id as "recipientId",
    coalesce(v.is_followed, false) as "isFollowed", v.closed_at as "closedAt",
    r.id as "answererId", r.surname as "answererSurname", r.name as "answererName"
  from projects p
  left join conversations v on v.project_id = p.id
  left join users r on r.id = ${ANSWERER}`;

export async function findByProject(db: Db, projectId: number): Promise<ConversationRow | undefined> {
  const [row] = await queryRows<ConversationRow>(db, sql`${CONVERSATION_SELECT} where p.id = ${projectId}`);
  return row;
}

/** The project of a conversation id (the ownership check then runs on the project). */
export async function projectOfConversation(db: Db, id: number): Promise<number | undefined> {
  const [row] = await queryRows<{ projectId: number }>(
    db,
    sql`select project_id as "projectId" from conversations where id = ${id}`,
  );
  return row?.projectId;
}

/** The household and project names, and the customer's account, for notifications. */
export async function projectLabel(db: Db, projectId: number) {
  const [row] = await queryRows<{
    name: string;
    name1: string;
    surname1: string;
    name2: string;
    surname2: string;
    customerUserId: number | null;
  }>(
    db,
    sql`select p.name, c.name1, c.surname1, c.name2, c.surname2, c.user_id as "customerUserId"
      from projects p join customers c on c.id = p.customer_id where p.id = ${projectId}`,
  );
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
  readAt: Date | string | null;
  editedAt: Date | string | null;
  transferredTo: number | null;
  transferredSurname: string | null;
  transferredName: string | null;
  transferReason: string | null;
  createdAt: Date | string;
};

/** The files are read in the same statement (a correlated subquery on files' primary key, no N+1). */
const MESSAGE_SELECT = sql`select m.id, m.from_customer as "fromCustomer", m.author_id as "authorId",
    a.surname as "authorSurname", a.name as "authorName", m.impersonator_id as "impersonatorId",
    i.surname as "impersonatorSurname", i.name as "impersonatorName", m.subject, m.text,
    (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.original_name) order by f.id), '[]'::json)
      from files f where f.id = any(m.file_ids)) as files,
    m.read_at as "readAt", m.edited_at as "editedAt", m.transferred_to as "transferredTo",
    t.surname as "transferredSurname", t.name as "transferredName", m.transfer_reason as "transferReason",
    m.created_at as "createdAt"
  from comments m
  left join users a on a.id = m.author_id
  left join users i on i.id = m.impersonator_id
  left join users t on t.id = m.transferred_to`;

/** A page of the conversation, newest first (comments_linked_idx), with the total. */
export async function listMessages(db: Db, projectId: number, page: { offset: number; limit: number }) {
  const [rows, totals] = await Promise.all([
    queryRows<MessageRow>(
      db,
      sql`${MESSAGE_SELECT} where m.type = 'project' and m.linked_id = ${projectId}
        order by m.created_at desc, m.id desc offset ${page.offset} limit ${page.limit}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from comments where type = 'project' and linked_id = ${projectId}`,
    ),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Messages of one side not yet read by the other. */
export async function countUnread(db: Db, projectId: number, fromCustomer: boolean): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from comments
      where type = 'project' and linked_id = ${projectId} and from_customer = ${fromCustomer} and read_at is null`,
  );
  return row?.n ?? 0;
}

/** Marks read the messages of one side (read by the other); the ids marked. */
export async function markRead(db: Db, projectId: number, fromCustomer: boolean): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update comments set read_at = now()
      where type = 'project' and linked_id = ${projectId} and from_customer = ${fromCustomer} and read_at is null
      returning id`,
  );
  return rows.map((row) => row.id);
}

/**
 * The project's conversation row, created if missing (one per project: the unique project_id settles two
 * first messages at once); a new message reopens a closed conversation.
 */
export async function ensureConversation(
  tx: Tx,
  values: { projectId: number; title?: string | undefined; recipientId?: number | undefined },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into conversations (project_id, title, recipient_id)
      values (${values.projectId}, coalesce(${values.title ?? null}, 'Liste des messages'), ${values.recipientId ?? null})
      on conflict (project_id) do update set updated_at = now(), closed_at = null, closed_by = null
      returning id`,
  );
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
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into comments (type, linked_id, text, author_id, impersonator_id, from_customer, file_ids, copy_to)
      values ('project', ${values.projectId}, ${values.text}, ${values.authorId}, ${values.impersonatorId},
        ${values.fromCustomer}, ${intArray(values.fileIds)}, ${intArray(values.copyTo)})
      returning id`,
  );
  if (!row) throw new Error('message not inserted');
  return row.id;
}

const intArray = (ids: number[]): SQL =>
  ids.length
    ? sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]`
    : sql`'{}'::integer[]`;

/** Which of these ids are files of the project (type `project`). */
export async function projectFileIds(db: Db, projectId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from files where type = 'project' and linked_id = ${projectId} and id = any(${intArray(ids)})`,
  );
  return rows.map((row) => row.id);
}

/** Active staff accounts among these ids (recipients, copies, transfers). */
export async function activeStaff(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return queryRows<{ id: number; surname: string; name: string; roles: string[] }>(
    db,
    sql`select id, surname, name, roles from users
      where id = any(${intArray(ids)}) and is_active
        and roles && array['admin', 'technical', 'salesman']::text[]`,
  );
}

/** One message of a conversation, locked for a change. */
export async function lockMessage(tx: Tx, id: number) {
  const [row] = await queryRows<{
    id: number;
    projectId: number;
    authorId: number | null;
    impersonatorId: number | null;
    fromCustomer: boolean;
    readAt: Date | string | null;
    text: string;
  }>(
    tx,
    sql`select id, linked_id as "projectId", author_id as "authorId", impersonator_id as "impersonatorId",
        from_customer as "fromCustomer", read_at as "readAt", text
      from comments where id = ${id} and type = 'project' for update`,
  );
  return row;
}

/** The project of a message (ownership is then checked on it). */
export async function projectOfMessage(db: Db, id: number): Promise<number | undefined> {
  const [row] = await queryRows<{ projectId: number }>(
    db,
    sql`select linked_id as "projectId" from comments where id = ${id} and type = 'project'`,
  );
  return row?.projectId;
}

export async function editMessage(tx: Tx, id: number, text: string) {
  await tx.execute(sql`update comments set text = ${text}, edited_at = now() where id = ${id}`);
}

/** Passed on: a customer's message is unread again, for the colleague who now answers it. */
export async function transferMessage(tx: Tx, id: number, to: number, reason: string, fromCustomer: boolean) {
  await tx.execute(
    sql`update comments set transferred_to = ${to}, transfer_reason = ${reason || null}
      ${fromCustomer ? sql`, read_at = null` : sql``}
      where id = ${id}`,
  );
}

/** Locks the conversation row (for a state change). */
export async function lockConversation(tx: Tx, id: number) {
  const [row] = await queryRows<{
    id: number;
    projectId: number;
    recipientId: number | null;
    isFollowed: boolean;
    closedAt: Date | string | null;
  }>(
    tx,
    sql`select id, project_id as "projectId", recipient_id as "recipientId", is_followed as "isFollowed",
        closed_at as "closedAt"
      from conversations where id = ${id} for update`,
  );
  return row;
}

export async function setRecipient(tx: Tx, id: number, recipientId: number) {
  await tx.execute(
    sql`update conversations set recipient_id = ${recipientId}, updated_at = now() where id = ${id}`,
  );
}

export async function setFollowed(tx: Tx, id: number, isFollowed: boolean) {
  await tx.execute(
    sql`update conversations set is_followed = ${isFollowed}, updated_at = now() where id = ${id}`,
  );
}

export async function close(tx: Tx, id: number, userId: number) {
  await tx.execute(
    sql`update conversations set closed_at = now(), closed_by = ${userId}, updated_at = now() where id = ${id}`,
  );
}
