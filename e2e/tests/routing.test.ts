import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, path, signIn } from '../support/browser';

/** A salesman no other journey changes. */
const SALESMAN = 'n.bertrand@demo.batir.fr';

describe.skipIf(!inject('browserAvailable'))('routing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('a fresh load logs nothing in the console, signed out or in (no 401, no router warning)', async () => {
    const { context, page } = await newPage(browser);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/token/refresh')) refreshes.push(response.status());
    });
    await page.goto('/v2/login');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(refreshes).toEqual([200]);
    await signIn(page, SALESMAN);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Bonjour/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(logged).toEqual([]);
    await context.close();
  });

  test('an unknown address shows the French 404 page to anyone, and its link leads home', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/v2/nulle/part');
    await page.getByRole('heading', { name: 'Page non trouvé' }).waitFor();
    await page.getByText('This page could not be found').waitFor();
    expect(await page.getByText('404', { exact: true }).count()).toBe(1);
    expect(await page.title()).toBe('Page non trouvé · Bâtir');
    // Home is a staff page: a signed-out visitor signs in first, then gets there.
    await page.getByRole('link', { name: "retourner à l'accueil" }).click();
    await page.waitForURL('**/v2/login?redirect=*');
    expect(path(page)).toBe(`/v2/login?redirect=${encodeURIComponent('/v2/admin/summary')}`);
    await context.close();
  });

  test('an unknown address of the staff area shows the 404 page to signed-in users', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, SALESMAN);
    await page.goto('/v2/admin/inconnue');
    await page.getByRole('heading', { name: 'Page non trouvé' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    await page.getByRole('link', { name: "retourner à l'accueil" }).click();
    await page.waitForURL('**/v2/admin/summary');
    await page.getByRole('heading', { name: 'Récapitulatif' }).waitFor();
    expect(await page.title()).toBe('Récapitulatif · Bâtir');
    await context.close();
  });

  test('an administrators’ page visited by a salesman shows the 403 page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, SALESMAN);
    await page.goto('/v2/admin/manage/maintenance');
    await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    expect(await page.getByText('403', { exact: true }).count()).toBe(1);
    expect(path(page)).toBe('/v2/admin/manage/maintenance');
    // Inside the application's frame, as the 404 is: top bar and menus stay.
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(1);
    await context.close();
  });

  test('a server error while loading a page shows the 500 page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, SALESMAN);
    // The profile page loads GET /api/user/{id} before it shows; make the server fail it.
    await page.route('**/api/user/*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 500, message: 'Cette demande ne peut pas aboutir' }),
      }),
    );
    await page.goto('/v2/admin/account/profile');
    await page.getByRole('heading', { name: 'Erreur serveur' }).waitFor();
    await page.getByText('Cette demande ne peut pas aboutir').waitFor();
    expect(await page.getByText('500', { exact: true }).count()).toBe(1);
    await context.close();
  });

  test('navigating between pages shows the progress bar, then the page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, SALESMAN);
    await page.goto('/v2/admin');
    await page.getByRole('heading', { level: 1, name: /^Bonjour/ }).waitFor();
    // Hold the profile's data so the transition lasts long enough to be seen.
    await page.route('**/api/user/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.getByRole('link', { name: /Mon profil/ }).click();
    await page.getByRole('progressbar', { name: 'Chargement de la page' }).waitFor();
    await page.getByRole('heading', { name: 'Mon profil' }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Chargement de la page' }).count()).toBe(0);
    await context.close();
  });
});
