import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, signIn } from '../support/browser';
import { screenshot } from '../support/shell';

/** A 1 × 1 PNG and a small real PDF: the server checks attachments by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const TECHNICAL = 'technique@demo.batir.fr';
const ADMIN = 'admin@demo.batir.fr';

async function openReportDialog(page: Page) {
  await page.getByRole('button', { name: 'Signaler un problème' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demande de corrections, et suggestions' });
  await dialog.waitFor();
  return dialog;
}

describe.skipIf(!inject('browserAvailable'))('reports', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('a report sent with attachments is listed for admins, opens in the viewer and is closed', {
    timeout: 120_000,
  }, async () => {
    const description = `Le récapitulatif ne se met pas à jour (essai ${Date.now()})`;

    // A technical user reports from the summary page.
    const author = await newPage(browser);
    await signIn(author.page, TECHNICAL);
    await author.page.goto('/v2/admin/summary');
    await author.page.getByRole('heading', { name: 'Récapitulatif' }).waitFor();
    const dialog = await openReportDialog(author.page);
    await dialog.getByText('décrivez précisément les étapes suivies', { exact: false }).waitFor();
    expect(await dialog.getByLabel('Page concernée').inputValue()).toBe('/v2/admin/summary');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await author.page.getByRole('option', { name: 'Amélioration' }).click();
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByTestId('uploader-input').setInputFiles([
      { name: 'capture.png', mimeType: 'image/png', buffer: PNG },
      { name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await dialog.getByText('capture.png').waitFor();
    await dialog.getByText('plan.pdf').waitFor();
    await screenshot(author.page, 'report-dialog');

    const uploaded = author.page.waitForResponse((r) => r.url().endsWith('/api/file/upload'));
    const sent = author.page.waitForResponse(
      (r) => r.url().endsWith('/api/report') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Soumettre' }).click();
    expect((await uploaded).status()).toBe(200);
    const answer = await sent;
    expect(answer.status()).toBe(200);
    const { report } = (await answer.json()) as { report: { id: number; files: unknown[] } };
    expect(report.files).toHaveLength(2);
    await author.page.getByText('Merci, votre demande a été transmise.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The report screen is for admins only.
    await author.page.goto('/v2/admin/manage/report');
    await author.page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await author.context.close();

    // An admin finds it on the report screen.
    const admin = await newPage(browser);
    await signIn(admin.page, ADMIN);
    await admin.page.goto('/v2/admin/manage/report');
    await admin.page.getByRole('heading', { name: 'Signalements' }).waitFor();
    const row = admin.page.getByTestId(`report-${report.id}`);
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(0, 5)).toEqual([
      'Amélioration',
      'Julien Lefèvre',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      '/v2/admin/summary',
      description,
    ]);

    await screenshot(admin.page, 'report-list');

    // The picture opens in the lightbox, through a signed viewer address.
    const picture = admin.page.waitForResponse((r) => /\/viewer\/type\/report\/\d+\?token=/.test(r.url()));
    await row.getByRole('button', { name: 'capture.png' }).click();
    const lightbox = admin.page.getByRole('dialog', { name: 'capture.png' });
    await lightbox.waitFor();
    expect((await picture).status()).toBe(200);
    await admin.page.waitForFunction(
      () => (document.querySelector('img[alt="capture.png"]') as HTMLImageElement | null)?.naturalWidth === 1,
    );
    await screenshot(admin.page, 'report-lightbox');
    await lightbox.getByRole('button', { name: 'Fermer' }).click();
    await lightbox.waitFor({ state: 'detached' });

    // The PDF opens in the full-screen frame.
    const frame = admin.page.waitForResponse((r) => /\/viewer\/type\/report\/\d+\.pdf\?token=/.test(r.url()));
    await row.getByRole('button', { name: 'plan.pdf' }).click();
    const pdfViewer = admin.page.getByRole('dialog', { name: 'plan.pdf' });
    await pdfViewer.getByRole('heading', { name: 'plan.pdf' }).waitFor();
    const pdfAnswer = await frame;
    await screenshot(admin.page, 'report-pdf-frame');
    expect(pdfAnswer.status()).toBe(200);
    expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');
    await pdfViewer.getByRole('button', { name: 'Fermer' }).click();
    await pdfViewer.waitFor({ state: 'detached' });

    // Closing it moves it from the open reports to the closed ones.
    await row.getByRole('button', { name: 'Fermer' }).click();
    const closed = admin.page.waitForResponse((r) => r.url().endsWith(`/api/report/${report.id}/close`));
    await admin.page.getByRole('button', { name: 'Oui' }).click();
    expect((await closed).status()).toBe(200);
    await admin.page.getByText('Signalement fermé.').waitFor();
    await row.waitFor({ state: 'detached' });
    await admin.page.getByRole('button', { name: 'Fermés' }).click();
    await row.getByText(/^Fermé le .* par Claire Moreau$/).waitFor();
    await admin.context.close();
  });
});
