/**
 * A portrait tablet (800 × 1280): the customer file's left panel folds into a « Dossier du client » button
 * so that the screen itself starts within the first screenful, and « Continuer en mode portrait » is
 * remembered by the device: other pages and other tabs no longer show the landscape warning.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, path, signIn } from '../support/browser';
import { newSizedPage } from '../support/shell';

const TABLET = { width: 800, height: 1280 };
const WARNING = 'Tournez votre écran';

/** The demo customer's project (« Maison Aubépine à Joué-lès-Tours »), read as that customer. */
async function demoCustomerProjectId(): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/customer-portal/summary`, {
    headers: { Authorization: `Bearer ${await accessToken('client@demo.batir.fr')}` },
  });
  const { projects } = (await response.json()) as { projects: { id: number }[] };
  const [project] = projects;
  if (!project) throw new Error('le client de démonstration n’a pas de projet');
  return project.id;
}

describe.skipIf(!inject('browserAvailable'))('portrait tablet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('the customer file starts within the first screen; its panel opens from « Dossier du client »', async () => {
    const projectId = await demoCustomerProjectId();
    const { context, page } = await newSizedPage(browser, TABLET);
    await signIn(page, ADMIN_EMAIL);
    await page
      .getByRole('dialog', { name: WARNING })
      .getByRole('button', { name: 'Continuer en mode portrait' })
      .click();
    await page.goto(`/v2/admin/customer/${projectId}/preconstruction/informations`);
    const heading = page.getByRole('heading', { level: 1, name: 'Informations du projet' });
    await heading.waitFor();
    // The screen's own heading comes within the top third of the screen, below the bar and menus.
    const top = (await heading.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(top).toBeLessThan(TABLET.height / 3);

    const panel = page.getByRole('complementary', { name: 'Client et projet' });
    expect(await panel.isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: /Dossier du client/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await panel.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await panel.getByRole('heading', { name: 'Camille et Julien Durand' }).waitFor();

    // Choosing a screen folds the panel again.
    await panel.getByRole('link', { name: 'Terrain', exact: true }).click();
    await page.waitForURL(`**/v2/admin/customer/${projectId}/preconstruction/land`);
    await panel.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  test('« Continuer en mode portrait » is remembered across pages and tabs', async () => {
    const { context, page } = await newSizedPage(browser, TABLET);
    await signIn(page, ADMIN_EMAIL);
    await page
      .getByRole('dialog', { name: WARNING })
      .getByRole('button', { name: 'Continuer en mode portrait' })
      .click();

    for (const address of ['/v2/admin/summary', '/v2/admin/customer/list', '/v2/admin']) {
      await page.goto(address);
      await page.getByRole('banner').waitFor();
      await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
      expect({
        address: path(page),
        warnings: await page.getByRole('dialog', { name: WARNING }).count(),
      }).toEqual({ address, warnings: 0 });
    }

    // Another tab of the same device (a link opened in a new tab, the browser restarted) does not ask again.
    const other = await context.newPage();
    await other.goto('/v2/admin/summary');
    await other.getByRole('banner').waitFor();
    await other.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    expect(await other.getByRole('dialog', { name: WARNING }).count()).toBe(0);
    await context.close();
  });
});
