import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, signIn } from '../support/browser';

/** A Windows program: "MZ", the DOS stub, then the PE header. */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(126, 0x90),
  Buffer.from('PE\0\0'),
  Buffer.alloc(64, 0),
]);
const SALESMAN = 'commercial@demo.batir.fr';

/** The uploader of the report dialog, the one every staff member reaches. */
async function openUploader(page: Page) {
  await signIn(page, SALESMAN);
  await page.getByRole('button', { name: 'Signaler un problème' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demande de corrections, et suggestions' });
  await dialog.waitFor();
  return dialog;
}

const errorList = (page: Page) => page.getByRole('alert', { name: "Erreurs d'envoi" });

describe.skipIf(!inject('browserAvailable'))('uploads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('a renamed .exe passes the browser check on its name, and the server refuses it by its content', async () => {
    const { context, page } = await newPage(browser);
    const dialog = await openUploader(page);
    const reports: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/report')) reports.push(request);
    });

    await dialog.getByLabel('Description').fill('Le devis ne s’imprime pas.');
    await dialog.getByTestId('uploader-input').setInputFiles({
      name: 'facture.pdf',
      mimeType: 'application/pdf',
      buffer: EXE,
    });
    // The browser only knows the name: the file is listed, no error yet.
    await dialog.getByText('facture.pdf').waitFor();
    expect(await errorList(page).count()).toBe(0);

    const upload = page.waitForResponse((r) => r.url().endsWith('/api/file/upload'));
    await dialog.getByRole('button', { name: 'Soumettre' }).click();
    const answer = await upload;
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(
      "Le fichier facture.pdf n'est pas un type de fichier valide",
    );
    // The refused file is marked on its row, with the reason, and can be removed.
    const files = dialog.getByRole('list', { name: 'Fichiers choisis' });
    await files
      .getByRole('alert')
      .getByText("Refusé : Le fichier facture.pdf n'est pas un type de fichier valide")
      .waitFor();
    expect(await errorList(page).count()).toBe(0);
    // Nothing was stored, so no report was sent and the dialog stays open.
    expect(reports).toHaveLength(0);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Retirer facture.pdf' }).click();
    await files.waitFor({ state: 'detached' });
    await context.close();
  });

  test('a wrong type or an oversize file is refused in the browser, before any request', async () => {
    const { context, page } = await newPage(browser);
    const dialog = await openUploader(page);
    const uploads: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/file/upload')) uploads.push(request);
    });

    await dialog.getByTestId('uploader-input').setInputFiles([
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: EXE },
      { name: 'plans.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(15_360 * 1024 + 1, 0x20) },
    ]);
    const errors = errorList(page);
    await errors.getByText("Le fichier setup.exe n'est pas un type de fichier valide").waitFor();
    await errors.getByText('Le fichier plans.pdf est trop volumineux ! (max 15 Mo)').waitFor();
    expect(await dialog.getByRole('list', { name: 'Fichiers choisis' }).count()).toBe(0);
    expect(uploads).toHaveLength(0);
    await context.close();
  });
});
