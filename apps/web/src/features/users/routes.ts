import type { RouteObject } from 'react-router';
import { lazyPage, page } from '../../lib/pages';

/** The user accounts (administrators), in the staff area (app/router.tsx places them). */
export const usersRoutes: Record<'admin', RouteObject[]> = {
  admin: [
    {
      path: 'manage/user',
      ...page(
        { name: 'admin-manage-user', title: 'Utilisateurs', guards: ['admin'] },
        { lazy: lazyPage(() => import('./pages/users-page'), 'UsersPage') },
      ),
    },
    {
      path: 'manage/user/:id',
      ...page(
        {
          name: 'admin-manage-user-id',
          title: 'Utilisateur',
          guards: ['admin'],
          // 0 is a new account (spec 2 §7.1: the user parameter defaults to 0).
          validate: (params) => /^\d{1,9}$/.test(params.id ?? ''),
        },
        { lazy: lazyPage(() => import('./pages/user-page'), 'UserPage') },
      ),
    },
  ],
};
