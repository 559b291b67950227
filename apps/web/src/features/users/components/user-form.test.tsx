import { usersEndpoints } from '@batir/shared/contracts/users';
import type { TUserAccount } from '@batir/shared/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/auth';
import { mockApi, on } from '../../../test/api-mock';
import { fakeToken } from '../../../test/tokens';
import { UserForm, type UserFormProps } from './user-form';

const ACCOUNT: TUserAccount = {
  id: 12,
  email: 'j.lefevre@demo.batir.fr',
  surname: 'Julien',
  name: 'Lefèvre',
  phone: '0611223344',
  roles: ['salesman'],
  isActive: true,
  manager: { id: 1, surname: 'Claire', name: 'Moreau' },
  postalCodes: ['49'],
  credit: 1500,
  lastLoginAt: null,
};

function setup(account: TUserAccount | null, onSubmit: UserFormProps['onSubmit'] = vi.fn()) {
  setSession(fakeToken('admin'));
  const api = mockApi(
    on(usersEndpoints.search).reply(() => ({
      error: 0,
      list: [
        { id: 3, surname: 'Sophie', name: 'Garnier', email: 'commercial@demo.batir.fr', roles: ['salesman'] },
      ],
    })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UserForm account={account} saving={false} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return { ui: userEvent.setup(), onSubmit, api };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('UserForm', () => {
  test('shows the account: identity, roles, manager, postal codes as chips, credit as 1 500,00', () => {
    setup(ACCOUNT);
    expect(input(/^Prénom/).value).toBe('Julien');
    expect(input(/^Téléphone/).value).toBe('06 11 22 33 44');
    expect((screen.getByRole('checkbox', { name: 'Commercial' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Administrateur' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(input(/^Responsable/).value).toBe('Claire Moreau');
    expect(screen.getByRole('button', { name: '49' })).toBeTruthy();
    expect(input(/^Crédit/).value).toBe('1\u00a0500,00');
  });

  test('refuses a postal code that is not 2 to 5 digits, adds a valid one, and sends the values', async () => {
    const { ui, onSubmit } = setup(ACCOUNT);
    const codes = input(/^Codes postaux couverts/);
    await ui.type(codes, '4{Enter}');
    expect(await screen.findByText('Code postal invalide : 2 à 5 chiffres')).toBeTruthy();
    await ui.clear(codes);
    await ui.type(codes, '44000{Enter}');
    expect(screen.getByRole('button', { name: '44000' })).toBeTruthy();
    await ui.click(screen.getByRole('checkbox', { name: 'Animateur réseau' }));
    // The credit typed the French way.
    await ui.clear(input(/^Crédit/));
    await ui.type(input(/^Crédit/), '1 500');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(onSubmit).mock.calls[0]?.[0]).toEqual({
      surname: 'Julien',
      name: 'Lefèvre',
      email: 'j.lefevre@demo.batir.fr',
      phone: '06 11 22 33 44',
      roles: ['salesman', 'gridOperator'],
      managerId: 1,
      postalCodes: ['49', '44000'],
      credit: 1500,
    });
  });

  test('validates a new account in French before sending anything', async () => {
    const { ui, onSubmit } = setup(null);
    await ui.type(input(/^Adresse e-mail/), 'pas-une-adresse');
    await ui.click(screen.getByRole('checkbox', { name: 'Commercial' }));
    await ui.clear(input(/^Crédit/));
    await ui.type(input(/^Crédit/), '-5');
    await ui.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findByText('Indiquez le prénom')).toBeTruthy();
    expect(screen.getByText('Indiquez le nom')).toBeTruthy();
    expect(screen.getByText('Adresse e-mail invalide')).toBeTruthy();
    expect(screen.getByText('Choisissez au moins un rôle')).toBeTruthy();
    expect(screen.getByText('Le crédit ne peut pas être négatif')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('picks a manager found by the staff search', async () => {
    const { ui, onSubmit, api } = setup({ ...ACCOUNT, manager: null });
    await ui.type(input(/^Responsable/), 'gar');
    await ui.click(await screen.findByRole('option', { name: 'Sophie Garnier' }));
    expect(api.calls(usersEndpoints.search).at(-1)?.params).toEqual({ term: 'gar' });
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(onSubmit).mock.calls[0]?.[0]).toMatchObject({ managerId: 3 });
  });

  test('shows the server field messages under their fields', async () => {
    const onSubmit: UserFormProps['onSubmit'] = (_values, { setFieldErrors }) => {
      setFieldErrors({ email: 'Un compte utilise déjà cette adresse e-mail.' });
    };
    const { ui } = setup(ACCOUNT, onSubmit);
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Un compte utilise déjà cette adresse e-mail.')).toBeTruthy();
  });
});
