import type { TUserComment } from '@batir/shared/contact-history';
import { COMMON_ERRORS } from '@batir/shared/contract';
import { contactEndpoints } from '@batir/shared/contracts/contacts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { failWith, mockApi, on } from '../../../test/api-mock';
import { makeUser, renderWithShell } from '../../../test/render';
import { SalesmanNotesPanel } from './salesman-notes-panel';
import { StaffNotesPanel } from './staff-notes-panel';

configure({ asyncUtilTimeout: 10_000 });

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
    const api = mockApi(
      on(contactEndpoints.deleteNote).reply(() => ({ error: 0, message: 'Note supprimée.' })),
    );
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
    expect(api.fetch).not.toHaveBeenCalled();
    await ui.click(screen.getByRole('button', { name: 'Supprimer la note du 20/11/2026 09:00' }));
    await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(api.calls(contactEndpoints.deleteNote)).toHaveLength(1));
    expect(api.calls(contactEndpoints.deleteNote)[0]?.params).toEqual({ id: 1 });
    expect(await screen.findByText('Note supprimée.')).toBeTruthy();
  });

  test('an admin may delete any note', () => {
    mockApi();
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
    const api = mockApi(
      on(contactEndpoints.salesmanNotes).reply(() => ({
        error: 0,
        list: [note({ text: 'Très bon mois' })],
        total: 1,
      })),
      on(contactEndpoints.addSalesmanNote).reply(() => ({ error: 0, userComment: note({ id: 5 }) })),
    );
    const { ui } = renderWithShell(
      <ConfirmProvider>
        <SalesmanNotesPanel userId={7} />
      </ConfirmProvider>,
    );
    expect(await screen.findByText('Très bon mois')).toBeTruthy();
    const [read] = api.calls(contactEndpoints.salesmanNotes);
    expect(read?.params).toEqual({ user: 7 });
    expect(read?.query).toEqual({ offset: 0, limit: 20 });
    await ui.type(screen.getByRole('textbox', { name: 'Nouvelle note interne' }), 'Suivi hebdo');
    await ui.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(api.calls(contactEndpoints.addSalesmanNote)).toHaveLength(1));
    const [added] = api.calls(contactEndpoints.addSalesmanNote);
    expect(added?.params).toEqual({ user: 7 });
    expect(added?.body).toEqual({ text: 'Suivi hebdo' });
  });

  test("shows the server's refusal in place of the list", async () => {
    mockApi(
      on(contactEndpoints.salesmanNotes).reply(() =>
        failWith(COMMON_ERRORS.FORBIDDEN, {
          message: 'Les notes sur un commercial sont réservées à ses responsables.',
        }),
      ),
    );
    renderWithShell(<SalesmanNotesPanel userId={7} />);
    expect(
      await screen.findByText('Les notes sur un commercial sont réservées à ses responsables.'),
    ).toBeTruthy();
  });
});
