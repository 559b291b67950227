/**
 * Contracts of the contacts and history of the commercial area (issue 5 §3; spec 2 §7.2 Contact attempt,
 * Comment, User comment, User: qualification, inContact, personalContribution; spec 3 §7). Who may call
 * what beyond the roles is the services' business (apps/server modules/contacts, contacts.routes.ts).
 *
 * The duplicates engine (modules/duplicates) answered by the prospect form (`prospectEndpoints.findDuplicate`)
 * and the summary's attribution throws no error of its own: it only lists candidates.
 */
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
} from '../contact-history';
import { defineErrors, endpoint } from '../contract';
import { STAFF_ROLES } from '../roles';
import { CUSTOMER_ERRORS } from './customers';
import { WRITE_MESSAGE_ERRORS } from './messaging';
import { PROJECT_ACCESS_ERRORS } from './projects-errors';
import { USERS_ERRORS } from './users';

export const CONTACT_ERRORS = defineErrors({
  /** POST /api/contactAttempt/user/{user} without `projectId` (field `projectId`). */
  ATTEMPT_PROJECT_REQUIRED: { status: 400, message: 'Indiquez le projet.' },
  CONTACT_ATTEMPT_NOT_FOUND: { status: 404, message: 'Tentative de contact introuvable.' },
  /** The salesperson who made the attempt does not exist or is disabled. */
  ACTIVE_USER_NOT_FOUND: { status: 404, message: 'Utilisateur introuvable ou désactivé.' },
  /** An `elevationSurvey` comment on a survey that does not exist. */
  SURVEY_NOT_FOUND: { status: 404, message: 'Relevé introuvable.' },
  COMMENT_NOT_FOUND: { status: 404, message: 'Commentaire introuvable.' },
  NOTE_NOT_FOUND: { status: 404, message: 'Note introuvable.' },
  /** `projectId` is not a project of the household {id}. */
  PROJECT_NOT_IN_HOUSEHOLD: { status: 404, message: "Ce projet n'appartient pas à ce client." },
  QUALIFICATION_NOT_FOUND: { status: 404, message: 'Qualification introuvable.' },
});

/** Staff only (customers and craftsmen 403); which projects: the prospects' ownership rule. */
const staff = STAFF_ROLES;
/** `/comment`: staff, and customers on the `project` comments of their own household's projects. */
const staffAndCustomers = [...STAFF_ROLES, 'customer'] as const;
const E = CONTACT_ERRORS;
const { PROJECT_NOT_FOUND } = PROJECT_ACCESS_ERRORS;
/** PUT /api/user/{id}/…: the household {id}, and the project `projectId` when given. */
const householdErrors = [CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND, E.PROJECT_NOT_IN_HOUSEHOLD];

const attemptTag = 'Tentatives de contact';
const commentTag = 'Commentaires';
const noteTag = 'Notes internes';
const qualificationTag = 'Qualification des prospects';

export const contactEndpoints = {
  // ——— contact attempts ———
  addAttempt: endpoint({
    method: 'POST',
    path: '/api/contactAttempt/project/:project',
    tag: attemptTag,
    summary: "Enregistre une tentative de contact de l'appelant sur ce projet",
    access: staff,
    params: ZContactProjectParams,
    body: ZContactAttemptBody,
    response: ZContactAttemptResponse,
    errors: [PROJECT_NOT_FOUND, E.CONTACT_ATTEMPT_NOT_FOUND],
  }),
  userAttempts: endpoint({
    method: 'GET',
    path: '/api/contactAttempt/user/:user',
    tag: attemptTag,
    summary: "Tentatives de contact d'un membre de l'équipe, des plus récentes aux plus anciennes",
    access: staff,
    params: ZContactUserParams,
    query: ZContactPageQuery,
    response: ZContactAttemptListResponse,
    errors: [USERS_ERRORS.USER_NOT_FOUND],
  }),
  addUserAttempt: endpoint({
    method: 'POST',
    path: '/api/contactAttempt/user/:user',
    tag: attemptTag,
    summary: 'Enregistre une tentative de contact faite par ce commercial sur le projet `projectId`',
    access: staff,
    params: ZContactUserParams,
    body: ZContactAttemptBody,
    response: ZContactAttemptResponse,
    errors: [
      E.ATTEMPT_PROJECT_REQUIRED,
      E.ACTIVE_USER_NOT_FOUND,
      PROJECT_NOT_FOUND,
      E.CONTACT_ATTEMPT_NOT_FOUND,
    ],
  }),

  // ——— comments with the customer ———
  comments: endpoint({
    method: 'GET',
    path: '/api/comment',
    tag: commentTag,
    summary: "Commentaires d'un projet (ou d'un relevé), des plus récents aux plus anciens",
    access: staffAndCustomers,
    query: ZCommentListQuery,
    response: ZCommentListResponse,
    errors: [PROJECT_NOT_FOUND, E.SURVEY_NOT_FOUND],
  }),
  addComment: endpoint({
    method: 'POST',
    path: '/api/comment',
    tag: commentTag,
    summary: 'Ajoute un commentaire à un projet (ou à un relevé)',
    access: staffAndCustomers,
    body: ZCommentBody,
    response: ZCommentResponse,
    // A comment on a project is a message of its conversation (messaging writeMessage).
    errors: [...WRITE_MESSAGE_ERRORS, E.SURVEY_NOT_FOUND, E.COMMENT_NOT_FOUND],
  }),

  // ——— internal staff notes ———
  projectNotes: endpoint({
    method: 'GET',
    path: '/api/userComment/project/:id',
    tag: noteTag,
    summary: 'Notes internes sur un projet, des plus récentes aux plus anciennes',
    access: staff,
    params: ZContactIdParams,
    query: ZContactPageQuery,
    response: ZUserCommentListResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  addProjectNote: endpoint({
    method: 'POST',
    path: '/api/userComment/project/:id',
    tag: noteTag,
    summary: 'Ajoute une note interne sur un projet',
    access: staff,
    params: ZContactIdParams,
    body: ZUserCommentBody,
    response: ZUserCommentResponse,
    errors: [PROJECT_NOT_FOUND, E.NOTE_NOT_FOUND],
  }),
  salesmanNotes: endpoint({
    method: 'GET',
    path: '/api/userComment/salesman/:user',
    tag: noteTag,
    summary: 'Notes de ses responsables sur un commercial (administrateurs et son responsable)',
    access: staff,
    params: ZContactUserParams,
    query: ZContactPageQuery,
    response: ZUserCommentListResponse,
    errors: [USERS_ERRORS.USER_NOT_FOUND],
  }),
  addSalesmanNote: endpoint({
    method: 'POST',
    path: '/api/userComment/salesman/:user',
    tag: noteTag,
    summary: 'Ajoute une note sur un commercial (administrateurs et son responsable)',
    access: staff,
    params: ZContactUserParams,
    body: ZUserCommentBody,
    response: ZUserCommentResponse,
    errors: [USERS_ERRORS.USER_NOT_FOUND, E.NOTE_NOT_FOUND],
  }),
  deleteNote: endpoint({
    method: 'DELETE',
    path: '/api/userComment/:id',
    tag: noteTag,
    summary: 'Supprime une note interne (son auteur ou un administrateur)',
    access: staff,
    params: ZContactIdParams,
    response: ZUserCommentDeleteResponse,
    errors: [E.NOTE_NOT_FOUND],
  }),

  // ——— qualification of the prospect household ———
  qualification: endpoint({
    method: 'PUT',
    path: '/api/user/:id/qualification',
    tag: qualificationTag,
    summary: 'Qualifie le projet `projectId` du foyer {id} (froid, tiède, chaud) ; historique conservé',
    access: staff,
    params: ZContactIdParams,
    body: ZQualificationBody,
    response: ZQualificationResponse,
    errors: [...householdErrors, E.QUALIFICATION_NOT_FOUND],
  }),
  personalContribution: endpoint({
    method: 'PUT',
    path: '/api/user/:id/personalContribution',
    tag: qualificationTag,
    summary: 'Apport personnel du foyer {id}, en euros (null pour effacer)',
    access: staff,
    params: ZContactIdParams,
    body: ZPersonalContributionBody,
    response: ZPersonalContributionResponse,
    errors: [CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND],
  }),
  inContact: endpoint({
    method: 'PUT',
    path: '/api/user/:id/inContact',
    tag: qualificationTag,
    summary: 'Marque le projet `projectId` du foyer {id} « en contact » (ou non)',
    access: staff,
    params: ZContactIdParams,
    body: ZInContactBody,
    response: ZInContactResponse,
    errors: householdErrors,
  }),
};
