import type { RouteObject } from 'react-router';
import { lazyPage, page } from '../../lib/pages';

/** The prospect list and the new prospect page, in the staff area (the sheet, which composes several features, is app/routes/prospect-sheet.tsx). */
export const prospectsRoutes: Record<'admin', RouteObject[]> = {
  admin: [
    {
      path: 'prospects',
      ...page(
        { name: 'admin-prospects', title: 'Prospects' },
        { lazy: lazyPage(() => import('./pages/prospects-page')) },
      ),
    },
    {
      path: 'prospects/add',
      ...page(
        { name: 'admin-prospects-add', title: 'Nouveau prospect' },
        { lazy: lazyPage(() => import('./pages/prospect-add-page')) },
      ),
    },
  ],
};
