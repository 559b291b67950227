/**
 * The customer project core (issue 6 §2, §7, §8): an administrator opens a customer's project, finds the
 * left-hand panel and the screens of the project, freezes the project (the gauge and the history timeline
 * show it), and sees the switch to construction refused with the missing milestones and pieces named in
 * French; a project still flagged as prospect opens the prospect sheet; without an id, the current project.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, path, signIn } from '../support/browser';

async function api<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A fresh prospect of the administrator, converted into a customer unless `keepProspect`. */
async function newProject(name1: string, keepProspect = false) {
  const { body: init } = await api<{ userId: number }>('/api/prospect/initData');
  const { status, body } = await api<{ projectId: number; customerId: number }>('/api/prospect', {
    method: 'POST',
    body: {
      name1,
      surname1: 'Inès',
      phone: '0601020304',
      phone2: '0611121314',
      email: `${name1.toLowerCase()}@exemple.fr`,
      postalCode: '37000',
      city: 'Tours',
      salesmanId: init.userId,
    },
  });
  if (status !== 200) throw new Error(`prospect: HTTP ${status} ${JSON.stringify(body)}`);
  if (!keepProspect) {
    const converted = await api(`/api/user/${body.customerId}/convert`, {
      method: 'POST',
      body: { projectId: body.projectId },
    });
    if (converted.status !== 200) throw new Error(`convert: HTTP ${converted.status}`);
  }
  return body.projectId;
}

describe.skipIf(!inject('browserAvailable'))('customer project', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('left panel, navigation, frozen in the timeline, switch to construction refused with what is missing', async () => {
    const suffix = Date.now().toString(36);
    const name1 = `Projettest${suffix}`;
    const projectId = await newProject(name1);

    const { page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);
    await page.goto(`/v2/admin/customer/${projectId}`);

    // The left-hand panel: household, phones, project, gauge, screens.
    const panel = page.getByRole('complementary', { name: 'Client et projet' });
    await panel.getByRole('heading', { name: `Inès ${name1}` }).waitFor();
    await panel.getByText('06 01 02 03 04').waitFor();
    await panel.getByText('Pré-construction').waitFor();
    await panel.getByText('0 / 5 jalons · 0 %').waitFor();
    const nav = panel.getByRole('navigation', { name: 'Écrans du projet' });
    for (const label of [
      'Fiche',
      'Informations',
      'Terrain',
      'Financement',
      'Permis de construire',
      'Avancement',
    ]) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor();
    }

    // Navigation: the informations screen keeps the panel.
    await nav.getByRole('link', { name: 'Informations', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Informations du projet' }).waitFor();
    expect(path(page)).toBe(`/v2/admin/customer/${projectId}/preconstruction/informations`);
    await panel.getByRole('heading', { name: `Inès ${name1}` }).waitFor();

    // The living area is typed the French way and shown formatted (issue 15, defect 11), to the hundredth.
    const area = page.getByRole('textbox', { name: 'Surface habitable (m²)' });
    const informations = page.getByRole('form', { name: 'Informations du projet' });
    await area.fill('650,5');
    await informations.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Enregistrement effectué !').waitFor();
    await page.reload();
    await expect.poll(() => area.inputValue()).toBe('650,50');
    await area.fill('1 250');
    await informations.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Enregistrement effectué !').last().waitFor();
    await page.reload();
    await expect.poll(() => area.inputValue()).toBe('1\u00a0250,00');

    // An operation: freeze the project; the timeline and the gauge show it.
    await nav.getByRole('link', { name: 'Fiche', exact: true }).click();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Figer le projet' }).click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Oui' }).click();
    await page.getByText('Enregistrement effectué !').waitFor();
    const timeline = page.getByRole('list', { name: 'Historique du projet' });
    await timeline.getByText('Projet figé', { exact: true }).waitFor();
    await timeline.getByText(/Non figé → Figé le \d{2}\/\d{2}\/\d{4}/).waitFor();
    await panel.getByText('1 / 5 jalons · 20 %').waitFor();

    // Advancement: the switch is refused, with what is missing named in French.
    await nav.getByRole('link', { name: 'Avancement', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Avancement du projet' }).waitFor();
    const missing = page.getByRole('list', { name: 'Éléments manquants' });
    await missing.getByText('• permis de construire non accordé').waitFor();
    await missing.getByText('• Pièce non acceptée : Offres de prêt acceptées').waitFor();
    expect(await missing.getByText('projet non figé').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Passer en construction' }).isDisabled()).toBe(true);
    const reason = await page.getByTestId('switch-reason').textContent();
    expect(reason).toMatch(
      /^Passage en construction impossible : permis de construire non accordé ; offres de prêt non reçues ; acte du terrain non reçu ; dossier logisbox incomplet ; pièces non acceptées : Pièces d'identité des acquéreurs, .*Offres de prêt acceptées/,
    );
    const refused = await api<{ message: string }>(`/api/project/${projectId}/switchToConstruction`, {
      method: 'PUT',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(reason);

    // Without an id, the customer screens use the current project.
    await page.goto('/v2/admin/customer/preconstruction/informations');
    await page.getByRole('heading', { level: 1, name: 'Informations du projet' }).waitFor();
    await panel.getByRole('heading', { name: `Inès ${name1}` }).waitFor();
  });

  test('a project still flagged as prospect opens the prospect sheet', async () => {
    const projectId = await newProject(`Prospecttest${Date.now().toString(36)}`, true);
    const { page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);
    await page.goto(`/v2/admin/customer/${projectId}/preconstruction/informations`);
    await page.waitForURL(`**/v2/admin/prospects/${projectId}`);
  });
});
