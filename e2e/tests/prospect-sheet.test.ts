/**
 * The prospect sheet (issue 5 §2): a salesperson opens one of his prospects from the list, changes the
 * phone number, attaches a PDF (shown in the viewer list), converts the prospect into a customer (the
 * "à contacter" tile loses one), and the history says who changed what, in French.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser';

const SALESMAN_EMAIL = 'commercial@demo.batir.fr';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${await accessToken(SALESMAN_EMAIL)}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const toContact = async () =>
  (await api<{ totals: { toContact: number } }>('/api/prospects?limit=1')).totals.toContact;
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe.skipIf(!inject('browserAvailable'))('prospect sheet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('open from the list, edit the phone, attach a file, convert, and read the history', async () => {
    // A prospect of his own, with a name no other journey uses.
    const { userId } = await api<{ userId: number }>('/api/prospect/initData');
    const suffix = Date.now().toString(36);
    const name1 = `Fichetest${suffix}`;
    await api('/api/prospect', {
      method: 'POST',
      body: {
        name1,
        surname1: 'Hélène',
        phone: '0102030405',
        email: `fiche-${suffix}@exemple.fr`,
        postalCode: '37000',
        city: 'Tours',
        salesmanId: userId,
      },
    });
    const before = await toContact();

    const { page } = await newPage(browser);
    await signIn(page, SALESMAN_EMAIL);
    await page.goto('/v2/admin/prospects');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(name1);
    await page.getByRole('link', { name: `Hélène ${name1}` }).click();
    await page.getByRole('heading', { level: 1, name: `Hélène ${name1}` }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/v2\/admin\/prospects\/\d+$/);
    await section(page, 'Coordonnées').getByText('01 02 03 04 05').waitFor();

    // Edit the phone number.
    await section(page, 'Coordonnées').getByRole('button', { name: 'Modifier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier les coordonnées' });
    await dialog.getByLabel('Téléphone', { exact: true }).fill('06 11 22 33 44');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await section(page, 'Coordonnées').getByText('06 11 22 33 44').waitFor();

    // Attach a PDF through the shared uploader.
    const attachments = section(page, 'Pièces jointes');
    await attachments.getByTestId('uploader-input').setInputFiles({
      name: 'plan-terrain.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await attachments.getByRole('button', { name: 'Envoyer les fichiers' }).click();
    await attachments
      .getByRole('list', { name: 'Pièces jointes du projet' })
      .getByRole('button', { name: 'plan-terrain.pdf', exact: true })
      .click();
    // The shared viewer opens it full screen, with its title and a close button.
    await page.getByRole('heading', { name: 'plan-terrain.pdf' }).waitFor();
    await page.getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('heading', { name: 'plan-terrain.pdf' }).waitFor({ state: 'hidden' });

    // The household's personal contribution.
    const qualification = section(page, 'Qualification');
    const contribution = qualification.getByRole('form', { name: 'Apport personnel' });
    // Typed the French way; every amount is written « 25 000,00 € » (spec 1 §9), the field too.
    await contribution.getByLabel('Apport personnel (€)').fill('25 000');
    await contribution.getByRole('button', { name: 'Enregistrer' }).click();
    await qualification.getByText(/^25\s000,00\s€$/).waitFor();

    // Convert into a customer, after the confirmation: the browser goes to the customer file.
    const sheetUrl = page.url();
    const projectId = new URL(sheetUrl).pathname.split('/').pop();
    await page.getByRole('button', { name: 'Convertir en client' }).click();
    await page
      .getByRole('dialog', { name: 'Convertir en client' })
      .getByRole('button', { name: 'Oui' })
      .click();
    await page.waitForURL((url) => url.pathname === `/v2/admin/customer/${projectId}`);
    await expect.poll(toContact).toBe(before - 1);
    // Its financing shows the contribution entered on the sheet.
    await page
      .getByRole('navigation', { name: 'Écrans du projet' })
      .getByRole('link', { name: 'Financement' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Financement' }).waitFor();
    await page.getByText(/^25\s000,00\s€$/).waitFor();

    // The sheet says since when he is a customer.
    await page.goto(sheetUrl);
    await page.getByText(/^Client depuis le /).waitFor();

    // The history: who, what, in French with the values as the sheet shows them.
    const history = section(page, 'Historique');
    await history.getByText('Converti en client').waitFor();
    await history.getByText('Pièce jointe ajoutée — plan-terrain.pdf', { exact: true }).waitFor();
    const edit = history
      .getByRole('listitem')
      .filter({ hasText: 'Coordonnées modifiées — Téléphone : 01 02 03 04 05 → 06 11 22 33 44' });
    // Who did it: the salesperson (Sophie Garnier), with the date and time.
    await edit.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · Sophie Garnier/).waitFor();

    // Back in the list: the prospect is gone from the live prospects, the tile total follows.
    await page.getByRole('link', { name: 'Retour aux prospects' }).click();
    // The search typed earlier is kept: the converted prospect no longer matches any live prospect.
    await page.getByText('Aucun prospect.').waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
    await page.getByRole('button', { name: `à contacter : ${before - 1}`, exact: true }).waitFor();
  });
});
