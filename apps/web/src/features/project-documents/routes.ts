import type { RouteObject } from 'react-router';
import { lazyPage, page, validProjectId } from '../../lib/pages';

/** A project's documents (customer area of a project). */
export const projectDocumentsRoutes: Record<'project', RouteObject[]> = {
  project: [
    {
      path: 'documents',
      ...page(
        { name: 'admin-customer-id-documents', title: 'Documents du projet', validate: validProjectId },
        { lazy: lazyPage(() => import('./pages/documents-page')) },
      ),
    },
  ],
};
