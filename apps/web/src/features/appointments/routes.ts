import type { RouteObject } from 'react-router';
import { lazyPage, page } from '../../lib/pages';

/** The user's agenda, in the staff area (app/router.tsx places it). */
export const appointmentsRoutes: Record<'admin', RouteObject[]> = {
  admin: [
    {
      path: 'account/agenda',
      ...page(
        { name: 'admin-account-agenda', title: 'Agenda' },
        { lazy: lazyPage(() => import('./pages/agenda-page')) },
      ),
    },
  ],
};
