/**
 * The customers' own sign-in (spec 2 §2.1 /clients/login, §7.2 customerForgotPassword): a signed-out
 * customer asking for his area gets the customer login page, not the staff one, and comes back to what he
 * asked for; the old customer addresses lead there; a forgotten password is mailed as a link to a customer
 * page; a staff account signing in there is sent to the staff area.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, path, submitLogin } from '../support/browser';

const CUSTOMER = 'client@demo.batir.fr';
const TITLE = "Connexion à l'espace client";

type Outbox = { sink: { recipient: string; subject: string | null; body: string; receivedAt: string }[] };

async function adminApi<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** The path of the reset link last mailed to `email` after `since` (the outbox worker sends every 2 s). */
async function resetLinkSentTo(email: string, since: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { sink } = await adminApi<Outbox>('/api/outbox');
    const mail = sink.find((m) => m.recipient === email && Date.parse(m.receivedAt) >= since);
    const link = mail?.body.match(/https?:\/\/\S+\?token=[\w-]+/)?.[0];
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`aucun lien de réinitialisation reçu pour ${email}`);
}

/** A new customer with his own account, made from a prospect by the administrator (a link is mailed). */
async function newCustomerAccount(): Promise<string> {
  const email = `client.${Date.now().toString(36)}@exemple.fr`;
  const { userId } = await adminApi<{ userId: number }>('/api/prospect/initData');
  const prospect = await adminApi<{ projectId: number; customerId: number }>('/api/prospect', {
    name1: 'Fontaine',
    surname1: 'Léa',
    phone: '0601020304',
    email,
    postalCode: '37000',
    city: 'Tours',
    salesmanId: userId,
  });
  await adminApi(`/api/user/${prospect.customerId}/convert`, { projectId: prospect.projectId });
  return email;
}

describe.skipIf(!inject('browserAvailable'))('customer sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('/clients/app signed out opens the customer login page, then comes back to the area', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/clients/app');
    await page.waitForURL('**/clients/login?redirect=*');
    expect(path(page)).toBe(`/clients/login?redirect=${encodeURIComponent('/clients/app')}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await page.getByText("Connexion à l'espace du personnel").count()).toBe(0);
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).waitFor();

    await submitLogin(page, CUSTOMER);
    await page.waitForURL('**/clients/app');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Camille et Julien Durand');

    // Signing out leaves the customer on his own login page.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/clients/login');
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await context.close();
  });

  test.each(['/customer', '/clients', '/customer/login', '/customer/login/prechantier', '/customer/logout'])(
    '%s leads to the customer login page',
    async (address) => {
      const { context, page } = await newPage(browser);
      await page.goto(address);
      await page.waitForURL('**/clients/login**');
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await context.close();
    },
  );

  test('/customer/logout ends the customer session', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/clients/login');
    await submitLogin(page, CUSTOMER);
    await page.waitForURL('**/clients/app');
    await page.goto('/customer/logout');
    await page.waitForURL('**/clients/login');
    await page.goto('/clients/app');
    await page.waitForURL('**/clients/login?redirect=*');
    await context.close();
  });

  test('a staff account signing in on the customer page is sent to the staff area', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/clients/login');
    await submitLogin(page, ADMIN_EMAIL);
    await page.waitForURL('**/v2/admin');
    await page.getByRole('heading', { name: 'Bonjour Claire Moreau' }).waitFor();
    await context.close();
  });

  test('forgotten password: the link leads to a customer page, then the customer signs in', async () => {
    const email = await newCustomerAccount();
    const { context, page } = await newPage(browser);
    await page.goto('/clients/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.waitForURL('**/clients/forgotPassword');
    await page.getByRole('heading', { name: 'Mot de passe oublié' }).waitFor();

    const since = Date.now() - 1_000;
    await page.getByLabel('Adresse e-mail').fill(email);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/customerForgotPassword'));
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    expect((await sent).status()).toBe(200);
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('Si un compte correspond à cette adresse');

    const link = await resetLinkSentTo(email, since);
    expect(link).toMatch(/^\/clients\/forgotPassword\?token=/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Nouveau mot de passe' }).waitFor();
    await page.getByLabel('Nouveau mot de passe').fill('Charpente2027');
    await page.getByLabel('Confirmation du mot de passe').fill('Charpente2027');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.waitForURL('**/clients/login');
    await page.getByText('Votre mot de passe a été modifié.').waitFor();
    await submitLogin(page, email, 'Charpente2027');
    await page.waitForURL('**/clients/app');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Léa Fontaine');
    await context.close();
  });
});
