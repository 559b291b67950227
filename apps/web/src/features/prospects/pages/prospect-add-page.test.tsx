import type { TDuplicate } from '@batir/shared/contacts';
import { geoEndpoints } from '@batir/shared/contracts/geo';
import { prospectEndpoints } from '@batir/shared/contracts/prospects';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, on } from '../../../test/api-mock';
import { makeUser, renderWithShell } from '../../../test/render';
import ProspectAddPage from './prospect-add-page';

configure({ asyncUtilTimeout: 10_000 });

const dupont: TDuplicate = {
  id: 'project-40',
  kind: 'project',
  customerId: 30,
  projectId: 40,
  contactId: null,
  customerName: 'Jean-Pierre Dupont',
  projectName: 'Projet maison avec garage',
  isProspect: true,
  projectStep: 1,
  isArchived: false,
  createdAt: '2026-03-05T09:30:00.000Z',
  reasons: ['name', 'phone'],
  score: 1.8,
  followedByOther: false,
};

/** Another salesperson's prospect, as the server sends it to whoever may not open it. */
const hidden: TDuplicate = {
  ...dupont,
  id: 'hidden-1',
  customerId: null,
  projectId: null,
  customerName: 'Doublon suivi par un autre commercial',
  projectName: null,
  projectStep: null,
  followedByOther: true,
  reasons: ['phone'],
};

const ADMIN_INIT = {
  seesAll: true,
  userId: 1,
  salesmen: [
    { id: 1, name: 'Claire Moreau' },
    { id: 3, name: 'Sophie Garnier' },
  ],
};
/** A grid operator (id 4, no salesperson himself): the Commercial list holds the salespeople he leads. */
const GRID_OPERATOR_INIT = {
  seesAll: false,
  userId: 4,
  salesmen: [
    { id: 3, name: 'Sophie Garnier' },
    { id: 7, name: 'Nathalie Bertrand' },
  ],
};

function setup({
  user = makeUser({ roles: { isAdmin: true } }),
  salesmen = ADMIN_INIT,
}: {
  user?: ReturnType<typeof makeUser>;
  salesmen?: typeof ADMIN_INIT;
} = {}) {
  const communes = () => ({ error: 0 as const, list: [{ name: 'Tours', postalCode: '37000' }] });
  const api = mockApi(
    on(prospectEndpoints.initData).reply(() => ({
      error: 0,
      ...salesmen,
      types: [{ value: 'salesman', label: 'Commercial' }],
    })),
    on(prospectEndpoints.findDuplicate).reply(({ query }) => ({
      error: 0,
      listDuplicates: query.phone === '0612345678' ? [dupont] : query.phone === '0647112893' ? [hidden] : [],
    })),
    on(geoEndpoints.postalCode).reply(communes),
    on(geoEndpoints.city).reply(communes),
    on(prospectEndpoints.add).reply(() => ({ error: 0, projectId: 41, customerId: 31 })),
  );
  return { ...renderWithShell(<ProspectAddPage />, { path: '/admin/prospects/add', user }), api };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ProspectAddPage', { timeout: 30_000 }, () => {
  test('shows the possible duplicates of the household while it is typed, before saving', async () => {
    const { ui, api } = setup();
    await ui.type(await screen.findByRole('textbox', { name: /Nom \(personne 1\)/ }), 'dupond');
    await ui.type(screen.getByRole('textbox', { name: 'Prénom (personne 1)' }), 'jean pierre');
    await ui.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0612345678');
    const alert = await screen.findByRole('alert', { name: 'Doublons possibles' });
    const row = within(alert).getByRole('listitem', { name: 'Doublon Jean-Pierre Dupont' });
    expect(within(row).getByText(/Prospect · Projet maison avec garage/)).toBeTruthy();
    expect(within(row).getByText(/Nom proche, Même téléphone/)).toBeTruthy();
    // The candidate opens its prospect sheet.
    expect(within(row).getByRole('link', { name: 'Jean-Pierre Dupont' }).getAttribute('href')).toBe(
      '/admin/prospects/40',
    );
    expect(api.calls(prospectEndpoints.add)).toHaveLength(0);
    // Only the fields typed so far are sent.
    const last = api.calls(prospectEndpoints.findDuplicate).at(-1);
    expect(last?.url.split('?')[1]).toBe('name1=dupond&surname1=jean%20pierre&phone=0612345678');
    expect(last?.query).toMatchObject({ name1: 'dupond', surname1: 'jean pierre', phone: '0612345678' });
  });

  test('says a duplicate followed by another salesperson exists, with nothing to open', async () => {
    const { ui } = setup();
    await ui.type(await screen.findByRole('textbox', { name: /Nom \(personne 1\)/ }), 'Vasseur');
    await ui.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0647112893');
    const alert = await screen.findByRole('alert', { name: 'Doublons possibles' });
    const row = within(alert).getByRole('listitem', { name: 'Doublon suivi par un autre commercial' });
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).getByText(/Prospect · .* · Même téléphone/)).toBeTruthy();
    expect(within(alert).getByText(/voyez avec lui ou avec un administrateur/)).toBeTruthy();
    expect(alert.textContent).not.toMatch(/undefined|null/);
  });

  test('refuses to save without a name or any way to reach the household', async () => {
    const { ui, api } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Enregistrer le prospect' }));
    expect(await screen.findByText('Indiquez le nom')).toBeTruthy();
    expect(screen.getByText('Indiquez un téléphone ou un e-mail')).toBeTruthy();
    expect(api.calls(prospectEndpoints.add)).toHaveLength(0);
  });

  test('picks the town from the communes and saves the prospect', async () => {
    const { ui, api, router } = setup();
    await ui.type(await screen.findByRole('textbox', { name: /Nom \(personne 1\)/ }), 'Perrin');
    await ui.type(screen.getByRole('textbox', { name: 'E-mail' }), 'hugo.perrin@exemple.fr');
    await ui.type(screen.getByRole('combobox', { name: 'Ville' }), 'tou');
    await ui.click(await screen.findByRole('option', { name: 'Tours (37000)' }));
    expect((screen.getByRole('textbox', { name: 'Code postal' }) as HTMLInputElement).value).toBe('37000');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer le prospect' }));
    await waitFor(() => expect(api.calls(prospectEndpoints.add)).toHaveLength(1));
    expect(api.calls(prospectEndpoints.add)[0]?.body).toMatchObject({
      name1: 'Perrin',
      email: 'hugo.perrin@exemple.fr',
      city: 'Tours',
      postalCode: '37000',
      salesmanId: 1,
      type: 'salesman',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/prospects'));
  });

  test('a grid operator must choose the Commercial among the salespeople he leads', async () => {
    const base = makeUser({ roles: { isGridOperator: true } });
    const user = { ...base, user: { ...base.user, id: 4, surname: 'Thomas', name: 'Rousseau' } };
    const { ui, api } = setup({ user, salesmen: GRID_OPERATOR_INIT });
    await ui.type(await screen.findByRole('textbox', { name: /Nom \(personne 1\)/ }), 'Lemoine');
    await ui.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0611223344');
    const commercial = screen.getByRole('combobox', { name: /Commercial/ });
    // Nobody chosen: he follows no prospect himself.
    expect(commercial.textContent).not.toMatch(/Claire|Sophie|Nathalie/);
    await ui.click(screen.getByRole('button', { name: 'Enregistrer le prospect' }));
    expect(await screen.findByText('Choisissez le commercial')).toBeTruthy();
    expect(api.calls(prospectEndpoints.add)).toHaveLength(0);

    await ui.click(commercial);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Sophie Garnier', 'Nathalie Bertrand']);
    await ui.click(screen.getByRole('option', { name: 'Nathalie Bertrand' }));
    await ui.click(screen.getByRole('button', { name: 'Enregistrer le prospect' }));
    await waitFor(() => expect(api.calls(prospectEndpoints.add)).toHaveLength(1));
    expect(api.calls(prospectEndpoints.add)[0]?.body).toMatchObject({ name1: 'Lemoine', salesmanId: 7 });
  });
});
