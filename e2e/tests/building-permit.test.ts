/**
 * Building permit (issue 6 items 2 and 3): an administrator takes a demo customer project with nothing
 * done through print → downloaded/signed → deposited (number) → granted (issue date) on its permit screen;
 * after each action the building-permit dashboard lists the project in the right list (Dossiers en
 * préparation → En instruction → À facturer), through the API and on the page. Then a refusal: recorded
 * on the screen, listed in « Plans à redessiner », converted into a BP modification after a confirmation.
 */
import type { TBpDashboardList, TBpDashboardResponse } from '@batir/shared/building-permits';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser';

/** Demo projects the seed leaves with nothing done (demo-building-permits.ts). */
const GRANTED = { term: 'Gravigny', project: 'Maison Jasmin à Gravigny', customer: 'Léon Fontaine' };
const REFUSED = {
  term: 'Hérouville',
  project: 'Maison Fougère à Hérouville-Saint-Clair',
  customer: 'Mila Vincent',
};

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function projectId(term: string, name: string): Promise<number> {
  const answer = await api<{ customerList: { id: number; projectName: string }[] }>(
    'GET',
    `/api/search/global/${encodeURIComponent(term)}`,
  );
  const found = answer.customerList.find((row) => row.projectName === name);
  if (!found) throw new Error(`demo project ${name} missing`);
  return found.id;
}

/** The dashboard lists holding the project, from the API. */
async function listsOf(id: number): Promise<TBpDashboardList[]> {
  const board = await api<TBpDashboardResponse>('GET', '/api/buildingPermit');
  return (Object.keys(board.totals) as TBpDashboardList[]).filter((list) =>
    board[list].some((entry) => entry.projectId === id),
  );
}

/** The dashboard page opened on `list` shows the customer's row. */
async function expectRow(page: Page, list: TBpDashboardList, label: string, customer: string) {
  await page.goto(`/v2/admin/summary/buildingPermit?list=${list}`);
  await page.getByRole('heading', { level: 1, name: 'Permis de construire' }).waitFor();
  const table = page.getByRole('table', { name: label, exact: true });
  await table.getByRole('link', { name: customer, exact: true }).waitFor();
}

const snack = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe.skipIf(!inject('browserAvailable'))('building permit', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('print → downloaded → deposited → granted, the dashboard following each step', async () => {
    const id = await projectId(GRANTED.term, GRANTED.project);
    const start = await api<{ buildingPermit: { step: string } }>('GET', `/api/project/${id}/buildingPermit`);
    expect(start.buildingPermit.step).toBe('toPrepare');
    expect(await listsOf(id)).toEqual([]);

    const { page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);
    const screen = `/v2/admin/customer/${id}/preconstruction/buildingPermit`;
    await page.goto(screen);
    await page.getByRole('heading', { level: 1, name: 'Permis de construire' }).waitFor();
    await page.getByTestId('bp-tile').getByText('En attente des éléments').waitFor();

    // Printed: « Dossiers en préparation ».
    await page.getByRole('button', { name: 'Marquer imprimé' }).click();
    await snack(page, 'Dossier de permis marqué imprimé.');
    await page.getByTestId('bp-tile').getByText('Dossier en préparation').waitFor();
    expect(await listsOf(id)).toEqual(['inProgress']);
    await expectRow(page, 'inProgress', 'Dossiers en préparation', GRANTED.customer);

    // Downloaded (signed copy): still being prepared. The row's link opens the permit screen.
    await page.getByRole('link', { name: GRANTED.customer, exact: true }).click();
    await page.waitForURL((url) => url.pathname === screen);
    await page.getByRole('button', { name: 'Marquer téléchargé / signé' }).click();
    await snack(page, 'Dossier signé marqué téléchargé.');
    expect(await listsOf(id)).toEqual(['inProgress']);

    // Deposited today with its number: « En instruction ».
    await page.getByRole('button', { name: 'Déclarer le dépôt' }).click();
    const deposit = page.getByRole('dialog', { name: 'Déclarer le dépôt du permis' });
    await deposit.getByLabel('Numéro de permis').fill('PC 027 299 26 E2E01');
    await deposit.getByRole('button', { name: 'Enregistrer le dépôt' }).click();
    await snack(page, 'Dépôt du permis enregistré.');
    await page.getByTestId('bp-number').getByText('PC 027 299 26 E2E01').waitFor();
    await page.getByTestId('bp-tile').getByText('En instruction').waitFor();
    expect(await listsOf(id)).toEqual(['waiting']);
    await expectRow(page, 'waiting', 'En instruction', GRANTED.customer);

    // Granted today: « À facturer »; the card shows the issue date.
    await page.goto(screen);
    await page.getByRole('button', { name: "Saisir la date d'obtention" }).click();
    const issue = page.getByRole('dialog', { name: "Date d'obtention du permis" });
    await issue.getByRole('button', { name: 'Enregistrer' }).click();
    await snack(page, 'Permis accordé : date enregistrée.');
    await page.getByTestId('bp-tile').getByText('Permis accordé').waitFor();
    await page.getByTestId('bp-issue-date').waitFor();
    expect(await listsOf(id)).toEqual(['toBilled']);
    await expectRow(page, 'toBilled', 'À facturer', GRANTED.customer);

    // The history page lists the steps.
    await page.goto(`/v2/admin/customer/${id}/preconstruction/buildingPermitOld`);
    const events = page.getByRole('list', { name: 'Événements du permis' });
    await events.getByText(/^Permis accordé le/).waitFor();
    await events.getByText(/^Permis déposé en mairie le .*\(n° PC 027 299 26 E2E01\)$/).waitFor();
    await events.getByText('Dossier de permis imprimé').waitFor();
  });

  test('a refusal: « Plans à redessiner », then converted into a BP modification', async () => {
    const id = await projectId(REFUSED.term, REFUSED.project);
    await api('PUT', `/api/project/${id}/buildingPermit/print`);
    const deposited = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    await api('PUT', `/api/project/${id}/buildingPermit/deposited`, {
      depositedOn: deposited,
      number: 'PC 014 327 26',
    });
    expect(await listsOf(id)).toEqual(['waiting']);

    const { page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);
    const screen = `/v2/admin/customer/${id}/preconstruction/buildingPermit`;
    await page.goto(screen);
    await page.getByRole('button', { name: 'Enregistrer un refus' }).click();
    const refusal = page.getByRole('dialog', { name: 'Enregistrer un refus' });
    // The reason is required: checked in the browser with the server's schema.
    await refusal.getByRole('button', { name: 'Enregistrer le refus' }).click();
    await refusal.getByText('Motif du refus : champ obligatoire').waitFor();
    await refusal.getByLabel('Motif du refus').fill('Pente de toiture non conforme au PLU');
    await refusal.getByRole('button', { name: 'Enregistrer le refus' }).click();
    await snack(page, 'Refus du permis enregistré.');
    await page.getByText(/^Permis refusé le .*Pente de toiture non conforme au PLU/).waitFor();
    expect(await listsOf(id)).toEqual(['planRedraw']);
    await expectRow(page, 'planRedraw', 'Plans à redessiner', REFUSED.customer);

    // Converted from the dashboard row, after a confirmation.
    const table = page.getByRole('table', { name: 'Plans à redessiner', exact: true });
    const row = table.getByRole('row').filter({ hasText: REFUSED.customer });
    await row.getByRole('button', { name: 'Convertir en modificatif' }).click();
    await page
      .getByRole('dialog', { name: 'Convertir le refus en modificatif' })
      .getByRole('button', { name: 'Oui' })
      .click();
    await snack(page, 'Refus converti en modificatif : plans à redessiner.');
    expect(await listsOf(id)).toEqual(['bPModificationWaitingAddendum', 'planRedraw']);
    await expectRow(
      page,
      'bPModificationWaitingAddendum',
      "Modificatif – en attente d'avenant",
      REFUSED.customer,
    );

    // The permit screen shows the modification; its addendum moves it on.
    await page.goto(screen);
    const modifications = page.getByRole('table', { name: 'Modificatifs' });
    await modifications.getByText(/^Modificatif suite au refus du/).waitFor();
    await modifications.getByRole('button', { name: "Saisir l'avenant" }).click();
    const addendum = page.getByRole('dialog', { name: 'Avenant du modificatif' });
    await addendum.getByLabel("Montant de l'avenant").fill('1 250,50');
    await addendum.getByRole('button', { name: "Enregistrer l'avenant" }).click();
    await snack(page, 'Avenant du modificatif enregistré.');
    await modifications.getByText(/^1\s?250,50\s€$/).waitFor();
    expect(await listsOf(id)).toEqual(['bPModificationWaitingAddendumCustomerSigned', 'planRedraw']);
    await expectRow(
      page,
      'bPModificationWaitingAddendumCustomerSigned',
      'Modificatif – avenant à signer par le client',
      REFUSED.customer,
    );
  });
});
