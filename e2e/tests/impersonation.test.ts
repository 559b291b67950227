/**
 * "Prendre la main" (spec 1 §6, §7.2): an admin opens a customer's area in a new window, signed in as the
 * customer with a one-time ticket; salespeople can neither see the button nor call the route.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, path, signIn } from '../support/browser';

const ADMIN = 'admin@demo.batir.fr';
const SALESMAN = 'commercial@demo.batir.fr';
const CUSTOMER_NAME = 'Camille et Julien Durand';

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Recherche globale' });
const clients = (page: Page) => overlay(page).getByRole('region', { name: 'Clients', exact: true });

/** Opens the search overlay and types `term` key by key (the search waits for letter keys). */
async function searchFor(page: Page, term: string) {
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const answer = page.waitForResponse((r) => r.url().includes('/api/search/global/'));
  await overlay(page).getByRole('searchbox', { name: 'Recherche' }).pressSequentially(term);
  expect((await answer).status()).toBe(200);
  await overlay(page).getByRole('progressbar', { name: 'Recherche en cours' }).waitFor({ state: 'detached' });
}

/** The Durand household's customer id, as their own account sees it. */
async function durandCustomerId(): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/customer-portal/summary`, {
    headers: { Authorization: `Bearer ${await accessToken('client@demo.batir.fr')}` },
  });
  return ((await response.json()) as { customer: { id: number } }).customer.id;
}

async function impersonate(email: string, customerId: number) {
  return fetch(`${baseUrl()}/api/customer/${customerId}/impersonate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await accessToken(email)}` },
  });
}

describe.skipIf(!inject('browserAvailable'))('impersonation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('an admin takes over a customer: a new window shows the customer’s area; the admin stays signed in', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN);
    await searchFor(page, 'durand');
    const button = clients(page).getByRole('button', { name: 'Prendre la main' }).first();
    await button.waitFor();

    const opened = context.waitForEvent('page');
    const answered = page.waitForResponse((response) => response.url().endsWith('/impersonate'));
    await button.click();
    const { url } = (await (await answered).json()) as { url: string };
    const customerArea = await opened;

    await customerArea.waitForURL('**/clients/app');
    expect(path(customerArea)).toBe('/clients/app');
    await customerArea.getByRole('heading', { level: 1, name: CUSTOMER_NAME }).waitFor();
    await expect
      .poll(() => customerArea.getByRole('status').textContent())
      .toContain('Prise en main par Claire Moreau');
    await customerArea.getByText('Maison Aubépine à Joué-lès-Tours').waitFor();
    await customerArea.getByText('Pré-construction').waitFor();

    // The ticket was used: opening it again is refused.
    const ticket = new URL(url, baseUrl()).searchParams.get('ticket');
    const reused = await fetch(`${baseUrl()}/api/auth/impersonate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticket }),
    });
    expect(reused.status).toBe(401);

    // The admin's own session (same browser, same refresh cookie) is still the admin's: a reload renews it
    // from the cookie, which the customer's window did not overwrite.
    await page.goto('/v2/admin/account/profile');
    await page.getByRole('heading', { name: 'Mon profil' }).waitFor();
    expect(path(page)).toBe('/v2/admin/account/profile');
    await context.close();
  });

  test('a salesman sees no Prendre la main button and the route answers 403', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, SALESMAN);
    await searchFor(page, 'durand');
    await clients(page)
      .getByText(/Durand/)
      .first()
      .waitFor();
    expect(await overlay(page).getByRole('button', { name: 'Prendre la main' }).count()).toBe(0);

    const refused = await impersonate(SALESMAN, await durandCustomerId());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 403, code: 'FORBIDDEN', message: 'Accès refusé' });
    await context.close();
  });
});
