import type { RouteObject } from 'react-router';
import { lazyPage, page, validProjectId } from '../../lib/pages';

/** Preconstruction: the Logisbox dashboard (staff area) and a project's land and file pages (customer area of a project). */
export const preconstructionRoutes: Record<'admin' | 'project', RouteObject[]> = {
  admin: [
    {
      path: 'summary/logisbox',
      ...page(
        { name: 'admin-summary-logisbox', title: 'Logisbox' },
        { lazy: lazyPage(() => import('./pages/logisbox-page')) },
      ),
    },
  ],
  project: [
    {
      path: 'preconstruction/land',
      ...page(
        { name: 'admin-customer-id-preconstruction-land', title: 'Terrain', validate: validProjectId },
        { lazy: lazyPage(() => import('./pages/land-page')) },
      ),
    },
    {
      path: 'preconstruction/elementsConstitution',
      ...page(
        {
          name: 'admin-customer-id-preconstruction-elementsConstitution',
          title: 'Constitution du dossier',
          validate: validProjectId,
        },
        { lazy: lazyPage(() => import('./pages/elements-constitution-page')) },
      ),
    },
  ],
};
