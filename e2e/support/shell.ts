/** Helpers of the shell journeys (menus, favourites): viewport pages, API sign-in, page checks. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page, request } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, DEMO_PASSWORD } from './browser';

export const LANDSCAPE = { width: 1440, height: 900 };
export const PORTRAIT = { width: 800, height: 1200 };
export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Like newPage of browser.ts, with a chosen window size. */
export async function newSizedPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/**
 * Calls the API as `email` from outside the browser (its own session, so the page's cookie is untouched).
 * The journeys' access tokens live 5 seconds: sign in right before the calls.
 */
export async function callApiAs<T>(email: string, calls: (api: ApiCaller) => Promise<T>): Promise<T> {
  const context = await request.newContext({ baseURL: baseUrl() });
  try {
    const login = await context.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: { accessToken: string } };
    const headers = { Authorization: `Bearer ${token.accessToken}` };
    return await calls({
      post: async (url, data) => {
        const response = await context.post(url, { data, headers });
        expect(response.status(), await response.text()).toBe(200);
        return response.json();
      },
    });
  } finally {
    await context.dispose();
  }
}
export type ApiCaller = { post: (url: string, data: unknown) => Promise<unknown> };

/** Waits for the page of the current address: no route loading, and no 404 or error page. */
export async function expectWorkingPage(page: Page, label: string) {
  await page.getByLabel('Chargement de la page').waitFor({ state: 'detached' });
  await page.locator('main').first().waitFor();
  const errors = await page
    .getByRole('heading', { name: /^(Page non trouvé|Erreur serveur|Accès refusé|An error occurred)$/ })
    .count();
  const notFound = await page.getByText('This page could not be found').count();
  expect({ label, url: page.url(), errors, notFound }).toEqual({
    label,
    url: page.url(),
    errors: 0,
    notFound: 0,
  });
}

/** The addresses of the enabled links inside `scope`, once each. */
export async function enabledLinks(page: Page, scope: string): Promise<string[]> {
  const hrefs = await page
    .locator(scope)
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}
