import { LIVE_ALERT_MS } from '@batir/shared/constants';
import { notificationsEndpoints } from '@batir/shared/contracts/notifications';
import type { TLiveNotification } from '@batir/shared/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { SnackbarProvider } from '../../../components/snackbar';
import { mockApi, on } from '../../../test/api-mock';
import { makeUser } from '../../../test/render';
import { usersKeys } from '../../users/api/keys';
import type { NotificationCategory } from '../api/notifications';
import { NotificationBell } from './notification-bell';

// The socket is replaced by a hand-driven channel: `emit` plays a server event.
const channel = vi.hoisted(() => ({
  handlers: [] as ((payload: unknown) => void)[],
  reconnected: [] as (() => void)[],
}));
vi.mock('../../../lib/realtime', () => ({
  subscribeRealtime: (_event: string, handler: (payload: unknown) => void) => {
    channel.handlers.push(handler);
    return () => {
      channel.handlers = channel.handlers.filter((h) => h !== handler);
    };
  },
  onRealtimeReconnected: (listener: () => void) => {
    channel.reconnected.push(listener);
    return () => {
      channel.reconnected = channel.reconnected.filter((l) => l !== listener);
    };
  },
}));
const emit = (event: TLiveNotification) =>
  act(() => {
    for (const handler of channel.handlers) handler(event);
  });

const item = (id: number, text: string) => ({
  id,
  text,
  creationDate: '2026-03-05T09:30:00.000Z',
  color: 'success',
  icon: 'PersonAdd',
  img: null,
  type: null,
  linkedId: 40 + id,
  isRead: false,
  appointment: null,
});

let list: NotificationCategory[];
const answer = () => ({
  error: 0 as const,
  total: list.reduce((sum, c) => sum + c.children.filter((i) => !i.isRead).length, 0),
  list,
});

beforeEach(() => {
  channel.handlers = [];
  channel.reconnected = [];
  list = [
    {
      id: 3,
      scType: 'project',
      scName: 'financing',
      scId: 7,
      project: { id: 7, customerName: 'Famille Martin', isProspect: false },
      children: [item(3, 'Accord de principe'), item(2, 'Offre de prêt reçue')],
    },
    {
      id: 1,
      scType: 'summary',
      scName: 'newContact',
      scId: null,
      project: null,
      children: [item(1, 'Nouveau contact')],
    },
  ];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  const api = mockApi(
    on(notificationsEndpoints.list).reply(answer),
    on(notificationsEndpoints.remove).reply(({ params }) => {
      list = list
        .map((c) => ({ ...c, children: c.children.filter((i) => i.id !== params.id) }))
        .filter((c) => c.children.length > 0);
      return answer();
    }),
    on(notificationsEndpoints.markRead).reply(() => {
      list = list.map((c) => ({ ...c, children: c.children.map((i) => ({ ...i, isRead: true })) }));
      return answer();
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(usersKeys.current, {
    ...makeUser({ roles: { isSalesman: true } }),
    user: { ...makeUser().user, id: 3 },
  });
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <NotificationBell /> },
      { path: '/admin/summary', element: <p>Récapitulatif</p> },
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
  const gets = () => api.calls(notificationsEndpoints.list).length;
  return { router, gets, ui: userEvent.setup() };
}

const alertOf = (text: string): TLiveNotification => ({
  all: false,
  roles: ['salesman'],
  user: [],
  alert: { text, icon: 'PersonAdd', img: null, name: 'newContact', color: 'success' },
});

describe('NotificationBell', () => {
  test('counts the unread, groups by category, expands, deletes and opens', async () => {
    const { ui, router } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Notifications : 3 non lues' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const financing = within(panel).getByRole('region', { name: 'Financement — Famille Martin' });
    expect(within(financing).queryByText('Offre de prêt reçue')).toBeNull();
    await ui.click(within(financing).getByRole('button', { name: 'Afficher les 2 notifications' }));
    expect(within(financing).getByText('Offre de prêt reçue')).toBeTruthy();
    // The project screens exist (issue 6): the open buttons are enabled.
    for (const button of within(financing).getAllByRole('button', { name: 'Ouvrir' })) {
      expect(button.hasAttribute('disabled')).toBe(false);
    }
    await ui.click(
      within(financing).getAllByRole('button', { name: 'Supprimer la notification' })[0] as HTMLElement,
    );
    await waitFor(() => expect(within(financing).queryByText('Accord de principe')).toBeNull());
    await ui.click(within(financing).getByRole('button', { name: 'Supprimer la notification' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('region', { name: 'Financement — Famille Martin' })).toBeNull(),
    );

    const contact = within(panel).getByRole('region', { name: 'Nouveaux contacts' });
    await ui.click(within(contact).getByRole('button', { name: 'Ouvrir' }));
    await waitFor(() => expect(router.state.location.search).toBe('?newContact=41'));
    expect(router.state.location.pathname).toBe('/admin/summary');
  }, 20_000);

  test('a socket that comes back reads the list again: what was sent while it was down is shown', async () => {
    const { ui } = setup();
    await screen.findByRole('button', { name: 'Notifications : 3 non lues' });
    // Sent while the socket was closed (token expired, network lost): the event never came.
    list = [
      {
        id: 5,
        scType: 'summary',
        scName: 'newContact',
        scId: null,
        project: null,
        children: [item(9, 'Pendant la coupure')],
      },
      ...list,
    ];
    act(() => {
      for (const listener of channel.reconnected) listener();
    });
    await ui.click(await screen.findByRole('button', { name: 'Notifications : 4 non lues' }));
    expect(await screen.findByText('Pendant la coupure')).toBeTruthy();
  });

  test('shows the empty text when nothing is left', async () => {
    list = [];
    const { ui } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Aucune nouvelle notification')).toBeTruthy();
  });

  test('a live event refetches the list and shows its alert 10 s when it targets the user', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { gets } = setup();
    await screen.findByRole('button', { name: 'Notifications : 3 non lues' });
    const before = gets();

    await emit({ ...alertOf('Pour les techniciens'), roles: ['technical'] });
    await waitFor(() => expect(gets()).toBe(before + 1));
    expect(screen.queryByRole('status', { name: 'Nouvelle notification' })).toBeNull();

    await emit(alertOf('Nouveau contact : Inès Dupré'));
    const alert = await screen.findByRole('status', { name: 'Nouvelle notification' });
    expect(alert.textContent).toContain('Nouveaux contactsNouveau contact : Inès Dupré');
    await waitFor(() => expect(gets()).toBe(before + 2));

    act(() => vi.advanceTimersByTime(LIVE_ALERT_MS - 500));
    expect(screen.getByRole('status', { name: 'Nouvelle notification' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Nouvelle notification' })).toBeNull());
  });
});
