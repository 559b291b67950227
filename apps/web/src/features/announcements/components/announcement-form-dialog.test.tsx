import type { TAnnouncement } from '@batir/shared/announcements';
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
import { usersKeys } from '../../users/api/keys';
import { AnnouncementFormDialog } from './announcement-form-dialog';

const STAFF = [
  { id: 2, surname: 'Julien', name: 'Lefèvre', scope: ['technical' as const] },
  { id: 3, surname: 'Sophie', name: 'Garnier', scope: ['salesman' as const] },
];

const EXISTING: TAnnouncement = {
  id: 12,
  title: 'Séminaire',
  content: 'Rendez-vous à Tours.',
  startingDate: '2026-07-14T20:30:00.000Z',
  roles: ['salesman'],
  userIds: [2, 40],
  users: [
    { id: 2, surname: 'Julien', name: 'Lefèvre' },
    { id: 40, surname: 'Ancien', name: 'Salarié' },
  ],
  author: { surname: 'Claire', name: 'Moreau' },
  readCount: 3,
};

function setup(announcement: TAnnouncement | null, reply: MockHandler<typeof announcementsEndpoints.create>) {
  setSession(fakeToken('admin'));
  const user = makeUser({ roles: { isAdmin: true }, userList: STAFF });
  // A saved announcement reloads the current user (the admin may be one of its readers).
  const { fetch } = mockApi(
    on(usersEndpoints.current).reply(() => user),
    on(announcementsEndpoints.create).reply(reply),
    on(announcementsEndpoints.update).reply(({ body }) => reply({ body } as Parameters<typeof reply>[0])),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(usersKeys.current, user);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <AnnouncementFormDialog announcement={announcement} onClose={onClose} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  const sent = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method !== 'GET')
      .map(([url, init]) => ({ url, method: init?.method, body: JSON.parse(String(init?.body)) }));
  return { ui: userEvent.setup(), sent, onClose };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const save = (ui: ReturnType<typeof userEvent.setup>) =>
  ui.click(screen.getByRole('button', { name: 'Enregistrer' }));

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('AnnouncementFormDialog', { timeout: 20_000 }, () => {
  test('checks the fields in French, then sends the announcement with its Paris start date and targets', async () => {
    const { ui, sent, onClose } = setup(null, ({ body }) => ({
      error: 0,
      announcement: { ...EXISTING, ...body, id: 13 },
    }));
    await ui.clear(input(/^Date de début/));
    await ui.type(input(/^Date de début/), '31/02/2026 10:00');
    await save(ui);
    expect(await screen.findByText('Indiquez un titre')).toBeTruthy();
    expect(screen.getByText('Rédigez le contenu')).toBeTruthy();
    expect(screen.getByText('Date de début invalide')).toBeTruthy();
    expect(sent()).toEqual([]);

    await ui.type(input(/^Titre/), 'Nouveau barème');
    await ui.type(input(/^Contenu/), 'Les prix changent.');
    await ui.clear(input(/^Date de début/));
    await ui.type(input(/^Date de début/), '05/01/2026 09:30');
    await ui.click(screen.getByRole('checkbox', { name: "Bureau d'étude" }));
    await ui.click(input(/^Utilisateurs ciblés/));
    await ui.click(await screen.findByRole('option', { name: 'Sophie Garnier' }));
    await save(ui);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([
      {
        url: '/api/announcement',
        method: 'POST',
        body: {
          title: 'Nouveau barème',
          content: 'Les prix changent.',
          startingDate: '2026-01-05T08:30:00.000Z',
          roles: ['technical'],
          userIds: [3],
        },
      },
    ]);
  });

  test('edits an announcement in place and shows the server refusal on its field', async () => {
    const message = 'Destinataire inconnu ou inactif : 40.';
    const { ui, sent, onClose } = setup(EXISTING, () =>
      failWith(ANNOUNCEMENT_ERRORS.ANNOUNCEMENT_RECIPIENT_UNKNOWN, { message, fields: { userIds: message } }),
    );
    expect(input(/^Date de début/).value).toBe('14/07/2026 22:30');
    expect(screen.getByRole('checkbox', { name: 'Commercial' })).toHaveProperty('checked', true);
    // A target who has left the staff is still shown, and can be removed.
    expect(screen.getByRole('button', { name: 'Ancien Salarié' })).toBeTruthy();
    await save(ui);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(sent()).toEqual([
      {
        url: '/api/announcement/12',
        method: 'PUT',
        body: {
          title: 'Séminaire',
          content: 'Rendez-vous à Tours.',
          startingDate: '2026-07-14T20:30:00.000Z',
          roles: ['salesman'],
          userIds: [2, 40],
        },
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
