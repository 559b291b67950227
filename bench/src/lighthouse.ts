/**
 * Lighthouse (issue 7, item 3b): performance and accessibility of the login page and of the summary page
 * signed in as the administrator, in Debian's Chromium, desktop settings (the back office runs on landscape
 * screens, spec 1 §6), cold cache, one run each.
 *
 * - `runLighthouse({ baseUrl, adminEmail, password })` measures a running server;
 * - `runLighthouse()` (also `npm run lighthouse -w bench`, `npm run bench -- --lighthouse`) starts its own
 *   server (apps/server/src/main.ts, production mode) on a fresh demo PGlite database with the web build of
 *   LIGHTHOUSE_WEB_DIST (default apps/web/dist, build it first: `npm run build`).
 * Prints a table and writes bench/results/lighthouse.{json,md}.
 *
 * Signed in: the refresh token of an API sign-in is put in Chrome's cookie jar (the app keeps its access
 * token in memory and renews it from that cookie when it starts, apps/web/src/lib/auth.ts), and Lighthouse
 * keeps that storage (disableStorageReset).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(ROOT, 'bench/results');
export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DEMO_ADMIN = 'admin@demo.batir.fr';
const DEMO_PASSWORD = 'Demo1234!';
/** Goal of issue 7 for both scores. */
export const SCORE_GOAL = 95;

export type LighthouseTarget = { baseUrl: string; adminEmail: string; password: string };
export type LighthouseResult = {
  page: string;
  url: string;
  lighthouseVersion: string;
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** First Contentful Paint, ms. */
  fcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  cls: number;
  /** Failed accessibility audits (id: title), and the performance opportunities worth more than 50 ms. */
  accessibilityIssues: string[];
  opportunities: string[];
};

type Page = { name: string; path: string; signedIn: boolean };
const PAGES: Page[] = [
  { name: 'Connexion', path: '/v2/login', signedIn: false },
  { name: 'Récapitulatif (administrateur)', path: '/v2/admin/summary', signedIn: true },
];

/** Measures the pages on `target`, or on a server of its own when `target` is absent. */
export async function runLighthouse(target?: LighthouseTarget): Promise<LighthouseResult[]> {
  if (target) return measureAll(target);
  const server = await startServer();
  try {
    return await measureAll({ baseUrl: server.url, adminEmail: DEMO_ADMIN, password: DEMO_PASSWORD });
  } finally {
    await server.stop();
  }
}

async function measureAll(target: LighthouseTarget): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of PAGES) {
    console.log(`Lighthouse : ${page.name} (${page.path})…`);
    // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART…): one more try.
    results.push(
      await measure(target, page).catch((error: unknown) => {
        console.warn(`  ${(error as Error).message} — nouvel essai`);
        return measure(target, page);
      }),
    );
  }
  const context = {
    date: new Date().toISOString(),
    load: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
  const report =
    `${formatReport(results, results[0]?.lighthouseVersion)}\n\n` +
    `Mesuré le ${context.date}, charge de la machine (1, 5 et 15 min) : ${context.load.join(' ; ')}.`;
  console.log(`\n${report}`);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(
    path.join(RESULTS, 'lighthouse.json'),
    `${JSON.stringify({ ...context, results }, null, 2)}\n`,
  );
  writeFileSync(path.join(RESULTS, 'lighthouse.md'), `${report}\n`);
  return results;
}

/** One page in a fresh Chrome (empty cache and profile). */
async function measure(target: LighthouseTarget, page: Page): Promise<LighthouseResult> {
  const url = new URL(page.path, target.baseUrl).href;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (page.signedIn) await putRefreshCookie(chrome.port, target);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keeps the session cookie put above; the profile is new, so the cache is empty anyway.
      disableStorageReset: page.signedIn,
      locale: 'fr',
    };
    const run = await lighthouse(url, flags, desktopConfig);
    if (!run) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
    const { lhr } = run;
    // LIGHTHOUSE_REPORTS=<dir>: the full Lighthouse answers, to see what an audit found.
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse, ${url} : ${lhr.runtimeError.message}`);
    // A signed-in page that fell back to the login page would be measured for nothing.
    if (page.signedIn && new URL(lhr.finalDisplayedUrl).pathname !== page.path)
      throw new Error(`Lighthouse : ${url} a mené à ${lhr.finalDisplayedUrl} (session non reprise ?)`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const accessibilityIssues = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => `${ref.id} : ${lhr.audits[ref.id]?.title}`);
    const opportunities = Object.values(lhr.audits)
      .filter(
        (item) =>
          item.details?.type === 'opportunity' &&
          ((item.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0) > 50,
      )
      .map(
        (item) =>
          `${item.id} : ${item.title} (${Math.round((item.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0)} ms)`,
      );
    return {
      page: page.name,
      url: page.path,
      lighthouseVersion: lhr.lighthouseVersion,
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      accessibilityIssues,
      opportunities,
    };
  } finally {
    chrome.kill();
  }
}

/** Signs in through the API and gives the refresh cookie it sets to the Chrome listening on `port`. */
async function putRefreshCookie(port: number, target: LighthouseTarget) {
  const response = await fetch(new URL('/api/auth/login', target.baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: target.adminEmail, password: target.password }),
  });
  if (response.status !== 200)
    throw new Error(
      `Connexion de ${target.adminEmail} refusée (${response.status}) : ${await response.text()}`,
    );
  const cookies = response.headers.getSetCookie().map(parseSetCookie);
  if (cookies.length === 0)
    throw new Error('La connexion ne pose aucun cookie : session impossible à reprendre.');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie(
      ...cookies.map((cookie) => ({ ...cookie, domain: new URL(target.baseUrl).hostname })),
    );
  } finally {
    await browser.disconnect();
  }
}

function parseSetCookie(header: string) {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const attribute = (name: string) =>
    attributes.find((item) => item.toLowerCase().startsWith(name.toLowerCase()))?.split('=')[1];
  const sameSite = attribute('samesite')?.toLowerCase();
  return {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    path: attribute('path') ?? '/',
    httpOnly: attributes.some((item) => item.toLowerCase() === 'httponly'),
    secure: attributes.some((item) => item.toLowerCase() === 'secure'),
    ...(sameSite === 'strict' || sameSite === 'lax' || sameSite === 'none'
      ? { sameSite: (sameSite[0]?.toUpperCase() + sameSite.slice(1)) as 'Strict' | 'Lax' | 'None' }
      : {}),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

export function formatReport(results: LighthouseResult[], version = ''): string {
  const mark = (score: number) => `${score}${score >= SCORE_GOAL ? '' : ' ⚠'}`;
  const lines = [
    `Lighthouse ${version} (réglages « desktop », cache vide, Chromium Debian) — objectif ${SCORE_GOAL}+`,
    '',
    '| page | adresse | performance | accessibilité | LCP | FCP | TBT | CLS |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (result) =>
        `| ${result.page} | \`${result.url}\` | ${mark(result.performance)} | ${mark(result.accessibility)} | ${ms(result.lcp)} | ${ms(result.fcp)} | ${ms(result.tbt)} | ${result.cls.toFixed(3)} |`,
    ),
  ];
  for (const result of results) {
    const notes = [
      ...result.accessibilityIssues.map((issue) => `accessibilité — ${issue}`),
      ...result.opportunities.map((issue) => `performance — ${issue}`),
    ];
    if (notes.length > 0) lines.push('', `${result.page} :`, ...notes.map((note) => `- ${note}`));
  }
  return lines.join('\n');
}

type Started = { url: string; stop(): Promise<void> };

/** The real server in production mode on a fresh demo PGlite database, with the web build. */
export async function startServer(): Promise<Started> {
  const webDist = path.resolve(process.env.LIGHTHOUSE_WEB_DIST ?? path.join(ROOT, 'apps/web/dist'));
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error(`Application web non construite (${webDist}) : lancez d'abord « npm run build ».`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'batir-lighthouse-'));
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: '1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      JWT_SECRET: randomBytes(32).toString('hex'),
      // Plain http on 127.0.0.1: the refresh cookie cannot be Secure.
      COOKIE_SECURE: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Le serveur s'est arrêté (code ${child.exitCode}) :\n${output}`);
    }
    try {
      if ((await fetch(`${url}/v2/login`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`Le serveur ne répond pas sur ${url} :\n${output}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runLighthouse().then(
    (results) => {
      const below = results.filter(
        (result) => result.performance < SCORE_GOAL || result.accessibility < SCORE_GOAL,
      );
      if (below.length > 0)
        console.warn(`\nSous l'objectif de ${SCORE_GOAL} : ${below.map((result) => result.page).join(', ')}`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
