import { prospectSheetEndpoints } from '@batir/shared/contracts/prospect-sheet';
import type { TProspectSheetResponse } from '@batir/shared/prospect-sheet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import ProspectSheetRoute from '../../../app/routes/prospect-sheet';
import { ConfirmProvider } from '../../../components/confirm';
import { SnackbarProvider } from '../../../components/snackbar';
import { mockApi, on } from '../../../test/api-mock';
import { makeUser } from '../../../test/render';
import { usersKeys } from '../../users/api/keys';

configure({ asyncUtilTimeout: 10_000 });

const person = { id: 3, name: 'Sophie Garnier' };
const sheet: TProspectSheetResponse = {
  error: 0,
  customer: {
    id: 30,
    displayName: 'Jean Dupont',
    name1: 'Dupont',
    surname1: 'Jean',
    name2: '',
    surname2: '',
    phone: '0612345678',
    phone2: null,
    email: 'jean@exemple.fr',
    email2: null,
    address: '3 rue des Lilas',
    postalCode: '37000',
    city: 'Tours',
    personalContribution: 25000,
    isArchived: false,
    hasAccount: false,
    accessExpiresAt: null,
  },
  project: {
    id: 40,
    name: 'Maison plain-pied',
    step: 1,
    type: 'website',
    isLead: true,
    salesman: person,
    landCity: 'Amboise',
    landPostalCode: '37400',
    qualification: 'hot',
    inContact: false,
    archived: false,
    isProspect: true,
    convertedAt: null,
    createdAt: '2026-03-05T09:30:00.000Z',
  },
  can: { edit: true, household: true, convert: true, attachments: true, followUp: true },
  quotations: [],
  quotationLeads: [],
  comments: [],
  userComments: [
    { id: 1, text: 'Rappeler après 18 h', author: person, createdAt: '2026-03-06T10:00:00.000Z' },
  ],
  appointmentRequests: [],
  qualifications: [
    {
      id: 1,
      qualification: 'hot',
      note: 'Terrain acheté',
      user: person,
      createdAt: '2026-03-06T10:00:00.000Z',
    },
  ],
  toDos: [],
  attachments: [],
  contactAttempts: [],
  appointments: [],
  projectList: [],
  history: [
    {
      id: 9,
      action: 'prospect.edit',
      label: 'Coordonnées modifiées',
      details: ['Téléphone : 0102030405 → 0612345678'],
      user: person,
      createdAt: '2026-03-06T10:00:00.000Z',
    },
  ],
};

function setup(
  roles: { isAdmin?: boolean; isSalesman?: boolean; isGridOperator?: boolean } = { isSalesman: true },
  answer: TProspectSheetResponse = sheet,
) {
  const api = mockApi(
    on(prospectSheetEndpoints.sheet).reply(() => answer),
    on(prospectSheetEndpoints.convert).reply(() => ({
      error: 0,
      projectId: 40,
      convertedAt: '2026-03-07T10:00:00.000Z',
      accountCreated: true,
      message: 'Le prospect est devenu client.',
    })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(usersKeys.current, makeUser({ roles }));
  const router = createMemoryRouter(
    [
      { path: '/admin/prospects/:id', element: <ProspectSheetRoute /> },
      { path: '/admin/customer/:id', element: <p>Fiche client du projet</p> },
    ],
    { initialEntries: ['/admin/prospects/40'] },
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
  return { api, client, router, ui: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ProspectSheetPage', { timeout: 30_000 }, () => {
  test('shows the household, the lead tag, the qualification and the sheet lists in French', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jean Dupont (Lead)' })).toBeTruthy();
    expect(screen.getByText('Qualification : Chaud')).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Coordonnées' });
    expect(within(contact).getByText('06 12 34 56 78')).toBeTruthy();
    expect(within(contact).getByText(/25\s000(,00)?\s€/)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Notes internes' })).getByText('Rappeler après 18 h'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Qualification' })).getByText('Chaud — Terrain acheté'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Tentatives de contact (0)' })).getByText(
        'Aucune tentative de contact.',
      ),
    ).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(
      within(history).getByText('Coordonnées modifiées — Téléphone : 0102030405 → 0612345678'),
    ).toBeTruthy();
    expect(within(history).getByText(/06\/03\/2026 11:00 · Sophie Garnier/)).toBeTruthy();
    // No portal account yet: no password link; a salesperson cannot take over the customer's area.
    expect(screen.queryByRole('button', { name: 'Réinitialiser le mot de passe' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Prendre la main' })).toBeNull();
  });

  test('converts only after the confirmation, then opens the customer file', async () => {
    const { api, ui, client, router } = setup();
    // Read while a prospect (the customer file sent it back here): dropped on conversion.
    client.setQueryData(['projects', 40, 'header'], { project: { id: 40, isProspect: true } });
    await ui.click(await screen.findByRole('button', { name: 'Convertir en client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convertir en client' });
    await ui.click(within(dialog).getByRole('button', { name: 'Non' }));
    expect(api.calls(prospectSheetEndpoints.convert)).toHaveLength(0);
    // The page is hidden from assistive technology until the dialog has finished closing.
    await ui.click(await screen.findByRole('button', { name: 'Convertir en client' }));
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Convertir en client' })).getByRole('button', {
        name: 'Oui',
      }),
    );
    await waitFor(() => expect(api.calls(prospectSheetEndpoints.convert)).toHaveLength(1));
    const [convert] = api.calls(prospectSheetEndpoints.convert);
    expect(convert?.params).toEqual({ id: 30 });
    expect(convert?.body).toEqual({ projectId: 40 });
    expect(await screen.findByText('Fiche client du projet')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/customer/40');
    expect(await screen.findByText('Le prospect est devenu client.')).toBeTruthy();
    expect(client.getQueryState(['projects', 40, 'header'])).toBeUndefined();
  });

  test("a grid operator on his team's prospect: the follow-up only, as the server's `can` says", async () => {
    const attachment = {
      id: 7,
      name: 'plan.pdf',
      size: 1200,
      apiUrl: '/api/file/7',
      isPicture: false,
      type: 'project' as const,
      linkedId: 40,
      ids: null,
      category: null,
      mime: 'application/pdf',
      state: 0,
      uploadedBy: 3,
      createdAt: '2026-03-06T10:00:00.000Z',
    };
    setup(
      { isGridOperator: true },
      {
        ...sheet,
        customer: { ...sheet.customer, hasAccount: true },
        can: { edit: false, household: false, convert: false, attachments: false, followUp: true },
        attachments: [attachment],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Jean Dupont (Lead)' })).toBeTruthy();
    for (const name of [
      'Modifier',
      'Archiver',
      'Convertir en client',
      'Accès temporaire',
      'Réinitialiser le mot de passe',
      'Renommer plan.pdf',
      'Supprimer plan.pdf',
    ])
      expect(screen.queryByRole('button', { name }), name).toBeNull();
    expect(screen.queryByText(/Déposez des pièces jointes/)).toBeNull();
    const qualification = screen.getByRole('region', { name: 'Qualification' });
    expect(within(qualification).queryByRole('group', { name: 'Qualification du prospect' })).toBeNull();
    expect(within(qualification).queryByRole('form', { name: 'Apport personnel' })).toBeNull();
    expect(within(qualification).getByText(/25\s000(,00)?\s€/)).toBeTruthy();
    // What he may do stays: the commercial follow-up.
    expect(screen.getByRole('form', { name: 'Nouvelle tentative de contact' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Relevé topographique' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'plan.pdf' })).toBeTruthy();
  });
});
