import { todosEndpoints } from '@batir/shared/contracts/todos';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, on } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { todosKeys } from '../../todos/api/keys';
import { TopMenu } from './top-menu';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());

describe('top menu alert block', () => {
  test('shows the open due alerts from GET /api/toDo/alertCount and follows invalidation', async () => {
    let count = 2;
    const api = mockApi(on(todosEndpoints.alertCount).reply(() => ({ error: 0, alertCount: count })));
    const { client } = renderWithShell(<TopMenu />);
    const link = await screen.findByRole('link', { name: 'Alertes : 2' });
    // The dashboard, which lists the alerts (the test router has no /v2 base).
    expect(link.getAttribute('href')).toBe('/admin');
    expect(api.calls(todosEndpoints.alertCount)).toHaveLength(1);
    count = 1;
    // What a to-do change and the live notification event both do.
    await client.invalidateQueries({ queryKey: ['summary'] });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Alertes : 1' })).toBeTruthy());
    expect(client.getQueryData(todosKeys.alertCount())).toEqual({ error: 0, alertCount: 1 });
  });
});
