import { customersEndpoints } from '@batir/shared/contracts/customers';
import type { TCustomerResponse } from '@batir/shared/customers';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { mockApi, on } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { HouseholdDialog } from './household-dialog';

configure({ asyncUtilTimeout: 10_000 });

const household: TCustomerResponse = {
  error: 0,
  canWrite: true,
  customer: {
    id: 5,
    displayName: 'Camille et Julien Durand',
    name1: 'Durand',
    surname1: 'Camille',
    name2: '',
    surname2: 'Julien',
    email: 'camille.durand@exemple.fr',
    email2: null,
    phone: '06 87 45 12 36',
    phone2: null,
    address: '12 rue Nationale',
    postalCode: '37000',
    city: 'Tours',
    isArchived: false,
    hasAccount: true,
    defaultProjectId: 11,
    createdAt: '2026-01-05T10:00:00.000Z',
  },
  projects: [11, 12].map((id) => ({
    id,
    name: id === 11 ? 'Maison Aubépine' : 'Maison Iris',
    step: 1,
    bpTile: 'bpInProgress' as const,
    state: 'inProgress',
    isProspect: false,
    isArchived: false,
    salesman: { id: 3, name: 'Sophie Garnier' },
    landCity: 'Joué-lès-Tours',
    createdAt: '2026-02-10T10:00:00.000Z',
  })),
};

function setup() {
  const api = mockApi(
    on(customersEndpoints.get).reply(() => household),
    on(customersEndpoints.edit).reply(() => household),
    on(customersEndpoints.defaultProject).reply(({ body }) => ({
      error: 0,
      defaultProjectId: body.project,
      message: 'Projet par défaut choisi.',
    })),
  );
  const view = renderWithShell(
    <ConfirmProvider>
      <HouseholdDialog customerId={5} onClose={() => undefined} />
    </ConfirmProvider>,
  );
  return { ...view, api };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HouseholdDialog', () => {
  test('checks the form in French before sending, then saves the contact details', async () => {
    const { ui, api } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Foyer : Camille et Julien Durand' });
    const email = within(dialog).getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveProperty('value', 'camille.durand@exemple.fr'));
    await ui.clear(email);
    await ui.type(email, 'pas-un-mail');
    await ui.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await within(dialog).findByText('Adresse e-mail invalide');
    expect(api.calls(customersEndpoints.edit)).toHaveLength(0);
    await ui.clear(email);
    await ui.type(email, 'c.durand@exemple.fr');
    await ui.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Enregistrement effectué !');
    const [post] = api.calls(customersEndpoints.edit);
    expect(post?.params).toEqual({ customer: 5 });
    expect(post?.body).toMatchObject({ email: 'c.durand@exemple.fr', name1: 'Durand', surname2: 'Julien' });
    expect(api.unexpected).toEqual([]);
  }, 30_000);

  test('chooses the default project among several', async () => {
    const { ui, api } = setup();
    const radio = await screen.findByRole('radio', { name: 'Projet par défaut : Maison Iris' });
    expect(screen.getByRole('radio', { name: 'Projet par défaut : Maison Aubépine' })).toHaveProperty(
      'checked',
      true,
    );
    await ui.click(radio);
    await screen.findByText('Projet par défaut choisi.');
    expect(api.calls(customersEndpoints.defaultProject).map((call) => call.body)).toEqual([
      { customer: 5, project: 12 },
    ]);
  }, 30_000);
});
