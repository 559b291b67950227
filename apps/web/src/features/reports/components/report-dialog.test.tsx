import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { mockFetch, type Reply } from '../../../test/fetch-mock';
import ReportDialog from './report-dialog';

const PAGE = '/v2/admin/summary?tab=2';
const report = { id: 5, type: 1, description: 'x', page: PAGE, files: [] };

function setup(replies: Reply[]) {
  const fetch = mockFetch(() => replies.shift() ?? { status: 500 });
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <ReportDialog open onClose={onClose} page={PAGE} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { fetch, onClose, ui: userEvent.setup({ applyAccept: false }) };
}

const sentBody = (fetch: ReturnType<typeof mockFetch>, call = 0) =>
  JSON.parse(String(fetch.mock.calls[call]?.[1]?.body));

installFakeXhr();

describe('ReportDialog', () => {
  test('shows the warning and the page, and sends type, description and page', async () => {
    const { fetch, onClose, ui } = setup([
      { status: 200, body: { error: 0, message: 'Merci, votre demande a été transmise.', report } },
    ]);
    expect(screen.getByRole('dialog', { name: 'Demande de corrections, et suggestions' })).toBeTruthy();
    expect(screen.getByText(/décrivez précisément les étapes suivies/)).toBeTruthy();
    expect((screen.getByLabelText('Page concernée') as HTMLInputElement).value).toBe(PAGE);
    await ui.type(screen.getByRole('textbox', { name: 'Description' }), 'Le métré 12 ne se calcule pas');
    await ui.click(screen.getByRole('button', { name: 'Soumettre' }));
    await screen.findByText('Merci, votre demande a été transmise.');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/report');
    expect(sentBody(fetch)).toEqual({
      type: 1,
      description: 'Le métré 12 ne se calcule pas',
      page: PAGE,
      files: [],
    });
    expect(onClose).toHaveBeenCalled();
    expect(FakeXhr.all).toHaveLength(0);
  });

  test('refuses an empty description before sending', async () => {
    const { fetch, ui } = setup([]);
    await ui.click(screen.getByRole('button', { name: 'Soumettre' }));
    await screen.findByText('Décrivez la correction ou la suggestion');
    expect(fetch).not.toHaveBeenCalled();
  });

  test('uploads the attachments first, sends their ids, and does not upload them twice on a retry', async () => {
    const { fetch, ui } = setup([
      { status: 500, body: { error: 500, message: 'Cette demande ne peut pas aboutir' } },
      { status: 200, body: { error: 0, message: 'Merci, votre demande a été transmise.', report } },
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
    expect(sentBody(fetch, 0).files).toEqual([41]);

    await ui.click(screen.getByRole('button', { name: 'Soumettre' }));
    await screen.findByText('Merci, votre demande a été transmise.');
    expect(sentBody(fetch, 1).files).toEqual([41]);
    expect(FakeXhr.all).toHaveLength(1);
  });
});
