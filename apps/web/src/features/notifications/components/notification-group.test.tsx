import { notificationsEndpoints } from '@batir/shared/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { SnackbarProvider } from '../../../components/snackbar';
import { mockApi, on } from '../../../test/api-mock';
import type { NotificationCategory, NotificationItem } from '../api/notifications';
import { NotificationGroup } from './notification-group';

const item = (id: number, text: string, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  text,
  creationDate: '2027-06-01T09:30:00.000Z',
  color: 'info',
  icon: 'Event',
  img: null,
  type: null,
  linkedId: null,
  isRead: false,
  appointment: null,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** One group of the panel, on a page of its own; the pages it may open say where they are. */
function setup(category: NotificationCategory) {
  const empty = { error: 0 as const, total: 0, list: [] };
  mockApi(
    on(notificationsEndpoints.list).reply(() => empty),
    on(notificationsEndpoints.markRead).reply(() => empty),
    on(notificationsEndpoints.remove).reply(() => empty),
    on(notificationsEndpoints.removeCategory).reply(() => empty),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onOpened = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <NotificationGroup category={category} onOpened={onOpened} /> },
      { path: '*', element: <p>Page ouverte</p> },
    ],
    { initialEntries: ['/admin'] },
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
  return { router, onOpened, ui: userEvent.setup() };
}

const where = (router: ReturnType<typeof setup>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('NotificationGroup (issue 15)', () => {
  test('an appointment request is titled with the household and opens the prospect sheet', async () => {
    const { ui, router, onOpened } = setup({
      id: 2,
      scType: 'project',
      scName: 'appointmentRequest',
      scId: 12,
      project: { id: 12, customerName: 'Hélène Lefèvre', isProspect: true },
      children: [
        item(2, 'Hélène Lefèvre demande un rendez-vous (Maison de Caen)', {
          type: 'appointmentRequest',
          linkedId: 12,
        }),
      ],
    });
    const group = screen.getByRole('region', { name: 'Demandes de rendez-vous — Hélène Lefèvre' });
    expect(within(group).getByRole('heading').textContent).toBe('Demandes de rendez-vous — Hélène Lefèvre');
    expect(
      within(group).getByRole('link', { name: 'Ouvrir dans un nouvel onglet' }).getAttribute('href'),
    ).toBe('/admin/prospects/12');
    await ui.click(within(group).getByRole('button', { name: 'Ouvrir' }));
    expect(where(router)).toBe('/admin/prospects/12');
    expect(onOpened).toHaveBeenCalled();
  });

  test('an appointment opens the project agenda on its day', async () => {
    const { ui, router } = setup({
      id: 3,
      scType: 'project',
      scName: 'appointment',
      scId: 7,
      project: { id: 7, customerName: 'Camille et Julien Durand', isProspect: false },
      children: [
        item(3, 'Sophie Garnier a ajouté à votre agenda : Visite du terrain, le 07/06/2027 12:30', {
          type: 'appointment',
          linkedId: 40,
          appointment: {
            projectId: 7,
            isProspect: false,
            fromDate: '2027-06-07T10:30:00.000Z',
            allDay: false,
          },
        }),
      ],
    });
    const group = screen.getByRole('region', { name: 'Rendez-vous — Camille et Julien Durand' });
    expect(
      within(group).getByRole('link', { name: 'Ouvrir dans un nouvel onglet' }).getAttribute('href'),
    ).toBe('/admin/customer/7/agenda?date=2027-06-07');
    await ui.click(within(group).getByRole('button', { name: 'Ouvrir' }));
    expect(where(router)).toBe('/admin/customer/7/agenda?date=2027-06-07');
  });

  test('what cannot be opened says why', async () => {
    const { ui } = setup({
      id: 4,
      scType: 'appointment',
      scName: 'appointment',
      scId: null,
      project: null,
      children: [
        item(4, 'Sophie Garnier a ajouté à votre agenda : Réunion', { type: 'appointment', linkedId: 41 }),
      ],
    });
    const group = screen.getByRole('region', { name: 'Rendez-vous' });
    const open = within(group).getByRole('button', { name: 'Ouvrir' });
    expect(open.hasAttribute('disabled')).toBe(true);
    await ui.hover(open.parentElement as HTMLElement);
    expect((await screen.findAllByRole('tooltip'))[0]?.textContent).toBe('Ce rendez-vous a été supprimé');
  });
});
