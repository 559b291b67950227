import type { TAppointment } from '@batir/shared/appointments';
import { appointmentEndpoints } from '@batir/shared/contracts/appointments';
import { projectsEndpoints } from '@batir/shared/contracts/projects';
import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { failWith, mockApi, on } from '../../test/api-mock';
import CustomerAgendaRoute from './customer-agenda';

const appointment = (id: number, title: string, fromDate: string, allDay = false): TAppointment => ({
  id,
  type: 1,
  title,
  allDay,
  place: '',
  description: '',
  fromDate,
  toDate: null,
  project: 7,
  projectName: 'Maison de Caen',
  customer: null,
  color: '#1976d2',
  user: { id: 3, surname: 'Sophie', name: 'Garnier' },
  createdBy: 3,
  cancelled: false,
  visioUrl: null,
  editable: true,
  busy: false,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('opens on the day of `?date=`: its appointments are marked, the others not (issue 15)', async () => {
  mockApi(
    on(appointmentEndpoints.projectList).reply(() => ({
      error: 0,
      list: [
        appointment(1, 'Visite du terrain', '2027-06-07T10:30:00.000Z'),
        appointment(2, 'Signature', '2027-06-07', true),
        appointment(3, 'Point d’avancement', '2027-06-08T10:30:00.000Z'),
      ],
    })),
    // The header is not this test's business: the agenda shows without it.
    on(projectsEndpoints.header).reply(() => failWith(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND)),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/admin/customer/:id/agenda', element: <CustomerAgendaRoute /> }],
    {
      initialEntries: ['/admin/customer/7/agenda?date=2027-06-07'],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByText('Visite du terrain');
  const marked = document.querySelectorAll('[aria-current="date"]');
  expect([...marked].map((element) => element.textContent?.split(/\d/)[0])).toEqual([
    'Signature',
    'Visite du terrain',
  ]);
});
