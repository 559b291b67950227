import type { RouteObject } from 'react-router';
import { lazyPage, page, validProjectId } from '../../lib/pages';

/** Building permits: the dashboard (staff area) and a project's permit pages (customer area of a project). */
export const buildingPermitsRoutes: Record<'admin' | 'project', RouteObject[]> = {
  admin: [
    {
      path: 'summary/buildingPermit',
      ...page(
        { name: 'admin-summary-buildingPermit', title: 'Permis de construire' },
        { lazy: lazyPage(() => import('./pages/building-permit-dashboard-page')) },
      ),
    },
  ],
  project: [
    {
      path: 'preconstruction/buildingPermit',
      ...page(
        {
          name: 'admin-customer-id-preconstruction-buildingPermit',
          title: 'Permis de construire',
          validate: validProjectId,
        },
        { lazy: lazyPage(() => import('./pages/project-building-permit-page')) },
      ),
    },
    {
      path: 'preconstruction/buildingPermitOld',
      ...page(
        {
          name: 'admin-customer-id-preconstruction-buildingPermitOld',
          title: 'Permis de construire (historique)',
          validate: validProjectId,
        },
        { lazy: lazyPage(() => import('./pages/building-permit-old-page')) },
      ),
    },
  ],
};
