import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('maintenance mode', () => {
  it('is off by default and readable without signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/maintenance' });
    expect(response.json()).toEqual({ error: 0, maintenance: { enabled: false, message: '' } });
  });

  it('only an admin switches it; then other users get 503 with the message while admins keep working', async () => {
    const admin = await login(t.app, 'admin');
    const salesman = await login(t.app, 'salesman');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/maintenance',
      headers: bearer(salesman.accessToken),
      payload: { enabled: true, message: 'x' },
    });
    expect(refused.statusCode).toBe(403);

    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/maintenance',
      headers: bearer(admin.accessToken),
      payload: { enabled: true, message: 'Mise à jour en cours, retour vers 14 h.' },
    });
    expect(on.json().maintenance).toEqual({
      enabled: true,
      message: 'Mise à jour en cours, retour vers 14 h.',
    });

    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(salesman.accessToken),
    });
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json()).toEqual({
      error: 503,
      code: 'MAINTENANCE',
      message: 'Mise à jour en cours, retour vers 14 h.',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(admin.accessToken) }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/maintenance' })).json().maintenance.enabled).toBe(
      true,
    );

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/maintenance',
      headers: bearer(admin.accessToken),
      payload: { enabled: false },
    });
    expect(off.json().maintenance).toEqual({ enabled: false, message: '' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(salesman.accessToken) }))
        .statusCode,
    ).toBe(200);
  });

  it('uses a French default message when none is given', async () => {
    const admin = await login(t.app, 'admin');
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/maintenance',
      headers: bearer(admin.accessToken),
      payload: { enabled: true },
    });
    expect(on.json().maintenance.message).toMatch(/maintenance/);
    await t.app.inject({
      method: 'PUT',
      url: '/api/maintenance',
      headers: bearer(admin.accessToken),
      payload: { enabled: false },
    });
  });
});
