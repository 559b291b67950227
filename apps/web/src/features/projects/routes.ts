import type { RouteObject } from 'react-router';
import { lazyPage, page, validProjectId } from '../../lib/pages';

/** A project's home, informations and advancement (customer area of a project). */
export const projectsRoutes: Record<'project', RouteObject[]> = {
  project: [
    {
      index: true,
      ...page(
        { name: 'admin-customer-id', title: 'Fiche client', validate: validProjectId },
        { lazy: lazyPage(() => import('./pages/project-home-page')) },
      ),
    },
    {
      path: 'preconstruction/informations',
      ...page(
        {
          name: 'admin-customer-id-preconstruction-informations',
          title: 'Informations du projet',
          validate: validProjectId,
        },
        { lazy: lazyPage(() => import('./pages/informations-page')) },
      ),
    },
    {
      path: 'preconstruction/advancement',
      ...page(
        {
          name: 'admin-customer-id-preconstruction-advancement',
          title: 'Avancement',
          validate: validProjectId,
        },
        { lazy: lazyPage(() => import('./pages/advancement-page')) },
      ),
    },
  ],
};
