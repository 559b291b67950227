import { COMMON_ERRORS } from '@batir/shared/contract';
import { AUTH_ERRORS, authEndpoints } from '@batir/shared/contracts/auth';
import { usersEndpoints } from '@batir/shared/contracts/users';
import { STAFF_ONLY_MESSAGE } from '@batir/shared/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearSession, getAccessToken } from '../../../lib/auth';
import { failWith, mockApi, on } from '../../../test/api-mock';
import { makeUser } from '../../../test/render';
import { fakeToken } from '../../../test/tokens';
import { LoginForm } from './login-form';

function user(roles: { isCustomer?: boolean; isAdmin?: boolean }) {
  return makeUser({ roles });
}

function setup(onSignedIn = vi.fn(), notice: string | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoginForm notice={notice} onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  );
  return { onSignedIn, ui: userEvent.setup() };
}

async function signIn(ui: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await ui.type(screen.getByLabelText(/Adresse e-mail/), email);
  if (password) await ui.type(screen.getByLabelText(/Mot de passe/), password);
  await ui.click(screen.getByRole('button', { name: 'Se connecter' }));
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  test('labels its fields for password managers', () => {
    setup();
    expect(screen.getByLabelText(/Adresse e-mail/).getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText(/Mot de passe/).getAttribute('autocomplete')).toBe('current-password');
  });

  test('shows field errors in French without calling the server', async () => {
    const api = mockApi();
    const { ui } = setup();
    await signIn(ui, '', '');
    expect(screen.getByText('Saisissez votre adresse e-mail')).toBeTruthy();
    expect(screen.getByText('Saisissez votre mot de passe')).toBeTruthy();
    await signIn(ui, 'pas-une-adresse', 'x');
    expect(screen.getByText('Adresse e-mail invalide')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test("shows the server's message when the credentials are wrong", async () => {
    mockApi(on(authEndpoints.login).reply(() => failWith(AUTH_ERRORS.INVALID_CREDENTIALS)));
    const { ui, onSignedIn } = setup();
    await signIn(ui, 'admin@demo.batir.fr', 'mauvais');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Adresse e-mail ou mot de passe incorrect.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  test("shows the server's field errors under the fields", async () => {
    mockApi(
      on(authEndpoints.login).reply(() =>
        failWith(COMMON_ERRORS.INVALID_INPUT, { fields: { email: 'Adresse refusée par le serveur' } }),
      ),
    );
    const { ui } = setup();
    await signIn(ui, 'admin@demo.batir.fr', 'secret');
    expect(await screen.findByText('Adresse refusée par le serveur')).toBeTruthy();
  });

  test('signs a staff member in', async () => {
    const token = fakeToken('staff');
    mockApi(
      on(authEndpoints.login).reply(() => ({ error: 0, token })),
      on(usersEndpoints.current).reply(() => user({ isAdmin: true })),
    );
    const { ui, onSignedIn } = setup();
    await signIn(ui, 'admin@demo.batir.fr', 'Demo1234!');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(getAccessToken()).toBe(token.accessToken);
  });

  test('lets customer accounts in: the next page sends them to their own area', async () => {
    const token = fakeToken('client');
    const api = mockApi(
      on(authEndpoints.login).reply(() => ({ error: 0, token })),
      on(usersEndpoints.current).reply(() => user({ isCustomer: true })),
      on(authEndpoints.logout).reply(() => ({ error: 0 })),
    );
    const { ui, onSignedIn } = setup();
    await signIn(ui, 'client@demo.batir.fr', 'Demo1234!');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.calls(authEndpoints.logout)).toEqual([]);
    expect(getAccessToken()).toBe(token.accessToken);
  });

  test('refuses craftsman accounts and signs them out', async () => {
    const api = mockApi(
      on(authEndpoints.login).reply(() => ({ error: 0, token: fakeToken('artisan') })),
      on(authEndpoints.logout).reply(() => ({ error: 0 })),
      on(usersEndpoints.current).reply(() => user({})),
    );
    const { ui, onSignedIn } = setup();
    await signIn(ui, 'artisan@demo.batir.fr', 'Demo1234!');
    expect((await screen.findByRole('alert')).textContent).toContain(STAFF_ONLY_MESSAGE);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(api.calls(authEndpoints.logout)).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });

  test('shows why the previous session ended', () => {
    setup(vi.fn(), 'Votre session a pris fin. Veuillez vous reconnecter.');
    expect(screen.getByRole('alert').textContent).toContain('Votre session a pris fin.');
  });
});
