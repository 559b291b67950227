import type { RouteObject } from 'react-router';
import { lazyPage, page } from '../../lib/pages';
import { profileLoader } from './loaders';

/** The user's profile, in the staff area (app/router.tsx places it). */
export const accountRoutes: Record<'admin', RouteObject[]> = {
  admin: [
    {
      path: 'account/profile',
      ...page(
        { name: 'admin-account-profile', title: 'Mon profil' },
        { lazy: lazyPage(() => import('./pages/profile-page')) },
        profileLoader,
      ),
    },
  ],
};
