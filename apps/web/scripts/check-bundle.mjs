#!/usr/bin/env node
/**
 * Bundle budgets (issue 7, item 3a), from the built output (dist/.vite/manifest.json, `build.manifest: true`):
 * - the JavaScript needed to show /v2/login: the entry script, the chunks index.html preloads, and what
 *   the page loads right after it starts (the staff router, the service worker registration and
 *   workbox-window, the login page), each with everything it imports statically — at most 200 KB gzipped;
 * - every other chunk (the lazily loaded routes and what they share) — at most 150 KB gzipped each.
 * Prints a table and exits 1 when a budget is exceeded.
 *
 * Usage: node scripts/check-bundle.mjs [dist directory] (default: apps/web/dist, or $WEB_DIST).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LOGIN_BUDGET = 200 * 1024;
export const CHUNK_BUDGET = 150 * 1024;

/**
 * Modules that /v2/login loads besides the entry's static imports (main.tsx imports them dynamically at
 * start, then the router loads the login page). Each must be in the manifest: a renamed file fails the
 * check instead of silently shrinking the total.
 */
export const LOGIN_DYNAMIC_MODULES = [
  /^src\/app\/router\.tsx$/,
  /^src\/offline\/register-service-worker\.ts$/,
  /workbox-window/,
  /^src\/features\/auth\/pages\/login-page\.tsx$/,
];

const here = path.dirname(fileURLToPath(import.meta.url));

/** @param {string} dist */
export function checkBundle(dist) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(
      `Manifeste absent (${manifestFile}) : construisez d'abord l'application (npm run build, build.manifest: true).`,
    );
  }
  /** @type {Record<string, { file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean }>} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gzipCache = new Map();
  const gzipSize = (file) => {
    if (!gzipCache.has(file))
      gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gzipCache.get(file);
  };

  // A module merged into a group's chunk (vite.config.ts) has no key of its own: its chunk is found through
  // .vite/chunk-modules.json (chunk file → modules), written by the build next to the manifest.
  const modulesFile = path.join(dist, '.vite', 'chunk-modules.json');
  /** @type {Record<string, string[]>} */
  const chunkModules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : {};
  const keyOfFile = (file) => Object.keys(manifest).find((key) => manifest[key].file === file);

  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('Aucun point d’entrée dans le manifeste.');
  const roots = [...entries];
  for (const pattern of LOGIN_DYNAMIC_MODULES) {
    const keys = Object.keys(manifest).filter((key) => pattern.test(key));
    const merged = Object.keys(chunkModules)
      .filter((file) => chunkModules[file].some((id) => pattern.test(id)))
      .map(keyOfFile);
    const found = [...new Set([...keys, ...merged])];
    if (found.length !== 1 || found[0] === undefined)
      throw new Error(`Module chargé par /v2/login introuvable (ou ambigu) dans le manifeste : ${pattern}`);
    roots.push(found[0]);
  }
  // Each root with its static imports, transitively.
  const loginKeys = new Set();
  const visit = (key) => {
    if (loginKeys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Import absent du manifeste : ${key}`);
    loginKeys.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  const loginFiles = new Set([...loginKeys].map((key) => manifest[key].file));

  // What index.html itself asks for must be in that set (the manifest and the page must agree).
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const base = /\/assets\//;
  for (const match of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
  )) {
    const file = match[1].slice(match[1].search(base) + 1);
    if (!loginFiles.has(file)) loginFiles.add(file);
  }

  const login = [...loginFiles]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSize(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const loginTotal = login.reduce((sum, chunk) => sum + chunk.gzip, 0);

  const lazyFiles = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && !loginFiles.has(file)),
  );
  const lazy = [...lazyFiles].map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);

  const failures = [];
  if (loginTotal > LOGIN_BUDGET) {
    failures.push(
      `Le JavaScript de /v2/login pèse ${kb(loginTotal)} gzip, au-delà du budget de ${kb(LOGIN_BUDGET)} ` +
        `(plus gros morceaux : ${login
          .slice(0, 3)
          .map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`)
          .join(', ')}).`,
    );
  }
  for (const chunk of lazy) {
    if (chunk.gzip > CHUNK_BUDGET)
      failures.push(
        `Le morceau chargé à la demande ${chunk.file} pèse ${kb(chunk.gzip)} gzip, au-delà du budget de ${kb(CHUNK_BUDGET)}.`,
      );
  }
  return { login, loginTotal, lazy, failures };
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} Ko`;
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row, index) => {
      const line = row.map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      );
      return index === 0
        ? `${line.join(' | ')}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`
        : line.join(' | ');
    })
    .join('\n');
}

function main() {
  const dist = path.resolve(process.argv[2] ?? process.env.WEB_DIST ?? path.join(here, '..', 'dist'));
  let result;
  try {
    result = checkBundle(dist);
  } catch (error) {
    console.error(`Budgets des paquets JavaScript : ${error.message}`);
    process.exit(1);
  }
  const { login, loginTotal, lazy, failures } = result;
  const header = ['fichier', 'taille gzip', 'budget'];
  console.log(`\nJavaScript nécessaire à /v2/login (${login.length} fichiers) :\n`);
  console.log(
    table([
      header,
      ...login.map((chunk) => [chunk.file, kb(chunk.gzip), '']),
      ['TOTAL /v2/login', kb(loginTotal), kb(LOGIN_BUDGET)],
    ]),
  );
  const shown = lazy.slice(0, 10);
  console.log(`\nMorceaux chargés à la demande : ${lazy.length} (les ${shown.length} plus gros) :\n`);
  console.log(table([header, ...shown.map((chunk) => [chunk.file, kb(chunk.gzip), kb(CHUNK_BUDGET)])]));
  if (failures.length > 0) {
    console.error(`\nBudget dépassé :\n${failures.map((failure) => `- ${failure}`).join('\n')}\n`);
    process.exit(1);
  }
  console.log('\nBudgets respectés.\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
