import { contactEndpoints as api } from '@batir/shared/contracts/contacts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { NotificationService } from '../notifications';
import { addComment, listComments } from './comments.service';
import {
  addContactAttempt,
  addUserContactAttempt,
  listUserContactAttempts,
} from './contact-attempts.service';
import { setInContact, setPersonalContribution, setQualification } from './qualifications.service';
import { addUserComment, deleteUserComment, listUserComments } from './user-comments.service';

/**
 * Contacts and history of the commercial area (issue 5 §3; spec 2 §7.2 Contact attempt, comment,
 * User comment, User: qualification, inContact, personalContribution; spec 3 §7).
 *
 * Who may call what:
 * - contact attempts, staff notes, qualification, personal contribution, in contact: staff only
 *   (customers and craftsmen 403); which projects: the prospects' ownership rule (prospects.service
 *   seesAll: admins any project, others the projects they follow).
 * - `/comment`: staff (same ownership rule) and customers, who read and write only the `project`
 *   comments of their own household's projects; craftsmen 403. A `project` comment is a message of the
 *   project's conversation (module messaging, whose routes the screens use): written through it.
 * - `POST /contactAttempt/user/{user}`: reading of the spec — {user} is who made the attempt, the project
 *   is `projectId` in the body. Admins record it for anyone; others only for themselves, on their projects.
 * - `GET /contactAttempt/user/{user}`: one's own attempts; admins anyone's; a manager (users.manager_id)
 *   those of the people he manages.
 * - `/userComment/salesman/{user}`: notes about a salesperson belong to his managers — admins and his
 *   manager (users.manager_id) write and read them; the salesperson himself does not read them.
 * - `DELETE /userComment/{id}`: its author or an admin; soft delete.
 * Registered from their contracts (packages/shared/src/contracts/contacts.ts).
 * Every write runs in a transaction with an audit row (entity `project`, or `user` for salesperson notes).
 */
export const contactsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifications: NotificationService;
}> = async (app, { db, notifications }) => {
  // ——— contact attempts ———
  route(app, api.addAttempt, async (request) => {
    const caller = principalOf(request);
    return {
      error: 0 as const,
      contactAttempt: await addContactAttempt({
        db,
        caller,
        projectId: request.params.project,
        madeBy: caller.userId,
        body: request.body,
        context: requestContext(request),
      }),
    };
  });
  route(app, api.userAttempts, async (request) =>
    listUserContactAttempts({
      db,
      caller: principalOf(request),
      userId: request.params.user,
      ...request.query,
    }),
  );
  route(app, api.addUserAttempt, async (request) => ({
    error: 0 as const,
    contactAttempt: await addUserContactAttempt({
      db,
      caller: principalOf(request),
      userId: request.params.user,
      body: request.body,
      context: requestContext(request),
    }),
  }));

  // ——— comments with the customer ———
  route(app, api.comments, async (request) => {
    const { type, linkedId, offset, limit } = request.query;
    return listComments({ db, caller: principalOf(request), key: { type, linkedId }, offset, limit });
  });
  route(app, api.addComment, async (request) => ({
    error: 0 as const,
    comment: await addComment({
      db,
      caller: principalOf(request),
      notifications,
      body: request.body,
      context: requestContext(request),
    }),
  }));

  // ——— internal staff notes ———
  route(app, api.projectNotes, async (request) =>
    listUserComments({
      db,
      caller: principalOf(request),
      subject: { projectId: request.params.id },
      ...request.query,
    }),
  );
  route(app, api.addProjectNote, async (request) => ({
    error: 0 as const,
    userComment: await addUserComment({
      db,
      caller: principalOf(request),
      subject: { projectId: request.params.id },
      text: request.body.text,
      context: requestContext(request),
    }),
  }));
  route(app, api.salesmanNotes, async (request) =>
    listUserComments({
      db,
      caller: principalOf(request),
      subject: { salesmanId: request.params.user },
      ...request.query,
    }),
  );
  route(app, api.addSalesmanNote, async (request) => ({
    error: 0 as const,
    userComment: await addUserComment({
      db,
      caller: principalOf(request),
      subject: { salesmanId: request.params.user },
      text: request.body.text,
      context: requestContext(request),
    }),
  }));
  route(app, api.deleteNote, async (request) => {
    await deleteUserComment({
      db,
      caller: principalOf(request),
      id: request.params.id,
      context: requestContext(request),
    });
    return { error: 0 as const, message: 'Note supprimée.' };
  });

  // ——— qualification of the prospect household ———
  route(app, api.qualification, async (request) =>
    setQualification({
      db,
      caller: principalOf(request),
      customerId: request.params.id,
      body: request.body,
      context: requestContext(request),
    }),
  );
  route(app, api.personalContribution, async (request) =>
    setPersonalContribution({
      db,
      caller: principalOf(request),
      customerId: request.params.id,
      amount: request.body.personalContribution,
      context: requestContext(request),
    }),
  );
  route(app, api.inContact, async (request) =>
    setInContact({
      db,
      caller: principalOf(request),
      customerId: request.params.id,
      body: request.body,
      context: requestContext(request),
    }),
  );
};
