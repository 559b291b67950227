import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type DemoRole, login, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';

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
  it('the server refuses to start when an API route declares no access policy', async () => {
    const app = await buildApp({ config: t.config, db: t.database.db, logger: false });
    expect(() => app.get('/api/sans-politique', async () => ({ error: 0 }))).toThrow(
      /ne déclare pas qui peut l'appeler/,
    );
    await app.close();
  });

  it('a route restricted to roles or permissions refuses the others with 403', async () => {
    const app = await buildApp({ config: t.config, db: t.database.db, logger: false });
    app.get('/api/essai/admin', { config: { access: ['admin'] } }, async () => ({ error: 0 }));
    app.get('/api/essai/permis', { config: { access: ['permit.validate'] } }, async () => ({ error: 0 }));
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
