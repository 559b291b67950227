/**
 * Contracts of the messaging (spec 3 §7 "Messaging"): the conversation of a project between its customer
 * and the company. Customers read and write those of their own projects; staff by the project rule (grid
 * operators read only); recipient, follow, close and transfer are staff's; craftsmen none.
 */

import { defineErrors, endpoint } from '../contract';
import {
  ZConversationByProjectParams,
  ZConversationPageQuery,
  ZConversationParams,
  ZConversationResponse,
  ZEditMessageBody,
  ZMailboxMessageParams,
  ZMailboxMessageResponse,
  ZNewConversationBody,
  ZReplyBody,
  ZSwitchRecipientBody,
  ZTransferBody,
} from '../messaging';
import { STAFF_ROLES } from '../roles';
import { PROJECT_ACCESS_ERRORS } from './projects-errors';

export const MESSAGING_ERRORS = defineErrors({
  CONVERSATION_NOT_FOUND: { status: 404, message: 'Conversation introuvable.' },
  MESSAGE_NOT_FOUND: { status: 404, message: 'Message introuvable.' },
  /** A recipient, copy or transfer to someone who is not an active staff member following the project. */
  RECIPIENT_CANNOT_ANSWER: { status: 400, message: 'Ce collaborateur ne peut pas suivre ce projet.' },
  CONVERSATION_ALREADY_CLOSED: { status: 409, message: 'Cette conversation est déjà close.' },
  MESSAGE_ALREADY_READ: {
    status: 409,
    message: 'Ce message a déjà été lu : il ne peut plus être modifié.',
  },
});

/**
 * What writing a message may answer (messaging.service writeMessage), for the routes of other areas that
 * write on a project's conversation too (POST /api/comment).
 */
export const WRITE_MESSAGE_ERRORS = [
  PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND,
  MESSAGING_ERRORS.RECIPIENT_CANNOT_ANSWER,
] as const;

const tag = 'Messagerie';
const staff = STAFF_ROLES;
const staffAndCustomers = [...STAFF_ROLES, 'customer'] as const;
const E = MESSAGING_ERRORS;
const ofConversation = [PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND, E.CONVERSATION_NOT_FOUND];
const ofMessage = [PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND, E.MESSAGE_NOT_FOUND];

export const messagingEndpoints = {
  byProject: endpoint({
    method: 'GET',
    path: '/api/conversation-by-project/:project',
    tag,
    summary: 'La conversation du projet avec son client (messages du plus récent au plus ancien)',
    access: staffAndCustomers,
    params: ZConversationByProjectParams,
    query: ZConversationPageQuery,
    response: ZConversationResponse,
    errors: [PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND],
  }),
  byId: endpoint({
    method: 'GET',
    path: '/api/conversation/:id',
    tag,
    summary: 'Une conversation (messages du plus récent au plus ancien)',
    access: staffAndCustomers,
    params: ZConversationParams,
    query: ZConversationPageQuery,
    response: ZConversationResponse,
    errors: ofConversation,
  }),
  write: endpoint({
    method: 'POST',
    path: '/api/conversation',
    tag,
    summary: 'Écrit sur la conversation du projet (créée avec son premier message)',
    access: staffAndCustomers,
    body: ZNewConversationBody,
    response: ZConversationResponse,
    errors: WRITE_MESSAGE_ERRORS,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/conversation/:id/reply',
    tag,
    summary: 'Répond sur une conversation',
    access: staffAndCustomers,
    params: ZConversationParams,
    body: ZReplyBody,
    response: ZConversationResponse,
    errors: [...ofConversation, E.RECIPIENT_CANNOT_ANSWER],
  }),
  switchRecipient: endpoint({
    method: 'PUT',
    path: '/api/conversation/:id/switchRecipient',
    tag,
    summary: 'Confie la conversation à un collaborateur (qui répondra au client)',
    access: staff,
    params: ZConversationParams,
    body: ZSwitchRecipientBody,
    response: ZConversationResponse,
    errors: [...ofConversation, E.RECIPIENT_CANNOT_ANSWER],
  }),
  switchIsFollow: endpoint({
    method: 'PUT',
    path: '/api/conversation/:id/switchIsFollow',
    tag,
    summary: 'Suit la conversation (« Messages suivis »), ou cesse de la suivre',
    access: staff,
    params: ZConversationParams,
    response: ZConversationResponse,
    errors: ofConversation,
  }),
  close: endpoint({
    method: 'PUT',
    path: '/api/conversation/:id/close',
    tag,
    summary: 'Clôt la conversation (les messages du client sont marqués lus)',
    access: staff,
    params: ZConversationParams,
    response: ZConversationResponse,
    errors: [...ofConversation, E.CONVERSATION_ALREADY_CLOSED],
  }),
  editMessage: endpoint({
    method: 'PUT',
    path: '/api/mailbox/message/:id/edit',
    tag,
    summary: "Corrige un message (son auteur, tant que l'autre partie ne l'a pas lu)",
    access: staffAndCustomers,
    params: ZMailboxMessageParams,
    body: ZEditMessageBody,
    response: ZMailboxMessageResponse,
    errors: [...ofMessage, E.MESSAGE_ALREADY_READ],
  }),
  transferMessage: endpoint({
    method: 'POST',
    path: '/api/mailbox/message/:id/transfer',
    tag,
    summary: 'Transmet un message (et la conversation) à un collaborateur',
    access: staff,
    params: ZMailboxMessageParams,
    body: ZTransferBody,
    response: ZMailboxMessageResponse,
    errors: [...ofMessage, E.RECIPIENT_CANNOT_ANSWER],
  }),
};
