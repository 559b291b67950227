/** What other modules may use of announcements (boundaries.test.ts): the unread ones a user is shown. */
export { unreadJsonFor } from './announcements.repository';
export { unreadAnnouncements } from './announcements.service';
