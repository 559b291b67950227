/**
 * Spec 1 §1: the offline worker (scope /v2/) keeps the app shell, so a reload while the Bâtir server cannot
 * be reached shows the app and a French offline message instead of the browser's error page. The server of
 * the journeys is shared by all test files: it is never stopped, the browser is cut from it instead.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser';

const OFFLINE_MESSAGE =
  'Vous êtes hors ligne : le serveur Bâtir ne répond pas. Les données affichées peuvent ne pas être à jour.';
const PAGE = '/v2/admin/summary';

/**
 * Waits until the offline worker controls the page: by then the app shell is in its cache. A page whose load
 * began before the worker was active is not controlled (the worker's clients.claim() came before it): reload.
 */
async function waitForServiceWorker(page: Page) {
  const activeScope = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' ? registration.scope : null;
    });
  await expect.poll(activeScope, { timeout: 30_000 }).not.toBeNull();
  expect(new URL((await activeScope()) ?? 'http://x/').pathname).toBe('/v2/');
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Signs in, opens the page and waits for the offline worker. */
async function openWithWorker(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await signIn(page, 'admin@demo.batir.fr');
  await page.goto(PAGE);
  await waitForServiceWorker(page);
  return { context, page };
}

async function expectCachedShell(page: Page) {
  // The app itself (its logo, inside #root), not the browser's error page.
  await page.locator('#root').getByRole('img', { name: 'Bâtir' }).first().waitFor();
  await expect.poll(() => page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE }).count()).toBe(1);
  expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  // The page itself, drawn with the user last shown in this tab: the session cannot be checked without the
  // server, so no redirect to the login page.
  expect(new URL(page.url()).pathname).toBe(PAGE);
  await page.getByRole('banner').waitFor();
}

describe.skipIf(!inject('browserAvailable'))('offline', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('the worker script and the manifest are served for the /v2/ scope', async () => {
    const worker = await fetch(`${baseUrl()}/v2/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    // Browsers look for a new worker at each visit; a long cache would delay updates.
    expect(worker.headers.get('cache-control')).toMatch(/no-cache|max-age=0/);
    const manifest = await fetch(`${baseUrl()}/v2/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toMatchObject({ name: 'Bâtir', lang: 'fr', scope: '/v2/' });
  });

  test('a reload without network shows the cached app and the offline message, until the network is back', async () => {
    const { context, page } = await openWithWorker(browser);
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expectCachedShell(page);

    await context.setOffline(false);
    await page.getByText(OFFLINE_MESSAGE).waitFor({ state: 'detached' });
    await context.close();
  });

  test('a reload while the server does not answer shows the cached app and the offline message', async () => {
    const { context, page } = await openWithWorker(browser);
    // The network is up (navigator.onLine stays true) but every call to the server fails, as when it is stopped.
    const refused = (route: import('playwright-core').Route) => route.abort('connectionrefused');
    await context.route('**/*', refused);
    await page.reload();
    await expectCachedShell(page);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    // The server is back: the banner's "Réessayer" asks it, and the message goes away.
    await context.unroute('**/*', refused);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByText(OFFLINE_MESSAGE).waitFor({ state: 'detached' });
    await context.close();
  });
});
