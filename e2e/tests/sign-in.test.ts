import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, path, signIn, submitLogin } from '../support/browser';

const STAFF = [
  { email: 'admin@demo.batir.fr', greeting: 'Bonjour Claire Moreau' },
  { email: 'technique@demo.batir.fr', greeting: 'Bonjour Julien Lefèvre' },
  { email: 'commercial@demo.batir.fr', greeting: 'Bonjour Sophie Garnier' },
  { email: 'reseau@demo.batir.fr', greeting: 'Bonjour Thomas Rousseau' },
];
const STAFF_ONLY_MESSAGE =
  "Ce compte n'a pas accès à l'espace du personnel : l'espace client et l'espace artisan ont leur propre adresse.";

describe.skipIf(!inject('browserAvailable'))('sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('the login page is in French, on a dark background, with one heading', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/v2/login');
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByLabel('Adresse e-mail').getAttribute('autocomplete')).toBe('username');
    expect(await page.getByLabel('Mot de passe').getAttribute('autocomplete')).toBe('current-password');
    expect(await page.getByRole('img', { name: 'Bâtir' }).count()).toBe(1);
    const background = await page.locator('main').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(23, 33, 43)');
    await context.close();
  });

  test.each(STAFF)('$email lands on /v2/admin and is greeted by name', async ({ email, greeting }) => {
    const { context, page } = await newPage(browser);
    await signIn(page, email);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(greeting);
    expect(path(page)).toBe('/v2/admin');
    await context.close();
  });

  test('a customer signing in lands on the customer area', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/v2/login');
    await submitLogin(page, 'client@demo.batir.fr');
    await page.waitForURL('**/clients/app');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Camille et Julien Durand');
    await context.close();
  });

  test.each(['artisan@demo.batir.fr'])(
    '%s is refused with the staff-only message and signed out',
    async (email) => {
      const { context, page } = await newPage(browser);
      await page.goto('/v2/login');
      const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
      await submitLogin(page, email);
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(STAFF_ONLY_MESSAGE);
      expect((await logout).status()).toBe(200);
      expect(path(page)).toBe('/v2/login');
      // The session was revoked: the staff area sends back to the login page.
      await page.goto('/v2/admin');
      await page.waitForURL('**/v2/login');
      await context.close();
    },
  );

  test('a wrong password shows the French error', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/v2/login');
    await submitLogin(page, 'admin@demo.batir.fr', 'mauvais-mot-de-passe');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Adresse e-mail ou mot de passe incorrect.');
    expect(path(page)).toBe('/v2/login');
    await context.close();
  });

  test('empty fields show French field errors', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/v2/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Saisissez votre adresse e-mail').waitFor();
    await page.getByText('Saisissez votre mot de passe').waitFor();
    await context.close();
  });

  test('a protected page asked for while signed out is shown after sign-in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/v2/admin/some/page');
    await page.waitForURL('**/v2/login?redirect=*');
    expect(path(page)).toBe(`/v2/login?redirect=${encodeURIComponent('/v2/admin/some/page')}`);
    await submitLogin(page, 'admin@demo.batir.fr');
    await page.waitForURL('**/v2/admin/some/page');
    // That page does not exist (yet): the French 404 page, inside the signed-in area.
    await page.getByRole('heading', { name: 'Page non trouvé' }).waitFor();
    await context.close();
  });

  test('the redirect parameter cannot leave the app', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/v2/login?redirect=${encodeURIComponent('//evil.example/v2/admin')}`);
    await submitLogin(page, 'admin@demo.batir.fr');
    await page.waitForURL('**/v2/admin');
    expect(new URL(page.url()).host).toBe(new URL(inject('baseUrl')).host);
    await context.close();
  });

  test('/ leads to /v2/admin, then to the login page when signed out', async () => {
    const { context, page } = await newPage(browser);
    const redirects: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 302 || response.status() === 301)
        redirects.push(response.headers().location ?? '');
    });
    await page.goto('/');
    await page.waitForURL('**/v2/login');
    expect(redirects.some((location) => location.endsWith('/v2/admin'))).toBe(true);
    await context.close();
  });

  test('opening the login page while signed in goes to /v2/admin', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@demo.batir.fr');
    await page.goto('/v2/login');
    await page.waitForURL('**/v2/admin');
    await page.getByRole('heading', { name: 'Bonjour Claire Moreau' }).waitFor();
    await context.close();
  });

  test('unknown pages show the French 404 page with a link home', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@demo.batir.fr');
    await page.goto('/v2/nulle-part');
    await page.getByRole('heading', { name: 'Page non trouvé' }).waitFor();
    await page.getByText('This page could not be found').waitFor();
    expect(await page.getByRole('link', { name: "retourner à l'accueil" }).getAttribute('href')).toBe(
      '/v2/admin/summary',
    );
    await context.close();
  });
});
