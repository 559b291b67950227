import { COMMON_ERRORS } from '@batir/shared/contract';
import { reportsEndpoints } from '@batir/shared/contracts/reports';
import type { TReport } from '@batir/shared/reports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar';
import { failWith, type MockReply, mockApi, on } from '../../../test/api-mock';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import ReportDialog from './report-dialog';

const PAGE = '/v2/admin/summary?tab=2';
const report: TReport = {
  id: 5,
  type: 1,
  description: 'x',
  page: PAGE,
  author: { id: 1, surname: 'Claire', name: 'Moreau' },
  createdAt: '2026-03-05T09:00:00.000Z',
  closedAt: null,
  closedBy: null,
  files: [],
};
const created = { error: 0, message: 'Merci, votre demande a été transmise.', report } as const;

function setup(replies: (typeof created | MockReply)[]) {
  const api = mockApi(
    on(reportsEndpoints.create).reply(() => replies.shift() ?? failWith(COMMON_ERRORS.INTERNAL)),
  );
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <ReportDialog open onClose={onClose} page={PAGE} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { api, onClose, ui: userEvent.setup({ applyAccept: false }) };
}

installFakeXhr();

describe('ReportDialog', () => {
  test('shows the warning and the page, and sends type, description and page', async () => {
    const { api, onClose, ui } = setup([created]);
    expect(screen.getByRole('dialog', { name: 'Demande de corrections, et suggestions' })).toBeTruthy();
    expect(screen.getByText(/décrivez précisément les étapes suivies/)).toBeTruthy();
    expect((screen.getByLabelText('Page concernée') as HTMLInputElement).value).toBe(PAGE);
    await ui.type(screen.getByRole('textbox', { name: 'Description' }), 'Le métré 12 ne se calcule pas');
    await ui.click(screen.getByRole('button', { name: 'Soumettre' }));
    await screen.findByText('Merci, votre demande a été transmise.');
    expect(api.calls(reportsEndpoints.create).map((call) => call.body)).toEqual([
      {
        type: 1,
        description: 'Le métré 12 ne se calcule pas',
        page: PAGE,
        files: [],
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(FakeXhr.all).toHaveLength(0);
  });

  test('refuses an empty description before sending', async () => {
    const { api, ui } = setup([]);
    await ui.click(screen.getByRole('button', { name: 'Soumettre' }));
    await screen.findByText('Décrivez la correction ou la suggestion');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test('uploads the attachments first, sends their ids, and does not upload them twice on a retry', async () => {
    const { api, ui } = setup([
      failWith(COMMON_ERRORS.INTERNAL, { message: 'Cette demande ne peut pas aboutir' }),
      created,
    ]);
    await ui.type(screen.getByRole('textbox', { name: 'Description' }), 'Voir la capture');
    await ui.upload(
      screen.getByTestId('uploader-input'),
      new File([new Uint8Array([0x89, 0x50])], 'capture.png', { type: 'image/png' }),
    );
    await ui.click(screen.getByRole('button', { name: 'Soumettre' }));
    expect(FakeXhr.last?.body?.get('type')).toBe('report');
    await act(async () =>
      FakeXhr.last?.respond(200, {
        error: 0,
        files: [
          { id: 41, name: 'capture.png', size: 2, isPicture: true, apiUrl: '/viewer/type/report/41?token=t' },
        ],
      }),
    );
    await screen.findByText('Cette demande ne peut pas aboutir');
    expect(api.calls(reportsEndpoints.create)[0]?.body.files).toEqual([41]);

    await ui.click(screen.getByRole('button', { name: 'Soumettre' }));
    await screen.findByText('Merci, votre demande a été transmise.');
    expect(api.calls(reportsEndpoints.create)[1]?.body.files).toEqual([41]);
    expect(FakeXhr.all).toHaveLength(1);
  });
});
