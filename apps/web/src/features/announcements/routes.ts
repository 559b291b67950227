import type { RouteObject } from 'react-router';
import { lazyPage, page } from '../../lib/pages';

/** The announcements settings (administrators), in the staff area. */
export const announcementsRoutes: Record<'admin', RouteObject[]> = {
  admin: [
    {
      path: 'manage/announcement',
      ...page(
        { name: 'admin-manage-announcement', title: 'Annonces', guards: ['admin'] },
        { lazy: lazyPage(() => import('./pages/announcements-page'), 'AnnouncementsPage') },
      ),
    },
  ],
};
