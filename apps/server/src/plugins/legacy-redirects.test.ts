import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { LEGACY_REDIRECTS } from './legacy-redirects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Where each old address must land; every pair of the table is checked. */
const EXPECTED: Record<string, string> = {
  '/admin': '/v2/admin',
  '/admin/redirect': '/v2/admin',
  '/login': '/v2/login',
  '/maintenance': '/v2/maintenance',
  '/customer': '/clients/login',
  '/customer/login': '/clients/login',
  '/customer/login/:type': '/clients/login',
  '/customer/logout': '/clients/logout',
};
/** Parameters of the addresses, filled in for the requests. */
const concrete = (from: string) => from.replace(':type', 'prechantier');

describe('legacy addresses', () => {
  it('the table and the expectations list the same addresses', () => {
    expect(LEGACY_REDIRECTS.map((pair) => pair.from).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s redirects permanently to %s', async (from, to) => {
    const response = await t.app.inject({ method: 'GET', url: concrete(from) });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });
});
