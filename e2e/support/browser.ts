import { type Browser, type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { inject } from 'vitest';
import { watchBrowser } from './axe';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const DEMO_PASSWORD = 'Demo1234!';

/** Chromium, its pages checked by axe-core (support/axe.ts). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return watchBrowser(browser);
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Fills and sends the login form of the current page. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs in from /v2/login and waits for the staff landing page. */
export async function signIn(page: Page, email: string) {
  await page.goto('/v2/login');
  const login = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await submitLogin(page, email);
  const response = await login;
  const body = (await response.json()) as { token: { accessToken: string; refreshToken: string } };
  await page.waitForURL('**/v2/admin');
  return body.token;
}

export function path(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * The answer to the call `matches` picks out, once the client has it for good. Access tokens live 5 s here:
 * a call sent as its token expires gets 401 'Expired JWT Token', and the client refreshes the session and
 * sends it again (lib/api-client.ts); that first 401 is skipped.
 */
export function answerTo(page: Page, matches: (response: Response) => boolean): Promise<Response> {
  return page.waitForResponse((response) => matches(response) && response.status() !== 401);
}
