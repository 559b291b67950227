import { financingEndpoints } from '@batir/shared/contracts/financing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { SnackbarProvider } from '../../../components/snackbar';
import { mockApi, on } from '../../../test/api-mock';
import { makeUser } from '../../../test/render';
import { usersKeys } from '../../users/api/keys';
import { makeFinancing, makeLists, makeProjectResponse } from '../test-fixtures';
import FinancingDashboardPage from './financing-dashboard-page';
import ProjectFinancingPage from './project-financing-page';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(usersKeys.current, makeUser({ roles: { isAdmin: true } }));
  const router = createMemoryRouter(
    [
      { path: '/admin/customer/:id/preconstruction/financing', element: <ProjectFinancingPage /> },
      { path: '/admin/summary/financing', element: <FinancingDashboardPage /> },
    ],
    { initialEntries: [path] },
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
  return { router, ui: userEvent.setup() };
}

describe('ProjectFinancingPage', { timeout: 60_000 }, () => {
  test('shows loans in French money, the remainder, and moves the financing to « envoyé à la banque »', async () => {
    let current = makeProjectResponse();
    const api = mockApi(
      on(financingEndpoints.project).reply(() => current),
      on(financingEndpoints.sent).reply(() => {
        current = makeProjectResponse({ state: 'sent', list: 'waiting', sentAt: '2026-03-06T10:00:00.000Z' });
        return { error: 0, message: 'Dossier envoyé à la banque.', financing: current.financing };
      }),
    );
    const { ui } = renderAt('/admin/customer/40/preconstruction/financing');
    expect(await screen.findByRole('heading', { name: 'Financement' })).toBeTruthy();
    const loans = screen.getByRole('table', { name: 'Prêts du financement' });
    expect(within(loans).getByText('229 500,00 €')).toBeTruthy();
    expect(within(loans).getByText('3,45 %')).toBeTruthy();
    expect(within(loans).getByText('259 500,00 €')).toBeTruthy();
    expect(screen.getByTestId('financing-remaining').textContent).toBe('0,00\u00a0€');
    expect(screen.getByTestId('financing-state').textContent).toBe('Demandé');
    expect(screen.getByText('05/03/2026')).toBeTruthy();

    await ui.click(screen.getByRole('button', { name: 'Marquer envoyé à la banque' }));
    await waitFor(() => expect(screen.getByTestId('financing-state').textContent).toBe('Envoyé à la banque'));
    expect(api.calls(financingEndpoints.sent).map(({ params }) => params)).toEqual([{ project: 40 }]);
    expect(await screen.findByText('Dossier envoyé à la banque.')).toBeTruthy();
    // No attestation yet: the attest button waits for one.
    const attest = screen.getByRole('button', {
      name: 'Attester la réception des offres',
    }) as HTMLButtonElement;
    expect(attest.disabled).toBe(true);
    expect(screen.getByText('Joignez d’abord l’attestation des offres de prêt.')).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });

  test('is read-only for a customer (no action buttons)', async () => {
    mockApi(on(financingEndpoints.project).reply(() => makeProjectResponse({ canEdit: false })));
    renderAt('/admin/customer/40/preconstruction/financing');
    expect(await screen.findByRole('heading', { name: 'Financement' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marquer envoyé à la banque' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter un prêt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler le financement' })).toBeNull();
    expect(makeFinancing().canEdit).toBe(true);
  });
});

describe('FinancingDashboardPage', { timeout: 60_000 }, () => {
  test('shows the three lists with counts, links rows to the project, cancels after confirmation', async () => {
    let lists = makeLists();
    const api = mockApi(
      on(financingEndpoints.lists).reply(() => lists),
      on(financingEndpoints.cancel).reply(() => {
        lists = { ...lists, waiting: { list: lists.waiting.list.slice(1), total: 1 }, total: 2 };
        return { error: 0, message: 'Financement annulé.', financing: makeFinancing() };
      }),
    );
    const { ui } = renderAt('/admin/summary/financing');
    expect(await screen.findByText('3 financements en cours')).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Listes des financements' });
    expect(within(tabs).getByRole('tab', { name: /Demandés\s*1/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /En attente des offres\s*2/ })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: /Offres reçues\s*0/ })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Hélène Lefèvre' });
    expect(link.getAttribute('href')).toBe('/admin/customer/41/preconstruction/financing');

    await ui.click(within(tabs).getByRole('tab', { name: /En attente des offres/ }));
    expect(screen.getByText('Hugo et Léa Petit')).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Annuler le financement de Hugo et Léa Petit' }));
    await ui.click(await screen.findByRole('button', { name: 'Oui' }));
    await waitFor(() =>
      expect(api.calls(financingEndpoints.cancel).map(({ params }) => params)).toEqual([{ project: 42 }]),
    );
    expect(await screen.findByText('2 financements en cours')).toBeTruthy();
    expect(screen.queryByText('Hugo et Léa Petit')).toBeNull();
    expect(api.unexpected).toEqual([]);
  });
});
