import {
  BP_DASHBOARD_LISTS,
  type TBpDashboardEntry,
  type TBpDashboardResponse,
} from '@batir/shared/building-permits';
import { bpEndpoints } from '@batir/shared/contracts/building-permits';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { mockApi, on } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { customersKeys } from '../../customers/api/keys';
import BuildingPermitDashboardPage from './building-permit-dashboard-page';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const entry = (projectId: number, values: Partial<TBpDashboardEntry> = {}): TBpDashboardEntry => ({
  projectId,
  projectName: `Maison ${projectId}`,
  customerName: `Client ${projectId}`,
  salesman: 'Garnier Sophie',
  permitType: 'pcmi',
  number: `PC ${projectId}`,
  printedAt: '2026-03-01T10:00:00.000Z',
  downloadedAt: null,
  depositedOn: '2026-03-05',
  issueDate: null,
  refusedOn: null,
  receiptConfirmedAt: null,
  raisedToSalesmanAt: null,
  itemId: null,
  description: null,
  amountCents: null,
  comment: null,
  dueOn: null,
  since: '2026-03-05T00:00:00.000Z',
  ...values,
});

describe('BuildingPermitDashboardPage', { timeout: 60_000 }, () => {
  test('shows the ten lists with their counts and confirms a receipt', async () => {
    let waiting = [entry(1), entry(2, { receiptConfirmedAt: '2026-03-07T09:00:00.000Z' })];
    const dashboard = (): TBpDashboardResponse => {
      const lists = Object.fromEntries(BP_DASHBOARD_LISTS.map((name) => [name, [] as TBpDashboardEntry[]]));
      lists.waiting = waiting;
      lists.toBilled = [entry(3, { issueDate: '2026-04-02' })];
      return {
        error: 0,
        ...(lists as Omit<TBpDashboardResponse, 'error' | 'totals'>),
        totals: Object.fromEntries(BP_DASHBOARD_LISTS.map((name) => [name, lists[name]?.length ?? 0])),
      };
    };
    const api = mockApi(
      on(bpEndpoints.dashboard).reply(dashboard),
      on(bpEndpoints.confirmReceipt).reply(() => {
        waiting = waiting.map((e) =>
          e.projectId === 1 ? { ...e, receiptConfirmedAt: '2026-03-08T09:00:00.000Z' } : e,
        );
        return { error: 0, message: 'Réception du dossier confirmée.' };
      }),
    );
    const { ui, client } = renderWithShell(
      <ConfirmProvider>
        <BuildingPermitDashboardPage />
      </ConfirmProvider>,
      { path: '/admin/summary/buildingPermit' },
    );
    // The first list with rows is open.
    const table = await screen.findByRole('table', { name: 'En instruction' });
    expect(within(table).getByText('Client 1')).toBeTruthy();
    expect(within(table).getAllByText('Déposé le 05/03/2026')).toHaveLength(1);
    expect(screen.getAllByRole('tab')).toHaveLength(10);
    expect(screen.getByRole('tab', { name: /Modificatif – en attente d'avenant/ })).toBeTruthy();
    expect(screen.getByTestId('bp-count-waiting').textContent).toContain('2');

    // A page of the customers' project list, cached before the change: its tiles count permits.
    const projectListPage = [...customersKeys.projectLists(), { page: 1 }];
    client.setQueryData(projectListPage, { error: 0 });
    await ui.click(within(table).getByRole('button', { name: 'Confirmer la réception' }));
    await waitFor(() => expect(api.calls(bpEndpoints.confirmReceipt)).toHaveLength(1));
    expect(api.calls(bpEndpoints.confirmReceipt)[0]?.params).toEqual({ project: 1 });
    expect(await screen.findByText('Réception du dossier confirmée.')).toBeTruthy();
    // The change made the project list stale (issue 16: its key is the customers area's, not ['projects']).
    await waitFor(() => expect(client.getQueryState(projectListPage)?.isInvalidated).toBe(true));
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: 'Confirmer la réception' })).toBeNull(),
    );

    await ui.click(screen.getByRole('tab', { name: /À facturer/ }));
    const billed = await screen.findByRole('table', { name: 'À facturer' });
    expect(within(billed).getByText('Accordé le 02/04/2026')).toBeTruthy();
    expect(within(billed).getByRole('link', { name: 'Client 3' }).getAttribute('href')).toBe(
      '/admin/customer/3/preconstruction/buildingPermit',
    );
  });
});
