/** scripts/check-bundle.mjs on small fake builds: what it counts for /v2/login, and when it fails. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { CHUNK_BUDGET, checkBundle, LOGIN_BUDGET } from '../../scripts/check-bundle.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build whose files have `sizes` bytes of incompressible content (gzip keeps them about as large). */
function fakeBuild(sizes: Record<string, number>, extraManifest: Record<string, unknown> = {}) {
  const dist = mkdtempSync(path.join(tmpdir(), 'check-bundle-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  for (const [name, size] of Object.entries(sizes))
    writeFileSync(path.join(dist, 'assets', name), randomBytes(size));
  const chunk = (file: string, more: object = {}) => ({ file: `assets/${file}`, ...more });
  const manifest = {
    'index.html': chunk('index.js', { isEntry: true, imports: ['_shared.js'] }),
    '_shared.js': chunk('shared.js'),
    'src/app/router.tsx': chunk('router.js', { isDynamicEntry: true, imports: ['_shared.js'] }),
    'src/offline/register-service-worker.ts': chunk('sw.js', { isDynamicEntry: true }),
    'node_modules/workbox-window/build/workbox-window.prod.es5.mjs': chunk('workbox.js', {
      isDynamicEntry: true,
    }),
    'src/features/auth/pages/login-page.tsx': chunk('login.js', {
      isDynamicEntry: true,
      imports: ['_form.js'],
    }),
    '_form.js': chunk('form.js'),
    'src/features/agenda/page.tsx': chunk('agenda.js', { isDynamicEntry: true, imports: ['_shared.js'] }),
    ...extraManifest,
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<script type="module" crossorigin src="/v2/assets/index.js"></script><link rel="modulepreload" crossorigin href="/v2/assets/shared.js">',
  );
  return dist;
}

const small = { 'index.js': 1000, 'shared.js': 1000, 'router.js': 1000, 'sw.js': 100, 'workbox.js': 100 };

test('counts the entry, its preloads, the router, the worker registration and the login page with their imports', () => {
  const dist = fakeBuild({ ...small, 'login.js': 500, 'form.js': 500, 'agenda.js': 2000 });
  const result = checkBundle(dist);
  expect(result.login.map((chunk) => chunk.file).sort()).toEqual(
    ['form', 'index', 'login', 'router', 'shared', 'sw', 'workbox'].map((name) => `assets/${name}.js`),
  );
  expect(result.lazy.map((chunk) => chunk.file)).toEqual(['assets/agenda.js']);
  expect(result.failures).toEqual([]);
});

test('fails, naming the biggest files, when the login page needs more than 200 KB gzipped', () => {
  const dist = fakeBuild({ ...small, 'login.js': 500, 'form.js': LOGIN_BUDGET + 1000, 'agenda.js': 2000 });
  const { failures } = checkBundle(dist);
  expect(failures).toHaveLength(1);
  expect(failures[0]).toMatch(/^Le JavaScript de \/v2\/login pèse .* au-delà du budget de 200\.0 Ko/);
  expect(failures[0]).toContain('assets/form.js');
});

test('fails, naming the chunk, when a lazily loaded chunk is over 150 KB gzipped', () => {
  const dist = fakeBuild({ ...small, 'login.js': 500, 'form.js': 500, 'agenda.js': CHUNK_BUDGET + 1000 });
  expect(checkBundle(dist).failures).toEqual([
    expect.stringMatching(
      /^Le morceau chargé à la demande assets\/agenda\.js pèse .* budget de 150\.0 Ko\.$/,
    ),
  ]);
});

test('refuses a build where a module the login page loads cannot be found', () => {
  const dist = fakeBuild(small, { 'src/features/auth/pages/login-page.tsx': undefined });
  expect(() => checkBundle(dist)).toThrow(/introuvable/);
});

test('finds a module merged into a group chunk through chunk-modules.json, and counts that chunk', () => {
  const dist = fakeBuild(
    { ...small, 'first-screen.js': 3000, 'agenda.js': 2000 },
    {
      'src/app/router.tsx': undefined,
      'src/features/auth/pages/login-page.tsx': undefined,
      '_form.js': undefined,
      '_first-screen.js': { file: 'assets/first-screen.js' },
    },
  );
  writeFileSync(
    path.join(dist, '.vite', 'chunk-modules.json'),
    JSON.stringify({
      'assets/first-screen.js': ['src/app/router.tsx', 'src/features/auth/pages/login-page.tsx'],
      'assets/agenda.js': ['src/features/agenda/page.tsx'],
    }),
  );
  const result = checkBundle(dist);
  expect(result.login.map((chunk) => chunk.file)).toContain('assets/first-screen.js');
  expect(result.lazy.map((chunk) => chunk.file)).toEqual(['assets/agenda.js']);
});
