import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { useArchiveTheme } from '../../components/archive-theme';
import { SnackbarProvider } from '../../components/snackbar';
import { usersKeys } from '../../features/users/api/keys';
import { makeUser } from '../../test/render';
import { AdminLayout } from './admin-layout';

// Waits for elements as long as the tests' own timeout allows, not the default second.
configure({ asyncUtilTimeout: 10_000 });

type Role = 'isAdmin' | 'isTechnical' | 'isSalesman' | 'isGridOperator';

function setViewport(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

function ArchivedPage() {
  const { setArchived } = useArchiveTheme();
  useEffect(() => setArchived(true), [setArchived]);
  return <p>Page archivée</p>;
}

function setup(role: Role, { portrait = false } = {}) {
  if (portrait) setViewport(800, 1200);
  else setViewport(1440, 900);
  const client = new QueryClient();
  client.setQueryData(
    usersKeys.current,
    makeUser({ roles: { [role]: true }, menuType: role === 'isSalesman' ? 'salesman' : 'admin' }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        Component: AdminLayout,
        children: [
          { index: true, handle: { name: 'admin', title: 'Tableau de bord' }, element: <p>Accueil</p> },
          { path: 'archives', element: <ArchivedPage /> },
        ],
      },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { router, ui: userEvent.setup() };
}

// Tiles in screen order, whether links (page available) or disabled buttons.
const gridLabels = () =>
  [...screen.getByRole('navigation', { name: 'Menu en grille' }).querySelectorAll('a, button')]
    .map((element) => element.textContent)
    .filter((label) => label !== 'Administration');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  setViewport(1024, 768);
});

// First renders load MUI: slow when several suites share the machine.
describe('AdminLayout', { timeout: 20_000 }, () => {
  test('has the landmarks and the French top bar with live search, notifications and report buttons', async () => {
    setup('isAdmin');
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu latéral' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    for (const name of ['Rechercher', /^Notifications/, 'Signaler un problème']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(false);
    }
    expect(screen.getByRole('link', { name: 'Bâtir, récapitulatif' }).getAttribute('href')).toBe(
      '/admin/summary',
    );
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });

  test('in landscape the burger folds and unfolds the drawer', async () => {
    const { ui } = setup('isSalesman');
    await ui.click(await screen.findByRole('button', { name: 'Fermer le menu' }));
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  test('in portrait the report button is hidden and a landscape warning covers the page until dismissed', async () => {
    const { ui } = setup('isSalesman', { portrait: true });
    expect(screen.queryByRole('button', { name: 'Signaler un problème' })).toBeNull();
    const warning = await screen.findByRole('dialog', { name: 'Tournez votre écran' });
    await ui.click(within(warning).getByRole('button', { name: 'Continuer en mode portrait' }));
    expect(screen.queryByRole('dialog', { name: 'Tournez votre écran' })).toBeNull();
    // The device's choice: other tabs and later visits do not ask again.
    expect(localStorage.getItem('batir:landscape-warning-dismissed')).toBe('1');
  });

  test('in portrait a salesman’s burger opens the reduced grid menu, which the warning never hides', async () => {
    const { ui } = setup('isSalesman', { portrait: true });
    await ui.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }));
    expect(gridLabels()).toEqual(['Clients', 'Prospects', 'Devis', 'Agenda', 'Maisons', 'Statistiques']);
    expect(screen.queryByRole('button', { name: 'Administration' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Tournez votre écran' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menu latéral' })).toBeNull();
  });

  test('in portrait a grid operator also gets Recrutement', async () => {
    const { ui } = setup('isGridOperator', { portrait: true });
    await ui.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }));
    expect(gridLabels()).toContain('Recrutement');
  });

  test('in portrait the burger of technical users opens the drawer; their grid is the reduced one', async () => {
    const { ui } = setup('isTechnical', { portrait: true });
    await ui.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }));
    expect(await screen.findByRole('navigation', { name: 'Menu latéral' })).toBeTruthy();
    await ui.keyboard('{Escape}');
    await ui.click(await screen.findByRole('button', { name: 'Ouvrir le menu en grille' }));
    expect(gridLabels()).toEqual(['Clients', 'Prospects', 'Devis', 'Agenda', 'Maisons', 'Statistiques']);
  });

  test('in portrait admins get the full grid and switch to the Administration sub-menu', async () => {
    const { ui } = setup('isAdmin', { portrait: true });
    await ui.click(await screen.findByRole('button', { name: 'Ouvrir le menu en grille' }));
    expect(gridLabels()).toHaveLength(19);
    const toggle = screen.getByRole('button', { name: 'Administration' });
    await ui.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(gridLabels()).toContain('Attribution des droits');
    expect(gridLabels()).not.toContain('Leads');
  });

  test('a page switches the archive theme on; leaving it switches it off', async () => {
    const { router } = setup('isAdmin');
    await screen.findByText('Accueil');
    const frame = () => screen.getByRole('main').parentElement as HTMLElement;
    expect(frame().dataset.archive).toBeUndefined();
    await act(() => router.navigate('/admin/archives'));
    expect(frame().dataset.archive).toBe('true');
    await act(() => router.navigate('/admin'));
    expect(frame().dataset.archive).toBeUndefined();
  });
});
