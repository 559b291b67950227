import { PROJECT_ERRORS, projectsEndpoints } from '@batir/shared/contracts/projects';
import { PROJECT_ACCESS_ERRORS } from '@batir/shared/contracts/projects-errors';
import type { TProgressResponse, TProjectHeaderResponse } from '@batir/shared/projects';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import CustomerLayout from '../../../app/routes/customer-layout';
import { ConfirmProvider } from '../../../components/confirm';
import { SnackbarProvider } from '../../../components/snackbar';
import { readCurrentProject, rememberProject } from '../../../lib/current-project';
import { failWith, mockApi, on } from '../../../test/api-mock';
import { makeUser } from '../../../test/render';
import { usersKeys } from '../../users/api/keys';
import { isConstructionMode, setConstructionMode } from '../model/construction-mode';
import AdvancementPage from '../pages/advancement-page';

configure({ asyncUtilTimeout: 10_000 });

const progress: Omit<TProgressResponse, 'error'> = {
  projectId: 7,
  milestones: [
    { key: 'permitGranted', label: 'Permis de construire accordé', reached: false, date: null },
    { key: 'projectFrozen', label: 'Projet figé', reached: true, date: '2026-03-10T09:30:00.000Z' },
    { key: 'loanOffersReceived', label: 'Offres de prêt reçues', reached: true, date: '2026-02-14' },
    { key: 'landDeedReceived', label: 'Acte du terrain reçu', reached: true, date: '2026-01-20' },
    {
      key: 'logisboxFile',
      label: 'Dossier logisbox complet',
      reached: true,
      date: '2026-04-01T08:00:00.000Z',
    },
  ],
  reached: 4,
  total: 5,
  percent: 80,
  canSwitchToConstruction: false,
  missing: ['permis de construire non accordé', 'Pièce non acceptée : Offres de prêt acceptées'],
  reason:
    'Passage en construction impossible : permis de construire non accordé ; pièces non acceptées : Offres de prêt acceptées.',
};

function header(isProspect = false): TProjectHeaderResponse {
  return {
    error: 0,
    project: {
      id: 7,
      name: 'Maison Aubépine',
      step: 1,
      isProspect,
      isArchived: false,
      state: 'inProgress',
      isWaiting: true,
      boxReady: false,
      workingDamage: 1,
      frozenAt: '2026-03-10T09:30:00.000Z',
      onHold: false,
      onHoldAt: null,
      onHoldReason: '',
      underTest: false,
      craftsmanFileMode: 0,
      preconstructionStep: 2,
      areaM2: 105,
      qualification: null,
      notes: '',
      logisboxAppointmentAt: null,
      congratulatedAt: null,
      switchedToConstructionAt: null,
      landCity: 'Joué-lès-Tours',
      landPostalCode: '37300',
      createdAt: '2026-01-05T09:30:00.000Z',
    },
    customer: {
      id: 3,
      displayName: 'Camille et Julien Durand',
      name1: 'Durand',
      surname1: 'Camille',
      name2: '',
      surname2: 'Julien',
      phone: '0687451236',
      phone2: '0611223344',
      email: 'camille@exemple.fr',
      email2: null,
      address: '12 rue Nationale',
      postalCode: '37000',
      city: 'Tours',
      isArchived: false,
      hasAccount: true,
    },
    salesman: { id: 2, name: 'Nathalie Bertrand' },
    progress,
  };
}

function setup(path: string, options: { prospect?: boolean; switchStatus?: number } = {}) {
  const api = mockApi(
    on(projectsEndpoints.header).reply(({ params }) =>
      params.project === 7 ? header(options.prospect) : failWith(PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND),
    ),
    on(projectsEndpoints.progress).reply(() => ({ error: 0, ...progress })),
    on(projectsEndpoints.switchToConstruction).reply(() =>
      failWith(PROJECT_ERRORS.SWITCH_TO_CONSTRUCTION_REFUSED, { message: progress.reason }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(usersKeys.current, makeUser({ roles: { isSalesman: true } }));
  const router = createMemoryRouter(
    [
      {
        path: '/admin/customer/:id?',
        element: <CustomerLayout />,
        children: [
          { index: true, element: <p>Fiche</p>, handle: { name: 'admin-customer-id', title: 'Fiche' } },
          {
            path: 'preconstruction/advancement',
            element: <AdvancementPage />,
            handle: { name: 'admin-customer-id-preconstruction-advancement', title: 'Avancement' },
          },
          {
            path: 'crcModification',
            element: <p>CRC</p>,
            handle: { name: 'admin-customer-id-crcModification', title: 'CRC' },
          },
        ],
      },
      { path: '/admin/customer/list', element: <p>Liste des clients</p> },
      { path: '/admin/prospects/:id', element: <p>Fiche prospect</p> },
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
  return { api, router, ui: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  rememberProject(null);
});

describe('customer layout', { timeout: 30_000 }, () => {
  test('left panel: household, phones, project, states, gauge, screens; the project is remembered', async () => {
    setup('/admin/customer/7');
    const panel = await screen.findByRole('complementary', { name: 'Client et projet' });
    expect(within(panel).getByRole('heading', { name: 'Camille et Julien Durand' })).toBeTruthy();
    expect(within(panel).getByText('06 87 45 12 36')).toBeTruthy();
    expect(within(panel).getByText('06 11 22 33 44')).toBeTruthy();
    expect(within(panel).getByText('En attente')).toBeTruthy();
    expect(within(panel).getByText('DO')).toBeTruthy();
    expect(within(panel).getByText('4 / 5 jalons · 80 %')).toBeTruthy();
    expect(within(panel).getByText('Commercial : Nathalie Bertrand')).toBeTruthy();
    const nav = within(panel).getByRole('navigation', { name: 'Écrans du projet' });
    expect(within(nav).getByRole('link', { name: 'Fiche' }).getAttribute('href')).toBe('/admin/customer/7');
    expect(within(nav).getByRole('link', { name: 'Avancement' }).getAttribute('href')).toBe(
      '/admin/customer/7/preconstruction/advancement',
    );
    expect(screen.getByText('Fiche', { selector: 'p' })).toBeTruthy();
    expect(readCurrentProject()).toBe(7);
  });

  test('on a narrow screen the panel folds behind « Dossier du client »; choosing a screen folds it again', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
    try {
      const { router, ui } = setup('/admin/customer/7');
      const toggle = await screen.findByRole('button', { name: /Dossier du client/ });
      expect(toggle.textContent).toContain('Camille et Julien Durand · Maison Aubépine');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await ui.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      const panel = screen.getByRole('complementary', { name: 'Client et projet' });
      expect(toggle.getAttribute('aria-controls')).toBe(panel.parentElement?.id);
      await ui.click(within(panel).getByRole('link', { name: 'Avancement' }));
      await screen.findByRole('heading', { name: 'Avancement du projet' });
      expect(router.state.location.pathname).toBe('/admin/customer/7/preconstruction/advancement');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    }
  });

  test('without an id and no current project: the customer list', async () => {
    setup('/admin/customer');
    expect(await screen.findByText('Liste des clients')).toBeTruthy();
  });

  test('without an id: the current project', async () => {
    rememberProject(7);
    const { api } = setup('/admin/customer');
    expect(await screen.findByRole('complementary', { name: 'Client et projet' })).toBeTruthy();
    expect(api.calls(projectsEndpoints.header).map((call) => call.params)).toContainEqual({ project: 7 });
  });

  test('a project flagged as prospect opens the prospect sheet', async () => {
    const { router } = setup('/admin/customer/7/preconstruction/advancement', { prospect: true });
    expect(await screen.findByText('Fiche prospect')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/prospects/7');
  });

  test('construction mode: off on -preconstruction- routes, on for crcModification', async () => {
    setConstructionMode(true);
    setup('/admin/customer/7/preconstruction/advancement');
    await screen.findByRole('heading', { name: 'Avancement du projet' });
    expect(isConstructionMode()).toBe(false);
    setup('/admin/customer/7/crcModification');
    await screen.findByText('CRC');
    expect(isConstructionMode()).toBe(true);
  });
});

describe('advancement page', { timeout: 30_000 }, () => {
  test('the gauge, what is missing, and the switch disabled with its French reason', async () => {
    setup('/admin/customer/7/preconstruction/advancement');
    expect(await screen.findByRole('heading', { name: 'Avancement du projet' })).toBeTruthy();
    expect(screen.getByText('80 %')).toBeTruthy();
    expect(screen.getByText('Atteint le 14/02/2026')).toBeTruthy();
    const missing = screen.getByRole('list', { name: 'Éléments manquants' });
    expect(within(missing).getByText('• permis de construire non accordé')).toBeTruthy();
    expect(within(missing).getByText('• Pièce non acceptée : Offres de prêt acceptées')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Passer en construction' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('switch-reason').textContent).toBe(progress.reason);
  });
});
