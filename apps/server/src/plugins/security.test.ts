import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@batir/shared/files';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@batir/shared/messages';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, nextIp, type TestApp } from '../../test/helpers';
import { projects } from '../db/schema';
import { FIXTURES, multipartBody } from '../modules/files/multipart.test-helper';
import { ROUTE_RATE_LIMITS, TOO_MANY_REQUESTS_MESSAGE } from './security';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  // A built web app of one page, so the HTML answers of the app are served as in production.
  webDist = await mkdtemp(path.join(tmpdir(), 'batir-security-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Bâtir</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The Content-Security-Policy header as directive → sources. */
function csp(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectStrictHeaders(response: LightMyRequestResponse, frameAncestors: string) {
  const policy = csp(response);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['script-src-attr']).toEqual(["'none'"]);
  expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(policy['frame-ancestors']).toEqual([frameAncestors]);
  expect(policy['connect-src']).toEqual(["'self'"]);
  // Nothing anywhere allows inline scripts or eval.
  expect(
    Object.entries(policy).filter(([, sources]) => sources.some((s) => /unsafe-(eval|hashes)/.test(s))),
  ).toEqual([]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe(frameAncestors === "'none'" ? 'DENY' : 'SAMEORIGIN');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  it('an HTML page of the app carries the strict policy and cannot be framed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expectStrictHeaders(response, "'none'");
  });

  it('API answers carry it too, refusals included', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/maintenance' });
    expect(ok.statusCode).toBe(200);
    expectStrictHeaders(ok, "'none'");
    const refused = await t.app.inject({ method: 'GET', url: '/api/auth_tester' });
    expect(refused.statusCode).toBe(401);
    expectStrictHeaders(refused, "'none'");
  });

  it('the file viewer may be framed by our own pages only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/viewer/type/project/1?token=faux' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expectStrictHeaders(response, "'self'");
  });

  it('no HSTS outside production', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/maintenance' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('limits', () => {
  it('the request timeouts of the configuration reach the HTTP server', () => {
    expect(t.config.timeouts).toEqual({ requestMs: 120_000, connectionMs: 60_000, keepAliveMs: 72_000 });
    expect(t.app.initialConfig.connectionTimeout).toBe(t.config.timeouts.connectionMs);
    expect(t.app.initialConfig.keepAliveTimeout).toBe(t.config.timeouts.keepAliveMs);
    expect(t.app.server.requestTimeout).toBe(t.config.timeouts.requestMs);
    expect(t.app.server.keepAliveTimeout).toBe(t.config.timeouts.keepAliveMs);
  });

  it('a JSON body over 1 MB gets 413 in French', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.fr', password: 'x'.repeat(1024 * 1024) },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'La requête est trop volumineuse.',
    });
  });

  it('an uploaded file over 15 MB gets 413 in French', async () => {
    const token = await login(t.app, 'admin');
    const [project] = await t.database.db.select({ id: projects.id }).from(projects).limit(1);
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    FIXTURES.pdf.copy(big);
    const body = multipartBody({ linkedId: String(project?.id), type: 'project' }, [
      { name: 'plan.pdf', data: big },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token.accessToken) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/trop volumineux.*15 Mo/);
  });
});

/** A request of each rate-limited public route; its own answer does not matter, only the count. */
const REQUESTS: Record<string, InjectOptions> = {
  'PUT /api/users/resetPassword': {
    method: 'PUT',
    url: '/api/users/resetPassword',
    payload: { token: 'jeton-inconnu-0123456789', password: 'Nouveau-Mot-2-passe!' },
  },
  'POST /api/auth/impersonate': {
    method: 'POST',
    url: '/api/auth/impersonate',
    payload: { ticket: 'ticket-inconnu-0123456789' },
  },
  'GET /api/appointment/user/:user/ics': { method: 'GET', url: '/api/appointment/user/1/ics?token=faux' },
};

async function exhaust(request: InjectOptions, allowed: number, remoteAddress: string, headers = {}) {
  for (let i = 0; i < allowed; i += 1) {
    const response = await t.app.inject({ ...request, remoteAddress, headers });
    expect(response.statusCode, response.body).not.toBe(429);
  }
  return t.app.inject({ ...request, remoteAddress, headers });
}

describe('rate limits per address', () => {
  it.each(ROUTE_RATE_LIMITS.map((limit) => [`${limit.method} ${limit.url}`, limit.max] as const))(
    '%s: %i requests a minute, then 429 in French; other addresses are not affected',
    async (route, max) => {
      const request = REQUESTS[route];
      if (!request) throw new Error(`no sample request for ${route}`);
      const address = nextIp();
      const refused = await exhaust(request, max, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 429,
        code: 'RATE_LIMITED',
        message: TOO_MANY_REQUESTS_MESSAGE,
      });
      expect(refused.headers['retry-after']).toBeDefined();
      expectStrictHeaders(refused, "'none'");
      const other = await t.app.inject({ ...request, remoteAddress: nextIp() });
      expect(other.statusCode).not.toBe(429);
    },
  );

  it('without TRUST_PROXY a forged X-Forwarded-For does not escape the limit', async () => {
    const request = REQUESTS['PUT /api/users/resetPassword'] as InjectOptions;
    const address = nextIp();
    const limit = ROUTE_RATE_LIMITS.find((l) => l.url === '/api/users/resetPassword')?.max ?? 0;
    for (let i = 0; i < limit; i += 1) {
      await t.app.inject({ ...request, remoteAddress: address, headers: { 'x-forwarded-for': nextIp() } });
    }
    const refused = await t.app.inject({
      ...request,
      remoteAddress: address,
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(refused.statusCode).toBe(429);
  });

  it('sign-in: failures are limited per address (French 429), good sign-ins are not', async () => {
    const address = nextIp();
    for (let i = 0; i < t.config.loginFailuresPerMinute + 5; i += 1) {
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@demo.batir.fr', password: 'Demo1234!' },
        remoteAddress: address,
      });
      expect(ok.statusCode).toBe(200);
    }
    const failures = await exhaust(
      { method: 'POST', url: '/api/auth/login', payload: { email: 'inconnu@exemple.fr', password: 'faux' } },
      t.config.loginFailuresPerMinute,
      address,
    );
    expect(failures.statusCode).toBe(429);
    expect(failures.json()).toEqual({ error: 429, code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS_MESSAGE });
  });

  it('forgotten password and the website contact form: limited per address, 429 in French', async () => {
    const forgot = await exhaust(
      { method: 'PUT', url: '/api/users/forgotPassword', payload: { email: 'personne@exemple.fr' } },
      5,
      nextIp(),
    );
    expect(forgot.statusCode).toBe(429);
    expect(forgot.json().message).toMatch(/^Trop de demandes\./);
    const contact = await exhaust(
      {
        method: 'POST',
        url: '/api/website/form/contact',
        payload: {
          name1: 'Martin',
          surname1: 'Paul',
          email: 'paul.martin@exemple.fr',
          address: '1 rue de la Paix',
          postalCode: '49000',
          city: 'Angers',
          message: 'Bonjour',
        },
      },
      5,
      nextIp(),
    );
    expect(contact.statusCode).toBe(429);
    expect(contact.json().message).toMatch(/^Vous avez envoyé trop de demandes\./);
  });
});
