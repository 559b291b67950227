import { usersEndpoints } from '@batir/shared/contracts/users';
import type { TUserAccount } from '@batir/shared/users';
import { configure, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mockApi, on } from '../../../test/api-mock';
import { makeUser, renderWithShell } from '../../../test/render';
import { UsersPage } from './users-page';

configure({ asyncUtilTimeout: 10_000 });

const admin = makeUser({ roles: { isAdmin: true } });

// Issue 15, defect 11: a person is « Prénom Nom » on every list (users.surname is the first name), an amount
// « 1 500,00 € » and a phone « 06 11 22 33 44 », whoever typed it how.
test('Utilisateurs: « Prénom Nom » for the account and its manager, the credit as 1 500,00 €', async () => {
  const account: TUserAccount = {
    id: 7,
    email: 'n.bertrand@demo.batir.fr',
    surname: 'Nathalie',
    name: 'Bertrand',
    phone: '0611223344',
    roles: ['salesman'],
    isActive: true,
    manager: { id: 1, surname: 'Claire', name: 'Moreau' },
    postalCodes: ['49'],
    credit: 1500,
    lastLoginAt: null,
  };
  const api = mockApi(
    on(usersEndpoints.list).reply(() => ({ error: 0, list: [account], total: 1, page: 1, limit: 25 })),
  );
  renderWithShell(<UsersPage />, { user: admin });
  expect(await screen.findByText('Nathalie Bertrand')).toBeTruthy();
  expect(screen.queryByText('Bertrand Nathalie')).toBeNull();
  expect(screen.getByText('Claire Moreau')).toBeTruthy();
  expect(screen.getByText('1 500,00 €').textContent).toBe('1\u00a0500,00\u00a0€');
  expect(api.calls(usersEndpoints.list)[0]?.query).toMatchObject({ page: 1, archived: false });
});
