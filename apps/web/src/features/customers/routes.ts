import type { RouteObject } from 'react-router';
import { lazyPage, page } from '../../lib/pages';

/** The customer list, in the staff area (app/router.tsx places it). */
export const customersRoutes: Record<'admin', RouteObject[]> = {
  admin: [
    {
      path: 'customer/list',
      ...page(
        { name: 'admin-customer-list', title: 'Clients' },
        { lazy: lazyPage(() => import('./pages/customer-list-page')) },
      ),
    },
  ],
};
