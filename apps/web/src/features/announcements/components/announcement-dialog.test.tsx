import type { TAnnouncementAssignment } from '@batir/shared/announcements';
import { COMMON_ERRORS } from '@batir/shared/contract';
import { ANNOUNCEMENT_ERRORS, announcementsEndpoints } from '@batir/shared/contracts/announcements';
import { usersEndpoints } from '@batir/shared/contracts/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar';
import { clearSession, setSession } from '../../../lib/auth';
import { failWith, type MockHandler, mockApi, on } from '../../../test/api-mock';
import { makeUser } from '../../../test/render';
import { fakeToken } from '../../../test/tokens';
import type { CurrentUser } from '../../users/api/current-user';
import { usersKeys } from '../../users/api/keys';
import { AnnouncementDialog, dueAnnouncements } from './announcement-dialog';

const item = (
  id: number,
  title: string,
  startingDate = '2026-01-01T08:00:00.000Z',
): TAnnouncementAssignment => ({
  id,
  announcement: {
    id,
    title,
    content: `Contenu de ${title}.\nDeuxième ligne.`,
    startingDate,
    author: { surname: 'Claire', name: 'Moreau' },
  },
});

const salesman = (announcementList: TAnnouncementAssignment[]) =>
  makeUser({ roles: { isSalesman: true }, announcementList });

function setup(user: CurrentUser, markRead: MockHandler<typeof announcementsEndpoints.markRead>) {
  setSession(fakeToken('salesman'));
  const { fetch } = mockApi(
    on(usersEndpoints.current).reply(() => salesman([])),
    on(announcementsEndpoints.markRead).reply(markRead),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(usersKeys.current, user);
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <AnnouncementDialog />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  const calls = () => fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
  return { ui: userEvent.setup(), calls };
}

const understood = () => screen.getByRole('button', { name: "J'ai compris" });

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('AnnouncementDialog', { timeout: 20_000 }, () => {
  test('shows each unread announcement in turn, then closes and reloads the user', async () => {
    const { ui, calls } = setup(salesman([item(4, 'Nouveau barème'), item(9, 'Séminaire')]), () => ({
      error: 0,
      message: 'Annonce marquée comme lue.',
    }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau barème' });
    // Paris time, DD/MM/YYYY HH:mm.
    expect(dialog.textContent).toContain('Par Claire Moreau, le 01/01/2026 09:00 · 2 annonces à lire');
    expect(screen.getByText(/Contenu de Nouveau barème/).textContent).toBe(
      'Contenu de Nouveau barème.\nDeuxième ligne.',
    );

    await ui.click(understood());
    expect(await screen.findByRole('dialog', { name: 'Séminaire' })).toBeTruthy();
    expect(calls()).toEqual(['PUT /api/announcement/4/markRead']);

    await ui.click(understood());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(calls()).toEqual([
        'PUT /api/announcement/4/markRead',
        'PUT /api/announcement/9/markRead',
        'GET /api/user',
      ]),
    );
  });

  test("keeps the announcement and shows the server's message when marking it read fails", async () => {
    const { ui, calls } = setup(salesman([item(4, 'Nouveau barème')]), () =>
      failWith(ANNOUNCEMENT_ERRORS.ANNOUNCEMENT_NOT_FOUND),
    );
    await ui.click(await screen.findByRole('button', { name: "J'ai compris" }));
    // The modal hides the rest of the page from assistive technologies; the snack still shows above it.
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert.textContent).toContain('Annonce introuvable.');
    expect(alert.className).toMatch(/colorError/);
    expect(screen.getByRole('dialog', { name: 'Nouveau barème' })).toBeTruthy();
    expect(calls()).toEqual(['PUT /api/announcement/4/markRead']);
  });

  test('shows nothing to non-staff accounts, nor before the start date', () => {
    const future = item(5, 'Plus tard', '2999-01-01T00:00:00.000Z');
    setup(makeUser({ roles: { isCustomer: true }, announcementList: [item(4, 'Nouveau barème')] }), () =>
      failWith(COMMON_ERRORS.INTERNAL),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dueAnnouncements([future, item(4, 'Nouveau barème')], []).map((a) => a.id)).toEqual([4]);
    expect(dueAnnouncements([item(4, 'Nouveau barème')], [4])).toEqual([]);
  });
});
