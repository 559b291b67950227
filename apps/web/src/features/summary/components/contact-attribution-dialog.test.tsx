import type { TNewContactResponse } from '@batir/shared/contacts';
import { summaryEndpoints } from '@batir/shared/contracts/summary';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { mockApi, on } from '../../../test/api-mock';
import { makeUser, renderWithShell } from '../../../test/render';
import { duplicate } from '../model/attribution.fixtures';
import { ContactAttributionDialog } from './contact-attribution-dialog';

configure({ asyncUtilTimeout: 10_000 });

const answer = (
  overrides: Partial<NonNullable<TNewContactResponse['contactSelected']>> = {},
): TNewContactResponse => ({
  error: 0,
  newContact: [],
  contactWaiting: 1,
  contactMyself: [],
  contactSelected: {
    contactId: 5,
    contact: {
      id: 5,
      customerName: 'Hélène Lefebvre',
      name1: 'Lefebvre',
      surname1: 'Hélène',
      name2: '',
      surname2: '',
      email: 'h.lefebvre@exemple.fr',
      phone: '0611223344',
      address: '8 bd du Roi-René',
      postalCode: '49000',
      city: 'Angers',
      landParcel: '',
      message: 'Un second chiffrage, svp.',
      status: 'waiting',
      createdAt: '2026-03-05T09:30:00.000Z',
    },
    listUserAvailable: [
      { id: 3, userName: 'Sophie Garnier', coversPostalCode: true },
      { id: 7, userName: 'Nathalie Bertrand', coversPostalCode: false },
    ],
    listDuplicates: [
      duplicate(),
      duplicate({
        id: 'project-20',
        customerId: 9,
        projectId: 20,
        isProspect: true,
        customerName: 'H. Lefèvre',
      }),
    ],
    ...overrides,
  },
});

function setup(data = answer()) {
  const api = mockApi(
    on(summaryEndpoints.newContacts).reply(() => data),
    on(summaryEndpoints.attributeContact).reply(() => ({
      error: 0,
      message: 'Contact attribué.',
      customerId: 4,
      projectId: 12,
      merged: true,
    })),
    on(summaryEndpoints.declineContact).reply(() => ({ error: 0, message: 'Contact refusé.' })),
  );
  const onClose = vi.fn();
  const view = renderWithShell(
    <ConfirmProvider>
      <ContactAttributionDialog contactId={5} onClose={onClose} />
    </ConfirmProvider>,
    { user: makeUser({ roles: { isAdmin: true } }) },
  );
  /** The writes the dialog sent, as the screen wrote them. */
  const writes = () =>
    api.fetch.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));
  return { ...view, api, writes, onClose };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ContactAttributionDialog', { timeout: 30_000 }, () => {
  test('shows the contact and its duplicates, each linking to its sheet', async () => {
    const { api } = setup();
    const dialog = await screen.findByRole('dialog', { name: /Attribution du contact : Hélène Lefebvre/ });
    expect(within(dialog).getByText('Téléphone : 06 11 22 33 44')).toBeTruthy();
    expect(api.calls(summaryEndpoints.newContacts)[0]?.query).toEqual({ page: 1, contactId: 5 });
    const row = within(dialog).getByRole('listitem', { name: 'Doublon Hélène Lefèvre' });
    expect(within(row).getByRole('link', { name: 'Hélène Lefèvre' }).getAttribute('href')).toBe(
      '/admin/customer/12/preconstruction/informations',
    );
    expect(within(row).getByText(/Nom proche, Même téléphone/)).toBeTruthy();
  });

  test('a duplicate followed by another salesperson: no link, no merge, only why it matched', async () => {
    const hidden = duplicate({
      id: 'hidden-1',
      customerId: null,
      projectId: null,
      customerName: 'Doublon suivi par un autre commercial',
      projectName: null,
      projectStep: null,
      isProspect: true,
      followedByOther: true,
      reasons: ['phone'],
    });
    const { ui } = setup(answer({ listDuplicates: [hidden] }));
    const dialog = await screen.findByRole('dialog', { name: /Attribution du contact : Hélène Lefebvre/ });
    const row = within(dialog).getByRole('listitem', { name: 'Doublon suivi par un autre commercial' });
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).getByText('Même téléphone')).toBeTruthy();
    expect(within(row).getByText('Prospect')).toBeTruthy();
    // Nothing it may be merged into: no « Fusionner », and attributing warns of the duplicate risk.
    expect(within(dialog).queryByRole('button', { name: 'Fusionner' })).toBeNull();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await ui.click(screen.getByRole('combobox', { name: 'Gestionnaire' }));
    await ui.click(await screen.findByRole('option', { name: 'Sophie Garnier (secteur)' }));
    await ui.click(screen.getByRole('button', { name: 'Attribuer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(within(confirm).getByText(/risque de doublon/)).toBeTruthy();
  });

  test('without an adviser: the Erreur alert, naming the field as labelled, and nothing is sent', async () => {
    const { ui, writes } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Attribuer' }));
    const alert = await screen.findByRole('dialog', { name: 'Erreur' });
    // The spec's text, verbatim; the field it speaks of is labelled the same way.
    expect(within(alert).getByText('Vous devez selectionner un gestionnaire')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Gestionnaire', hidden: true })).toBeTruthy();
    await ui.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(writes()).toEqual([]);
  });

  test('merge mode toggles Fusionner / Annuler; attributing merged sends mergeId and closes', async () => {
    const { ui, api, writes, onClose } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Fusionner' }));
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    await ui.click(screen.getByRole('radio', { name: 'Fusionner avec H. Lefèvre' }));
    await ui.click(screen.getByRole('combobox', { name: 'Gestionnaire' }));
    await ui.click(await screen.findByRole('option', { name: 'Sophie Garnier (secteur)' }));
    await ui.click(screen.getByRole('switch', { name: 'Exclusif' }));
    await ui.click(screen.getByRole('button', { name: 'Attribuer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(
      within(confirm).getByText("Vous avez choisi de fusionner le contact et de l'attribuer"),
    ).toBeTruthy();
    await ui.click(within(confirm).getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toHaveLength(1);
    expect(writes()[0]?.body).toEqual({ contactId: 5, userId: 3, isExclusive: 0, mergeId: '9#20' });
    expect(api.calls(summaryEndpoints.attributeContact)[0]?.body).toEqual({
      contactId: 5,
      userId: 3,
      isExclusive: false,
      mergeId: '9#20',
    });
  });

  test('cancelling the merge mode warns of the duplicate risk instead', async () => {
    const { ui, writes } = setup();
    await ui.click(await screen.findByRole('button', { name: 'Fusionner' }));
    await ui.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('radio')).toBeNull();
    await ui.click(screen.getByRole('combobox', { name: 'Gestionnaire' }));
    await ui.click(await screen.findByRole('option', { name: 'Nathalie Bertrand' }));
    await ui.click(screen.getByRole('button', { name: 'Attribuer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(
      within(confirm).getByText(
        "Vous allez attribuer le contact alors qu'un risque de doublon a été signalé.",
      ),
    ).toBeTruthy();
    await ui.click(within(confirm).getByRole('button', { name: 'Non' }));
    expect(writes()).toEqual([]);
  });

  test('declining warns that a mail and an SMS will be sent, then sends it', async () => {
    const { ui, api, onClose } = setup(answer({ listDuplicates: [] }));
    expect(await screen.findByText('Aucun doublon détecté.')).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Refuser' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(
      within(confirm).getByText(
        "Un mail et un sms vont etre envoyés au contact afin de l'avertir que sa demande ne peut aboutir.",
      ),
    ).toBeTruthy();
    await ui.click(within(confirm).getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls(summaryEndpoints.declineContact).map((call) => call.body)).toEqual([{ contactId: 5 }]);
  });
});
