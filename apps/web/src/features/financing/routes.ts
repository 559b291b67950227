import type { RouteObject } from 'react-router';
import { lazyPage, page, validProjectId } from '../../lib/pages';

/** Financing: the dashboard (staff area) and a project's financing page (customer area of a project). */
export const financingRoutes: Record<'admin' | 'project', RouteObject[]> = {
  admin: [
    {
      path: 'summary/financing',
      ...page(
        { name: 'admin-summary-financing', title: 'Financements' },
        { lazy: lazyPage(() => import('./pages/financing-dashboard-page')) },
      ),
    },
  ],
  project: [
    {
      path: 'preconstruction/financing',
      ...page(
        {
          name: 'admin-customer-id-preconstruction-financing',
          title: 'Financement',
          validate: validProjectId,
        },
        { lazy: lazyPage(() => import('./pages/project-financing-page')) },
      ),
    },
  ],
};
