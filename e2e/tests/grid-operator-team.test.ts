/**
 * Issue 15, defect 5: the grid operator (reseau@) leads three salespeople of the demo (users.manager_id).
 * He sees their prospects and customers, Recrutement lists them, and « Nouveau prospect » saves a prospect
 * for the one he chooses in the Commercial list, which holds his team only. A team prospect's sheet offers
 * him its commercial follow-up only (the sheet's `can`, computed by the server).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { accessToken } from '../helpers/api';
import { answerTo, baseUrl, launchBrowser, signIn } from '../support/browser';
import { LANDSCAPE, newSizedPage, screenshot } from '../support/shell';

const GRID_OPERATOR = 'reseau@demo.batir.fr';
const TEAM = ['Sophie Garnier', 'Nathalie Bertrand', 'Pierre Girard'];

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { Authorization: `Bearer ${await accessToken(GRID_OPERATOR)}` },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

const prospectCards = (page: Page) => page.getByRole('list', { name: 'Prospects' }).getByRole('listitem');

describe.skipIf(!inject('browserAvailable'))('the grid operator and his team', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test("sees his team's prospects and customers on Recrutement and the lists, adds a prospect for one", async () => {
    const { page, context } = await newSizedPage(browser, LANDSCAPE);
    await signIn(page, GRID_OPERATOR);

    // Recrutement: the three salespeople he leads.
    await page.goto('/v2/admin/salesman');
    const list = page.getByRole('list', { name: 'Commerciaux' });
    for (const name of TEAM) await list.getByText(name).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(TEAM.length);
    await page.getByTestId('salesman-screen').waitFor();
    await screenshot(page, 'grid-operator-recrutement');

    // Their prospects.
    const prospects = await api<{ total: number; list: { customerName: string }[] }>('/api/prospects');
    expect(prospects.total).toBeGreaterThan(0);
    await page.goto('/v2/admin/prospects');
    await page.getByRole('heading', { name: 'Prospects', exact: true }).waitFor();
    await prospectCards(page)
      .filter({ hasText: prospects.list[0]?.customerName ?? '' })
      .first()
      .waitFor();

    // Their customers.
    const projects = await api<{ total: number; list: { name: string }[] }>('/api/project?step=all');
    expect(projects.total).toBeGreaterThan(0);
    await page.goto('/v2/admin/customer/list');
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await page
      .getByText(projects.list[0]?.name ?? '', { exact: false })
      .first()
      .waitFor();
    await screenshot(page, 'grid-operator-customers');

    // A new prospect: Commercial is required and holds his team only.
    await page.goto('/v2/admin/prospects/add');
    await page.getByRole('heading', { name: 'Nouveau prospect' }).waitFor();
    const phone = `07${String(Date.now()).slice(-8)}`;
    await page.getByRole('textbox', { name: /Nom \(personne 1\)/ }).fill('Marchal');
    await page.getByRole('textbox', { name: 'Prénom (personne 1)' }).fill('Inès');
    await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill(phone);
    await page.getByRole('button', { name: 'Enregistrer le prospect' }).click();
    await page.getByText('Choisissez le commercial').waitFor();
    await page.getByRole('combobox', { name: /Commercial/ }).click();
    const options = page.getByRole('listbox').getByRole('option');
    expect((await options.allTextContents()).sort()).toEqual([...TEAM].sort());
    await page.getByRole('option', { name: 'Nathalie Bertrand' }).click();
    const saved = answerTo(page, (r) => r.url().endsWith('/api/prospect') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Enregistrer le prospect' }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL('**/v2/admin/prospects');
    await page.getByText('Prospect enregistré.').waitFor();
    const mine = await api<{ list: { customerName: string; salesman: { name: string } }[] }>(
      `/api/prospects?search=${phone}`,
    );
    expect(mine.list).toMatchObject([
      { customerName: 'Inès Marchal', salesman: { name: 'Nathalie Bertrand' } },
    ]);
    await context.close();
  });

  test("opens a team prospect's sheet with the follow-up only: no « Modifier » nor « Convertir en client »", async () => {
    const { page, context } = await newSizedPage(browser, LANDSCAPE);
    await signIn(page, GRID_OPERATOR);
    const { list } = await api<{ list: { projectId: number; salesman: { name: string } }[] }>(
      '/api/prospects?limit=1',
    );
    const [prospect] = list;
    expect(TEAM).toContain(prospect?.salesman.name);
    await page.goto(`/v2/admin/prospects/${prospect?.projectId}`);
    await page.getByRole('button', { name: 'Enregistrer la tentative' }).waitFor();
    expect(await page.getByRole('button', { name: 'Modifier' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Convertir en client' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Archiver' }).count()).toBe(0);
    await context.close();
  });

  test("reads a team customer's informations without the forms he may not use (no « Mes tâches »)", async () => {
    const { page, context } = await newSizedPage(browser, LANDSCAPE);
    await signIn(page, GRID_OPERATOR);
    const { list } = await api<{ list: { id: number }[] }>('/api/project?step=all');
    await page.goto(`/v2/admin/customer/${list[0]?.id}/preconstruction/informations`);
    await page.getByRole('heading', { level: 1, name: 'Informations du projet' }).waitFor();
    await page.getByRole('heading', { name: 'Pièces jointes' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Mes tâches sur ce projet' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);
    await context.close();
  });
});
