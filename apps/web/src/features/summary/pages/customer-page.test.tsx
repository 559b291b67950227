import { summaryEndpoints } from '@batir/shared/contracts/summary';
import type { TCustomerMessage } from '@batir/shared/summary';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, on } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import CustomerPage from './customer-page';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const message = (id: number, values: Partial<TCustomerMessage>): TCustomerMessage => ({
  id,
  projectId: 10 + id,
  customerId: 20 + id,
  customerName: `Client ${id}`,
  projectName: `Projet ${id}`,
  isProspect: false,
  fromCustomer: true,
  author: null,
  subject: `Objet ${id}`,
  body: `Texte du message ${id}`,
  isRead: false,
  isFollowed: false,
  createdAt: '2026-03-05T13:07:00.000Z',
  ...values,
});

describe('CustomerPage', { timeout: 60_000 }, () => {
  test('lists the unread messages with French dates and marks one read', async () => {
    let messages = [message(1, {}), message(2, { isFollowed: true })];
    const sent = [
      message(3, { fromCustomer: false, isRead: true, author: { id: 5, name: 'Sophie Garnier' } }),
    ];
    const page = (list: TCustomerMessage[]) => ({ list, total: list.length, page: 1, limit: 10 });
    const api = mockApi(
      on(summaryEndpoints.customerSummary).reply(() => ({
        error: 0,
        messageReceived: page(messages),
        messageSend: page(sent),
        messageFollowing: page(messages.filter((m) => m.isFollowed)),
      })),
      on(summaryEndpoints.toggleRead).reply(({ body }) => {
        messages = messages.filter((m) => m.id !== body.id);
        return {
          error: 0,
          message: 'Message marqué comme lu.',
          customerMessage: { id: body.id, isRead: true },
        };
      }),
    );
    const { ui } = renderWithShell(<CustomerPage />, { path: '/admin/summary/customer' });
    const table = await screen.findByRole('table', { name: 'Messages reçus non lus' });
    await within(table).findByText('Client 1');
    expect(api.calls(summaryEndpoints.customerSummary)[0]?.query).toEqual({
      receivedPage: 1,
      sendPage: 1,
      followingPage: 1,
      limit: 10,
    });
    // Paris time, DD/MM/YYYY HH:mm.
    expect(within(table).getAllByText('05/03/2026 14:07')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Messages reçus non lus (2)' })).toBeTruthy();

    await ui.click(within(table).getByRole('button', { name: 'Marquer comme lu : Objet 1' }));
    await waitFor(() => expect(within(table).queryByText('Client 1')).toBeNull());
    expect(api.calls(summaryEndpoints.toggleRead).map((call) => call.body)).toEqual([{ id: 1 }]);
    expect(screen.getByRole('tab', { name: 'Messages reçus non lus (1)' })).toBeTruthy();
    expect(await screen.findByText('Message marqué comme lu.')).toBeTruthy();

    await ui.click(screen.getByRole('tab', { name: 'Messages envoyés (1)' }));
    const sentTable = await screen.findByRole('table', { name: 'Messages envoyés' });
    expect(within(sentTable).getByText('Envoyé par Sophie Garnier')).toBeTruthy();
    expect(within(sentTable).queryByRole('button', { name: /Marquer/ })).toBeNull();
  });
});
