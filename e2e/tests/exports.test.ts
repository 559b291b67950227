/**
 * Exports (issue 20): an administrator exports the prospect list as he filtered it, to Excel and to CSV,
 * and gets files holding the rows the list shows; the whole list, larger, is written in the background and
 * « Mes tâches » follows it to its download.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { answerTo, baseUrl, launchBrowser, newPage, signIn } from '../support/browser';
import { EXPORT_AT_ONCE_MAX_ROWS } from '../support/global-setup';
import { screenshot } from '../support/shell';

type Prospect = { customerName: string };

/** Every prospect of the list the API answers the admin for `query`, newest first. */
async function prospects(query: string): Promise<{ names: string[]; total: number }> {
  const response = await fetch(`${baseUrl()}/api/prospects?limit=100&${query}`, {
    headers: { Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}` },
  });
  const body = (await response.json()) as { list: Prospect[]; total: number };
  return { names: body.list.map((prospect) => prospect.customerName), total: body.total };
}

async function exportAs(page: Page, format: 'Excel (XLSX)' | 'CSV'): Promise<Download> {
  await page.getByRole('button', { name: 'Exporter' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  return download;
}

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

describe.skipIf(!inject('browserAvailable'))('exports', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('a filtered prospect list to XLSX and CSV, then the whole list as a job followed in « Mes tâches »', async () => {
    const { page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);
    // Every tile, salesperson and live prospect, whatever this account's saved list preferences.
    await page.goto('/v2/admin/prospects?tile=all');
    await page.getByRole('heading', { name: 'Prospects', exact: true }).waitFor();

    // Filtered: a search the list narrows to a few prospects.
    const expected = await prospects('search=muller');
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThanOrEqual(EXPORT_AT_ONCE_MAX_ROWS);
    const searched = answerTo(
      page,
      (r) => r.url().includes('/api/prospects') && r.url().includes('search=muller'),
    );
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('muller');
    await searched;
    await page.getByText(`sur ${expected.total}`).waitFor();

    const xlsx = await exportAs(page, 'Excel (XLSX)');
    expect(xlsx.suggestedFilename()).toMatch(/^Prospects \d\d-\d\d-\d{4} \d\dh\d\d\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(xlsx)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Prospects');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Client');
    const names = [];
    for (let row = 2; row <= (sheet?.rowCount ?? 0); row += 1)
      names.push(sheet?.getRow(row).getCell(1).value);
    expect(names).toEqual(expected.names);

    const csv = await exportAs(page, 'CSV');
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await bytesOf(csv)).toString('utf8');
    expect(text.startsWith('\uFEFFClient;Projet;Étape;')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(expected.names);

    // The whole list is larger: written in the background, followed in « Mes tâches ».
    const all = await prospects('');
    expect(all.total).toBeGreaterThan(EXPORT_AT_ONCE_MAX_ROWS);
    const cleared = answerTo(page, (r) => r.url().includes('/api/prospects') && !r.url().includes('search='));
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
    await cleared;
    // The export takes the list's filters as the page holds them: the search is cleared there too.
    await page.getByText(`sur ${all.total}`).waitFor();
    await page.getByRole('button', { name: 'Exporter' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    await page.getByText(`Export lancé (${all.total} lignes)`).waitFor();
    await page.getByRole('button', { name: /^Mes tâches/ }).click();
    const panel = page.getByRole('dialog', { name: 'Mes tâches' });
    const job = panel.getByRole('listitem', { name: 'Prospects (CSV)' }).first();
    await job.getByText('Terminé').waitFor();
    await screenshot(page, 'jobs-panel');
    const download = page.waitForEvent('download');
    await job.getByRole('button', { name: /^Télécharger/ }).click();
    const whole = (await bytesOf(await download)).toString('utf8').slice(1).trim().split('\r\n');
    expect(whole).toHaveLength(all.total + 1);

    // The exports page lists them, newest first.
    await panel.getByRole('link', { name: 'Tous mes exports' }).click();
    await page.waitForURL('**/v2/admin/tools/export');
    const grid = page.getByRole('grid', { name: 'Mes exports' });
    await grid.getByRole('row').filter({ hasText: 'Prospects (XLSX)' }).first().waitFor();
    expect(await grid.getByRole('row').filter({ hasText: 'Terminé' }).count()).toBe(3);
    await screenshot(page, 'exports-page');
  });
});
