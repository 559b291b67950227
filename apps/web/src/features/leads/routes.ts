import type { RouteObject } from 'react-router';
import { lazyPage, page } from '../../lib/pages';

/** The website leads (administrators), in the staff area. */
export const leadsRoutes: Record<'admin', RouteObject[]> = {
  admin: [
    {
      path: 'manage/leads',
      ...page(
        { name: 'admin-manage-leads', title: 'Leads du site internet', guards: ['admin'] },
        { lazy: lazyPage(() => import('./pages/leads-page'), 'LeadsPage') },
      ),
    },
  ],
};
