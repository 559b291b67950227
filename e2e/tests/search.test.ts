/**
 * The global search overlay (spec 1 §2.10, §5, §6) against the real server and its demo data: accent- and
 * case-insensitive partial names, archived records on demand, and what admins see that salesmen do not.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, signIn } from '../support/browser';

const ADMIN = 'admin@demo.batir.fr';
const SALESMAN = 'commercial@demo.batir.fr';

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Recherche globale' });
const field = (page: Page) => overlay(page).getByRole('searchbox', { name: 'Recherche' });
const column = (page: Page, name: string) => overlay(page).getByRole('region', { name, exact: true });

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await field(page).waitFor();
}

/** The search call that `action` sets off, with its address. */
async function searchCall(page: Page, action: () => Promise<unknown>): Promise<string> {
  const answer = page.waitForResponse((r) => r.url().includes('/api/search/global/'));
  await action();
  const response = await answer;
  expect(response.status()).toBe(200);
  const url = new URL(response.url());
  return `${url.pathname}${url.search}`;
}

/** Types a new term key by key, as a user does (the search waits for letter, digit or Enter keys). */
async function search(page: Page, term: string): Promise<string> {
  await field(page).fill('');
  return settled(page, await searchCall(page, () => field(page).pressSequentially(term)));
}

/** Once the answer is in, the loading bar goes with the previous results: what is on screen is the answer. */
async function settled<T>(page: Page, value: T): Promise<T> {
  await overlay(page).getByRole('progressbar', { name: 'Recherche en cours' }).waitFor({ state: 'detached' });
  return value;
}

async function names(list: Locator): Promise<string[]> {
  return (await list.locator('li .MuiListItemText-primary').allInnerTexts()).map((text) => text.trim());
}

describe.skipIf(!inject('browserAvailable'))('global search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('a partial name without accents finds Hélène Lefèvre; results of screens to come are not links', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN);
    await openSearch(page);
    expect(await field(page).getAttribute('placeholder')).toBe('Maison, Client, Artisan...');

    // Text put in without a key press does not search; Enter does.
    await field(page).fill('durand');
    await page.waitForTimeout(1200);
    expect(await overlay(page).getByText('Camille et Julien Durand').count()).toBe(0);
    expect(await searchCall(page, () => field(page).press('Enter'))).toBe(
      '/api/search/global/durand?withArchived=0',
    );
    await column(page, 'Clients').getByText('Camille et Julien Durand').waitFor();

    expect(await search(page, 'helene lef')).toBe('/api/search/global/helene%20lef?withArchived=0');
    const clients = column(page, 'Clients');
    await clients.getByText('Hélène Lefèvre').waitFor();
    expect(await names(clients)).toEqual(['Hélène Lefèvre']);
    await clients.getByText('Maison Camélia aux Ponts-de-Cé').waitFor();
    // The customer screens exist (issue 6): a pre-construction project opens its informations.
    expect(await clients.getByRole('link', { name: /Hélène Lefèvre/ }).getAttribute('href')).toMatch(
      /^\/v2\/admin\/customer\/\d+\/preconstruction\/informations$/,
    );

    // Website prospects are leads; houses sit under their family with a price in euros.
    await search(page, 'muller');
    expect(await names(column(page, 'Prospects'))).toEqual(['Élodie Muller (Lead)']);
    await search(page, 'camelia 120');
    const houses = column(page, 'Maison').getByRole('list', { name: 'Plain-pied' });
    expect(
      (await houses.locator('li').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()),
    ).toEqual(['Plain-pied', 'Camélia 120 199 000,00 €']);

    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'detached' });
    await openSearch(page);
    expect(await field(page).inputValue()).toBe('');
    expect(await overlay(page).getByText('Hélène Lefèvre').count()).toBe(0);
    await context.close();
  });

  test('archived customers, prospects and craftsmen only with Voir les archivés', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN);
    await openSearch(page);

    await search(page, 'garcia');
    expect(await overlay(page).getByRole('status').innerText()).toBe('Aucun résultat');
    const archived = overlay(page).getByRole('checkbox', { name: 'Voir les archivés' });
    expect(await searchCall(page, () => archived.check())).toBe('/api/search/global/garcia?withArchived=1');
    await column(page, 'Clients').getByText('Gabriel Garcia').waitFor();

    // The box stays ticked for the next searches.
    expect(await search(page, 'caron')).toBe('/api/search/global/caron?withArchived=1');
    await column(page, 'Artisan').getByText('Assainissement Caron').waitFor();
    await search(page, 'faure');
    await column(page, 'Prospects').getByText('Margaux Faure').waitFor();

    expect(await settled(page, await searchCall(page, () => archived.uncheck()))).toBe(
      '/api/search/global/faure?withArchived=0',
    );
    expect(await overlay(page).getByText('Margaux Faure').count()).toBe(0);
    await search(page, 'caron');
    expect(await overlay(page).getByText('Assainissement Caron').count()).toBe(0);
    await context.close();
  });

  test('admins get craftsmen, the meter briefcase and Prendre la main; a salesman gets none of them', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, ADMIN);
    await openSearch(admin.page);
    // "fontaine" is a craftsman (Fontaine Charpente) and a customer (Léon Fontaine).
    await search(admin.page, 'fontaine');
    expect(await overlay(admin.page).getByRole('heading').allInnerTexts()).toEqual([
      'Clients',
      'Prospects',
      'Artisan',
      'Maison',
    ]);
    expect(await names(column(admin.page, 'Artisan'))).toEqual(['Fontaine Charpente']);
    await search(admin.page, 'helene lefevre');
    await column(admin.page, 'Clients').getByText('Hélène Lefèvre').waitFor();
    expect(await column(admin.page, 'Clients').getByRole('button', { name: 'Ouvrir le métré' }).count()).toBe(
      1,
    );
    expect(await column(admin.page, 'Clients').getByRole('button', { name: 'Prendre la main' }).count()).toBe(
      1,
    );
    await admin.context.close();

    const salesman = await newPage(browser);
    await signIn(salesman.page, SALESMAN);
    await openSearch(salesman.page);
    // A salesperson finds the customers he follows only (as in the lists): Léon Fontaine is a colleague's.
    await search(salesman.page, 'fontaine');
    expect(await overlay(salesman.page).getByText('Léon Fontaine').count()).toBe(0);
    expect(await overlay(salesman.page).getByText('Fontaine Charpente').count()).toBe(0);
    await search(salesman.page, 'lambert');
    await column(salesman.page, 'Clients')
      .getByText(/Anna.*Lambert/)
      .first()
      .waitFor();
    expect(await overlay(salesman.page).getByRole('heading').allInnerTexts()).toEqual([
      'Clients',
      'Prospects',
      'Maison',
    ]);
    expect(await overlay(salesman.page).getByRole('button', { name: 'Ouvrir le métré' }).count()).toBe(0);
    expect(await overlay(salesman.page).getByRole('button', { name: 'Prendre la main' }).count()).toBe(0);
    await salesman.context.close();
  });

  test('a misspelt name still finds the customer (tolerant tier, issue 15 defect 9)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN);
    await openSearch(page);
    // One letter wrong, then one missing: nothing matches as typed, the corrections do.
    await search(page, 'Duprnt');
    await column(page, 'Clients').getByText('Adam Dupont').waitFor();
    await search(page, 'Lefebre');
    await column(page, 'Clients').getByText('Hélène Lefèvre').waitFor();
    expect(await names(column(page, 'Clients'))).toContain('Hélène Lefèvre');
    await context.close();
  });

  test('minimised, the overlay takes half the window; the close button keeps the search', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN);
    await openSearch(page);
    await search(page, 'durand');
    await column(page, 'Clients').getByText('Camille et Julien Durand').waitFor();
    const width = async () => (await overlay(page).boundingBox())?.width ?? 0;
    const viewport = page.viewportSize()?.width ?? 0;
    expect(await width()).toBe(viewport);
    await page.getByRole('button', { name: 'Réduire la recherche' }).click();
    expect(await width()).toBe(viewport / 2);
    await page.getByRole('button', { name: 'Fermer la recherche' }).click();
    await overlay(page).waitFor({ state: 'detached' });
    await openSearch(page);
    expect(await field(page).inputValue()).toBe('durand');
    await column(page, 'Clients').getByText('Camille et Julien Durand').waitFor();
    await context.close();
  });
});
