import { SHELL_ERRORS, shellEndpoints } from '@batir/shared/contracts/shell';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { failWith, mockApi, on } from '../../../test/api-mock';
import { makeUser, renderWithShell } from '../../../test/render';
import type { UserFavorite } from '../api/user-favorites';
import { QuickFavorites } from './quick-favorites';

// Waits for elements as long as the tests' own timeout allows, not the default second.
configure({ asyncUtilTimeout: 10_000 });

const favorite = (id: number, title: string, position: number): UserFavorite => ({
  id,
  name: 'admin-summary',
  path: '/admin/summary',
  params: {},
  type: 1,
  title,
  position,
});

const FAVORITES = [
  favorite(1, 'Récapitulatif', 0),
  favorite(2, 'Permis de construire du projet Durand', 1),
  favorite(3, 'Devis', 2),
];

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

function setup(userFavorite = FAVORITES) {
  return renderWithShell(<QuickFavorites onNavigate={vi.fn()} />, { user: makeUser({ userFavorite }) });
}

/** jsdom lays nothing out: give the sortable rows a vertical position so dnd-kit can move between them. */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li');
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    return DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: 40 });
  });
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// First renders load MUI: slow when several suites share the machine.
describe('QuickFavorites', { timeout: 20_000 }, () => {
  test('lists the favourites as links, titles cut at 20 characters with the full title kept', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Accès rapide' });
    expect(titles(list)).toEqual(['Récapitulatif', 'Permis de construire…', 'Devis']);
    const link = within(list).getByRole('link', { name: 'Permis de construire…' });
    expect(link.getAttribute('title')).toBe('Permis de construire du projet Durand');
    expect(link.getAttribute('href')).toBe('/admin/summary');
  });

  test('adds the current page with its route name, path, parameters, type 1 and title', async () => {
    const api = mockApi(
      on(shellEndpoints.addUserFavorite).reply(() => ({
        error: 0,
        userFavorite: [favorite(9, 'Tableau de bord', 0)],
      })),
    );
    const { ui } = setup([]);
    expect(screen.getByText('Aucune page en accès rapide')).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: "Ajouter cette page à l'accès rapide" }));
    await screen.findByRole('link', { name: 'Tableau de bord' });
    expect(api.calls(shellEndpoints.addUserFavorite)[0]?.body).toEqual({
      name: 'admin',
      path: '/admin',
      params: {},
      type: 1,
      title: 'Tableau de bord',
    });
    expect(await screen.findByText('Enregistrement effectué !')).toBeTruthy();
  });

  test('shows the French refusal of the server, e.g. past 50 favourites', async () => {
    mockApi(on(shellEndpoints.addUserFavorite).reply(() => failWith(SHELL_ERRORS.TOO_MANY_FAVORITES)));
    const { ui } = setup([]);
    await ui.click(screen.getByRole('button', { name: "Ajouter cette page à l'accès rapide" }));
    expect(await screen.findByText('Vous avez atteint le nombre maximum de favoris (50).')).toBeTruthy();
  });

  test('edit mode removes a favourite', async () => {
    const api = mockApi(
      on(shellEndpoints.removeUserFavorite).reply(() => ({
        error: 0,
        userFavorite: [favorite(1, 'Récapitulatif', 0), favorite(3, 'Devis', 1)],
      })),
    );
    const { ui } = setup();
    await ui.click(screen.getByRole('button', { name: "Modifier l'accès rapide" }));
    // The edit list is loaded on demand.
    const remove = "Retirer « Permis de construire du projet Durand » de l'accès rapide";
    await ui.click(await screen.findByRole('button', { name: remove }, { timeout: 5_000 }));
    await waitFor(() => expect(api.calls(shellEndpoints.removeUserFavorite)[0]?.params).toEqual({ id: 2 }));
    const list = screen.getByRole('list', { name: 'Accès rapide : modification' });
    await waitFor(() => expect(titles(list)).toEqual(['Récapitulatif', 'Devis']));
  });

  test('edit mode reorders with the keyboard and saves the whole order', async () => {
    layOutRows();
    const byId = new Map(FAVORITES.map((f) => [f.id, f]));
    const api = mockApi(
      on(shellEndpoints.reorderUserFavorites).reply(({ body }) => ({
        error: 0,
        userFavorite: body.ids.flatMap((id, position) => {
          const known = byId.get(id);
          return known ? [{ ...known, position }] : [];
        }),
      })),
    );
    const { ui } = setup();
    await ui.click(screen.getByRole('button', { name: "Modifier l'accès rapide" }));
    const handle = await screen.findByRole('button', { name: 'Déplacer « Devis »' }, { timeout: 5_000 });
    handle.focus();
    // dnd-kit listens to the arrows from the next tick after a drag starts.
    for (const code of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      fireEvent.keyDown(handle, { code });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    }
    await waitFor(() => expect(api.calls(shellEndpoints.reorderUserFavorites)).toHaveLength(1));
    expect(api.calls(shellEndpoints.reorderUserFavorites)[0]?.body).toEqual({ ids: [3, 1, 2] });
    const list = screen.getByRole('list', { name: 'Accès rapide : modification' });
    await waitFor(() => expect(titles(list)).toEqual(['Devis', 'Récapitulatif', 'Permis de construire…']));
  });
});
