import { COMMON_ERRORS } from '@batir/shared/contract';
import {
  APPOINTMENT_REQUEST_ERRORS,
  appointmentRequestsEndpoints as appointmentRequests,
} from '@batir/shared/contracts/appointment-requests';
import { customerPortalEndpoints as portal } from '@batir/shared/contracts/customer-portal';
import { messagingEndpoints as messaging } from '@batir/shared/contracts/messaging';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clientsRoutes } from '../../../app/clients-router';
import { ConfirmProvider } from '../../../components/confirm';
import { SnackbarProvider } from '../../../components/snackbar';
import { clearSession, setSession } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { failWith, type MockReply, mockApi, on } from '../../../test/api-mock';
import { fakeToken } from '../../../test/tokens';
import { CLIENTS_BASENAME } from '../redirect';
import { WAITING_NOTICE } from './appointment-request-card';

// No socket in these tests: the live refresh is the messaging hook's business, tested on its own.
vi.mock('../../../lib/realtime', () => ({
  subscribeRealtime: () => () => {},
  onRealtimeReconnected: () => () => {},
}));

const PROJECT = 'Maison Aubépine à Joué-lès-Tours';
const SUMMARY = {
  error: 0 as const,
  customer: { id: 1, name: 'Camille et Julien Durand', email: 'client@demo.batir.fr', phone: '0687451236' },
  projects: [
    {
      id: 7,
      name: PROJECT,
      step: 1,
      landCity: 'Joué-lès-Tours',
      salesman: { surname: 'Sophie', name: 'Garnier', phone: '0612457890' },
    },
  ],
  impersonatedBy: null,
};

type Message = {
  id: number;
  fromCustomer: boolean;
  author: { id: number; name: string } | null;
  writtenBy: { id: number; name: string } | null;
  subject: string;
  content: string;
  files: { id: number; name: string }[];
  isRead: boolean;
  isNew: boolean;
  editable: boolean;
  editedAt: string | null;
  transferTo: null;
  reason: null;
  createdAt: string;
};
const message = (values: Partial<Message> & Pick<Message, 'id' | 'content' | 'createdAt'>): Message => ({
  fromCustomer: true,
  author: { id: 5, name: 'Camille Durand' },
  writtenBy: null,
  subject: '',
  files: [],
  isRead: true,
  isNew: false,
  editable: false,
  editedAt: null,
  transferTo: null,
  reason: null,
  ...values,
});
type Request = {
  id: number;
  projectId: number;
  customerName: string;
  salesman: { id: number; name: string } | null;
  type: number;
  availability: string;
  message: string;
  status: 'waiting' | 'scheduled' | 'cancelled';
  appointmentId: number | null;
  createdAt: string;
};

/** A tiny server: the summary, the project's conversation and requests, kept in memory. */
function fakeServer(
  options: { comments?: Message[]; requests?: Request[]; conversationId?: number | null } = {},
) {
  const comments = [...(options.comments ?? [])];
  const requests = [...(options.requests ?? [])];
  let conversationId = options.conversationId === undefined ? 30 : options.conversationId;
  const handlers: { comment?: () => MockReply | undefined; request?: () => MockReply | undefined } = {};
  const conversation = () => ({
    id: conversationId,
    project: 7,
    title: 'Liste des messages',
    recipient: { id: 3, name: 'Sophie Garnier' },
    isFollow: false,
    isClosed: false,
    unread: comments.filter((c) => c.isNew).length,
    canWrite: true,
    // The route answers newest first.
    messages: [...comments].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    total: comments.length,
  });
  const write = (content: string) => {
    const refused = handlers.comment?.();
    if (refused) return refused;
    conversationId = 30;
    comments.push(
      message({ id: 100 + comments.length, content, createdAt: '2026-03-05T15:45:00.000Z', isRead: false }),
    );
    return { error: 0 as const, conversation: conversation() };
  };
  const api = mockApi(
    on(portal.summary).reply(() => SUMMARY),
    on(messaging.byProject).reply(() => ({ error: 0, conversation: conversation() })),
    on(messaging.write).reply(({ body }) => write(body.content)),
    on(messaging.reply).reply(({ body }) => write(body.content)),
    on(appointmentRequests.projectList).reply(() => ({ error: 0, list: [...requests].reverse() })),
    on(appointmentRequests.create).reply(({ body }) => {
      const refused = handlers.request?.();
      if (refused) return refused;
      const request: Request = {
        ...body,
        id: 50 + requests.length,
        customerName: 'Camille et Julien Durand',
        salesman: { id: 3, name: 'Sophie Garnier' },
        status: 'waiting',
        appointmentId: null,
        createdAt: '2026-03-06T08:30:00.000Z',
      };
      requests.push(request);
      return { error: 0, appointmentRequest: request };
    }),
  );
  /** What the area sent (the bodies as they went out): the conversation writes and the appointment requests. */
  const sent = ({ init }: { init: RequestInit }) => JSON.parse(String(init.body)) as unknown;
  const posted = () => [
    ...api.calls(messaging.write).map((call) => ({ to: 'conversation', body: sent(call) })),
    ...api.calls(messaging.reply).map((call) => ({ to: `reply to ${call.params.id}`, body: sent(call) })),
    ...api.calls(appointmentRequests.create).map((call) => ({ to: 'appointmentRequest', body: sent(call) })),
  ];
  return { api, comments, requests, posted, handlers };
}

async function showArea() {
  setSession(fakeToken('customer'));
  const router = createMemoryRouter(clientsRoutes, {
    basename: CLIENTS_BASENAME,
    initialEntries: ['/clients/app'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        {/* As in app/providers: the pages' leave confirmation asks through it. */}
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  const card = await screen.findByRole('article', { name: PROJECT });
  return {
    exchanges: within(card).getByRole('region', { name: 'Échanges avec votre conseiller' }),
    appointment: within(card).getByRole('region', { name: 'Demander un rendez-vous' }),
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Échanges avec votre conseiller', () => {
  test('shows the conversation oldest first, sends a message and reads the conversation again', async () => {
    const server = fakeServer({
      comments: [
        message({
          id: 1,
          content: 'Bonjour, le terrain est-il viabilisé ?',
          subject: 'Terrain',
          createdAt: '2026-03-02T08:05:00.000Z',
        }),
        message({
          id: 2,
          content: 'Oui, les réseaux sont en limite de propriété.',
          author: { id: 3, name: 'Sophie Garnier' },
          fromCustomer: false,
          isNew: true,
          createdAt: '2026-03-03T13:20:00.000Z',
        }),
        message({
          id: 3,
          content: 'Le client demande un rappel jeudi.',
          writtenBy: { id: 1, name: 'Claire Moreau' },
          createdAt: '2026-03-04T09:00:00.000Z',
        }),
      ],
    });
    const { exchanges } = await showArea();
    const messages = await within(exchanges).findByRole('list', { name: 'Messages' });
    const items = within(messages).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Vous · 02/03/2026 09:05TerrainBonjour, le terrain est-il viabilisé ?',
      // The adviser's answer he had not read yet: « Nouveau », and counted beside the title.
      'Sophie Garnier · 03/03/2026 14:20NouveauOui, les réseaux sont en limite de propriété.',
      // Written by staff in a « prendre la main » window: said so, not taken for the customer's own words.
      'Vous · 04/03/2026 10:00 · écrit par Claire Moreau pour le compte du client' +
        'Le client demande un rappel jeudi.',
    ]);
    expect(within(exchanges).getByText('1 nouveau message')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(within(exchanges).getByLabelText('Votre message'), '  Merci, et pour le permis ?  ');
    await user.click(within(exchanges).getByRole('button', { name: 'Envoyer' }));

    expect(await within(exchanges).findByRole('status')).toHaveProperty(
      'textContent',
      'Message envoyé à votre conseiller.',
    );
    // The text is trimmed by the route's schema, sent on the conversation, the field emptied.
    expect(server.posted()).toEqual([{ to: 'reply to 30', body: { content: 'Merci, et pour le permis ?' } }]);
    await within(exchanges).findByText('Merci, et pour le permis ?');
    const after = within(within(exchanges).getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(after).toHaveLength(4);
    expect(after[3]?.textContent).toBe('Vous · 05/03/2026 16:45Merci, et pour le permis ?');
    expect((within(exchanges).getByLabelText('Votre message') as HTMLTextAreaElement).value).toBe('');
  });

  test('the first message of a project without a conversation creates it', async () => {
    const server = fakeServer({ conversationId: null });
    const { exchanges } = await showArea();
    await within(exchanges).findByText(/Aucun message pour le moment/);
    const user = userEvent.setup();
    await user.type(within(exchanges).getByLabelText('Votre message'), 'Bonjour');
    await user.click(within(exchanges).getByRole('button', { name: 'Envoyer' }));
    await within(exchanges).findByRole('status');
    expect(server.posted()).toEqual([{ to: 'conversation', body: { project: 7, content: 'Bonjour' } }]);
  });

  test('an empty message is refused in French without calling the server; a server refusal is shown', async () => {
    const server = fakeServer();
    const { exchanges } = await showArea();
    await within(exchanges).findByText(/Aucun message pour le moment/);
    const user = userEvent.setup();
    await user.type(within(exchanges).getByLabelText('Votre message'), '   ');
    await user.click(within(exchanges).getByRole('button', { name: 'Envoyer' }));
    expect(await within(exchanges).findByText('Saisissez le message')).toBeTruthy();
    expect(server.posted()).toEqual([]);

    server.handlers.comment = () =>
      failWith(COMMON_ERRORS.FORBIDDEN, { message: 'Ce projet ne vous appartient pas.' });
    await user.clear(within(exchanges).getByLabelText('Votre message'));
    await user.type(within(exchanges).getByLabelText('Votre message'), 'Bonjour');
    await user.click(within(exchanges).getByRole('button', { name: 'Envoyer' }));
    expect(await within(exchanges).findByRole('alert')).toHaveProperty(
      'textContent',
      'Ce projet ne vous appartient pas.',
    );
    expect(within(exchanges).queryByRole('status')).toBeNull();
    // What was typed is kept for another try.
    expect((within(exchanges).getByLabelText('Votre message') as HTMLTextAreaElement).value).toBe('Bonjour');
  });
});

describe('Demander un rendez-vous', () => {
  test('asks for a video call; the waiting request then replaces the form', async () => {
    const server = fakeServer({
      requests: [
        {
          id: 40,
          projectId: 7,
          customerName: 'Camille et Julien Durand',
          salesman: { id: 3, name: 'Sophie Garnier' },
          type: 1,
          availability: '',
          message: '',
          status: 'scheduled',
          appointmentId: 9,
          createdAt: '2026-02-10T09:00:00.000Z',
        },
      ],
    });
    const { appointment } = await showArea();
    const user = userEvent.setup();
    await user.click(await within(appointment).findByRole('radio', { name: 'Télérendez-vous (visio)' }));
    await user.type(within(appointment).getByLabelText('Vos disponibilités'), 'Le mardi après 18 h');
    await user.type(within(appointment).getByLabelText('Message'), 'Pour parler du financement.');
    await user.click(within(appointment).getByRole('button', { name: 'Envoyer la demande' }));

    expect(await within(appointment).findByText(WAITING_NOTICE)).toBeTruthy();
    expect(server.posted()).toEqual([
      {
        to: 'appointmentRequest',
        body: {
          projectId: 7,
          type: 3,
          availability: 'Le mardi après 18 h',
          message: 'Pour parler du financement.',
        },
      },
    ]);
    expect(within(appointment).getByRole('status').textContent).toBe('Demande envoyée à votre conseiller.');
    expect(within(appointment).queryByRole('button', { name: 'Envoyer la demande' })).toBeNull();
    const items = within(
      within(appointment).getByRole('list', { name: 'Vos demandes de rendez-vous' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'En attenteTélérendez-vous (visio), demandé le 06/03/2026 09:30Disponibilités : Le mardi après 18 h',
      'PlanifiéeRendez-vous en agence, demandé le 10/02/2026 10:00',
    ]);
  });

  test('a second request refused by the server shows its French message, then the waiting notice', async () => {
    const server = fakeServer();
    const { appointment } = await showArea();
    // Meanwhile, a request was sent from another window: the server refuses this one.
    server.handlers.request = () => {
      server.requests.push({
        id: 60,
        projectId: 7,
        customerName: 'Camille et Julien Durand',
        salesman: { id: 3, name: 'Sophie Garnier' },
        type: 1,
        availability: '',
        message: '',
        status: 'waiting',
        appointmentId: null,
        createdAt: '2026-03-06T08:00:00.000Z',
      });
      server.handlers.request = undefined;
      return failWith(APPOINTMENT_REQUEST_ERRORS.APPOINTMENT_REQUEST_ALREADY_WAITING);
    };
    const user = userEvent.setup();
    await user.click(await within(appointment).findByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(appointment).findByRole('alert')).toHaveProperty(
      'textContent',
      'Une demande de rendez-vous est déjà en attente pour ce projet.',
    );
    expect(await within(appointment).findByText(WAITING_NOTICE)).toBeTruthy();
    expect(server.posted()).toEqual([
      { to: 'appointmentRequest', body: { projectId: 7, type: 1, availability: '', message: '' } },
    ]);
    expect(within(appointment).queryByRole('status')).toBeNull();
  });
});
