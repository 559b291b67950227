import { projectDocumentsEndpoints } from '@batir/shared/contracts/project-documents';
import type { TCrcFiles, TMailSmsResponse, TRelationshipMessage } from '@batir/shared/project-documents';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { SnackbarProvider } from '../../../components/snackbar';
import { mockApi, on } from '../../../test/api-mock';
import { CrcSection } from '../components/crc-section';
import RelationshipPage from './relationship-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderAt(path: string, element: React.ReactNode, pattern: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { router, ui: userEvent.setup() };
}

const message = (over: Partial<TRelationshipMessage>): TRelationshipMessage => ({
  id: 1,
  channel: 'email',
  recipient: 'lucas.martin@example.fr',
  subject: 'Vos plans modifiés',
  body: 'Bonjour Lucas,\n\nVoici vos plans.',
  status: 'sent',
  createdAt: '2026-03-05T09:00:00.000Z',
  sentAt: '2026-03-05T09:00:05.000Z',
  sentBy: { id: 3, name: 'Paul Commercial' },
  ...over,
});

describe('RelationshipPage', { timeout: 60_000 }, () => {
  test('lists e-mails and SMS with their status, opens the message of the address, sends an SMS', async () => {
    let data: TMailSmsResponse = {
      error: 0,
      contact: { name: 'Lucas Martin', email: 'lucas.martin@example.fr', phone: '0622334455' },
      mails: [message({ id: 7 })],
      sms: [
        message({ id: 8, channel: 'sms', subject: null, body: 'RDV jeudi 10 h', recipient: '0622334455' }),
      ],
    };
    const api = mockApi(
      on(projectDocumentsEndpoints.mailSms).reply(({ params }) => {
        expect(params.project).toBe(40);
        return data;
      }),
      on(projectDocumentsEndpoints.sendMailSms).reply(() => {
        const sent = message({ id: 9, channel: 'sms', subject: null, body: 'Bonjour', status: 'pending' });
        data = { ...data, sms: [sent, ...data.sms] };
        return { error: 0, message: 'SMS envoyé au client.', sent };
      }),
    );
    const { ui } = renderAt(
      '/admin/customer/40/relationship/7',
      <RelationshipPage />,
      '/admin/customer/:id/relationship/:message?',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Vos plans modifiés' });
    expect(within(dialog).getByText(/Voici vos plans/)).toBeTruthy();
    expect(within(dialog).getByText('Envoyé')).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const smsList = screen.getByRole('list', { name: 'SMS' });
    expect(within(smsList).getByText('RDV jeudi 10 h')).toBeTruthy();
    expect(within(smsList).getByText('05/03/2026 10:00 · Paul Commercial')).toBeTruthy();

    await ui.click(screen.getByRole('button', { name: 'Écrire un SMS' }));
    const compose = await screen.findByRole('dialog', { name: 'Nouveau message à Lucas Martin' });
    await ui.click(within(compose).getByRole('button', { name: 'Envoyer' }));
    expect(await within(compose).findByText('Saisissez un message')).toBeTruthy();
    await ui.type(within(compose).getByRole('textbox', { name: 'Message' }), 'Bonjour');
    await ui.click(within(compose).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('SMS envoyé au client.')).toBeTruthy();
    expect(api.calls(projectDocumentsEndpoints.sendMailSms).map((call) => call.body)).toEqual([
      { channel: 'sms', message: 'Bonjour' },
    ]);
    expect(api.calls(projectDocumentsEndpoints.sendMailSms)[0]?.params).toEqual({ project: 40 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(screen.getByRole('list', { name: 'SMS' })).findByText('En attente')).toBeTruthy();
  });
});

describe('CrcSection', { timeout: 60_000 }, () => {
  test('shows the global state and sends the type’s files with its new state', async () => {
    const file = {
      id: 31,
      name: 'cuisine.pdf',
      size: 10,
      mime: 'application/pdf',
      isPicture: false,
      apiUrl: '/viewer/type/project/31.pdf?token=t',
      category: 'crc',
      state: 0,
      ids: { crcType: 'kitchen' },
      uploadedBy: null,
      createdAt: '2026-03-05T09:00:00.000Z',
    };
    const crc = (kitchen: 'neutral' | 'error'): TCrcFiles => ({
      types: [
        { type: 'plan', label: 'Plan', state: 'success', shown: true, files: [] },
        { type: 'kitchen', label: 'Cuisine', state: kitchen, shown: false, files: [file] },
        { type: 'other', label: 'Autre', state: 'neutral', shown: false, files: [] },
      ],
      globalState: kitchen === 'error' ? 'error' : 'success',
      lastFileDate: '2026-03-05T09:00:00.000Z',
      crcShow: ['plan'],
    });
    let kitchenState: 'neutral' | 'error' = 'neutral';
    const api = mockApi(
      on(projectDocumentsEndpoints.crcFiles).reply(() => ({ error: 0, crc: crc(kitchenState) })),
      on(projectDocumentsEndpoints.crcState).reply(() => {
        kitchenState = 'error';
        return { error: 0, crc: crc(kitchenState) };
      }),
    );
    const { ui } = renderAt('/x', <CrcSection projectId={40} onOpen={() => undefined} />, '/x');
    expect((await screen.findByTestId('crc-global-state')).textContent).toBe('État global : Validé');
    expect(screen.getByText('Dernier fichier : 05/03/2026')).toBeTruthy();
    const kitchen = screen.getByRole('article', { name: 'CRC Cuisine' });
    await ui.click(within(kitchen).getByRole('button', { name: 'Erreur' }));
    await waitFor(() =>
      expect(screen.getByTestId('crc-global-state').textContent).toBe('État global : Erreur'),
    );
    expect(
      api.calls(projectDocumentsEndpoints.crcState).map(({ params, body }) => ({ params, body })),
    ).toEqual([{ params: { project: 40 }, body: { crcType: 'kitchen', state: 'error', files: [31] } }]);
  });
});
