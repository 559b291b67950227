/**
 * Contracts of the notification panel of the staff shell (spec 1 §2.11, §7.2 "backend_notification").
 */

import { COMMON_ERRORS, defineErrors, endpoint } from '../contract';
import {
  ZMarkReadBody,
  ZNotificationCategoryKey,
  ZNotificationCreateBody,
  ZNotificationCreateResponse,
  ZNotificationIdParams,
  ZNotificationsResponse,
} from '../notifications';
import { STAFF_ROLES } from '../roles';

export const NOTIFICATION_ERRORS = defineErrors({
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notification introuvable.' },
  NOTIFICATION_CATEGORY_NOT_FOUND: { status: 404, message: 'Catégorie de notifications introuvable.' },
});

const tag = 'Notifications';
const access = STAFF_ROLES;

export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/backend_notification',
    tag,
    summary: 'Notifications',
    access,
    response: ZNotificationsResponse,
  }),
  markRead: endpoint({
    method: 'PUT',
    path: '/api/backend_notification/read',
    tag,
    summary: 'Marque comme lues (toutes, ou les ids donnés)',
    access,
    body: ZMarkReadBody,
    response: ZNotificationsResponse,
  }),
  /** `scType`, `scName`, `scId` in the query string or in the body (the older clients sent a body). */
  removeCategory: endpoint({
    method: 'DELETE',
    path: '/api/backend_notification/category',
    tag,
    summary: 'Supprime une catégorie (scType, scName, scId en paramètres ou dans le corps)',
    access,
    query: ZNotificationCategoryKey.partial(),
    body: ZNotificationCategoryKey.partial().nullish(),
    response: ZNotificationsResponse,
    errors: [COMMON_ERRORS.INVALID_INPUT, NOTIFICATION_ERRORS.NOTIFICATION_CATEGORY_NOT_FOUND],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/backend_notification/:id',
    tag,
    summary: 'Supprime une notification',
    access,
    params: ZNotificationIdParams,
    response: ZNotificationsResponse,
    errors: [NOTIFICATION_ERRORS.NOTIFICATION_NOT_FOUND],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/backend_notification',
    tag,
    summary: 'Envoie une notification (tous, des rôles ou des utilisateurs)',
    access: ['admin'],
    body: ZNotificationCreateBody,
    response: ZNotificationCreateResponse,
  }),
};
