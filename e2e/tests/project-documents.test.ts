/**
 * Project documents, CRC and customer relationship (issue 6 §6, §7): on a demo customer project no other
 * journey uses (« Maison Dahlia à Changé »), an administrator uploads two files in two categories,
 * renames one, validates it, downloads the zip of the whole file, moves the CRC types (the global state
 * follows the spec rule) and sends an SMS that shows in the relationship list.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser';
import { screenshot } from '../support/shell';

const PROJECT = 'Maison Dahlia à Changé';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

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

async function projectId(): Promise<number> {
  const answer = await api<{ customerList: { id: number; projectName: string }[] }>(
    'GET',
    `/api/search/global/${encodeURIComponent('Changé')}`,
  );
  const found = answer.customerList.find((row) => row.projectName === PROJECT);
  if (!found) throw new Error(`demo project ${PROJECT} missing`);
  return found.id;
}

describe.skipIf(!inject('browserAvailable'))('project documents', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('upload in two categories, rename, validate, zip, CRC global state, SMS in the relationship list', async () => {
    const id = await projectId();
    const { page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);
    await page.goto(`/v2/admin/customer/${id}/documents`);
    await page.getByRole('heading', { level: 1, name: 'Documents du projet' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Catégories de documents' });
    await tabs.getByRole('tab', { name: 'Tous (0)' }).waitFor();

    // Two files, two categories.
    const upload = async (category: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
      await page.getByRole('combobox', { name: 'Catégorie' }).click();
      await page.getByRole('option', { name: category, exact: true }).click();
      await page.getByTestId('uploader-input').first().setInputFiles(file);
      const sent = page.waitForResponse((r) => r.url().endsWith(`/api/attachment/${id}`));
      await page.getByRole('button', { name: 'Envoyer les fichiers' }).click();
      expect((await sent).status()).toBe(200);
    };
    await upload('Plans', { name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await tabs.getByRole('tab', { name: 'Plans (1)' }).waitFor();
    await upload('Terrain', { name: 'bornage.png', mimeType: 'image/png', buffer: PNG });
    await tabs.getByRole('tab', { name: 'Terrain (1)' }).waitFor();
    await tabs.getByRole('tab', { name: 'Tous (2)' }).waitFor();
    const table = page.getByRole('table', { name: 'Documents du projet' });
    await table.getByRole('row').filter({ hasText: 'bornage.png' }).getByText('Terrain').waitFor();

    // Rename (the extension stays), then validate.
    await table.getByRole('button', { name: 'Renommer plan.pdf' }).click();
    const rename = page.getByRole('dialog', { name: 'Renommer le document' });
    await rename.getByLabel('Nom du fichier').fill('Plan de masse');
    await rename.getByRole('button', { name: 'Renommer' }).click();
    await rename.waitFor({ state: 'hidden' });
    await table.getByRole('button', { name: 'Plan de masse.pdf', exact: true }).waitFor();
    await table.getByRole('button', { name: 'État de Plan de masse.pdf : À vérifier' }).click();
    await page.getByRole('menuitem', { name: 'Validé' }).click();
    await table.getByRole('button', { name: 'État de Plan de masse.pdf : Validé' }).waitFor();

    // The zip of the whole file: one folder per category.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le dossier (zip)' }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe(`Dossier ${PROJECT}.zip`);
    const bytes = await readFile((await zip.path()) ?? '');
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from('Plans/Plan de masse.pdf'))).toBe(true);
    expect(bytes.includes(Buffer.from('Terrain/bornage.png'))).toBe(true);

    // CRC: plan validated → global « Validé »; kitchen in error → global « Erreur ».
    const global = page.getByTestId('crc-global-state');
    await expect.poll(() => global.textContent()).toBe('État global : Neutre');
    await page
      .getByRole('article', { name: 'CRC Plan' })
      .getByRole('button', { name: 'Validé', exact: true })
      .click();
    await expect.poll(() => global.textContent()).toBe('État global : Validé');
    await page
      .getByRole('article', { name: 'CRC Cuisine' })
      .getByRole('button', { name: 'Erreur', exact: true })
      .click();
    await expect.poll(() => global.textContent()).toBe('État global : Erreur');
    const crc = await api<{ crc: { globalState: string } }>('GET', `/api/project/${id}/crcFiles`);
    expect(crc.crc.globalState).toBe('error');
    await page.setViewportSize({ width: 1440, height: 1400 });
    await screenshot(page, 'project-documents');

    // An SMS to the customer, listed with its status.
    await page.goto(`/v2/admin/customer/${id}/relationship`);
    await page.getByRole('heading', { level: 1, name: 'Relation client' }).waitFor();
    await page.getByRole('button', { name: 'Écrire un SMS' }).click();
    const compose = page.getByRole('dialog', { name: /^Nouveau message à / });
    const text = `Bonjour, votre dossier avance (${Date.now().toString(36)}).`;
    await compose.getByRole('textbox', { name: 'Message' }).fill(text);
    await compose.getByRole('button', { name: 'Envoyer' }).click();
    await compose.waitFor({ state: 'hidden' });
    const smsList = page.getByRole('list', { name: 'SMS' });
    await smsList.getByText(text).waitFor();
    await smsList
      .getByRole('button')
      .filter({ hasText: text })
      .getByText(/^(En attente|Envoyé)$/)
      .waitFor();
    await screenshot(page, 'project-relationship');
    // Opening it gives its own address.
    await smsList.getByText(text).click();
    await page.getByRole('dialog', { name: 'SMS' }).getByText(text).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`/v2/admin/customer/${id}/relationship/\\d+$`));

    // The project's agenda and its notes and to-dos.
    await page.goto(`/v2/admin/customer/${id}/agenda`);
    await page.getByRole('heading', { level: 1, name: 'Agenda du projet' }).waitFor();
    const newAppointment = page.getByRole('link', { name: 'Nouveau rendez-vous' });
    expect(await newAppointment.getAttribute('href')).toContain(`project=${id}`);
    await screenshot(page, 'project-agenda');
    await page.goto(`/v2/admin/customer/${id}/noteTodo`);
    await page.getByRole('heading', { level: 1, name: 'Notes et tâches' }).waitFor();
    const task = `Relancer le notaire (${Date.now().toString(36)})`;
    const toDos = page.getByRole('region', { name: 'Mes tâches sur ce projet' });
    await toDos.getByRole('textbox', { name: 'Nouvelle tâche' }).fill(task);
    await toDos.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await toDos.getByRole('list', { name: 'Tâches du projet' }).getByText(task).waitFor();
    await screenshot(page, 'project-note-todo');
  });
});
