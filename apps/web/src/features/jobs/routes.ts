import type { RouteObject } from 'react-router';
import { lazyPage, page } from '../../lib/pages';

/** The caller's exports (spec 1 §2.3 tools/export), in the staff area (app/router.tsx places them). */
export const jobsRoutes: Record<'admin', RouteObject[]> = {
  admin: [
    {
      path: 'tools/export',
      ...page(
        { name: 'admin-tools-export', title: 'Mes exports' },
        { lazy: lazyPage(() => import('./pages/exports-page'), 'ExportsPage') },
      ),
    },
  ],
};
