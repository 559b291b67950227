import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { SnackbarProvider } from '../../../components/snackbar';
import { setSession } from '../../../lib/auth';
import { fakeToken, mockFetch } from '../../../test/fetch-mock';
import { AppointmentDialog, type AppointmentDraft } from './appointment-dialog';

const DRAFT: AppointmentDraft = {
  type: 1,
  title: '',
  project: null,
  user: 3,
  start: new Date('2026-11-24T09:00:00.000Z'),
  end: new Date('2026-11-24T09:30:00.000Z'),
  allDay: false,
  place: '',
  description: '',
  cancelled: false,
  editable: true,
};

function setup(draft: AppointmentDraft) {
  setSession(fakeToken('salesman'));
  const fetch = mockFetch((_url, init) => ({
    status: 200,
    body: { error: 0, appointment: { id: 5, ...JSON.parse(String(init.body)) } },
  }));
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <ConfirmProvider>
          <AppointmentDialog
            draft={draft}
            users={[{ id: 3, surname: 'Sophie', name: 'Garnier' }]}
            onClose={onClose}
          />
        </ConfirmProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  const posted = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }));
  return { ui: userEvent.setup(), posted, onClose };
}

// The date pickers make these renders slow under jsdom.
describe('appointment dialog', { timeout: 20_000 }, () => {
  test('a tele-appointment is sent with type 3 and the title Télérendez-vous', async () => {
    const { ui, posted, onClose } = setup(DRAFT);
    fireEvent.change(screen.getByLabelText('Titre'), { target: { value: 'Premier appel' } });
    await ui.click(screen.getByRole('combobox', { name: 'Type' }));
    await ui.click(screen.getByRole('option', { name: 'Télérendez-vous' }));
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Télérendez-vous');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted()).toEqual([
      {
        url: '/api/appointment',
        body: {
          type: 3,
          title: 'Télérendez-vous',
          project: null,
          user: 3,
          start: '2026-11-24T09:00:00.000Z',
          end: '2026-11-24T09:30:00.000Z',
          allDay: false,
          place: '',
          description: '',
        },
      },
    ]);
  });

  test('an end before the start is refused in French, without a call', async () => {
    const { ui, posted, onClose } = setup({ ...DRAFT, end: new Date('2026-11-24T08:00:00.000Z') });
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('La fin du rendez-vous précède son début');
    expect(posted()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
