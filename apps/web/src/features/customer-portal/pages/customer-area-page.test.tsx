import { COMMON_ERRORS } from '@batir/shared/contract';
import { authEndpoints } from '@batir/shared/contracts/auth';
import {
  CUSTOMER_PORTAL_ERRORS,
  customerPortalEndpoints as portal,
} from '@batir/shared/contracts/customer-portal';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clientsRoutes } from '../../../app/clients-router';
import { ConfirmProvider } from '../../../components/confirm';
import { SnackbarProvider } from '../../../components/snackbar';
import { clearSession, getAccessToken, setSession } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { failWith, mockApi, on } from '../../../test/api-mock';
import { fakeToken } from '../../../test/tokens';
import { CLIENTS_BASENAME } from '../redirect';

// No socket in these tests (the conversations of the area listen for new messages).
vi.mock('../../../lib/realtime', () => ({
  subscribeRealtime: () => () => {},
  onRealtimeReconnected: () => () => {},
}));

const SUMMARY = {
  error: 0 as const,
  customer: { id: 1, name: 'Camille et Julien Durand', email: 'client@demo.batir.fr', phone: '0687451236' },
  projects: [
    {
      id: 7,
      name: 'Maison Aubépine à Joué-lès-Tours',
      step: 1,
      landCity: 'Joué-lès-Tours',
      salesman: { surname: 'Sophie', name: 'Garnier', phone: '0612457890' },
    },
  ],
  impersonatedBy: null as null | { surname: string; name: string },
};

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
  return router;
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the customer area /clients/app', () => {
  test('signs in with the one-time ticket, drops it from the address, and shows who is looking', async () => {
    const token = fakeToken('customer');
    const api = mockApi(
      on(portal.exchangeTicket).reply(() => ({ error: 0, token })),
      on(portal.summary).reply(() => ({
        ...SUMMARY,
        error: 0,
        impersonatedBy: { surname: 'Claire', name: 'Moreau' },
      })),
    );
    const router = show('/clients/app?ticket=ticket-unique-123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Camille et Julien Durand' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(api.calls(portal.exchangeTicket).map((call) => call.body)).toEqual([
      { ticket: 'ticket-unique-123' },
    ]);
    expect(getAccessToken()).toBe(token.accessToken);
    expect(screen.getByRole('status').textContent).toContain('Prise en main par Claire Moreau');
    expect(screen.getByRole('status').textContent).toMatch(
      /Accès valable jusqu'au \d\d\/\d\d\/\d{4} \d\d:\d\d/,
    );
    expect(screen.getByText('Pré-construction')).toBeTruthy();
    expect(screen.getByText('Votre conseiller : Sophie Garnier, 06 12 45 78 90')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terminer la prise en main' })).toBeTruthy();
    // The impersonation never touches the refresh cookie (it is the staff member's).
    expect([...api.calls(authEndpoints.refresh), ...api.calls(authEndpoints.refreshByPost)]).toEqual([]);
  });

  test('the impersonation window ends with its token and says so, without going to the staff login page', async () => {
    const token = fakeToken('customer', 1);
    const api = mockApi(
      on(portal.exchangeTicket).reply(() => ({ error: 0, token })),
      on(portal.summary).reply(() => ({
        ...SUMMARY,
        error: 0,
        impersonatedBy: { surname: 'Claire', name: 'Moreau' },
      })),
    );
    const router = show('/clients/app?ticket=ticket-unique-456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille et Julien Durand' })).toBeTruthy();

    const ended = await screen.findByRole('heading', { name: 'Prise en main terminée' }, { timeout: 3000 });
    expect(ended.parentElement?.textContent).toContain(
      "L'accès à l'espace de Camille et Julien Durand a pris fin (15 minutes au plus). Vous pouvez fermer cette fenêtre.",
    );
    expect(getAccessToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/clients/app');
    expect(screen.queryByText('Pré-construction')).toBeNull();
    expect([...api.calls(authEndpoints.refresh), ...api.calls(authEndpoints.refreshByPost)]).toEqual([]);
  });

  test('a used or expired ticket shows the server’s French message', async () => {
    mockApi(
      on(portal.exchangeTicket).reply(() => failWith(CUSTOMER_PORTAL_ERRORS.IMPERSONATION_TICKET_INVALID)),
    );
    show('/clients/app?ticket=ticket-deja-utilise');
    expect(await screen.findByText('Ce lien de prise en main est invalide ou a expiré.')).toBeTruthy();
  });

  test('a customer signed in normally sees their area, without the banner', async () => {
    mockApi(on(portal.summary).reply(() => ({ ...SUMMARY, error: 0 })));
    // Signed in from the login page: the session is the cookie's (restored on page load).
    setSession(fakeToken('customer'));
    show('/clients/app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille et Julien Durand' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });

  test('staff get the 403 page saying the area is for customers', async () => {
    mockApi(on(portal.summary).reply(() => failWith(COMMON_ERRORS.FORBIDDEN, { message: 'Accès refusé' })));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setSession(fakeToken('admin'));
    show('/clients/app');
    expect(await screen.findByText(/Cet espace est réservé aux clients/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Accès refusé' })).toBeTruthy();
  });
});
