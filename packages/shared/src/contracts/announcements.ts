/**
 * Contracts of the announcements (spec 1 §2.12): admins write them; everyone targeted acknowledges them
 * (« J'ai compris »).
 */

import {
  ZAnnouncementBody,
  ZAnnouncementIdParams,
  ZAnnouncementListQuery,
  ZAnnouncementListResponse,
  ZAnnouncementMessageResponse,
  ZAnnouncementParams,
  ZAnnouncementResponse,
} from '../announcements';
import { defineErrors, endpoint } from '../contract';

export const ANNOUNCEMENT_ERRORS = defineErrors({
  /** Unknown, or (for « J'ai compris ») not started or not aimed at the caller. */
  ANNOUNCEMENT_NOT_FOUND: { status: 404, message: 'Annonce introuvable.' },
  /** A targeted user is unknown or inactive (the message and `fields.userIds` list them). */
  ANNOUNCEMENT_RECIPIENT_UNKNOWN: { status: 400, message: 'Destinataire inconnu ou inactif.' },
});

const tag = 'Annonces';
const adminOnly = ['admin'] as const;
const E = ANNOUNCEMENT_ERRORS;

export const announcementsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/announcement',
    tag,
    summary: 'Annonces (une page, les plus récentes en premier)',
    access: adminOnly,
    query: ZAnnouncementListQuery,
    response: ZAnnouncementListResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/announcement',
    tag,
    summary: 'Nouvelle annonce',
    access: adminOnly,
    body: ZAnnouncementBody,
    response: ZAnnouncementResponse,
    errors: [E.ANNOUNCEMENT_RECIPIENT_UNKNOWN, E.ANNOUNCEMENT_NOT_FOUND],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/announcement/:announcement',
    tag,
    summary: 'Modifie une annonce',
    access: adminOnly,
    params: ZAnnouncementParams,
    body: ZAnnouncementBody,
    response: ZAnnouncementResponse,
    errors: [E.ANNOUNCEMENT_RECIPIENT_UNKNOWN, E.ANNOUNCEMENT_NOT_FOUND],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/announcement/:announcement',
    tag,
    summary: 'Supprime une annonce',
    access: adminOnly,
    params: ZAnnouncementParams,
    response: ZAnnouncementMessageResponse,
    errors: [E.ANNOUNCEMENT_NOT_FOUND],
  }),
  markRead: endpoint({
    method: 'PUT',
    path: '/api/announcement/:id/markRead',
    tag,
    summary: "J'ai compris",
    access: 'authenticated',
    params: ZAnnouncementIdParams,
    response: ZAnnouncementMessageResponse,
    errors: [E.ANNOUNCEMENT_NOT_FOUND],
  }),
};
