import { appointmentRequestsEndpoints } from '@batir/shared/contracts/appointment-requests';
import { appointmentEndpoints } from '@batir/shared/contracts/appointments';
import { contactEndpoints } from '@batir/shared/contracts/contacts';
import { salesmenEndpoints } from '@batir/shared/contracts/salesmen';
import { todosEndpoints } from '@batir/shared/contracts/todos';
import { usersEndpoints } from '@batir/shared/contracts/users';
import type { TSalesmanDetail } from '@batir/shared/salesmen';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import SalesmenRoute from '../../../app/routes/salesmen';
import { ConfirmProvider } from '../../../components/confirm';
import { SnackbarProvider } from '../../../components/snackbar';
import { setSession } from '../../../lib/auth';
import { mockApi, on } from '../../../test/api-mock';
import { fakeToken } from '../../../test/tokens';
import { usersKeys } from '../../users/api/keys';

const person = (id: number, surname: string, managerId: number | null) => ({
  id,
  surname,
  name: 'Test',
  email: `${surname.toLowerCase()}@demo.fr`,
  phone: '0611223344',
  managerId,
  postalCodes: [],
});

const detail = (id: number, surname: string): TSalesmanDetail => ({
  id,
  email: `${surname.toLowerCase()}@demo.fr`,
  surname,
  name: 'Test',
  phone: null,
  isActive: true,
  photoUrl: null,
  jobTitle: `Poste de ${surname}`,
  presentation: '',
  pinMessage: id === 3 ? 'Réunion lundi' : '',
  manager: null,
  support: [],
  can: { editProfile: id === 3, editPinMessage: id !== 3, editManager: false },
});

test('a salesperson lists himself and the people he manages, and opens their screens', async () => {
  setSession(fakeToken('salesman'));
  const api = mockApi(
    on(usersEndpoints.salesmen).reply(() => ({
      error: 0,
      list: [person(3, 'Sophie', null), person(5, 'Nathalie', null), person(8, 'Paul', 3)],
    })),
    on(salesmenEndpoints.salesman).reply(({ params }) => ({
      error: 0,
      salesman: detail(params.id, params.id === 3 ? 'Sophie' : 'Paul'),
    })),
    on(salesmenEndpoints.qualifications).reply(() => ({
      error: 0,
      cold: [],
      warm: [],
      hot: [],
      unqualified: 3,
    })),
    on(appointmentRequestsEndpoints.userList).reply(() => ({ error: 0, list: [] })),
    on(appointmentEndpoints.userList).reply(() => ({ error: 0, list: [] })),
    on(todosEndpoints.list).reply(() => ({
      error: 0,
      list: [],
      total: 0,
      alertCount: 0,
      page: 1,
      limit: 20,
    })),
    on(contactEndpoints.userAttempts).reply(({ query }) => ({ error: 0, list: [], total: 0, ...query })),
    on(contactEndpoints.salesmanNotes).reply(() => ({ error: 0, list: [], total: 0 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(usersKeys.current, {
    user: { id: 3, isAdmin: false, surname: 'Sophie', name: 'Test' },
    acls: {
      roles: {
        isAdmin: false,
        isTechnical: false,
        isGridOperator: false,
        isCustomer: false,
        isCraftsman: false,
        isSalesman: true,
      },
    },
    userList: [],
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/salesman', element: <SalesmenRoute /> },
      { path: '/admin/salesman/:id', element: <SalesmenRoute /> },
    ],
    { initialEntries: ['/admin/salesman'] },
  );
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  const list = await screen.findByRole('list', { name: 'Commerciaux' });
  expect(
    within(list)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Sophie Test06 11 22 33 44', 'Paul Test06 11 22 33 44']);
  // His own screen first: he reads his pinned message, and sees his to-dos.
  expect((await screen.findByTestId('pinned-message')).textContent).toBe('Réunion lundi');
  expect(screen.getByText('Mes tâches en cours')).toBeTruthy();
  await userEvent.setup().click(within(list).getByText('Paul Test'));
  await screen.findByText('Poste de Paul');
  expect(router.state.location.pathname).toBe('/admin/salesman/8');
  // As his manager: the editor of the pinned message and the notes panel, no to-dos of someone else.
  expect(screen.getByLabelText('Message affiché sur son tableau de bord')).toBeTruthy();
  expect(screen.queryByText('Mes tâches en cours')).toBeNull();
  expect(api.calls(appointmentRequestsEndpoints.userList).map((c) => c.params.user)).toContain(8);
  expect(api.calls(appointmentEndpoints.userList).map((c) => c.params.user)).toContain(8);
});
