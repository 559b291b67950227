/**
 * Financing (issue 6 items 2 and 4): an administrator takes a demo customer project with no financing,
 * requests it, sends it to the bank, attaches the attestation of the loan offers and attests them; after
 * each action the financing dashboard lists the project in the right list (Demandés → En attente des
 * offres → Offres reçues). Then the dashboard cancels it, after a confirmation, and it leaves every list.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser';

const PROJECT_NAME = 'Maison Camélia à Buxerolles';
const CUSTOMER_NAME = 'Zoé et Arthur Michel';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}` },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Lists = Record<'asked' | 'waiting' | 'done', { total: number; list: { projectId: number }[] }>;
const lists = () => api<Lists>('/api/financing?limit=500');
/** The list holding the project in the API's answer (null: none). */
async function listOf(projectId: number) {
  const answer = await lists();
  return (
    (['asked', 'waiting', 'done'] as const).find((list) =>
      answer[list].list.some((entry) => entry.projectId === projectId),
    ) ?? null
  );
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const TABS = { asked: 'Demandés', waiting: 'En attente des offres', done: 'Offres reçues' } as const;

/** Opens the dashboard and checks that the project's row is in `list` and in no other. */
async function expectOnDashboard(page: Page, list: keyof typeof TABS, count: number) {
  await page.goto('/v2/admin/summary/financing');
  await page.getByRole('heading', { level: 1, name: 'Financements' }).waitFor();
  const tabs = page.getByRole('tablist', { name: 'Listes des financements' });
  await tabs.getByRole('tab', { name: new RegExp(`^${TABS[list]}\\s*${count}$`) }).waitFor();
  for (const other of Object.keys(TABS) as (keyof typeof TABS)[]) {
    await tabs.getByRole('tab', { name: new RegExp(`^${TABS[other]}`) }).click();
    const row = page.getByRole('link', { name: CUSTOMER_NAME, exact: true });
    if (other === list) await row.waitFor();
    else await expect.poll(() => row.count()).toBe(0);
  }
}

describe.skipIf(!inject('browserAvailable'))('financing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('request → sent → attestation → attested, the dashboard following each step; cancel', async () => {
    let projectId: number | undefined;
    for (const term of ['Buxerolles', 'Zoé Michel', 'Michel']) {
      const search = await api<{ customerList: { id: number; projectName: string }[] }>(
        `/api/search/global/${encodeURIComponent(term)}`,
      );
      projectId ??= search.customerList.find((c) => c.projectName === PROJECT_NAME)?.id;
    }
    if (!projectId) throw new Error(`${PROJECT_NAME} missing from the demo data`);
    const start = await api<{ financing: { state: string } }>(`/api/project/${projectId}/financing`);
    expect(start.financing.state).toBe('none');
    const before = await lists();

    const { page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);
    const screenUrl = `/v2/admin/customer/${projectId}/preconstruction/financing`;
    await page.goto(screenUrl);
    await page.getByRole('heading', { level: 1, name: 'Financement' }).waitFor();
    await page.getByText(`${PROJECT_NAME} · ${CUSTOMER_NAME}`).waitFor();
    const state = page.getByTestId('financing-state');
    await expect.poll(() => state.textContent()).toBe('Non demandé');

    // Needs and one loan: French money.
    const need = section(page, 'Besoin de financement');
    await need.getByRole('textbox', { name: 'Coût total de l’opération' }).fill('250 000');
    await need.getByRole('textbox', { name: 'Apport personnel' }).fill('20 000');
    await need.getByRole('button', { name: 'Enregistrer le besoin' }).click();
    await page.getByText('Enregistrement effectué !').waitFor();
    await section(page, 'Prêts').getByRole('button', { name: 'Ajouter un prêt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un prêt' });
    await dialog.getByLabel('Banque ou organisme').fill('Crédit Agricole');
    await dialog.getByLabel('Montant').fill('200000');
    await dialog.getByLabel('Taux annuel').fill('3,4');
    await dialog.getByLabel('Durée').fill('300');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await section(page, 'Prêts').getByRole('cell', { name: '200 000,00 €' }).first().waitFor();
    await expect
      .poll(() => need.getByTestId('financing-remaining').textContent())
      .toBe('30\u00a0000,00\u00a0€');

    // Request: « Demandés ».
    await page.getByRole('button', { name: 'Demander le financement' }).click();
    await expect.poll(() => state.textContent()).toBe('Demandé');
    expect(await listOf(projectId)).toBe('asked');
    await expectOnDashboard(page, 'asked', before.asked.total + 1);

    // The row opens the project's financing; sent to the bank: « En attente des offres ».
    await page.getByRole('tab', { name: /^Demandés/ }).click();
    await page.getByRole('link', { name: CUSTOMER_NAME, exact: true }).click();
    await page.waitForURL(`**${screenUrl}`);
    await page.getByRole('button', { name: 'Marquer envoyé à la banque' }).click();
    await expect.poll(() => state.textContent()).toBe('Envoyé à la banque');
    expect(await listOf(projectId)).toBe('waiting');
    await expectOnDashboard(page, 'waiting', before.waiting.total + 1);

    // The attestation first, then the reception attested (today, the picker's default).
    await page.goto(screenUrl);
    const attestation = section(page, 'Attestation des offres de prêt');
    const attest = attestation.getByRole('button', { name: 'Attester la réception des offres' });
    await expect.poll(() => attest.isDisabled()).toBe(true);
    await attestation.getByTestId('uploader-input').setInputFiles({
      name: 'offres-de-pret.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await attestation.getByRole('button', { name: 'Joindre l’attestation' }).click();
    await attestation
      .getByRole('list', { name: 'Attestations des offres de prêt' })
      .getByRole('button', { name: 'offres-de-pret.pdf' })
      .waitFor();
    await attest.click();
    await expect.poll(() => state.textContent()).toBe('Offres reçues');
    await attestation.getByText(/^Offres de prêt reçues le \d{2}\/\d{2}\/\d{4}\.$/).waitFor();
    await section(page, 'Historique')
      .getByText(/^Offres de prêt reçues le /)
      .waitFor();
    expect(await listOf(projectId)).toBe('done');
    await expectOnDashboard(page, 'done', before.done.total + 1);
    await page.getByRole('figure', { name: 'Nombre de financements par liste' }).waitFor();

    // Cancelled from the dashboard, after the confirmation: it leaves every list.
    await page.getByRole('tab', { name: /^Offres reçues/ }).click();
    await page.getByRole('button', { name: `Annuler le financement de ${CUSTOMER_NAME}` }).click();
    await page
      .getByRole('dialog', { name: 'Annuler le financement' })
      .getByRole('button', { name: 'Oui' })
      .click();
    await page.getByRole('link', { name: CUSTOMER_NAME, exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: new RegExp(`^Offres reçues\\s*${before.done.total}$`) }).waitFor();
    expect(await listOf(projectId)).toBeNull();
  });
});
