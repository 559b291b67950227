import { summaryEndpoints } from '@batir/shared/contracts/summary';
import { todosEndpoints } from '@batir/shared/contracts/todos';
import { defaultSummaryLayout, type TSummaryLayoutItem } from '@batir/shared/summary';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, on } from '../../../test/api-mock';
import { makeUser, renderWithShell } from '../../../test/render';
import SummaryPage from './summary-page';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const zero = { total: 0, done: 0, asked: 0, waiting: 0 };
const summary = {
  prospect: { toContact: 1, inContact: 2, meet: 3, total: 6 },
  quotation: { total: 0, submittedDo: 0, returnDo: 0, submittedAcceptance: 0 },
  customer: { new: 1, preConstruction: 1, construction: 0, total: 1 },
  appointment: { toSchedule: 2, scheduled: 0, request: [] },
  financing: zero,
  buildingPermit: { total: 0, done: 0, constitution: 0, waiting: 0 },
  addendum: { waitingAcceptation: 0, submittedDo: 0, returnDo: 0 },
  logisbox: { total: 0, constitution: 0, toComplete: 0, programmed: 0 },
};
const page = { list: [], total: 0, page: 1, limit: 5 };

/** A fake server keeping the layout the page edits, as the real one does. */
function fakeServer() {
  let layout: TSummaryLayoutItem[] = defaultSummaryLayout();
  const menuLeft = [
    {
      key: 'newContact' as const,
      label: 'Nouveaux contacts',
      route: 'admin-summary-newContact',
      active: true,
    },
    {
      key: 'developement' as const,
      label: "Bureau d'étude",
      route: 'admin-summary-developement',
      active: false,
    },
  ];
  const changed = (category: string, change: object) => {
    layout = layout.map((item) => (item.category === category ? { ...item, ...change } : item));
    return { error: 0 as const, layout };
  };
  const api = mockApi(
    on(summaryEndpoints.layout).reply(() => ({ error: 0, layout })),
    on(summaryEndpoints.weight).reply(({ body }) => {
      layout = body.userSummaryCategory.map((category, weight) => ({
        ...(layout.find((i) => i.category === category) as TSummaryLayoutItem),
        weight,
      }));
      return { error: 0, layout };
    }),
    // The schemas unwrap `summaryCategory`: the parsed body is `{ category, active }`.
    on(summaryEndpoints.active).reply(({ body }) => changed(body.category, body)),
    on(summaryEndpoints.size).reply(({ body }) => changed(body.category, body)),
    on(summaryEndpoints.menuLeft).reply(() => ({ error: 0, menuLeft })),
    on(summaryEndpoints.saveMenuLeft).reply(() => ({ error: 0, menuLeft })),
    on(summaryEndpoints.userSummary).reply(() => ({ error: 0, summary })),
    on(summaryEndpoints.customerSummary).reply(() => ({
      error: 0,
      messageReceived: page,
      messageSend: page,
      messageFollowing: page,
    })),
    on(summaryEndpoints.monthly).reply(() => ({ error: 0, months: [] })),
    on(summaryEndpoints.newCustomers).reply(() => ({ error: 0, ...page })),
    on(summaryEndpoints.developement).reply(() => ({ error: 0, ...page })),
    on(summaryEndpoints.elevationSurveys).reply(() => ({ error: 0, ...page })),
    on(todosEndpoints.list).reply(() => ({ error: 0, list: [], total: 0, page: 1, limit: 8, alertCount: 0 })),
    on(summaryEndpoints.newContacts).reply(() => ({
      error: 0,
      newContact: [],
      contactWaiting: 0,
      contactMyself: [],
      contactSelected: null,
    })),
  );
  /** The layout and menu writes, in order, as the screen sent them. */
  const writes = () =>
    api.fetch.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));
  return { api, writes, layout: () => layout };
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Catégories du récapitulatif' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('SummaryPage layout editing', { timeout: 60_000 }, () => {
  test('moves, resizes, hides and shows a category again, saving each change', async () => {
    const server = fakeServer();
    const { ui } = renderWithShell(<SummaryPage />, {
      user: makeUser({ roles: { isSalesman: true } }),
      path: '/admin/summary',
    });
    await waitFor(() => expect(titles()[0]).toBe('Prospects'));
    expect(titles()[1]).toBe('Nouveaux contacts');
    // Shortcuts: the active left-menu lines.
    const shortcuts = screen.getByRole('navigation', { name: 'Raccourcis' });
    expect(within(shortcuts).getByText('Nouveaux contacts').closest('a')?.getAttribute('href')).toMatch(
      /\/admin\/summary\/newContact$/,
    );
    expect(within(shortcuts).queryByText("Bureau d'étude")).toBeNull();

    // No controls until "Personnaliser".
    expect(screen.queryByRole('button', { name: 'Descendre Prospects' })).toBeNull();
    await ui.click(screen.getByRole('button', { name: 'Personnaliser' }));
    await ui.click(screen.getByRole('button', { name: 'Descendre Prospects' }));
    await waitFor(() => expect(titles().slice(0, 2)).toEqual(['Nouveaux contacts', 'Prospects']));
    expect(server.writes()[0]).toEqual({
      url: '/api/summary/weight',
      body: { userSummaryCategory: expect.arrayContaining(['prospect']) },
    });
    expect(
      (server.writes()[0]?.body as { userSummaryCategory: string[] } | undefined)?.userSummaryCategory.slice(
        0,
        2,
      ),
    ).toEqual(['newContact', 'prospect']);

    await ui.click(screen.getByRole('button', { name: 'Masquer Prospects' }));
    await waitFor(() => expect(titles()).not.toContain('Prospects'));
    expect(server.writes().at(-1)).toEqual({
      url: '/api/summary/active',
      body: { summaryCategory: { category: 'prospect', active: false } },
    });
    const show = screen.getByRole('button', { name: 'Afficher « Prospects »' });
    await ui.click(show);
    await waitFor(() => expect(titles()).toContain('Prospects'));
    expect(server.layout().find((item) => item.category === 'prospect')?.active).toBe(true);

    // Width: the select writes /size.
    const contacts = screen.getByRole('region', { name: 'Nouveaux contacts' });
    await ui.click(within(contacts).getByRole('combobox'));
    await ui.click(await screen.findByRole('option', { name: 'Pleine largeur' }));
    await waitFor(() =>
      expect(server.writes().at(-1)).toEqual({
        url: '/api/summary/size',
        body: { summaryCategory: { category: 'newContact', size: 3 } },
      }),
    );

    await ui.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(screen.queryByText('Catégories masquées')).toBeNull();
    expect(server.api.unexpected).toEqual([]);
  });

  test('a shortcut is added from the left menu', async () => {
    const server = fakeServer();
    const { ui } = renderWithShell(<SummaryPage />, {
      user: makeUser({ roles: { isAdmin: true } }),
      path: '/admin/summary',
    });
    const box = await screen.findByRole('checkbox', { name: "Raccourci Bureau d'étude" });
    await ui.click(box);
    await waitFor(() =>
      expect(server.writes().at(-1)).toEqual({
        url: '/api/summary/menuLeft',
        body: {
          menuLeft: [
            { key: 'newContact', active: true },
            { key: 'developement', active: true },
          ],
        },
      }),
    );
    expect(server.api.unexpected).toEqual([]);
  });
});
