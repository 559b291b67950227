import {
  ZCommentBody,
  ZCommentListQuery,
  ZCommentListResponse,
  ZCommentResponse,
  ZContactAttemptBody,
  ZContactAttemptListResponse,
  ZContactAttemptResponse,
  ZContactIdParams,
  ZContactPageQuery,
  ZContactProjectParams,
  ZContactUserParams,
  ZInContactBody,
  ZInContactResponse,
  ZPersonalContributionBody,
  ZPersonalContributionResponse,
  ZQualificationBody,
  ZQualificationResponse,
  ZUserCommentBody,
  ZUserCommentDeleteResponse,
  ZUserCommentListResponse,
  ZUserCommentResponse,
} from '@batir/shared/contact-history';
import { STAFF_ROLES } from '@batir/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import type { NotificationService } from '../notifications/notifications.service';
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
 * Every write runs in a transaction with an audit row (entity `project`, or `user` for salesperson notes).
 */
const staff = { access: STAFF_ROLES };
const staffAndCustomers = { access: [...STAFF_ROLES, 'customer' as const] };

export const contactsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  notifications: NotificationService;
}> = async (app, { db, notifications }) => {
  // ——— contact attempts ———
  const attemptTags = ['Tentatives de contact'];
  app.post(
    '/contactAttempt/project/:project',
    {
      config: staff,
      schema: {
        tags: attemptTags,
        summary: "Enregistre une tentative de contact de l'appelant sur ce projet",
        params: ZContactProjectParams,
        body: ZContactAttemptBody,
        response: { 200: ZContactAttemptResponse },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/contactAttempt/user/:user',
    {
      config: staff,
      schema: {
        tags: attemptTags,
        summary: "Tentatives de contact d'un membre de l'équipe, des plus récentes aux plus anciennes",
        params: ZContactUserParams,
        querystring: ZContactPageQuery,
        response: { 200: ZContactAttemptListResponse },
      },
    },
    async (request) =>
      listUserContactAttempts({
        db,
        caller: principalOf(request),
        userId: request.params.user,
        ...request.query,
      }),
  );

  app.post(
    '/contactAttempt/user/:user',
    {
      config: staff,
      schema: {
        tags: attemptTags,
        summary: 'Enregistre une tentative de contact faite par ce commercial sur le projet `projectId`',
        params: ZContactUserParams,
        body: ZContactAttemptBody,
        response: { 200: ZContactAttemptResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      contactAttempt: await addUserContactAttempt({
        db,
        caller: principalOf(request),
        userId: request.params.user,
        body: request.body,
        context: requestContext(request),
      }),
    }),
  );

  // ——— comments with the customer ———
  const commentTags = ['Commentaires'];
  app.get(
    '/comment',
    {
      config: staffAndCustomers,
      schema: {
        tags: commentTags,
        summary: "Commentaires d'un projet (ou d'un relevé), des plus récents aux plus anciens",
        querystring: ZCommentListQuery,
        response: { 200: ZCommentListResponse },
      },
    },
    async (request) => {
      const { type, linkedId, offset, limit } = request.query;
      return listComments({ db, caller: principalOf(request), key: { type, linkedId }, offset, limit });
    },
  );

  app.post(
    '/comment',
    {
      config: staffAndCustomers,
      schema: {
        tags: commentTags,
        summary: 'Ajoute un commentaire à un projet (ou à un relevé)',
        body: ZCommentBody,
        response: { 200: ZCommentResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      comment: await addComment({
        db,
        caller: principalOf(request),
        notifications,
        body: request.body,
        context: requestContext(request),
      }),
    }),
  );

  // ——— internal staff notes ———
  const noteTags = ['Notes internes'];
  app.get(
    '/userComment/project/:id',
    {
      config: staff,
      schema: {
        tags: noteTags,
        summary: 'Notes internes sur un projet, des plus récentes aux plus anciennes',
        params: ZContactIdParams,
        querystring: ZContactPageQuery,
        response: { 200: ZUserCommentListResponse },
      },
    },
    async (request) =>
      listUserComments({
        db,
        caller: principalOf(request),
        subject: { projectId: request.params.id },
        ...request.query,
      }),
  );

  app.post(
    '/userComment/project/:id',
    {
      config: staff,
      schema: {
        tags: noteTags,
        summary: 'Ajoute une note interne sur un projet',
        params: ZContactIdParams,
        body: ZUserCommentBody,
        response: { 200: ZUserCommentResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      userComment: await addUserComment({
        db,
        caller: principalOf(request),
        subject: { projectId: request.params.id },
        text: request.body.text,
        context: requestContext(request),
      }),
    }),
  );

  app.get(
    '/userComment/salesman/:user',
    {
      config: staff,
      schema: {
        tags: noteTags,
        summary: 'Notes de ses responsables sur un commercial (administrateurs et son responsable)',
        params: ZContactUserParams,
        querystring: ZContactPageQuery,
        response: { 200: ZUserCommentListResponse },
      },
    },
    async (request) =>
      listUserComments({
        db,
        caller: principalOf(request),
        subject: { salesmanId: request.params.user },
        ...request.query,
      }),
  );

  app.post(
    '/userComment/salesman/:user',
    {
      config: staff,
      schema: {
        tags: noteTags,
        summary: 'Ajoute une note sur un commercial (administrateurs et son responsable)',
        params: ZContactUserParams,
        body: ZUserCommentBody,
        response: { 200: ZUserCommentResponse },
      },
    },
    async (request) => ({
      error: 0 as const,
      userComment: await addUserComment({
        db,
        caller: principalOf(request),
        subject: { salesmanId: request.params.user },
        text: request.body.text,
        context: requestContext(request),
      }),
    }),
  );

  app.delete(
    '/userComment/:id',
    {
      config: staff,
      schema: {
        tags: noteTags,
        summary: 'Supprime une note interne (son auteur ou un administrateur)',
        params: ZContactIdParams,
        response: { 200: ZUserCommentDeleteResponse },
      },
    },
    async (request) => {
      await deleteUserComment({
        db,
        caller: principalOf(request),
        id: request.params.id,
        context: requestContext(request),
      });
      return { error: 0 as const, message: 'Note supprimée.' };
    },
  );

  // ——— qualification of the prospect household ———
  const qualificationTags = ['Qualification des prospects'];
  app.put(
    '/user/:id/qualification',
    {
      config: staff,
      schema: {
        tags: qualificationTags,
        summary: 'Qualifie le projet `projectId` du foyer {id} (froid, tiède, chaud) ; historique conservé',
        params: ZContactIdParams,
        body: ZQualificationBody,
        response: { 200: ZQualificationResponse },
      },
    },
    async (request) =>
      setQualification({
        db,
        caller: principalOf(request),
        customerId: request.params.id,
        body: request.body,
        context: requestContext(request),
      }),
  );

  app.put(
    '/user/:id/personalContribution',
    {
      config: staff,
      schema: {
        tags: qualificationTags,
        summary: 'Apport personnel du foyer {id}, en euros (null pour effacer)',
        params: ZContactIdParams,
        body: ZPersonalContributionBody,
        response: { 200: ZPersonalContributionResponse },
      },
    },
    async (request) =>
      setPersonalContribution({
        db,
        caller: principalOf(request),
        customerId: request.params.id,
        amount: request.body.personalContribution,
        context: requestContext(request),
      }),
  );

  app.put(
    '/user/:id/inContact',
    {
      config: staff,
      schema: {
        tags: qualificationTags,
        summary: 'Marque le projet `projectId` du foyer {id} « en contact » (ou non)',
        params: ZContactIdParams,
        body: ZInContactBody,
        response: { 200: ZInContactResponse },
      },
    },
    async (request) =>
      setInContact({
        db,
        caller: principalOf(request),
        customerId: request.params.id,
        body: request.body,
        context: requestContext(request),
      }),
  );
};
