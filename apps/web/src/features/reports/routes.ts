import type { RouteObject } from 'react-router';
import { lazyPage, page } from '../../lib/pages';

/** The reports (administrators), in the staff area. */
export const reportsRoutes: Record<'admin', RouteObject[]> = {
  admin: [
    {
      path: 'manage/report',
      ...page(
        { name: 'admin-manage-report', title: 'Signalements', guards: ['admin'] },
        { lazy: lazyPage(() => import('./pages/report-list-page')) },
      ),
    },
  ],
};
