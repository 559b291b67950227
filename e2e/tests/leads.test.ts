/**
 * Website leads (/v2/admin/manage/leads, administrators): the prospects that came from the website's form,
 * paged by the server; the admin archives one (it leaves the prospect list too), finds it among the archived
 * leads, and brings it back.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser';
import { screenshot } from '../support/shell';

type Lead = { projectId: number; customerName: string; isArchived: boolean; isLead: boolean };

async function leads(query: string): Promise<{ list: Lead[]; total: number }> {
  const response = await fetch(`${baseUrl()}/api/prospects/website?type=website&limit=100${query}`, {
    headers: { Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { list: Lead[]; total: number };
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Leads' });

describe.skipIf(!inject('browserAvailable'))('website leads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('an admin archives a lead and brings it back', async () => {
    const live = await leads('');
    expect(live.total).toBeGreaterThan(0);
    expect(live.list.every((lead) => lead.isLead)).toBe(true);
    const lead = live.list.find((l) => l.customerName === 'Élodie Muller') ?? live.list[0];
    if (!lead) throw new Error('no website lead in the demo data');

    const { page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/v2/admin/manage/leads');
    await page.getByRole('heading', { name: 'Leads du site internet' }).waitFor();
    // Phones in pairs, also those the website sent as +33 (spec 1 §5, issue 15 defect 11).
    const phones = grid(page).locator('[role="gridcell"][data-field="phone"]');
    await phones.first().waitFor();
    for (const phone of await phones.allTextContents()) expect(phone).toMatch(/^(0\d( \d\d){4})?$/);
    await page.getByRole('textbox', { name: 'Rechercher un lead' }).fill(lead.customerName);
    await grid(page).getByText(lead.customerName, { exact: true }).waitFor();
    await screenshot(page, 'leads-list');

    await grid(page)
      .getByRole('button', { name: `Archiver ${lead.customerName}` })
      .click();
    await page.getByRole('dialog', { name: 'Archiver le lead' }).getByRole('button', { name: 'Oui' }).click();
    await page.getByText('Lead archivé').waitFor();
    await grid(page).getByText('Aucun lead').waitFor();
    expect((await leads('')).total).toBe(live.total - 1);

    await page.getByLabel('Afficher les leads archivés').check();
    await grid(page)
      .getByRole('button', { name: `Réactiver ${lead.customerName}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Réactiver le lead' })
      .getByRole('button', { name: 'Oui' })
      .click();
    await page.getByText('Lead réactivé').waitFor();
    await expect.poll(async () => (await leads('')).total).toBe(live.total);

    // A row opens the prospect sheet.
    await page.getByLabel('Afficher les leads archivés').uncheck();
    await grid(page).getByText(lead.customerName, { exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/v2/admin/prospects/${lead.projectId}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(lead.customerName) }).waitFor();
  });
});
