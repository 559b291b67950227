import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { alertCountQueryKey } from '../../todos/api/alert-count';
import { renderWithShell } from '../test/render';
import { TopMenu } from './top-menu';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());

describe('top menu alert block', () => {
  test('shows the open due alerts from GET /api/toDo/alertCount and follows invalidation', async () => {
    let count = 2;
    const fetch = mockFetch(() => ({ status: 200, body: { error: 0, alertCount: count } }));
    const { client } = renderWithShell(<TopMenu />);
    const link = await screen.findByRole('link', { name: 'Alertes : 2' });
    // The dashboard, which lists the alerts (the test router has no /v2 base).
    expect(link.getAttribute('href')).toBe('/admin');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/toDo/alertCount');
    count = 1;
    // What a to-do change and the live notification event both do.
    await client.invalidateQueries({ queryKey: ['summary'] });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Alertes : 1' })).toBeTruthy());
    expect(client.getQueryData(alertCountQueryKey)).toEqual({ error: 0, alertCount: 1 });
  });
});
