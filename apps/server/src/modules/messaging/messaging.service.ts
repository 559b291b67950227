import { MESSAGING_ERRORS } from '@batir/shared/contracts/messaging';
import { customerDisplayName } from '@batir/shared/customers';
import { formatPersonName } from '@batir/shared/format';
import {
  DEFAULT_CONVERSATION_TITLE,
  type TConversation,
  type TConversationMessage,
} from '@batir/shared/messaging';
import { can } from '@batir/shared/policy';
import type { Role } from '@batir/shared/roles';
import type { Database, Tx } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { iso, isoOrNull, person } from '../../lib/display';
import type { RequestContext } from '../../lib/request-context';
import type { Principal } from '../auth';
import type { NotificationService } from '../notifications';
import {
  isOnlyCustomer,
  opensProject,
  type ProjectCommandOutcome,
  type ProjectRef,
  projectCommand,
  projectFor,
} from '../projects';
import * as repo from './messaging.repository';

/**
 * One conversation per project between its customer and the company (spec 3 §3 Conversation, §7
 * Messaging); its messages are the project's comments, so the customer area, the prospect sheet, the
 * customer file and Relation commerciale show the same list.
 *
 * Who may do what (README « Qui voit quoi »):
 * - a customer reads and writes the conversations of his own household's projects (project-access
 *   projectFor), nothing else; staff actions (recipient, follow, close, transfer) are not his;
 * - staff by the project rule (projectFor: admins and the design office every customer project, others
 *   the projects they follow; prospects by their stricter rule, opensProject); grid operators read only;
 * - craftsmen nothing (the routes do not let them in).
 *
 * Read marks, per side: a customer's message is read when the one who must answer it (the conversation's
 * recipient, else the project's salesperson) opens the conversation; a staff message when the customer
 * opens it in his area (not a staff member « prenant la main », who is not the customer).
 */

type Side = 'customer' | 'staff';
const sideOf = (caller: Principal): Side => (isOnlyCustomer(caller) ? 'customer' : 'staff');

const STAFF_ONLY = 'Réservé aux équipes.';
const PROSPECT_NOT_YOURS = 'Ce prospect est suivi par un autre commercial.';

/** The project, if the caller may read (or write on) its conversation. */
async function conversationProject(
  db: Database | Tx,
  caller: Principal,
  projectId: number,
  write: boolean,
): Promise<ProjectRef> {
  // The customer writes on his own conversations: projectFor's read check is his ownership check.
  if (isOnlyCustomer(caller)) return projectFor({ db, caller, projectId, write: false });
  const project = await projectFor({ db, caller, projectId, write });
  if (!opensProject(caller, project)) throw forbidden(PROSPECT_NOT_YOURS);
  return project;
}

/**
 * Whether a staff account may be given this project's conversation (recipient, transfer, copy): one who
 * opens the project (repo.activeStaff keeps only the roles that write: no grid operator).
 */
const mayAnswer = (user: { id: number; roles: string[] }, project: ProjectRef) =>
  opensProject({ userId: user.id, roles: user.roles as Role[] }, project);

async function checkedStaff(db: Database | Tx, ids: number[], project: ProjectRef) {
  const unique = [...new Set(ids)];
  const rows = await repo.activeStaff(db, unique);
  if (rows.length !== unique.length || !rows.every((row) => mayAnswer(row, project)))
    throw new AppError(MESSAGING_ERRORS.RECIPIENT_CANNOT_ANSWER);
  return rows;
}

function toMessage(
  row: repo.MessageRow,
  caller: Principal,
  side: Side,
  marked: Set<number>,
): TConversationMessage {
  const fromOtherSide = row.fromCustomer === (side === 'staff');
  const isRead = row.readAt !== null || marked.has(row.id);
  return {
    id: row.id,
    fromCustomer: row.fromCustomer,
    author: person(row.authorId, row.authorSurname, row.authorName),
    writtenBy: person(row.impersonatorId, row.impersonatorSurname, row.impersonatorName),
    subject: row.subject,
    content: row.text,
    files: row.files,
    isRead,
    isNew: fromOtherSide && row.readAt === null,
    editable: writtenByCaller(row, caller) && !isRead,
    editedAt: isoOrNull(row.editedAt),
    // A transfer is the staff's note to a colleague: the customer sees neither to whom nor why.
    transferTo:
      side === 'staff' ? person(row.transferredTo, row.transferredSurname, row.transferredName) : null,
    reason: side === 'staff' ? row.transferReason : null,
    createdAt: iso(row.createdAt),
  };
}

/**
 * Whether the caller wrote this message, in the same capacity: during a « prendre la main » the customer's
 * account is the author, so the staff member behind it (`impersonatorId`) must match too. Neither may then
 * rewrite the other's words.
 */
function writtenByCaller(
  row: { authorId: number | null; impersonatorId: number | null },
  caller: Principal,
): boolean {
  return row.authorId === caller.userId && row.impersonatorId === caller.impersonatorId;
}

/**
 * The conversation as the caller sees it, one page of messages (newest first). When the caller is the one
 * who must answer, what the other side wrote is marked read now; `unread` and `isNew` tell what was new.
 */
async function present(options: {
  db: Database;
  caller: Principal;
  project: ProjectRef;
  page: { offset: number; limit: number };
}): Promise<TConversation> {
  const { db, caller, project, page } = options;
  const side = sideOf(caller);
  const conversation = await repo.findByProject(db, project.id);
  if (!conversation) throw new AppError(MESSAGING_ERRORS.CONVERSATION_NOT_FOUND);
  const otherSide = side === 'staff';
  const [unread, messages] = await Promise.all([
    repo.countUnread(db, project.id, otherSide),
    repo.listMessages(db, project.id, page),
  ]);
  const mustAnswer =
    side === 'customer'
      ? caller.impersonatorId === null
      : conversation.answererId === caller.userId ||
        (conversation.answererId === null && can(caller, 'project.write'));
  const marked = new Set(mustAnswer && unread > 0 ? await repo.markRead(db, project.id, otherSide) : []);
  return {
    id: conversation.id,
    project: project.id,
    title: conversation.title ?? DEFAULT_CONVERSATION_TITLE,
    recipient: person(conversation.answererId, conversation.answererSurname, conversation.answererName),
    isFollow: conversation.isFollowed,
    isClosed: conversation.closedAt !== null,
    unread,
    canWrite: side === 'customer' || can(caller, 'project.write'),
    messages: messages.rows.map((row) => toMessage(row, caller, side, marked)),
    total: messages.total,
  };
}

/** GET /api/conversation-by-project/{project}. */
export async function conversationByProject(options: {
  db: Database;
  caller: Principal;
  projectId: number;
  page: { offset: number; limit: number };
}): Promise<TConversation> {
  const project = await conversationProject(options.db, options.caller, options.projectId, false);
  return present({ ...options, project });
}

/** The project of a conversation id, checked; 404 when it does not exist. */
async function projectOfConversation(db: Database | Tx, caller: Principal, id: number, write: boolean) {
  const projectId = await repo.projectOfConversation(db, id);
  if (projectId === undefined) throw new AppError(MESSAGING_ERRORS.CONVERSATION_NOT_FOUND);
  return conversationProject(db, caller, projectId, write);
}

/** The project of a conversation the caller may write on (POST /api/conversation/{id}/reply). */
export async function projectIdOfConversation(options: { db: Database; caller: Principal; id: number }) {
  return (await projectOfConversation(options.db, options.caller, options.id, true)).id;
}

/** GET /api/conversation/{id}. */
export async function conversationById(options: {
  db: Database;
  caller: Principal;
  id: number;
  page: { offset: number; limit: number };
}): Promise<TConversation> {
  const project = await projectOfConversation(options.db, options.caller, options.id, false);
  return present({ ...options, project });
}

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);
const FIRST_PAGE = { offset: 0, limit: 100 };

/**
 * POST /api/conversation and POST /api/conversation/{id}/reply (and POST /api/comment on a project): one
 * message on the project's conversation, created with its first message, in one transaction with its
 * audit row; then the other side is notified live. A staff member « prenant la main » writes for the
 * customer: the message is the customer's, marked with his name (`impersonatorId`).
 */
export async function writeMessage(options: {
  db: Database;
  caller: Principal;
  notifications: NotificationService;
  projectId: number;
  body: {
    content: string;
    files?: number[] | undefined;
    title?: string | undefined;
    recipient?: number | undefined;
    copyTo?: number[] | undefined;
  };
  context: RequestContext;
}): Promise<{ conversation: TConversation; messageId: number }> {
  const { db, caller, body, context } = options;
  const side = sideOf(caller);
  const project = await conversationProject(db, caller, options.projectId, true);
  const files = [...new Set(body.files ?? [])];
  // Recipient, copies and attachments are the staff's tools; the customer writes to his adviser.
  // The title too: the conversation's name is the staff's to choose (« Liste des messages » by default).
  if (
    side === 'customer' &&
    (files.length || body.recipient !== undefined || body.copyTo?.length || body.title !== undefined)
  )
    throw forbidden('Vous ne pouvez écrire qu’à votre conseiller, sans pièce jointe.');
  if (files.length && (await repo.projectFileIds(db, project.id, files)).length !== files.length)
    throw forbidden('Ces fichiers ne sont pas des documents de ce projet.');
  if (body.recipient !== undefined) await checkedStaff(db, [body.recipient], project);
  const copyTo = [...new Set(body.copyTo ?? [])];
  if (copyTo.length) await checkedStaff(db, copyTo, project);

  const fromCustomer = side === 'customer';
  const messageId = await db.transaction(async (tx) => {
    await repo.ensureConversation(tx, {
      projectId: project.id,
      title: body.title,
      recipientId: body.recipient,
    });
    const id = await repo.insertMessage(tx, {
      projectId: project.id,
      text: body.content,
      authorId: caller.userId,
      impersonatorId: caller.impersonatorId,
      fromCustomer,
      fileIds: files,
      copyTo,
    });
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'comment.add',
      entity: 'project',
      entityId: project.id,
      before: null,
      after: { id, type: 'project', text: body.content, fromCustomer, files, copyTo },
      ip: context.ip,
      requestId: context.requestId,
    });
    return id;
  });

  const conversation = await repo.findByProject(db, project.id);
  await notifyMessage({
    ...options,
    project,
    fromCustomer,
    copyTo,
    answererId: conversation?.answererId ?? null,
  });
  return { conversation: await present({ db, caller, project, page: FIRST_PAGE }), messageId };
}

/** The live notification of a new message, to the side that must read it. */
async function notifyMessage(options: {
  db: Database;
  caller: Principal;
  notifications: NotificationService;
  project: ProjectRef;
  fromCustomer: boolean;
  copyTo: number[];
  answererId: number | null;
  body: { content: string };
  context: RequestContext;
}) {
  const { db, caller, notifications, project, answererId } = options;
  const label = await repo.projectLabel(db, project.id);
  if (!label) return;
  const customerName = customerDisplayName(label);
  const common = {
    // Grouped by project: the panel titles the group with its household and opens its file.
    scType: 'project',
    scName: 'conversation',
    scId: project.id,
    icon: 'Email',
    color: 'info',
    type: 'conversation',
    linkedId: project.id,
  };
  const audit = { userId: caller.userId, context: options.context };
  if (options.fromCustomer) {
    // Nobody answers this project: the administrators hear of it. The colleague who wrote it for the
    // customer (« prendre la main ») knows already.
    const recipients =
      answererId === null
        ? { all: false, roles: ['admin' as const], userIds: [] }
        : { all: false, roles: [], userIds: answererId === caller.impersonatorId ? [] : [answererId] };
    if (!recipients.roles.length && !recipients.userIds.length) return;
    const text = caller.impersonatorId
      ? `Message écrit pour le compte de ${customerName} (${label.name}) : « ${excerpt(options.body.content)} »`
      : `Nouveau message de ${customerName} (${label.name}) : « ${excerpt(options.body.content)} »`;
    await notifications.notify({ ...common, recipients, text }, audit);
    return;
  }
  if (label.customerUserId !== null) {
    await notifications.notify(
      {
        ...common,
        recipients: { all: false, roles: [], userIds: [label.customerUserId] },
        text: `Nouveau message de votre conseiller : ${label.name}`,
      },
      audit,
    );
  }
  const colleagues = [...new Set([...options.copyTo, ...(answererId === null ? [] : [answererId])])].filter(
    (id) => id !== caller.userId,
  );
  if (colleagues.length) {
    const [author] = await repo.activeStaff(db, [caller.userId]);
    const who = author ? formatPersonName(author.surname, author.name) : 'Un collègue';
    await notifications.notify(
      {
        ...common,
        recipients: { all: false, roles: [], userIds: colleagues },
        text: `${who} a écrit à ${customerName} (${label.name}) : « ${excerpt(options.body.content)} »`,
      },
      audit,
    );
  }
}

/** The audit row of a change of a conversation (entity: its project). */
type ConversationAudit = NonNullable<ProjectCommandOutcome<unknown>['audit']>;

/**
 * A staff member's change of a project's conversation, through the project command envelope
 * (projects/project-command.ts): a customer refused, the conversation found, then in one transaction the
 * project checked by the conversation's rule (conversationProject, write: grid operators may not), `apply`
 * and its audit row. The conversation changes, not the project: the project row is not held (`apply`
 * locks the conversation's). Answers the project, for the conversation read back after the commit.
 */
async function conversationCommand(
  options: { db: Database; caller: Principal; id: number; context: RequestContext },
  apply: (scope: { tx: Tx; project: ProjectRef }) => Promise<ConversationAudit>,
): Promise<ProjectRef> {
  const { db, caller, id, context } = options;
  if (sideOf(caller) === 'customer') throw forbidden(STAFF_ONLY);
  const projectId = await repo.projectOfConversation(db, id);
  if (projectId === undefined) throw new AppError(MESSAGING_ERRORS.CONVERSATION_NOT_FOUND);
  return projectCommand(
    {
      db,
      caller,
      projectId,
      context,
      lock: false,
      access: ({ tx }) => conversationProject(tx, caller, projectId, true),
    },
    async ({ tx, project }) => ({ answer: project, audit: await apply({ tx, project }) }),
  );
}

/** PUT /api/conversation/{id}/switchRecipient: a colleague answers the customer from now on; he is told. */
export async function switchRecipient(options: {
  db: Database;
  caller: Principal;
  notifications: NotificationService;
  id: number;
  recipient: number;
  context: RequestContext;
}): Promise<TConversation> {
  const { db, caller, id, recipient, context } = options;
  const project = await conversationCommand(options, async ({ tx, project }) => {
    await checkedStaff(tx, [recipient], project);
    const row = await repo.lockConversation(tx, id);
    if (!row) throw new AppError(MESSAGING_ERRORS.CONVERSATION_NOT_FOUND);
    await repo.setRecipient(tx, id, recipient);
    return {
      action: 'conversation.switchRecipient',
      before: { recipient: row.recipientId },
      after: { recipient },
    };
  });
  if (recipient !== caller.userId) {
    const label = await repo.projectLabel(db, project.id);
    await options.notifications.notify(
      {
        recipients: { all: false, roles: [], userIds: [recipient] },
        scType: 'project',
        scName: 'conversation',
        scId: project.id,
        text: `La conversation avec ${label ? customerDisplayName(label) : 'le client'} vous est confiée${label ? ` (${label.name})` : ''}`,
        icon: 'Email',
        color: 'info',
        type: 'conversation',
        linkedId: project.id,
      },
      { userId: caller.userId, context },
    );
  }
  return present({ db, caller, project, page: FIRST_PAGE });
}

/** PUT /api/conversation/{id}/switchIsFollow: in « Messages suivis », or out of it. */
export async function switchIsFollow(options: {
  db: Database;
  caller: Principal;
  id: number;
  context: RequestContext;
}): Promise<TConversation> {
  const { db, caller, id } = options;
  const project = await conversationCommand(options, async ({ tx }) => {
    const row = await repo.lockConversation(tx, id);
    if (!row) throw new AppError(MESSAGING_ERRORS.CONVERSATION_NOT_FOUND);
    await repo.setFollowed(tx, id, !row.isFollowed);
    return {
      action: 'conversation.switchIsFollow',
      before: { isFollow: row.isFollowed },
      after: { isFollow: !row.isFollowed },
    };
  });
  return present({ db, caller, project, page: FIRST_PAGE });
}

/**
 * PUT /api/conversation/{id}/close: dealt with. What the customer wrote is marked read (it leaves
 * « Messages reçus non lus »); his next message opens the conversation again.
 */
export async function closeConversation(options: {
  db: Database;
  caller: Principal;
  id: number;
  context: RequestContext;
}): Promise<TConversation> {
  const { db, caller, id } = options;
  const project = await conversationCommand(options, async ({ tx, project }) => {
    const row = await repo.lockConversation(tx, id);
    if (!row) throw new AppError(MESSAGING_ERRORS.CONVERSATION_NOT_FOUND);
    if (row.closedAt !== null) throw new AppError(MESSAGING_ERRORS.CONVERSATION_ALREADY_CLOSED);
    await repo.close(tx, id, caller.userId);
    const read = await repo.markRead(tx, project.id, true);
    return {
      action: 'conversation.close',
      before: { isClosed: false },
      after: { isClosed: true, markedRead: read },
    };
  });
  return present({ db, caller, project, page: FIRST_PAGE });
}

/** The project of a message id, checked; 404 when it does not exist (or is not a conversation message). */
async function projectOfMessage(db: Database | Tx, caller: Principal, id: number, write: boolean) {
  const projectId = await repo.projectOfMessage(db, id);
  if (projectId === undefined) throw new AppError(MESSAGING_ERRORS.MESSAGE_NOT_FOUND);
  return conversationProject(db, caller, projectId, write);
}

/** PUT /api/mailbox/message/{id}/edit: its author corrects it, until the other side has read it. */
export async function editMessage(options: {
  db: Database;
  caller: Principal;
  id: number;
  content: string;
  context: RequestContext;
}): Promise<TConversation> {
  const { db, caller, id, content, context } = options;
  const project = await projectOfMessage(db, caller, id, true);
  await db.transaction(async (tx) => {
    const row = await repo.lockMessage(tx, id);
    if (!row) throw new AppError(MESSAGING_ERRORS.MESSAGE_NOT_FOUND);
    if (!writtenByCaller(row, caller)) throw forbidden('Seul son auteur peut modifier ce message.');
    if (row.readAt !== null) throw new AppError(MESSAGING_ERRORS.MESSAGE_ALREADY_READ);
    await repo.editMessage(tx, id, content);
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'message.edit',
      entity: 'project',
      entityId: project.id,
      before: { id, text: row.text },
      after: { id, text: content },
      ip: context.ip,
      requestId: context.requestId,
    });
  });
  return present({ db, caller, project, page: FIRST_PAGE });
}

/**
 * POST /api/mailbox/message/{id}/transfer: a staff member passes a message on to a colleague, with why;
 * the colleague answers the conversation from now on, finds the customer's message unread and is told.
 */
export async function transferMessage(options: {
  db: Database;
  caller: Principal;
  notifications: NotificationService;
  id: number;
  transferTo: number;
  reason: string;
  context: RequestContext;
}): Promise<TConversation> {
  const { db, caller, id, transferTo, reason, context } = options;
  if (sideOf(caller) === 'customer') throw forbidden(STAFF_ONLY);
  const project = await projectOfMessage(db, caller, id, true);
  await checkedStaff(db, [transferTo], project);
  await db.transaction(async (tx) => {
    const row = await repo.lockMessage(tx, id);
    if (!row) throw new AppError(MESSAGING_ERRORS.MESSAGE_NOT_FOUND);
    const conversationId = await repo.ensureConversation(tx, { projectId: project.id });
    await repo.setRecipient(tx, conversationId, transferTo);
    await repo.transferMessage(tx, id, transferTo, reason, row.fromCustomer);
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'message.transfer',
      entity: 'project',
      entityId: project.id,
      before: null,
      after: { id, transferTo, reason },
      ip: context.ip,
      requestId: context.requestId,
    });
  });
  if (transferTo !== caller.userId) {
    const [label, [author]] = await Promise.all([
      repo.projectLabel(db, project.id),
      repo.activeStaff(db, [caller.userId]),
    ]);
    const who = author ? formatPersonName(author.surname, author.name) : 'Un collègue';
    const about = label ? `${customerDisplayName(label)} (${label.name})` : 'un client';
    await options.notifications.notify(
      {
        recipients: { all: false, roles: [], userIds: [transferTo] },
        scType: 'project',
        scName: 'conversation',
        scId: project.id,
        text: `${who} vous transmet un message de ${about}${reason ? ` : ${excerpt(reason)}` : ''}`,
        icon: 'Email',
        color: 'info',
        type: 'conversation',
        linkedId: project.id,
      },
      { userId: caller.userId, context },
    );
  }
  return present({ db, caller, project, page: FIRST_PAGE });
}
