import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { setMaintenance } from '../helpers/api';
import { launchBrowser, newPage, path, signIn } from '../support/browser';

/** A salesman no other journey uses: maintenance sends him away. */
const SALESMAN = 'p.girard@demo.batir.fr';
const MESSAGE = 'Mise à jour de Bâtir : retour prévu à 14 h.';

async function saveMaintenance(page: Page, enabled: boolean, message: string) {
  await page.goto('/v2/admin/manage/maintenance');
  await page.getByRole('heading', { name: 'Mode maintenance' }).waitFor();
  const toggle = page.getByLabel('Mode maintenance activé');
  if (enabled) await toggle.check();
  else await toggle.uncheck();
  await page.getByLabel('Message affiché aux utilisateurs').fill(message);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/maintenance') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await answer).status()).toBe(200);
  await page.getByText('Enregistrement effectué !').waitFor();
}

describe.skipIf(!inject('browserAvailable'))('maintenance mode', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // All journeys share one server: never leave it in maintenance, whatever happened above.
    try {
      await setMaintenance(false);
    } finally {
      await browser?.close();
    }
  });

  test('an administrator turns it on: others are sent to the maintenance page, the admin works under a banner', {
    timeout: 120_000,
  }, async () => {
    const salesman = await newPage(browser);
    await signIn(salesman.page, SALESMAN);
    const admin = await newPage(browser);
    await signIn(admin.page, 'admin@demo.batir.fr');

    await saveMaintenance(admin.page, true, MESSAGE);
    await admin.page.getByText('Mode maintenance actif').waitFor();
    await admin.page.goto('/v2/admin/summary');
    await admin.page.getByRole('heading', { name: 'Récapitulatif' }).waitFor();
    await admin.page.getByText('Mode maintenance actif').waitFor();
    await admin.page.getByText(MESSAGE).waitFor();

    await salesman.page.goto('/v2/admin/summary');
    await salesman.page.waitForURL('**/v2/maintenance');
    await salesman.page.getByRole('heading', { name: 'Maintenance en cours' }).waitFor();
    await salesman.page.getByText(MESSAGE).waitFor();

    // Signed-out visitors and the old address get the same page.
    const visitor = await newPage(browser);
    await visitor.page.goto('/maintenance');
    await visitor.page.waitForURL('**/v2/maintenance');
    await visitor.page.getByText(MESSAGE).waitFor();
    await visitor.context.close();

    await saveMaintenance(admin.page, false, '');
    expect(await admin.page.getByText('Mode maintenance actif').count()).toBe(0);

    await salesman.page.reload();
    await salesman.page.getByRole('heading', { name: 'Bâtir est de nouveau disponible' }).waitFor();
    await salesman.page.getByRole('link', { name: "Retourner à l'application" }).click();
    await salesman.page.waitForURL('**/v2/admin');
    expect(path(salesman.page)).toBe('/v2/admin');
    await salesman.page.getByRole('heading', { name: 'Bonjour Pierre Girard' }).waitFor();

    await admin.context.close();
    await salesman.context.close();
  });
});
