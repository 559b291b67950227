import type { TAppointment } from '@batir/shared/appointments';
import { appointmentEndpoints } from '@batir/shared/contracts/appointments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { SnackbarProvider } from '../../../components/snackbar';
import { setSession } from '../../../lib/auth';
import { mockApi, on } from '../../../test/api-mock';
import { fakeToken } from '../../../test/tokens';
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
  const saved = (body: { type: number; title: string; start: string; allDay: boolean }): TAppointment => ({
    id: 5,
    type: body.type,
    title: body.title,
    allDay: body.allDay,
    place: '',
    description: '',
    fromDate: body.start,
    toDate: null,
    project: null,
    projectName: null,
    customer: null,
    color: '#7b1fa2',
    user: { id: 3, surname: 'Sophie', name: 'Garnier' },
    createdBy: 3,
    cancelled: false,
    visioUrl: null,
    editable: true,
    busy: false,
  });
  const api = mockApi(
    on(appointmentEndpoints.create).reply(({ body }) => ({ error: 0, appointment: saved(body) })),
  );
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
  /** What was posted, as the server's schema reads it. */
  const posted = () => api.calls(appointmentEndpoints.create).map(({ url, body }) => ({ url, body }));
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
