import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SNACK_DEFAULT_TEXT, SnackbarProvider, type SnackOptions, useSnackbar } from './snackbar';

function Trigger({ options }: { options?: SnackOptions }) {
  const snackbar = useSnackbar();
  return (
    <button type="button" onClick={() => snackbar.show(options)}>
      montrer
    </button>
  );
}

function setup(options?: SnackOptions) {
  render(
    <SnackbarProvider>
      <Trigger options={options} />
    </SnackbarProvider>,
  );
  act(() => screen.getByRole('button', { name: 'montrer' }).click());
}

const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The closing animation runs on timers too. */
const finishClosing = () => elapse(1_000);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// First renders load MUI: slow when several suites share the machine.
describe('Snackbar', { timeout: 20_000 }, () => {
  test('says "Enregistrement effectué !" in the success colour by default, with a Fermer button', () => {
    setup();
    expect(SNACK_DEFAULT_TEXT).toBe('Enregistrement effectué !');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Enregistrement effectué !');
    expect(alert.className).toContain('MuiAlert-colorSuccess');
    act(() => screen.getByRole('button', { name: 'Fermer' }).click());
    finishClosing();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('stays 5000 ms when shown without a timeout', () => {
    setup();
    elapse(4_900);
    expect(screen.queryByRole('alert')).not.toBeNull();
    elapse(100);
    finishClosing();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('takes a text, a colour and a timeout', () => {
    setup({ text: 'Impossible', color: 'error', timeout: 3_000 });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Impossible');
    expect(alert.className).toContain('MuiAlert-colorError');
    elapse(2_900);
    expect(screen.queryByRole('alert')).not.toBeNull();
    elapse(100);
    finishClosing();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
