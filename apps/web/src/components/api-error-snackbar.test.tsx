import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, reportApiError } from '../lib/api-client';
import { shouldReport } from '../lib/query-client';
import { ApiErrorSnackbar } from './api-error-snackbar';
import { SnackbarProvider } from './snackbar';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the global error snackbar (spec 1 §8)', () => {
  test('shows the message of a reported API error, and only logs other exceptions', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SnackbarProvider>
        <ApiErrorSnackbar />
      </SnackbarProvider>,
    );
    act(() => reportApiError(new Error('bogue interne')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(console.error).toHaveBeenCalled();

    act(() => reportApiError(new ApiError(403, 'Accès refusé')));
    expect(screen.getByRole('alert').textContent).toContain('Accès refusé');
    expect(console.warn).toHaveBeenCalledWith('HTTP 403 : Accès refusé');
  });

  test('reports failed background refreshes and opted-in calls, never maintenance', () => {
    const error = new ApiError(500, 'Cette demande ne peut pas aboutir');
    expect(shouldReport(error, undefined, true)).toBe(true);
    expect(shouldReport(error, undefined, false)).toBe(false);
    expect(shouldReport(error, { errorSnackbar: true }, false)).toBe(true);
    expect(shouldReport(error, { errorSnackbar: false }, true)).toBe(false);
    expect(shouldReport(new ApiError(503, 'Travaux'), { errorSnackbar: true }, true)).toBe(false);
  });
});
