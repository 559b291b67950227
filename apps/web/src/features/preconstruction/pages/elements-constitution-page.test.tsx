import { PRECONSTRUCTION_ERRORS, preconstructionEndpoints } from '@batir/shared/contracts/preconstruction';
import { CONSTITUTION_PIECES, type TConstitutionResponse } from '@batir/shared/preconstruction';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar';
import { failWith, mockApi, on } from '../../../test/api-mock';
import { makeUser } from '../../../test/render';
import { usersKeys } from '../../users/api/keys';
import ElementsConstitutionPage from './elements-constitution-page';

configure({ asyncUtilTimeout: 10_000 });

const file = {
  id: 7,
  name: 'avis-2025.pdf',
  size: 1200,
  isPicture: false,
  mime: 'application/pdf',
  apiUrl: '/viewer/type/project/7.pdf?token=t',
  createdAt: '2026-03-05T10:00:00.000Z',
};

function answer(): TConstitutionResponse {
  const pieces = CONSTITUTION_PIECES.map((piece, index) => ({
    id: index + 1,
    key: piece.key,
    label: piece.label,
    state: index < 7 ? ('accepted' as const) : ('missing' as const),
    storedState: index < 7 ? ('accepted' as const) : ('missing' as const),
    comment: '',
    updatedAt: '2026-03-01T10:00:00.000Z',
    files: index < 7 ? [file] : [],
  }));
  // The 8th has a file not checked yet: shown as received.
  pieces[7] = { ...(pieces[7] as (typeof pieces)[number]), state: 'received' as never, files: [file] };
  return { error: 0, pieces, accepted: 7, total: 10 };
}

function setup(roles: { isSalesman?: boolean; isGridOperator?: boolean } = { isSalesman: true }) {
  const api = mockApi(
    on(preconstructionEndpoints.constitution).reply(() => answer()),
    on(preconstructionEndpoints.updatePiece).reply(() => failWith(PRECONSTRUCTION_ERRORS.PIECE_WITHOUT_FILE)),
    on(preconstructionEndpoints.smsReminders).reply(() => ({
      error: 0,
      phone: '0612345678',
      reminders: [],
    })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(usersKeys.current, makeUser({ roles }));
  const router = createMemoryRouter(
    [
      {
        path: '/admin/customer/:id/preconstruction/elementsConstitution',
        element: <ElementsConstitutionPage />,
      },
    ],
    { initialEntries: ['/admin/customer/40/preconstruction/elementsConstitution'] },
  );
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { api, ui: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ElementsConstitutionPage', { timeout: 30_000 }, () => {
  test('shows the progress line, the state chips and the files; a refusal needs a reason', async () => {
    const { api, ui } = setup();
    expect(await screen.findByText('7 pièces acceptées sur 10')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Pièces du dossier' });
    expect(within(table).getAllByText('Acceptée')).toHaveLength(7);
    expect(within(table).getByText('Reçue, à vérifier')).toBeTruthy();
    expect(within(table).getAllByText('Manquante')).toHaveLength(2);
    expect(within(table).getAllByRole('button', { name: /avis-2025\.pdf \(05\/03\/2026\)/ })).toHaveLength(8);

    const last = CONSTITUTION_PIECES[9]?.label ?? '';
    await ui.click(screen.getByRole('button', { name: `Décider : ${last}` }));
    const dialog = await screen.findByRole('dialog', { name: last });
    expect(within(dialog).getByText(/Aucun fichier pour cette pièce/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Accepter' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(within(dialog).getByText('Indiquez le motif du refus')).toBeTruthy();
    expect(api.calls(preconstructionEndpoints.updatePiece)).toHaveLength(0);
  });

  test('opens the SMS reminder with the missing pieces suggested', async () => {
    const { ui } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Envoyer un SMS de relance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer un SMS de relance' });
    expect(await within(dialog).findByText('Portable du client : 06 12 34 56 78')).toBeTruthy();
    const message = within(dialog).getByLabelText('Message') as HTMLTextAreaElement;
    expect(message.value).toContain('Attestation dommages-ouvrage');
    expect(within(dialog).getByText('Aucun SMS envoyé pour ce projet.')).toBeTruthy();
  });

  test('grid operators read without actions', async () => {
    setup({ isGridOperator: true });
    expect(await screen.findByText('7 pièces acceptées sur 10')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Envoyer un SMS de relance' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: /^Décider/ })).toBeNull();
  });
});
