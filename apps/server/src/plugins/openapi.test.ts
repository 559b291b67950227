/**
 * /api/openapi.json is a valid OpenAPI 3.1 document (issue 16 item 2), checked by an independent validator
 * (@apidevtools/swagger-parser, which also resolves every `$ref`), and complete: every registered API route
 * is in it with its access, its named errors and its answer.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
let document: Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> };

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('passes an independent validator, every reference resolved', async () => {
    // validate() mutates what it is given: a copy.
    const api = await SwaggerParser.validate(structuredClone(document) as never);
    expect((api as { openapi?: string }).openapi).toBe('3.1.0');
  });

  it('has every API route, with who may call it and its named errors', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const registered = t.app.apiRoutes
      .filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThan(200);
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
    const login = document.paths['/api/auth/login']?.post as Record<string, unknown>;
    expect(login.requestBody).toBeDefined();
    const permit = document.paths['/api/project/{project}/buildingPermit/issueDate']?.put as {
      description: string;
      responses: Record<string, { description: string }>;
      security?: unknown[];
    };
    expect(permit.description).toContain('Accès : admin');
    expect(permit.security).toEqual([{ bearer: [] }]);
    expect(permit.responses['200']).toBeDefined();
    expect(permit.responses['400']?.description).toContain('PERMIT_NOT_DEPOSITED');
    expect(permit.responses['403']?.description).toContain('FORBIDDEN');
  });

  it('describes the recursive menu of GET /api/user through a component that exists', () => {
    const text = JSON.stringify(document.paths['/api/user']?.get);
    const references = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(references.length).toBeGreaterThan(0);
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    for (const name of references) expect(schemas[name as string], name).toBeDefined();
  });
});
