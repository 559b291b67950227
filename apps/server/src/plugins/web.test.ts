import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
let webDist = '';
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'batir-web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Bâtir</title>');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  // What the build writes next to its text files (apps/web/vite.config.ts, precompress).
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(1)'));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the web app', () => {
  it.each([
    '/v2/admin',
    '/v2/admin/forgotPassword?token=abc',
    '/clients/app',
    '/clients/app?ticket=x',
    '/clients',
  ])('serves index.html, never cached, for the page %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Bâtir</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves fingerprinted assets for a year, under /v2/ only', async () => {
    const asset = await get('/v2/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/clients/assets/main-abc123.js')).body).not.toContain('console.log');
  });

  it('sends the precompressed file the browser accepts, or the plain one', async () => {
    const asset = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/v2/assets/main-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    expect(br.headers['cache-control']).toContain('immutable');
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('leaves other addresses alone', async () => {
    for (const url of ['/clientsx', '/autre/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe('Page non trouvée');
    }
    expect((await get('/api/nope')).json()).toMatchObject({ error: 404 });
  });
});
