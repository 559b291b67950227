import type { TUserComment } from '@batir/shared/contact-history';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser, renderWithShell } from '../../shell/test/render';
import { SalesmanNotesPanel } from './salesman-notes-panel';
import { StaffNotesPanel } from './staff-notes-panel';

configure({ asyncUtilTimeout: 10_000 });

type Call = { url: string; method: string; body: unknown };
const calls: Call[] = [];
function record(reply: (call: Call) => { status: number; body: unknown }) {
  calls.length = 0;
  mockFetch((url, init) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    return reply(call);
  });
}

const note = (overrides: Partial<TUserComment>): TUserComment => ({
  id: 1,
  text: 'Budget serré',
  author: { id: 1, name: 'Claire Moreau' },
  createdAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('StaffNotesPanel', () => {
  test("deletes the author's own note after confirmation; others' notes have no delete button", async () => {
    record(() => ({ status: 200, body: { error: 0, message: 'Note supprimée.' } }));
    const { ui } = renderWithShell(
      <ConfirmProvider>
        <StaffNotesPanel
          projectId={12}
          notes={[
            note({ id: 1 }),
            note({ id: 2, author: { id: 40, name: 'Autre' }, createdAt: '2026-11-19T08:00:00.000Z' }),
          ]}
        />
      </ConfirmProvider>,
    );
    const buttons = screen.getAllByRole('button', { name: /^Supprimer la note/ });
    expect(buttons).toHaveLength(1);
    await ui.click(screen.getByRole('button', { name: 'Supprimer la note du 20/11/2026 09:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la note' });
    await ui.click(within(dialog).getByRole('button', { name: 'Non' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    await ui.click(screen.getByRole('button', { name: 'Supprimer la note du 20/11/2026 09:00' }));
    await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/api/userComment/1', method: 'DELETE' });
    expect(await screen.findByText('Note supprimée.')).toBeTruthy();
  });

  test('an admin may delete any note', () => {
    record(() => ({ status: 200, body: { error: 0 } }));
    renderWithShell(
      <ConfirmProvider>
        <StaffNotesPanel projectId={12} notes={[note({ author: { id: 40, name: 'Autre' } })]} />
      </ConfirmProvider>,
      { user: makeUser({ roles: { isAdmin: true }, user: { ...makeUser().user, isAdmin: true } }) },
    );
    expect(screen.getAllByRole('button', { name: /^Supprimer la note/ })).toHaveLength(1);
  });
});

describe('SalesmanNotesPanel', () => {
  test('loads the notes about the salesperson and adds one', async () => {
    record((call) =>
      call.method === 'GET'
        ? { status: 200, body: { error: 0, list: [note({ text: 'Très bon mois' })], total: 1 } }
        : { status: 200, body: { error: 0, userComment: note({ id: 5 }) } },
    );
    const { ui } = renderWithShell(
      <ConfirmProvider>
        <SalesmanNotesPanel userId={7} />
      </ConfirmProvider>,
    );
    expect(await screen.findByText('Très bon mois')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/userComment/salesman/7?offset=0&limit=20');
    await ui.type(screen.getByRole('textbox', { name: 'Nouvelle note interne' }), 'Suivi hebdo');
    await ui.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/userComment/salesman/7',
      method: 'POST',
      body: { text: 'Suivi hebdo' },
    });
  });

  test("shows the server's refusal in place of the list", async () => {
    record(() => ({
      status: 403,
      body: { error: 403, message: 'Les notes sur un commercial sont réservées à ses responsables.' },
    }));
    renderWithShell(<SalesmanNotesPanel userId={7} />);
    expect(
      await screen.findByText('Les notes sur un commercial sont réservées à ses responsables.'),
    ).toBeTruthy();
  });
});
