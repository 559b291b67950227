import type { TComment, TCommentListResponse } from '@batir/shared/contact-history';
import { CONTACT_ERRORS } from '@batir/shared/contracts/contacts';
import { can } from '@batir/shared/policy';
import type { Database, Tx } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { iso, person } from '../../lib/display';
import type { RequestContext } from '../../lib/request-context';
import type { Principal } from '../auth';
import { writeMessage } from '../messaging';
import type { NotificationService } from '../notifications';
import { type Caller, followedProjectFor } from './contacts.access';
import * as repo from './contacts.repository';

type CommentKey = { type: 'project' | 'elevationSurvey'; linkedId: number };

export const toComment = (row: repo.CommentRow): TComment => ({
  id: row.id,
  type: row.type === 'elevationSurvey' ? 'elevationSurvey' : 'project',
  linkedId: row.linkedId,
  text: row.text,
  author: person(row.authorId, row.authorSurname, row.authorName),
  fromCustomer: row.fromCustomer,
  writtenBy: person(row.impersonatorId, row.impersonatorSurname, row.impersonatorName),
  createdAt: iso(row.createdAt),
});

/**
 * Who may read and write the comments on a record, and the project they belong to (for the history):
 * `project` comments — staff by the ownership rule, a customer on his own projects (customer portal);
 * `elevationSurvey` comments — staff only, by the ownership rule of the survey's project.
 */
async function projectOfComments(db: Database | Tx, caller: Caller, key: CommentKey): Promise<number> {
  if (key.type === 'project') return (await followedProjectFor(db, caller, key.linkedId)).id;
  if (!can(caller, 'staff.access'))
    throw forbidden('Les commentaires des relevés sont réservés aux équipes.');
  const projectId = await repo.findSurveyProject(db, key.linkedId);
  if (projectId === undefined) throw new AppError(CONTACT_ERRORS.SURVEY_NOT_FOUND);
  return (await followedProjectFor(db, caller, projectId)).id;
}

export async function listComments(options: {
  db: Database;
  caller: Caller;
  key: CommentKey;
  offset: number;
  limit: number;
}): Promise<TCommentListResponse> {
  const { db, caller, key, offset, limit } = options;
  await projectOfComments(db, caller, key);
  const { rows, total } = await repo.listComments(db, key, { offset, limit });
  return { error: 0, list: rows.map(toComment), total };
}

/**
 * A comment and the audit row of its project, together. `impersonatorId`: the staff member writing in the
 * customer's area for the customer (« prendre la main »), kept so that nobody takes it for the customer's words.
 * A `project` comment is a message of the project's conversation with its customer: it goes through
 * messaging (same rule as POST /api/conversation, and the other side is notified).
 */
export async function addComment(options: {
  db: Database;
  caller: Principal;
  notifications: NotificationService;
  body: CommentKey & { text: string };
  context: RequestContext;
}): Promise<TComment> {
  const { db, caller, body, context } = options;
  let id: number;
  if (body.type === 'project') {
    ({ messageId: id } = await writeMessage({
      db,
      caller,
      notifications: options.notifications,
      projectId: body.linkedId,
      body: { content: body.text },
      context,
    }));
  } else {
    id = await db.transaction(async (tx) => {
      const projectId = await projectOfComments(tx, caller, body);
      const newId = await repo.insertComment(tx, {
        ...body,
        authorId: caller.userId,
        impersonatorId: caller.impersonatorId,
      });
      await writeAudit(tx, {
        userId: caller.userId,
        action: 'comment.add',
        entity: 'project',
        entityId: projectId,
        before: null,
        after: { id: newId, ...body },
        ip: context.ip,
        requestId: context.requestId,
      });
      return newId;
    });
  }
  const row = await repo.findComment(db, id);
  if (!row) throw new AppError(CONTACT_ERRORS.COMMENT_NOT_FOUND);
  return toComment(row);
}
