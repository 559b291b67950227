import type { TCurrentUserResponse } from '@batir/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SnackbarProvider } from '../components/snackbar';
import type { CurrentUser } from '../features/users/api/current-user';
import { usersKeys } from '../features/users/api/keys';

type Roles = TCurrentUserResponse['acls']['roles'];

/** A signed-in user as GET /api/user answers it, with the given roles and menus. */
export function makeUser(
  overrides: Partial<Omit<CurrentUser, 'acls'>> & { roles?: Partial<Roles> } = {},
): CurrentUser {
  const { roles, ...rest } = overrides;
  const flags: Roles = {
    isAdmin: false,
    isTechnical: false,
    isGridOperator: false,
    isCustomer: false,
    isCraftsman: false,
    isSalesman: false,
    ...roles,
  };
  return {
    error: 0,
    user: {
      id: 1,
      isAdmin: flags.isAdmin,
      surname: 'Claire',
      name: 'Moreau',
      email: 'c@m.fr',
      scope: [],
      photoUrl: null,
    },
    acls: { roles: flags, customer: {}, permit: {}, quotation: {} },
    userList: [],
    menuType: 'admin',
    menuList: [],
    menuFavorites: [],
    userFavorite: [],
    announcementList: [],
    ...rest,
  };
}

/** Renders `ui` as the page `admin` ("Tableau de bord") at `path`, with the user already loaded. */
export function renderWithShell(ui: ReactNode, { user = makeUser(), path = '/admin' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(usersKeys.current, user);
  // Fresh for the whole test: a suspense query refetches data older than a second on mount, and on a busy
  // machine the page's own mocked GET answer would then replace the user (crashing on `acls`).
  client.setQueryDefaults(usersKeys.current, { staleTime: Number.POSITIVE_INFINITY });
  const router = createMemoryRouter(
    [
      { path: '/admin', handle: { name: 'admin', title: 'Tableau de bord' }, element: ui },
      { path: '*', element: ui },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { client, router, ui: userEvent.setup() };
}
