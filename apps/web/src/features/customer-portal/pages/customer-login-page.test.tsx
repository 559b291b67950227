import { COMMON_ERRORS } from '@batir/shared/contract';
import { authEndpoints } from '@batir/shared/contracts/auth';
import { customerPortalEndpoints } from '@batir/shared/contracts/customer-portal';
import { usersEndpoints } from '@batir/shared/contracts/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clientsRoutes } from '../../../app/clients-router';
import { ConfirmProvider } from '../../../components/confirm';
import { SnackbarProvider } from '../../../components/snackbar';
import { clearSession } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { failWith, mockApi, on } from '../../../test/api-mock';
import { makeUser } from '../../../test/render';
import { fakeToken } from '../../../test/tokens';
import { CLIENTS_BASENAME } from '../redirect';

// The pages are lazy: their first import takes a while.
configure({ asyncUtilTimeout: 10_000 });

const SUMMARY = {
  error: 0 as const,
  customer: { id: 1, name: 'Camille et Julien Durand', email: 'client@demo.batir.fr', phone: null },
  projects: [],
  impersonatedBy: null,
};

/** The server: the refresh cookie is gone; the sign-in gives an account with `roles`. */
function server(roles: NonNullable<Parameters<typeof makeUser>[0]>['roles']) {
  return mockApi(
    on(authEndpoints.refresh).reply(() => failWith(COMMON_ERRORS.SESSION_ENDED, { message: 'x' })),
    on(authEndpoints.refreshByPost).reply(() => failWith(COMMON_ERRORS.SESSION_ENDED, { message: 'x' })),
    on(authEndpoints.login).reply(() => ({ error: 0, token: fakeToken('someone') })),
    on(usersEndpoints.current).reply(() => makeUser({ roles })),
    on(authEndpoints.logout).reply(() => ({ error: 0 })),
    on(customerPortalEndpoints.summary).reply(() => SUMMARY),
  );
}

function show(entry: string) {
  const router = createMemoryRouter(clientsRoutes, { basename: CLIENTS_BASENAME, initialEntries: [entry] });
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        {/* As in app/providers: the pages' leave confirmation asks through it. */}
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { router, ui: userEvent.setup() };
}

async function signIn(ui: ReturnType<typeof userEvent.setup>, email: string) {
  await ui.type(await screen.findByLabelText(/Adresse e-mail/), email);
  await ui.type(screen.getByLabelText(/Mot de passe/), 'Demo1234!');
  await ui.click(screen.getByRole('button', { name: 'Se connecter' }));
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

// Typing in the form is slow under jsdom.
describe('the customer login page /clients/login', { timeout: 20_000 }, () => {
  test('a signed-out customer asking for his area gets the customer login page, then comes back', async () => {
    server({ isCustomer: true });
    const { router, ui } = show('/clients/app');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Connexion à l'espace client" }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/clients/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/clients/app')}`);
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe(
      '/clients/forgotPassword',
    );

    await signIn(ui, 'client@demo.batir.fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille et Julien Durand' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/clients/app');
  });

  test('a staff account signing in there is sent to the staff area', async () => {
    server({ isAdmin: true });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { ui } = show('/clients/login');
    await signIn(ui, 'admin@demo.batir.fr');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/v2/admin'));
  });

  test('a craftsman is signed out again and told the customer area is not his', async () => {
    const api = server({ isCraftsman: true });
    const { router, ui } = show('/clients/login');
    await signIn(ui, 'artisan@demo.batir.fr');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Ce compte n'a pas accès à l'espace client : l'espace artisan a sa propre adresse.",
    );
    expect(api.calls(authEndpoints.logout)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/clients/login');
  });

  test('/clients leads to the login page of the area when signed out', async () => {
    server({ isCustomer: true });
    const { router } = show('/clients');
    await screen.findByRole('heading', { level: 1, name: "Connexion à l'espace client" });
    expect(router.state.location.pathname).toBe('/clients/login');
  });
});
