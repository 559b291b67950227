import type { TAppointmentRequest } from '@batir/shared/contact-history';
import { appointmentRequestsEndpoints } from '@batir/shared/contracts/appointment-requests';
import { SALESMEN_ERRORS, salesmenEndpoints } from '@batir/shared/contracts/salesmen';
import type { TSalesmanDetail } from '@batir/shared/salesmen';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { SnackbarProvider } from '../../../components/snackbar';
import { setSession } from '../../../lib/auth';
import { failWith, mockApi, on } from '../../../test/api-mock';
import { fakeToken } from '../../../test/tokens';
import { VisioLink } from '../../appointments';
import { visibleSalesmen } from '../model/visible-salesmen';
import { AppointmentRequestsCard } from './appointment-requests-card';
import { PinMessageCard } from './pin-message-card';
import { ProfileCard } from './profile-card';
import { TeamCard } from './team-card';

const SALESMAN: TSalesmanDetail = {
  id: 3,
  email: 'commercial@demo.batir.fr',
  surname: 'Sophie',
  name: 'Garnier',
  phone: '0611223344',
  isActive: true,
  photoUrl: null,
  jobTitle: 'Conseillère',
  presentation: 'Dix ans de métier.',
  pinMessage: '',
  manager: null,
  support: [],
  can: { editProfile: true, editPinMessage: true, editManager: true },
};

/** Renders `ui` with the API answered by `routes` (mockApi: the requests and answers checked by the contracts). */
function setup(ui: ReactNode, ...routes: Parameters<typeof mockApi>) {
  setSession(fakeToken('admin'));
  const api = mockApi(...routes);
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), api };
}

describe('salespeople list', () => {
  const list = [
    { id: 1, surname: 'A', name: 'A', email: 'a@x.fr', phone: null, managerId: null, postalCodes: [] },
    { id: 2, surname: 'B', name: 'B', email: 'b@x.fr', phone: null, managerId: 1, postalCodes: [] },
    { id: 3, surname: 'C', name: 'C', email: 'c@x.fr', phone: null, managerId: 2, postalCodes: [] },
  ];
  test('admins see everyone; a salesperson himself and the people he manages', () => {
    expect(visibleSalesmen(list, { id: 9, seesAll: true }).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(visibleSalesmen(list, { id: 2, seesAll: false }).map((s) => s.id)).toEqual([2, 3]);
    expect(visibleSalesmen(list, { id: 3, seesAll: false }).map((s) => s.id)).toEqual([3]);
    expect(visibleSalesmen(list, { id: 9, seesAll: false })).toEqual([]);
  });
});

describe('profile card', () => {
  test('shows the phone in pairs and saves the edited profile', async () => {
    const { user, api } = setup(
      <ProfileCard salesman={SALESMAN} />,
      on(salesmenEndpoints.profile).reply(() => ({
        error: 0,
        salesman: { ...SALESMAN, jobTitle: 'Responsable des ventes' },
      })),
    );
    expect(screen.getByText('06 11 22 33 44')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Modifier le profil' }));
    const title = screen.getByLabelText('Intitulé du poste');
    await user.clear(title);
    await user.type(title, 'Responsable des ventes');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls(salesmenEndpoints.profile)).toHaveLength(1));
    const [sent] = api.calls(salesmenEndpoints.profile);
    expect(sent?.params).toEqual({ id: 3 });
    expect(sent?.body).toEqual({
      jobTitle: 'Responsable des ventes',
      presentation: 'Dix ans de métier.',
      phone: '0611223344',
    });
  });

  test('a bad phone is refused in French before any call', async () => {
    const { user, api } = setup(<ProfileCard salesman={SALESMAN} />);
    await user.click(screen.getByRole('button', { name: 'Modifier le profil' }));
    await user.type(screen.getByLabelText('Téléphone'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Numéro de téléphone invalide');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});

describe('pinned message', () => {
  test('an admin or the manager pins a message', async () => {
    const { user, api } = setup(
      <PinMessageCard salesman={SALESMAN} />,
      on(salesmenEndpoints.pinMessage).reply(({ body }) => ({
        error: 0,
        salesman: { ...SALESMAN, pinMessage: body.pinMessage },
      })),
    );
    await user.type(
      screen.getByLabelText('Message affiché sur son tableau de bord'),
      'Objectif : 3 signatures',
    );
    await user.click(screen.getByRole('button', { name: 'Épingler' }));
    await waitFor(() => expect(api.calls(salesmenEndpoints.pinMessage)).toHaveLength(1));
    const [sent] = api.calls(salesmenEndpoints.pinMessage);
    expect(sent?.params).toEqual({ id: 3 });
    expect(sent?.body).toEqual({ pinMessage: 'Objectif : 3 signatures' });
    await screen.findByText('Message épinglé.');
  });

  test('the salesperson himself reads it without an editor', () => {
    setup(
      <PinMessageCard
        salesman={{
          ...SALESMAN,
          pinMessage: 'Réunion lundi',
          can: { editProfile: true, editPinMessage: false, editManager: false },
        }}
      />,
    );
    expect(screen.getByTestId('pinned-message').textContent).toBe('Réunion lundi');
    expect(screen.queryByRole('button', { name: 'Épingler' })).toBeNull();
  });
});

describe('team card', () => {
  test('an admin chooses the manager; a refused cycle shows the French message', async () => {
    const { user, api } = setup(
      <TeamCard
        salesman={{
          ...SALESMAN,
          support: [{ id: 8, surname: 'Paul', name: 'Girard', email: 'p@x.fr', phone: null }],
        }}
        staff={[
          { id: 3, surname: 'Sophie', name: 'Garnier' },
          { id: 8, surname: 'Paul', name: 'Girard' },
        ]}
      />,
      on(salesmenEndpoints.manager).reply(() => failWith(SALESMEN_ERRORS.MANAGER_CYCLE)),
    );
    expect(
      within(screen.getByRole('list', { name: 'Personnes encadrées' })).getByText('Paul Girard'),
    ).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Responsable' }));
    // He cannot be his own manager: not offered.
    expect(screen.queryByRole('option', { name: 'Sophie Garnier' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Paul Girard' }));
    await screen.findByText(/tournerait en rond/);
    const [sent] = api.calls(salesmenEndpoints.manager);
    expect(sent?.params).toEqual({ id: 3 });
    expect(sent?.body).toEqual({ managerId: 8 });
  });
});

describe('appointment requests', () => {
  const request: TAppointmentRequest = {
    id: 41,
    projectId: 7,
    customerName: 'Jean Dupont',
    salesman: { id: 3, name: 'Sophie Garnier' },
    type: 3,
    availability: 'Mardi soir',
    message: '',
    status: 'waiting',
    appointmentId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  };

  test('lists the waiting requests; Planifier opens the agenda, Annuler closes after confirmation', async () => {
    let waiting = [request];
    const { user, api } = setup(
      <AppointmentRequestsCard salesmanId={3} />,
      on(appointmentRequestsEndpoints.userList).reply(() => ({ error: 0, list: waiting })),
      on(appointmentRequestsEndpoints.close).reply(() => {
        waiting = [];
        return { error: 0, appointmentRequest: { ...request, status: 'cancelled' } };
      }),
    );
    await screen.findByText('Jean Dupont · Télérendez-vous');
    expect(screen.getByText(/Disponibilités : Mardi soir/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Planifier' }).getAttribute('href')).toBe(
      '/admin/account/agenda',
    );
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /confirmer|oui|ok/i }),
    );
    await waitFor(() => expect(api.calls(appointmentRequestsEndpoints.close)).toHaveLength(1));
    const [sent] = api.calls(appointmentRequestsEndpoints.close);
    expect(sent?.params).toEqual({ id: 41 });
    expect(sent?.body).toEqual({ status: 'cancelled' });
    expect(api.calls(appointmentRequestsEndpoints.userList)[0]?.params).toEqual({ user: 3 });
    await screen.findByText('Aucune demande en attente.');
  });
});

describe('visio link', () => {
  test('creates the link of a tele-appointment and shows it', async () => {
    const url = 'https://visio.batir.fr/AbCdEfGhIjKlMnOpQrStUv';
    const { user, api } = setup(
      <VisioLink appointmentId={12} visioUrl={null} />,
      on(salesmenEndpoints.createVisioConf).reply(() => ({
        error: 0,
        visioUrl: url,
        created: true,
        message: 'Lien de visio créé : le client le reçoit par e-mail.',
      })),
    );
    await user.click(screen.getByRole('button', { name: 'Créer le lien de visio' }));
    expect((await screen.findByRole('link', { name: url })).getAttribute('href')).toBe(url);
    expect(api.calls(salesmenEndpoints.createVisioConf).map((c) => c.body)).toEqual([{ appointmentId: 12 }]);
    expect(screen.getByText('Lien de visio créé : le client le reçoit par e-mail.')).toBeTruthy();
  });

  test('shows the server’s French refusal', async () => {
    const { user } = setup(
      <VisioLink appointmentId={12} visioUrl={null} />,
      on(salesmenEndpoints.createVisioConf).reply(() => failWith(SALESMEN_ERRORS.CUSTOMER_EMAIL_MISSING)),
    );
    await user.click(screen.getByRole('button', { name: 'Créer le lien de visio' }));
    await screen.findByText("Le client n'a pas d'adresse e-mail");
  });
});
