/**
 * The contracts and the server agree (issue 16): every API route is registered from a contract of
 * packages/shared/src/contracts (the access policy refuses any other, see access.test.ts), and every
 * contract the web may call is served — no endpoint written on one side only.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@batir/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

const CONTRACTS = path.resolve(__dirname, '../../../../packages/shared/src/contracts');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isEndpoint = (value: unknown): value is Endpoint =>
  !!value && typeof value === 'object' && 'errorCodes' in value && 'path' in value && 'method' in value;

/** Every endpoint exported by the contract files, under `file › group.name`. */
async function declaredEndpoints(): Promise<Map<Endpoint, string>> {
  const found = new Map<Endpoint, string>();
  for (const file of readdirSync(CONTRACTS).filter(
    (name) => /\.ts$/.test(name) && !name.endsWith('.test.ts'),
  )) {
    const module = (await import(path.join(CONTRACTS, file))) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (!value || typeof value !== 'object') continue;
      for (const [name, item] of Object.entries(value))
        if (isEndpoint(item)) found.set(item, `${file} › ${exportName}.${name}`);
    }
  }
  return found;
}

describe('contracts and routes', () => {
  it('every API route comes from a contract, and every contract is served', async () => {
    const routes = t.app.apiRoutes.filter((route) => route.method !== 'HEAD');
    expect(routes.filter((route) => !route.endpoint).map((route) => `${route.method} ${route.url}`)).toEqual(
      [],
    );
    const served = new Set(routes.map((route) => route.endpoint));
    const declared = await declaredEndpoints();
    expect(declared.size).toBeGreaterThan(200);
    expect([...declared].filter(([endpoint]) => !served.has(endpoint)).map(([, name]) => name)).toEqual([]);
  });

  it('no two contracts claim the same method and path', async () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [endpoint, name] of await declaredEndpoints()) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const other = seen.get(key);
      if (other) clashes.push(`${key}: ${other} / ${name}`);
      seen.set(key, name);
    }
    expect(clashes).toEqual([]);
  });
});
