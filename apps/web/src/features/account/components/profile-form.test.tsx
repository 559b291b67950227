import type { EndpointResponse } from '@batir/shared/contract';
import { USERS_ERRORS, usersEndpoints } from '@batir/shared/contracts/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { LEAVE_TITLE, LeaveConfirmationProvider } from '../../../components/leave-confirmation';
import { SnackbarProvider } from '../../../components/snackbar';
import { clearSession, getAccessToken, setSession } from '../../../lib/auth';
import { failWith, type MockReply, mockApi, on } from '../../../test/api-mock';
import { fakeToken } from '../../../test/tokens';
import { ProfileForm } from './profile-form';

const PROFILE = {
  id: 7,
  email: 'l.chevalier@demo.batir.fr',
  surname: 'Laurent',
  name: 'Chevalier',
  phone: '0761238945',
};

type Reply = EndpointResponse<typeof usersEndpoints.update> | MockReply;

function setup(
  reply: (body: Record<string, unknown>) => Reply = (body) => ({
    error: 0,
    user: { ...PROFILE, ...body },
  }),
) {
  const before = fakeToken('before');
  setSession(before);
  const api = mockApi(on(usersEndpoints.update).reply(({ body }) => reply(body)));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <ProfileForm profile={PROFILE} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  const sent = () =>
    api.calls(usersEndpoints.update).map(({ url, init, body }) => ({ url, method: init.method, body }));
  return { ui: userEvent.setup(), fetch: api.fetch, sent, before };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const surname = () => field(/^Prénom/);
const phone = () => field(/^Téléphone/);
const current = () => field(/^Mot de passe actuel/);
const next = () => field(/^Nouveau mot de passe/);
const confirmation = () => field(/^Confirmation/);
const save = (ui: ReturnType<typeof userEvent.setup>) =>
  ui.click(screen.getByRole('button', { name: 'Enregistrer' }));

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('ProfileForm', () => {
  test('leaving the page with unsaved changes asks first', async () => {
    mockApi();
    const router = createMemoryRouter(
      [
        {
          element: (
            <LeaveConfirmationProvider>
              <Outlet />
            </LeaveConfirmationProvider>
          ),
          children: [
            {
              path: '/profile',
              element: (
                <>
                  <ProfileForm profile={PROFILE} />
                  <Link to="/elsewhere">Récapitulatif</Link>
                </>
              ),
            },
            { path: '/elsewhere', element: <h1>Récapitulatif</h1> },
          ],
        },
      ],
      { initialEntries: ['/profile'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ConfirmProvider>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </ConfirmProvider>
      </QueryClientProvider>,
    );
    const ui = userEvent.setup();
    await ui.type(surname(), 'ne');
    await ui.click(screen.getByRole('link', { name: 'Récapitulatif' }));
    await screen.findByRole('dialog', { name: LEAVE_TITLE });
    await ui.click(screen.getByRole('button', { name: 'Non' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(surname().value).toBe('Laurentne');
  });

  test('shows the profile, the phone number in pairs', () => {
    setup();
    expect(surname().value).toBe('Laurent');
    expect(field(/^Nom/).value).toBe('Chevalier');
    expect(phone().value).toBe('07 61 23 89 45');
    expect(current().getAttribute('autocomplete')).toBe('current-password');
    expect(next().getAttribute('autocomplete')).toBe('new-password');
  });

  test('checks the fields in French before calling the server', async () => {
    const { ui, fetch } = setup();
    await ui.clear(surname());
    await ui.clear(phone());
    await ui.type(phone(), 'abc');
    await ui.type(next(), 'court');
    await ui.type(confirmation(), 'autre');
    await save(ui);
    expect(await screen.findByText('Indiquez votre prénom')).toBeTruthy();
    expect(screen.getByText('Numéro de téléphone invalide')).toBeTruthy();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeTruthy();
    expect(screen.getByText('Saisissez votre mot de passe actuel')).toBeTruthy();
    expect(screen.getByText('La confirmation ne correspond pas au nouveau mot de passe')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a new password needs a digit', async () => {
    const { ui, fetch } = setup();
    await ui.type(current(), 'Demo1234!');
    await ui.type(next(), 'sans-chiffre');
    await ui.type(confirmation(), 'sans-chiffre');
    await save(ui);
    expect(await screen.findByText('Le mot de passe doit contenir au moins un chiffre')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('saves the name and phone alone when the password fields are empty', async () => {
    const { ui, sent } = setup();
    await ui.clear(surname());
    await ui.type(surname(), 'Laure');
    await ui.clear(phone());
    await ui.type(phone(), '06.12.34.56.78');
    await save(ui);
    expect(await screen.findByText('Enregistrement effectué !')).toBeTruthy();
    expect(sent()).toEqual([
      {
        url: '/api/user/7',
        method: 'PUT',
        body: { surname: 'Laure', name: 'Chevalier', phone: '0612345678' },
      },
    ]);
    expect(phone().value).toBe('06 12 34 56 78');
  });

  test('a password change adopts the new session of this browser and clears the fields', async () => {
    const token = fakeToken('after');
    const { ui, sent } = setup(() => ({ error: 0, user: PROFILE, token }));
    await ui.type(current(), 'Demo1234!');
    await ui.type(next(), 'Nouveau2026');
    await ui.type(confirmation(), 'Nouveau2026');
    await save(ui);
    expect(await screen.findByText(/^Enregistrement effectué !/)).toBeTruthy();
    expect(sent()[0]?.body).toMatchObject({ currentPassword: 'Demo1234!', newPassword: 'Nouveau2026' });
    expect(sent()[0]?.body).not.toHaveProperty('confirmPassword');
    expect(getAccessToken()).toBe(token.accessToken);
    expect(current().value).toBe('');
    expect(next().value).toBe('');
  });

  test("shows the server's field errors under the fields", async () => {
    const { ui, before } = setup(() =>
      failWith(USERS_ERRORS.CURRENT_PASSWORD_WRONG, {
        fields: { currentPassword: 'Mot de passe actuel incorrect' },
      }),
    );
    await ui.type(current(), 'mauvais1');
    await ui.type(next(), 'Nouveau2026');
    await ui.type(confirmation(), 'Nouveau2026');
    await save(ui);
    expect(await screen.findByText('Mot de passe actuel incorrect')).toBeTruthy();
    expect(getAccessToken()).toBe(before.accessToken);
  });
});
