/** What other modules may use of notifications (boundaries.test.ts): the notification service, writing notifications in a transaction. */
export { insertMany, resolveRecipients } from './notifications.repository';
export type { NotificationService } from './notifications.service';
