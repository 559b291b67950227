import {
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  type TContactAttempt,
  type TContactAttemptListResponse,
} from '@batir/shared/contact-history';
import { CONTACT_ERRORS } from '@batir/shared/contracts/contacts';
import { USERS_ERRORS } from '@batir/shared/contracts/users';
import { customerDisplayName } from '@batir/shared/customers';
import { selfOr } from '@batir/shared/policy';
import type { Database } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { iso, person } from '../../lib/display';
import type { RequestContext } from '../../lib/request-context';
import { type Caller, followedProjectFor } from './contacts.access';
import * as repo from './contacts.repository';

type AttemptValues = {
  channel: (typeof CONTACT_CHANNELS)[number];
  outcome: (typeof CONTACT_OUTCOMES)[number];
  comment: string;
  projectId?: number | undefined;
};

const asChannel = (value: string) =>
  (CONTACT_CHANNELS as readonly string[]).includes(value) ? (value as TContactAttempt['channel']) : 'phone';
const asOutcome = (value: string) =>
  (CONTACT_OUTCOMES as readonly string[]).includes(value)
    ? (value as TContactAttempt['outcome'])
    : 'noAnswer';

export const toContactAttempt = (row: repo.ContactAttemptRow): TContactAttempt => ({
  id: row.id,
  projectId: row.projectId,
  customerName: customerDisplayName(row),
  channel: asChannel(row.channel),
  outcome: asOutcome(row.outcome),
  comment: row.comment,
  user: person(row.userId, row.userSurname, row.userName),
  createdAt: iso(row.createdAt),
});

/**
 * Records an attempt by `madeBy` on a project, with the project's audit row, in one transaction.
 * The caller must follow the project (admins: any project).
 */
export async function addContactAttempt(options: {
  db: Database;
  caller: Caller;
  projectId: number;
  madeBy: number;
  body: AttemptValues;
  context: RequestContext;
}): Promise<TContactAttempt> {
  const { db, caller, projectId, madeBy, body, context } = options;
  const id = await db.transaction(async (tx) => {
    await followedProjectFor(tx, caller, projectId);
    const values = {
      projectId,
      userId: madeBy,
      channel: body.channel,
      outcome: body.outcome,
      comment: body.comment,
    };
    const newId = await repo.insertContactAttempt(tx, values);
    await writeAudit(tx, {
      userId: caller.userId,
      action: 'contactAttempt.add',
      entity: 'project',
      entityId: projectId,
      before: null,
      after: { id: newId, ...values },
      ip: context.ip,
      requestId: context.requestId,
    });
    return newId;
  });
  const row = await repo.findContactAttempt(db, id);
  if (!row) throw new AppError(CONTACT_ERRORS.CONTACT_ATTEMPT_NOT_FOUND);
  return toContactAttempt(row);
}

/**
 * POST /api/contactAttempt/user/{user}: an attempt made by salesperson {user} on `body.projectId`.
 * Reading of the spec: the path names who made the attempt (the salesperson screen records it for him).
 * Admins may record it for any active staff member on any project; anyone else only for himself, and
 * only on a project he follows.
 */
export async function addUserContactAttempt(options: {
  db: Database;
  caller: Caller;
  userId: number;
  body: AttemptValues;
  context: RequestContext;
}): Promise<TContactAttempt> {
  const { db, caller, userId, body } = options;
  if (body.projectId === undefined)
    throw new AppError(CONTACT_ERRORS.ATTEMPT_PROJECT_REQUIRED, {
      fields: { projectId: 'Indiquez le projet' },
    });
  if (!selfOr(caller, userId, 'salesman.readAll'))
    throw forbidden('Vous ne pouvez enregistrer que vos propres tentatives de contact.');
  const user = await repo.findUser(db, userId);
  if (!user?.isActive) throw new AppError(CONTACT_ERRORS.ACTIVE_USER_NOT_FOUND);
  return addContactAttempt({ ...options, projectId: body.projectId, madeBy: userId });
}

/**
 * GET /api/contactAttempt/user/{user}: a staff member's attempts, newest first. Everyone reads his own;
 * admins anyone's; a manager (users.manager_id) those of the people he manages.
 */
export async function listUserContactAttempts(options: {
  db: Database;
  caller: Caller;
  userId: number;
  offset: number;
  limit: number;
}): Promise<TContactAttemptListResponse> {
  const { db, caller, userId, offset, limit } = options;
  if (userId !== caller.userId) {
    const user = await repo.findUser(db, userId);
    if (!user) throw new AppError(USERS_ERRORS.USER_NOT_FOUND);
    if (!selfOr(caller, user.managerId, 'salesman.readAll'))
      throw forbidden('Vous ne pouvez consulter que vos propres tentatives de contact.');
  }
  const { rows, total } = await repo.listUserContactAttempts(db, userId, { offset, limit });
  return { error: 0, list: rows.map(toContactAttempt), total, offset, limit };
}
