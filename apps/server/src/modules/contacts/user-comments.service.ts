import type { TUserComment, TUserCommentListResponse } from '@batir/shared/contact-history';
import { CONTACT_ERRORS } from '@batir/shared/contracts/contacts';
import { USERS_ERRORS } from '@batir/shared/contracts/users';
import { selfOr } from '@batir/shared/policy';
import type { Database, Tx } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { iso, person } from '../../lib/display';
import type { RequestContext } from '../../lib/request-context';
import { type Caller, followedProjectFor } from './contacts.access';
import * as repo from './contacts.repository';

export const toUserComment = (row: repo.UserCommentRow): TUserComment => ({
  id: row.id,
  text: row.text,
  author: person(row.authorId, row.authorSurname, row.authorName),
  createdAt: iso(row.createdAt),
});

/** The subject of a staff note: a project, or a salesperson. */
export type NoteSubject = { projectId: number } | { salesmanId: number };

/**
 * Notes about a salesperson are his managers' notes: written and read by admins and by his manager
 * (users.manager_id = caller), never by the salesperson himself. 404 when the user does not exist.
 */
async function checkSalesmanNotes(db: Database | Tx, caller: Caller, salesmanId: number) {
  const user = await repo.findUser(db, salesmanId);
  if (!user) throw new AppError(USERS_ERRORS.USER_NOT_FOUND);
  if (!selfOr(caller, user.managerId, 'salesman.readAll'))
    throw forbidden('Les notes sur un commercial sont réservées à ses responsables.');
}

/** Project notes follow the prospects' ownership rule; salesperson notes, checkSalesmanNotes. */
async function checkSubject(db: Database | Tx, caller: Caller, subject: NoteSubject) {
  if ('projectId' in subject) await followedProjectFor(db, caller, subject.projectId);
  else await checkSalesmanNotes(db, caller, subject.salesmanId);
}

/** The history a note belongs to: the project's, or the salesperson's user record. */
const auditTarget = (subject: NoteSubject) =>
  'projectId' in subject
    ? { entity: 'project', entityId: subject.projectId }
    : { entity: 'user', entityId: subject.salesmanId };

export async function listUserComments(options: {
  db: Database;
  caller: Caller;
  subject: NoteSubject;
  offset: number;
  limit: number;
}): Promise<TUserCommentListResponse> {
  const { db, caller, subject, offset, limit } = options;
  await checkSubject(db, caller, subject);
  const { rows, total } = await repo.listUserComments(db, subject, { offset, limit });
  return { error: 0, list: rows.map(toUserComment), total };
}

export async function addUserComment(options: {
  db: Database;
  caller: Caller;
  subject: NoteSubject;
  text: string;
  context: RequestContext;
}): Promise<TUserComment> {
  const { db, caller, subject, text, context } = options;
  const id = await db.transaction(async (tx) => {
    await checkSubject(tx, caller, subject);
    const newId = await repo.insertUserComment(tx, { ...subject, authorId: caller.userId, text });
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'userComment.add',
      ...auditTarget(subject),
      before: null,
      after: { id: newId, text },
      ip: context.ip,
      requestId: context.requestId,
    });
    return newId;
  });
  const row = await repo.findUserComment(db, id);
  if (!row) throw new AppError(CONTACT_ERRORS.NOTE_NOT_FOUND);
  return toUserComment(row);
}

/** Its author or an admin deletes a note (soft delete: `deleted_at`, the row stays for the history). */
export async function deleteUserComment(options: {
  db: Database;
  caller: Caller;
  id: number;
  context: RequestContext;
}): Promise<void> {
  const { db, caller, id, context } = options;
  await db.transaction(async (tx) => {
    const note = await repo.findUserComment(tx, id);
    if (!note) throw new AppError(CONTACT_ERRORS.NOTE_NOT_FOUND);
    if (!selfOr(caller, note.authorId, 'user.manage'))
      throw forbidden("Seul l'auteur de la note ou un administrateur peut la supprimer.");
    await repo.softDeleteUserComment(tx, id);
    const subject: NoteSubject =
      note.projectId !== null ? { projectId: note.projectId } : { salesmanId: note.salesmanId ?? 0 };
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'userComment.delete',
      ...auditTarget(subject),
      before: toUserComment(note),
      after: null,
      ip: context.ip,
      requestId: context.requestId,
    });
  });
}
