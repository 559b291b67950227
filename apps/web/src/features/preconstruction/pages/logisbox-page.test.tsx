import { preconstructionEndpoints } from '@batir/shared/contracts/preconstruction';
import { LOGISBOX_LISTS, type TLogisboxResponse, type TLogisboxRow } from '@batir/shared/preconstruction';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { SnackbarProvider } from '../../../components/snackbar';
import { mockApi, on } from '../../../test/api-mock';
import { makeUser } from '../../../test/render';
import { usersKeys } from '../../users/api/keys';
import LogisboxPage from './logisbox-page';

configure({ asyncUtilTimeout: 10_000 });

/** 250 projects wait for their pieces; the other lists hold one project each. */
const WAITING = 250;

const row = (projectId: number): TLogisboxRow => ({
  projectId,
  projectName: `Maison ${projectId}`,
  customerName: `Client ${projectId}`,
  salesman: 'Paul Martin',
  landCity: 'Tours',
  permitIssueDate: '2026-05-20',
  appointmentAt: null,
  signedAt: null,
  acceptedPieces: 3,
  totalPieces: 10,
  hasMeter: false,
});

/** What the server answers: `list` pages one list, the others keep their totals without rows. */
function answer(query: { list?: string | undefined; offset: number; limit: number }): TLogisboxResponse {
  const { list: only, offset, limit } = query;
  const all: Record<string, number[]> = {
    inProgress: [1],
    waitingElement: Array.from({ length: WAITING }, (_, index) => 1000 + index),
    waitingMeter: [2],
    waitingSignature: [3],
  };
  const lists = Object.fromEntries(
    LOGISBOX_LISTS.map((list) => {
      const ids = all[list] ?? [];
      const items = only && only !== list ? [] : ids.slice(offset, offset + limit).map(row);
      return [list, { total: ids.length, items }];
    }),
  ) as TLogisboxResponse['lists'];
  return { error: 0, lists, counters: { total: 253, constitution: WAITING, toComplete: 252, programmed: 0 } };
}

function setup() {
  const api = mockApi(on(preconstructionEndpoints.logisbox).reply(({ query }) => answer(query)));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(usersKeys.current, makeUser({ roles: { isAdmin: true } }));
  const router = createMemoryRouter([{ path: '/admin/summary/logisbox', element: <LogisboxPage /> }], {
    initialEntries: ['/admin/summary/logisbox'],
  });
  // The app's theme: the pagination speaks French through its locale.
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { api, ui: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test('a long list pages through its projects alone; short lists have no pagination', async () => {
  const { api, ui } = setup();
  const waiting = await screen.findByTestId('logisbox-list-waitingElement');
  expect(within(waiting).getByText('Client 1000')).toBeTruthy();
  expect(within(waiting).getByText('1–100 sur 250')).toBeTruthy();
  expect(within(screen.getByTestId('logisbox-list-inProgress')).queryByText(/sur/)).toBeNull();

  await ui.click(within(waiting).getByRole('button', { name: 'En attente de pièces : page suivante' }));
  expect(await within(waiting).findByText('Client 1100')).toBeTruthy();
  expect(within(waiting).queryByText('Client 1000')).toBeNull();
  expect(within(waiting).getByText('101–200 sur 250')).toBeTruthy();
  expect(api.calls(preconstructionEndpoints.logisbox).map(({ query }) => query)).toContainEqual({
    list: 'waitingElement',
    limit: 100,
    offset: 100,
  });
  // The other lists keep their first page.
  expect(within(screen.getByTestId('logisbox-list-waitingMeter')).getByText('Client 2')).toBeTruthy();

  await ui.click(within(waiting).getByRole('button', { name: 'En attente de pièces : page suivante' }));
  expect(await within(waiting).findByText('Client 1249')).toBeTruthy();
  expect(within(waiting).getByText('201–250 sur 250')).toBeTruthy();
  expect(
    within(waiting).getByRole('button', { name: 'En attente de pièces : page suivante' }),
  ).toHaveProperty('disabled', true);

  await ui.click(within(waiting).getByRole('button', { name: 'En attente de pièces : page précédente' }));
  expect(await within(waiting).findByText('Client 1100')).toBeTruthy();
  // Three tables of a hundred rows drawn in jsdom: slower than the default 5 s on a busy machine.
}, 30_000);
