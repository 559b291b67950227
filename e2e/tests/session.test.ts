import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, path, signIn } from '../support/browser';

/** The server of these journeys issues 5-second access tokens (see global-setup.ts). */
const TTL_MS = 5_000;

function watchRefreshes(page: Page) {
  const refreshes: { status: number; accessToken?: string }[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/token/refresh')) return;
    const body = (await response.json().catch(() => ({}))) as { token?: { accessToken: string } };
    refreshes.push({ status: response.status(), accessToken: body.token?.accessToken });
  });
  return refreshes;
}

/** Moves the pointer for `ms`, like a user reading and pointing. */
async function interact(page: Page, ms: number) {
  const end = Date.now() + ms;
  for (let i = 0; Date.now() < end; i++) {
    await page.mouse.move(100 + (i % 10) * 20, 100 + (i % 7) * 15);
    await page.waitForTimeout(250);
  }
}

/** An API-backed action of the page: coming back to the tab refreshes the signed-in user (GET /api/user). */
async function reloadUserData(page: Page): Promise<{ request: Request; status: number }[]> {
  const calls: { request: Request; status: number }[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (new URL(response.url()).pathname === '/api/user')
      calls.push({ request: response.request(), status: response.status() });
  };
  page.on('response', onResponse);
  const ok = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user' && r.status() === 200);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await ok;
  page.off('response', onResponse);
  return calls;
}

describe.skipIf(!inject('browserAvailable'))('session', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('an active user gets a new access token before expiry, silently', async () => {
    const { context, page } = await newPage(browser);
    const first = await signIn(page, 'admin@demo.batir.fr');
    const refreshes = watchRefreshes(page);
    await interact(page, TTL_MS + 2_000);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((r) => r.status === 200)).toBe(true);
    const latest = refreshes.at(-1)?.accessToken;
    expect(latest).toBeTruthy();
    expect(latest).not.toBe(first.accessToken);

    const calls = await reloadUserData(page);
    expect(calls.map((c) => c.status)).toEqual([200]);
    expect(calls[0]?.request.headers().authorization).toBe(`Bearer ${refreshes.at(-1)?.accessToken}`);
    expect(path(page)).toBe('/v2/admin');
    await page.getByRole('heading', { name: 'Bonjour Claire Moreau' }).waitFor();
    await context.close();
  });

  test('an idle tab is not refreshed, and its next action renews the expired token', async () => {
    const { context, page } = await newPage(browser);
    const first = await signIn(page, 'technique@demo.batir.fr');
    const refreshes = watchRefreshes(page);
    await page.waitForTimeout(TTL_MS + 1_500);
    expect(refreshes).toEqual([]);

    const calls = await reloadUserData(page);
    expect(refreshes.map((r) => r.status)).toEqual([200]);
    const last = calls.at(-1);
    expect(last?.status).toBe(200);
    expect(last?.request.headers().authorization).not.toBe(`Bearer ${first.accessToken}`);
    expect(path(page)).toBe('/v2/admin');
    await context.close();
  });

  test('a reload keeps the user signed in', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'commercial@demo.batir.fr');
    const refresh = page.waitForResponse((r) => r.url().includes('/api/token/refresh'));
    await page.reload();
    expect((await refresh).status()).toBe(200);
    await page.getByRole('heading', { name: 'Bonjour Sophie Garnier' }).waitFor();
    expect(path(page)).toBe('/v2/admin');
    await context.close();
  });

  test('tokens stay out of the reach of scripts', async () => {
    const { context, page } = await newPage(browser);
    const token = await signIn(page, 'admin@demo.batir.fr');
    const exposed = await page.evaluate(() => ({
      cookie: document.cookie,
      storage: [localStorage, sessionStorage].flatMap((store) =>
        Object.keys(store).map((key) => `${key}=${store.getItem(key)}`),
      ),
    }));
    expect(exposed.cookie).not.toContain('batir_refresh');
    for (const value of [token.accessToken, token.refreshToken]) {
      expect(exposed.cookie).not.toContain(value);
      expect(exposed.storage.join('\n')).not.toContain(value);
    }
    expect(exposed.storage.filter((entry) => /token|jwt|refresh/i.test(entry))).toEqual([]);
    const cookie = (await context.cookies()).find((c) => c.name === 'batir_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    await context.close();
  });

  test('logout goes to the login page, and a reload stays signed out', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reseau@demo.batir.fr');
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    expect((await logout).status()).toBe(200);
    await page.waitForURL('**/v2/login');
    await page.reload();
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(path(page)).toBe('/v2/login');
    await page.goto('/v2/admin');
    await page.waitForURL('**/v2/login');
    expect((await context.cookies()).find((c) => c.name === 'batir_refresh')).toBeUndefined();
    await context.close();
  });
});
