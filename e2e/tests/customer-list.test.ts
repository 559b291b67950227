/**
 * The project list (issue 6 §1): an administrator opens "Clients", searches two projects of his own making,
 * filters by step and building-permit tile, switches to the cards view, finds his preferences again after a
 * reload, archives a project from its menu, edits the household in its dialog and opens a project.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser';

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A customer project: a prospect added then converted. */
async function customerProject(name1: string, surname1: string, salesmanId: number) {
  const added = await api<{ projectId: number; customerId: number }>('/api/prospect', {
    method: 'POST',
    body: {
      name1,
      surname1,
      phone: '0102030405',
      email: `${surname1}.${name1}@exemple.fr`.toLowerCase(),
      postalCode: '37000',
      city: 'Tours',
      landCity: 'Amboise',
      landPostalCode: '37400',
      projectName: `Maison ${surname1} ${name1}`,
      salesmanId,
    },
  });
  await api(`/api/user/${added.customerId}/convert`, {
    method: 'POST',
    body: { projectId: added.projectId },
  });
  return added;
}

describe.skipIf(!inject('browserAvailable'))('customer and project list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('filter, switch tiles and views, keep preferences, archive, edit the household, open a project', async () => {
    const { salesmen } = await api<{ salesmen: { id: number }[] }>('/api/customerInitData');
    const salesmanId = salesmen[0]?.id;
    if (!salesmanId) throw new Error('no salesperson');
    const name1 = `Listetest${Date.now().toString(36)}`;
    const first = await customerProject(name1, 'Aline', salesmanId);
    const second = await customerProject(name1, 'Bruno', salesmanId);

    const { page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/v2/admin/customer/list');
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    expect(await page.title()).toContain('Clients');

    // Search: the two new projects, both waiting for building-permit elements in step 1.
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(name1);
    const count = page.getByTestId('project-count');
    await expect.poll(() => count.textContent()).toBe('2 projets');
    await page.getByRole('button', { name: "En attente d'éléments PC : 2" }).waitFor();
    await page.getByRole('button', { name: 'PC obtenu : 0' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Projets' });
    await grid.getByText(`Aline ${name1}`, { exact: true }).waitFor();
    await grid.getByText(`Maison Aline ${name1}`, { exact: true }).waitFor();

    // Step and tile filters.
    await page
      .getByRole('group', { name: 'Étape' })
      .getByRole('button', { name: 'Construction : gros œuvre' })
      .click();
    await expect.poll(() => count.textContent()).toBe('Aucun projet.');
    await page
      .getByRole('group', { name: 'Étape' })
      .getByRole('button', { name: 'Pré-construction' })
      .click();
    await expect.poll(() => count.textContent()).toBe('2 projets');
    await page.getByRole('button', { name: 'PC obtenu : 0' }).click();
    await expect.poll(() => count.textContent()).toBe('Aucun projet.');
    await page.getByRole('button', { name: "En attente d'éléments PC : 2" }).click();
    await expect.poll(() => count.textContent()).toBe('2 projets');

    // Cards view, then a reload keeps step, tile, view and search.
    await page.getByRole('button', { name: 'Cartes' }).click();
    const cards = page.getByRole('list', { name: 'Projets' });
    await cards.getByText(`Bruno ${name1}`, { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Rechercher' }).inputValue()).toBe(name1);
    expect(await page.getByRole('button', { name: 'Cartes' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      await page.getByRole('button', { name: "En attente d'éléments PC : 2" }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      await page
        .getByRole('group', { name: 'Étape' })
        .getByRole('button', { name: 'Pré-construction' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await cards.getByText(`Aline ${name1}`, { exact: true }).waitFor();

    // Archive a project from its menu, with confirmation.
    await page.getByRole('button', { name: `Actions du projet Maison Bruno ${name1}` }).click();
    await page.getByRole('menuitem', { name: 'Archiver le projet' }).click();
    await page
      .getByRole('dialog', { name: 'Archiver le projet' })
      .getByRole('button', { name: 'Oui' })
      .click();
    await expect.poll(() => count.textContent()).toBe('1 projet');
    const archived = await api<{ list: { id: number }[] }>(`/api/project?search=${name1}&archived=1`);
    expect(archived.list.map((p) => p.id)).toEqual([second.projectId]);

    // The household: change the phone number.
    await page.getByRole('button', { name: `Foyer de Aline ${name1}` }).click();
    const dialog = page.getByRole('dialog', { name: `Foyer : Aline ${name1}` });
    await dialog.getByLabel('Téléphone', { exact: true }).fill('06 11 22 33 44');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Enregistrement effectué !').waitFor();
    const household = await api<{ customer: { phone: string } }>(`/api/customers/${first.customerId}`);
    expect(household.customer.phone).toBe('06 11 22 33 44');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Back to the table view, open the project.
    await page.getByRole('button', { name: 'Tableau' }).click();
    await grid.getByText(`Aline ${name1}`, { exact: true }).click();
    await page.waitForURL(new RegExp(`/v2/admin/customer/${first.projectId}$`));
  });
});
