import { endpoint } from '@batir/shared/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, createTestApp, login, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { route } from './contracts';

/** A test-only public route, registered from its own contract. */
const essai = <const P extends `/api/${string}`>(path: P, params?: z.ZodObject) =>
  endpoint({
    method: 'GET',
    path,
    tag: 'Essai',
    summary: 'Essai',
    access: 'public',
    ...(params ? { params } : {}),
    response: z.object({ error: z.literal(0) }),
  });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API error conventions', () => {
  it('unknown API routes get a French 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nexiste-pas?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 404,
      code: 'ROUTE_NOT_FOUND',
      message: 'Ressource introuvable : GET /api/nexiste-pas',
    });
  });

  it('malformed JSON, wrong content type and oversize bodies get clear 4xx answers', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("Le corps de la requête n'est pas un JSON valide.");
    expect(malformed.json().code).toBe('INVALID_INPUT');

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-inconnu' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe("Ce type de contenu n'est pas accepté.");

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('La requête est trop volumineuse.');
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a 500 hides its details, carries the request id, and is logged with it', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...t.config, logLevel: 'error' },
      db: t.database.db,
      logger: { stream: { write: (line) => lines.push(line) } },
    });
    route(app, essai('/api/essai/panne'), async () => {
      throw new Error('détail interne secret');
    });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/essai/panne' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      error: 500,
      code: 'INTERNAL',
      message: 'Cette demande ne peut pas aboutir',
      requestId: expect.any(String),
    });
    expect(response.headers['x-request-id']).toBe(body.requestId);
    expect(response.body).not.toContain('secret');
    expect(
      lines.some((line) => line.includes(body.requestId) && line.includes('détail interne secret')),
    ).toBe(true);
    await app.close();
  });

  it('publishes the OpenAPI document and its browsable page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/token/refresh', '/api/user', '/api/auth_tester']),
    );
    expect(doc.json().paths['/api/auth/login'].post.requestBody).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBeLessThan(400);
  });

  it('redirects / to the dashboard', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/v2/admin');
  });
});

describe('malformed multipart bodies', () => {
  it('get a French 400, not a 500', async () => {
    const { accessToken } = await login(t.app, 'admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { ...bearer(accessToken), 'content-type': 'multipart/form-data; boundary=----batir' },
      payload: '------autre\r\nContent-Disposition: form-data; name="type"\r\n\r\nproject\r\n',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/mal formé/);
  });
});

describe('input the router or the database refuses', () => {
  it('a malformed address or an over-long path parameter gets a French answer', async () => {
    const { accessToken } = await login(t.app, 'admin');
    const badUrl = await t.app.inject({
      method: 'GET',
      url: '/api/user/%E0%A4%A',
      headers: bearer(accessToken),
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      error: 400,
      code: 'INVALID_INPUT',
      message: "L'adresse demandée est invalide.",
    });
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/user/${'9'.repeat(600)}`,
      headers: bearer(accessToken),
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      error: 414,
      code: 'INVALID_INPUT',
      message: "L'adresse demandée est trop longue.",
    });
  });

  it('a value the database refuses (a number past the integer range, a NUL character) is a French 400', async () => {
    const app = await buildApp({ config: t.config, db: t.database.db, logger: false });
    // What a route does when its schema lets such a value through (ids are checked against the range by
    // the database, not the schemas): the client's mistake, not a 500.
    route(app, essai('/api/essai/:valeur', z.object({ valeur: z.string() })), async (request) => {
      const { valeur } = request.params;
      if (valeur === 'nul') await t.database.db.execute(sql`select ${'a\u0000b'}::text`);
      else await t.database.db.execute(sql`select ${valeur}::int`);
      return { error: 0 as const };
    });
    await app.ready();
    const outOfRange = await app.inject({ method: 'GET', url: '/api/essai/2147483648' });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toEqual({
      error: 400,
      code: 'INVALID_INPUT',
      message: 'Un nombre envoyé est hors des limites acceptées.',
    });
    const notANumber = await app.inject({ method: 'GET', url: '/api/essai/douze' });
    expect(notANumber.json()).toEqual({
      error: 400,
      code: 'INVALID_INPUT',
      message: "Une valeur envoyée n'a pas le format attendu.",
    });
    const nul = await app.inject({ method: 'GET', url: '/api/essai/nul' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      error: 400,
      code: 'INVALID_INPUT',
      message: 'Un texte envoyé contient des caractères non autorisés.',
    });
    await app.close();
  });
});
