/**
 * The summary page /v2/admin/summary (spec 2 §3.1, §7.3; spec 1 §2.3): a salesperson reorders and hides
 * categories in "Personnaliser" mode and finds them so after a reload; a counter tile leads to its list; the
 * commercial-relationship sub-page lists the customer messages and "Marquer comme lu" takes one out of the
 * unread list (and the summary's count); the monthly chart renders its 12 months.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, path, signIn } from '../support/browser';
import { screenshot } from '../support/shell';

const SALESMAN_EMAIL = 'commercial@demo.batir.fr';

async function api<T>(url: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: {
      Authorization: `Bearer ${await accessToken(SALESMAN_EMAIL)}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Layout = { layout: { category: string; active: boolean }[] };
type Messages = {
  messageReceived: { total: number; list: { id: number; subject: string; isRead: boolean }[] };
};

/** The titles of the shown categories, in order. */
async function categoryTitles(page: Page): Promise<string[]> {
  const grid = page.getByRole('list', { name: 'Catégories du récapitulatif' });
  await grid.getByRole('heading', { level: 2 }).first().waitFor();
  return grid.getByRole('heading', { level: 2 }).allInnerTexts();
}

describe.skipIf(!inject('browserAvailable'))('summary', () => {
  let browser: Browser;
  let defaultOrder: string[] = [];
  const readIds: number[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    defaultOrder = (await api<Layout>('/api/summary/layout')).layout.map((item) => item.category);
  });
  afterAll(async () => {
    // Puts the layout and the messages back, even after a failure halfway.
    await api('/api/summary/weight', 'PUT', { userSummaryCategory: defaultOrder }).catch(() => undefined);
    await api('/api/summary/active', 'PUT', {
      summaryCategory: { category: 'logisbox', active: true },
    }).catch(() => undefined);
    for (const id of readIds) await api('/api/customer/toggleRead', 'PUT', { id }).catch(() => undefined);
    await browser?.close();
  });

  test('a salesperson reorders and hides a category; the layout stays after a reload', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, SALESMAN_EMAIL);
    await page.goto('/v2/admin/summary');
    const before = await categoryTitles(page);
    expect(before.slice(0, 2)).toEqual(['Prospects', 'Nouveaux contacts']);
    expect(before).toContain('Logisbox');

    await page.getByRole('button', { name: 'Personnaliser' }).click();
    const moved = page.waitForResponse((r) => r.url().endsWith('/api/summary/weight'));
    await page.getByRole('button', { name: 'Descendre Prospects', exact: true }).click();
    expect((await moved).status()).toBe(200);
    const hidden = page.waitForResponse((r) => r.url().endsWith('/api/summary/active'));
    await page.getByRole('button', { name: 'Masquer Logisbox' }).click();
    expect((await hidden).status()).toBe(200);
    await page.getByRole('button', { name: 'Afficher « Logisbox »' }).waitFor();
    await screenshot(page, 'summary-customise');

    await page.reload();
    const after = await categoryTitles(page);
    expect(after.slice(0, 2)).toEqual(['Nouveaux contacts', 'Prospects']);
    expect(after).not.toContain('Logisbox');
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    await page.getByRole('button', { name: 'Afficher « Logisbox »' }).waitFor();
    await context.close();
  });

  test('counter tiles lead to their lists; the chart shows 12 months', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, SALESMAN_EMAIL);
    await page.goto('/v2/admin/summary');

    const chart = page.getByRole('figure', { name: 'Prospects créés et clients signés par mois' });
    await chart.locator('svg').first().waitFor();
    expect(await chart.locator('tbody tr').count()).toBe(12);
    const months = (await api<{ months: { prospects: number; customers: number }[] }>('/api/summary/monthly'))
      .months;
    expect(months.reduce((sum, m) => sum + m.customers, 0)).toBeGreaterThan(0);
    await chart.getByText('Clients signés').first().waitFor();
    await screenshot(page, 'summary');

    // Clients › Nouveaux clients → the sub-page with its rows.
    const customers = page.getByRole('region', { name: 'Clients', exact: true });
    await customers.getByRole('link', { name: /Nouveaux clients/ }).click();
    await page.waitForURL('**/v2/admin/summary/newCustomer');
    await page.getByRole('heading', { level: 1, name: 'Nouveaux clients' }).waitFor();
    const table = page.getByRole('table', { name: 'Nouveaux clients' });
    const { total } = await api<{ total: number }>('/api/summary/newCustomer');
    expect(total).toBeGreaterThan(0);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(total);
    expect(await table.locator('tbody tr').first().innerText()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    // Prospects › En contact → the prospects list on that tile.
    await page.goto('/v2/admin/summary');
    await page
      .getByRole('region', { name: 'Prospects', exact: true })
      .getByRole('link', { name: /En contact/ })
      .click();
    await page.waitForURL('**/v2/admin/prospects');
    await page
      .getByRole('button', { name: /^en contact : / })
      .and(page.locator('[aria-pressed="true"]'))
      .waitFor();
    expect(path(page)).toBe('/v2/admin/prospects');
    await context.close();
  });

  test('marking a customer message read takes it out of the unread list and the count', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, SALESMAN_EMAIL);
    const start = await api<Messages>('/api/summary/customer');
    expect(start.messageReceived.total).toBeGreaterThan(0);
    const target = start.messageReceived.list[0];
    if (!target) throw new Error('no unread demo message');

    await page.goto('/v2/admin/summary');
    const preview = page.getByRole('region', { name: 'Relation commerciale' });
    const count = (n: number) => `${n} ${n > 1 ? 'messages reçus non lus' : 'message reçu non lu'}`;
    await preview.getByText(count(start.messageReceived.total)).waitFor();
    await preview.getByRole('link', { name: 'Voir tout' }).click();
    await page.waitForURL('**/v2/admin/summary/customer');

    const table = page.getByRole('table', { name: 'Messages reçus non lus' });
    await table.getByText(target.subject).waitFor();
    await page
      .getByRole('tab', { name: `Messages reçus non lus (${start.messageReceived.total})` })
      .waitFor();
    const toggled = page.waitForResponse((r) => r.url().endsWith('/api/customer/toggleRead'));
    await table.getByRole('button', { name: `Marquer comme lu : ${target.subject}` }).click();
    expect((await toggled).status()).toBe(200);
    readIds.push(target.id);
    await table.getByText(target.subject).waitFor({ state: 'detached' });
    await page
      .getByRole('tab', { name: `Messages reçus non lus (${start.messageReceived.total - 1})` })
      .waitFor();
    await page.getByText('Message marqué comme lu.').waitFor();
    await screenshot(page, 'summary-customer');

    await page.goto('/v2/admin/summary');
    await page
      .getByRole('region', { name: 'Relation commerciale' })
      .getByText(count(start.messageReceived.total - 1))
      .waitFor();
    const end = await api<Messages>('/api/summary/customer');
    expect(end.messageReceived.total).toBe(start.messageReceived.total - 1);
    await context.close();
  });
});
