import { endpoint } from '@batir/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, createTestApp, type DemoRole, login, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { route } from './contracts';

const ROLES: DemoRole[] = ['admin', 'technical', 'salesman', 'gridOperator', 'customer', 'craftsman'];

let t: TestApp;
const tokens = {} as Record<DemoRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) tokens[role] = (await login(t.app, role)).accessToken;
});
afterAll(() => t.close());

// The walk over the whole route table (every route, every role, records of others) is in role-matrix.test.ts.

describe('route declarations', () => {
  it('the server refuses to start when an API route is not registered from a contract', async () => {
    const app = await buildApp({ config: t.config, db: t.database.db, logger: false });
    expect(() => app.get('/api/sans-contrat', async () => ({ error: 0 }))).toThrow(
      /n'est pas enregistrée depuis un contrat/,
    );
    // Declaring who may call it is not enough: the contract is the only way.
    expect(() =>
      app.get('/api/sans-contrat-2', { config: { access: 'public' } }, async () => ({ error: 0 })),
    ).toThrow(/n'est pas enregistrée depuis un contrat/);
    await app.close();
  });

  it('a route restricted to roles or permissions refuses the others with 403', async () => {
    const app = await buildApp({ config: t.config, db: t.database.db, logger: false });
    const ok = z.object({ error: z.literal(0) });
    const tag = 'Essai';
    route(
      app,
      endpoint({
        method: 'GET',
        path: '/api/essai/admin',
        tag,
        summary: 'Essai',
        access: ['admin'],
        response: ok,
      }),
      async () => ({ error: 0 as const }),
    );
    route(
      app,
      endpoint({
        method: 'GET',
        path: '/api/essai/permis',
        tag,
        summary: 'Essai',
        access: ['permit.validate'],
        response: ok,
      }),
      async () => ({ error: 0 as const }),
    );
    await app.ready();
    const expectations: Record<string, DemoRole[]> = {
      '/api/essai/admin': ['admin'],
      '/api/essai/permis': ['admin', 'technical'],
    };
    for (const [url, allowed] of Object.entries(expectations)) {
      for (const role of ROLES) {
        const response = await app.inject({ method: 'GET', url, headers: bearer(tokens[role]) });
        expect(response.statusCode, `${url} as ${role}`).toBe(allowed.includes(role) ? 200 : 403);
      }
    }
    await app.close();
  });
});
