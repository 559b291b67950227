/**
 * Issue 15, defect 1: customer messages are no longer lost. The demo customer writes from his area; his
 * salesperson is notified live, finds the message in Relation commerciale, in the customer file
 * (« Relation client ») and on the sheet, answers from the sheet, and the customer sees the answer in his
 * area — one conversation per project, the same everywhere.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, submitLogin } from '../support/browser';
import { realtimeConnected } from '../support/realtime';
import { LANDSCAPE, newSizedPage, screenshot } from '../support/shell';

const CUSTOMER = 'client@demo.batir.fr';
const SALESMAN = 'commercial@demo.batir.fr';
const PROJECT = 'Maison Aubépine à Joué-lès-Tours';

let browser: Browser;
const contexts: BrowserContext[] = [];

async function page(): Promise<Page> {
  const { context, page } = await newSizedPage(browser, LANDSCAPE);
  contexts.push(context);
  return page;
}

describe.runIf(inject('browserAvailable'))('customer messages', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  test('a customer message reaches his salesperson everywhere, and the answer reaches the customer', {
    timeout: 180_000,
  }, async () => {
    const response = await fetch(`${baseUrl()}/api/customer-portal/summary`, {
      headers: { Authorization: `Bearer ${await accessToken(CUSTOMER)}` },
    });
    const summary = (await response.json()) as { projects: { id: number; name: string }[] };
    const projectId = summary.projects.find((p) => p.name === PROJECT)?.id;
    if (!projectId) throw new Error(`projet ${PROJECT} absent`);

    // The salesperson, signed in, his real-time channel up.
    const staff = await page();
    const connected = realtimeConnected(staff);
    await staff.goto('/v2/login');
    await submitLogin(staff, SALESMAN);
    await staff.waitForURL('**/v2/admin');
    await connected;

    // 1. The customer's area: the seeded « Choix du carrelage » is there; he writes.
    const customer = await page();
    const customerSocket = realtimeConnected(customer);
    await customer.goto('/v2/login');
    await submitLogin(customer, CUSTOMER);
    await customer.waitForURL('**/clients/app');
    const exchanges = customer
      .getByRole('article', { name: PROJECT })
      .getByRole('region', { name: 'Échanges avec votre conseiller' });
    await exchanges.getByText('Choix du carrelage').waitFor();
    await customerSocket;
    const text = `Bonjour, le carreleur peut-il venir mardi ? (${Date.now().toString(36)})`;
    await exchanges.getByLabel('Votre message').fill(text);
    await exchanges.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect
      .poll(() => exchanges.getByRole('status').textContent())
      .toBe('Message envoyé à votre conseiller.');
    const mine = exchanges.getByRole('list', { name: 'Messages' }).getByRole('listitem').last();
    await expect.poll(() => mine.textContent()).toMatch(/^Vous · \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(await mine.textContent()).toContain(text);

    // 2. Live: the salesperson's alert names the household and the message.
    const alert = staff.getByRole('status', { name: 'Nouvelle notification' });
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toContain('Nouveau message de');
    expect(await alert.textContent()).toContain('carreleur');
    await screenshot(staff, 'customer-message-live-alert');

    // 3. Relation commerciale › Messages reçus non lus: there, with a way to answer.
    await staff.goto('/v2/admin/summary/customer');
    const table = staff.getByRole('table', { name: 'Messages reçus non lus' });
    const row = table.getByRole('row').filter({ hasText: 'le carreleur peut-il venir mardi' });
    await row.waitFor();
    await row.getByRole('link', { name: /^Répondre à / }).click();

    // 4. The customer file's « Relation client »: the same conversation, the message new.
    await staff.waitForURL(`**/v2/admin/customer/${projectId}/relationship`);
    await staff.getByRole('heading', { level: 1, name: 'Relation client' }).waitFor();
    const file = staff.getByRole('region', { name: 'Messages du client' });
    const inFile = file.getByRole('listitem').filter({ hasText: text });
    await inFile.waitFor();
    expect(await inFile.textContent()).toContain('Nouveau');
    expect(await file.getByText('Choix du carrelage').count()).toBe(1);
    await screenshot(staff, 'customer-message-file');

    // 5. The sheet: the same conversation; he answers there.
    await staff.goto(`/v2/admin/prospects/${projectId}`);
    const sheet = staff.getByRole('region', { name: 'Échanges avec le client' });
    await sheet.getByText(text).waitFor();
    const answer = `Oui, mardi à 9 h (${Date.now().toString(36)}).`;
    const reply = sheet.getByRole('form', { name: 'Répondre au client' });
    await reply.getByLabel('Votre réponse').fill(answer);
    await reply.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect.poll(() => sheet.getByRole('status').textContent()).toBe('Réponse envoyée au client.');
    await sheet.getByRole('listitem').filter({ hasText: answer }).waitFor();
    // Read and answered: no longer in « non lus ».
    await staff.goto('/v2/admin/summary/customer');
    await staff.getByRole('table', { name: 'Messages reçus non lus' }).waitFor();
    await staff.getByRole('tab', { name: /^Messages reçus non lus/ }).waitFor();
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: 'le carreleur peut-il venir mardi' }).count())
      .toBe(0);

    // 6. The customer's area shows the answer live, marked new, with its author and French date.
    const answered = exchanges.getByRole('listitem').filter({ hasText: answer });
    await answered.waitFor({ timeout: 15_000 });
    expect(await answered.textContent()).toMatch(/^\S.* · \d\d\/\d\d\/\d{4} \d\d:\d\dNouveau/);
    await screenshot(customer, 'customer-message-answered');
  });
});
