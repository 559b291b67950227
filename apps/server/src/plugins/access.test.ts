import { type Permission, permissionsOf, type Role } from '@batir/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type DemoRole, login, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import type { Access } from './access';

const ROLES: DemoRole[] = ['admin', 'technical', 'salesman', 'gridOperator', 'customer', 'craftsman'];

let t: TestApp;
const tokens = {} as Record<DemoRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) tokens[role] = (await login(t.app, role)).accessToken;
});
afterAll(() => t.close());

function allows(access: Access, role: Role): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  const permissions = permissionsOf([role]);
  return access.some((item) => item === role || permissions.has(item as Permission));
}

/** A concrete URL for a route pattern: every parameter gets a plausible id. */
const concreteUrl = (url: string) => url.replace(/:\w+\??/g, '1').replace(/\*$/, 'x');

describe('access policy over the whole route table', () => {
  it('knows the routes (the walk below is not empty)', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    expect(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/user');
  });

  it('every non-public route answers 401 without a token, and 403 to each role it does not allow', async () => {
    for (const route of t.app.apiRoutes) {
      const request = { method: route.method as 'GET', url: concreteUrl(route.url) };
      const label = `${route.method} ${route.url}`;
      const anonymous = await t.app.inject(request);
      if (route.access === 'public') {
        expect(anonymous.statusCode, label).toBeLessThan(500);
        continue;
      }
      expect(anonymous.statusCode, label).toBe(401);
      for (const role of ROLES) {
        const response = await t.app.inject({ ...request, headers: bearer(tokens[role]) });
        if (allows(route.access, role)) {
          // Allowed by the policy: never 401, never the policy's refusal (a record it does not own may still get 403/404).
          expect(response.statusCode, `${label} as ${role}`).not.toBe(401);
          expect(response.statusCode, `${label} as ${role}`).toBeLessThan(500);
          if (response.statusCode === 403 && route.method !== 'HEAD') {
            expect(response.json().message, `${label} as ${role}`).not.toBe('Accès refusé');
          }
        } else {
          expect(response.statusCode, `${label} as ${role}`).toBe(403);
          if (route.method !== 'HEAD') {
            expect(response.json(), `${label} as ${role}`).toEqual({ error: 403, message: 'Accès refusé' });
          }
        }
      }
    }
  });
});

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
