import { maintenanceEndpoints } from '@batir/shared/contracts/maintenance';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { contractsOnDemand } from '../lib/contracts-on-demand';
import { mockApi, on } from '../test/api-mock';
import {
  reportBrowserOnline,
  reportServerReachable,
  reportUpdateReady,
  resetConnectionStatus,
} from './connection-status';
import { OFFLINE_MESSAGE, OfflineBanner } from './offline-banner';

// The first screen's contracts load on demand (a real import, which fake timers do not drive): loaded
// once here, later imports resolve at once.
beforeAll(async () => {
  await contractsOnDemand();
});

beforeEach(() => {
  resetConnectionStatus();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OfflineBanner', () => {
  test('shows nothing while the server answers', () => {
    const { container } = render(<OfflineBanner />);
    expect(container.innerHTML).toBe('');
  });

  test('says in French that the data may be old when the browser is offline', () => {
    render(<OfflineBanner />);
    act(() => reportBrowserOnline(false));
    expect(screen.getByRole('status').textContent).toContain(OFFLINE_MESSAGE);
    expect(OFFLINE_MESSAGE).toBe(
      'Vous êtes hors ligne : le serveur Bâtir ne répond pas. Les données affichées peuvent ne pas être à jour.',
    );
    // No network at all: nothing to retry.
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    act(() => reportBrowserOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('when the server does not answer, "Réessayer" asks it again', async () => {
    const api = mockApi(
      on(maintenanceEndpoints.get).reply(() => ({ error: 0, maintenance: { enabled: false, message: '' } })),
    );
    render(<OfflineBanner />);
    act(() => reportServerReachable(false));
    expect(screen.getByRole('status').textContent).toContain(OFFLINE_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(api.calls(maintenanceEndpoints.get)).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('offers to reload when a new version is installed', () => {
    render(<OfflineBanner />);
    act(() => reportUpdateReady());
    expect(screen.getByRole('status').textContent).toContain('Une nouvelle version de Bâtir est installée.');
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeTruthy();
  });
});
