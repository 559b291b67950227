/**
 * Issue 15, defect 6: for each staff demo account, every counter of the récapitulatif equals the total
 * that the list it opens shows on screen, and no shortcut leads to « Accès refusé » (the design office and
 * the grid operator are not offered the new contacts, which only administrators and salespeople handle).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, signIn } from '../support/browser';
import { expectWorkingPage } from '../support/shell';

const ACCOUNTS = [
  { role: 'admin', email: 'admin@demo.batir.fr', handlesContacts: true },
  { role: 'technical', email: 'technique@demo.batir.fr', handlesContacts: false },
  { role: 'salesman', email: 'commercial@demo.batir.fr', handlesContacts: true },
  { role: 'gridOperator', email: 'reseau@demo.batir.fr', handlesContacts: false },
] as const;

/** The counter groups of the page, by their titles. */
const COUNTER_GROUPS = [
  'Prospects',
  'Clients',
  'Rendez-vous',
  'Devis',
  'Financements',
  'Permis de construire',
  'Avenants',
  'Logisbox',
];

/** The logisbox page's counters, by the summary tile's label. */
const LOGISBOX_COUNTERS: Record<string, string> = {
  Logisbox: 'total',
  'En constitution': 'constitution',
  'À compléter': 'toComplete',
  Programmées: 'programmed',
};

type Tile = { group: string; label: string; value: number; href: string };

const integer = (text: string) => Number(text.replace(/\D/g, ''));
/** The last number of a text (« 1–3 sur 3 », « 2 affichés sur 12 »). */
const lastInteger = (text: string) =>
  Number(text.match(/\d[\d\s\u202f\u00a0]*(?!.*\d)/)?.[0].replace(/\D/g, ''));

/** Every linked counter tile of the shown counter groups, with its value once loaded. */
async function readTiles(page: Page): Promise<Tile[]> {
  const grid = page.getByRole('list', { name: 'Catégories du récapitulatif' });
  await grid.getByRole('heading', { level: 2 }).first().waitFor();
  await expect.poll(() => grid.locator('.MuiSkeleton-root').count()).toBe(0);
  const tiles: Tile[] = [];
  for (const group of COUNTER_GROUPS) {
    const region = page.getByRole('region', { name: group, exact: true });
    if ((await region.count()) === 0) continue;
    for (const link of await region.locator('a[href]').all()) {
      const [value = '', label = ''] = await link.locator('p').allInnerTexts();
      tiles.push({ group, label, value: integer(value), href: (await link.getAttribute('href')) ?? '' });
    }
  }
  return tiles;
}

/** The total the list opened by `href` shows, or null for a screen without one (the agenda). */
async function listTotal(page: Page, tile: Tile): Promise<number | null> {
  const url = new URL(tile.href, 'http://x');
  switch (url.pathname) {
    case '/v2/admin/prospects': {
      const count = page.getByText(/^(Aucun prospect\.|\d+ affichés? sur \d+)$/);
      return lastInteger((await count.innerText()).replace('Aucun prospect.', '0'));
    }
    case '/v2/admin/customer/list': {
      const count = page.getByTestId('project-count');
      await count.waitFor();
      return lastInteger((await count.innerText()).replace('Aucun projet.', '0'));
    }
    case '/v2/admin/summary/newCustomer': {
      const total = page
        .getByText('Aucun nouveau client.')
        .or(page.locator('.MuiTablePagination-displayedRows'));
      return lastInteger((await total.innerText()).replace('Aucun nouveau client.', '0'));
    }
    case '/v2/admin/summary/financing': {
      if (!url.searchParams.get('list'))
        return integer(await page.getByTestId('financing-total').innerText());
      return lastInteger(await page.getByRole('tab', { selected: true }).innerText());
    }
    case '/v2/admin/summary/buildingPermit':
      return integer(await page.getByTestId(`bp-count-${url.searchParams.get('list')}`).innerText());
    case '/v2/admin/summary/logisbox':
      return integer(await page.getByTestId(`logisbox-counter-${LOGISBOX_COUNTERS[tile.label]}`).innerText());
    case '/v2/admin/account/agenda':
      // A calendar, not a list: it shows no total to compare with.
      return null;
    default:
      throw new Error(`no list total known for ${tile.href} (${tile.group} › ${tile.label})`);
  }
}

describe.skipIf(!inject('browserAvailable'))('summary counters per role', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test.each(ACCOUNTS)(
    '$role: each counter equals the total of the list it opens; each shortcut opens',
    async ({ role, email, handlesContacts }) => {
      const { page, context } = await newPage(browser);
      await signIn(page, email);
      await page.goto('/v2/admin/summary');
      const tiles = await readTiles(page);
      expect(tiles.map((tile) => tile.label)).toEqual(
        expect.arrayContaining(['Pré-construction', 'Construction']),
      );

      const compared: { tile: string; counter: number }[] = [];
      for (const [index, tile] of tiles.entries()) {
        // Back to the summary the way a user does (the browser's back button: no page load, a third of the
        // time of a fresh load on this walk of about twenty tiles per account).
        if (index > 0) {
          await page.goBack();
          await page.waitForURL((url) => url.pathname === '/v2/admin/summary');
          await readTiles(page);
        }
        const link = page
          .getByRole('region', { name: tile.group, exact: true })
          .locator(`a[href="${tile.href}"]`)
          .filter({ hasText: tile.label });
        await link.first().click();
        await page.waitForURL((url) => url.pathname === new URL(tile.href, 'http://x').pathname);
        const label = `${role}: ${tile.group} › ${tile.label}`;
        await expectWorkingPage(page, label);
        // Polled: a list opened from another filter of the same page shows its previous total for a moment.
        if ((await listTotal(page, tile)) !== null)
          await expect.poll(() => listTotal(page, tile), { message: label }).toBe(tile.value);
        compared.push({ tile: `${tile.group} › ${tile.label}`, counter: tile.value });
      }
      // The design office counts the customer projects it sees in the Clients list (all of them).
      if (role === 'technical' || role === 'admin') {
        expect(compared.find((row) => row.tile === 'Clients › Clients')?.counter).toBeGreaterThan(0);
      }

      // Shortcuts and left menu: only what the role may open.
      await page.goto('/v2/admin/summary');
      const shortcuts = page.getByRole('navigation', { name: 'Raccourcis' });
      await shortcuts.getByRole('link').first().waitFor();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await menu.getByRole('link').first().waitFor();
      const newContacts = [
        shortcuts.getByRole('link', { name: 'Nouveaux contacts' }),
        menu.getByRole('link', { name: 'Nouveaux contacts' }),
        page.getByRole('region', { name: 'Nouveaux contacts', exact: true }),
      ];
      for (const offered of newContacts) expect(await offered.count()).toBe(handlesContacts ? 1 : 0);
      const hrefs = await shortcuts
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        await page.goto('/v2/admin/summary');
        await page.getByRole('navigation', { name: 'Raccourcis' }).locator(`a[href="${href}"]`).click();
        await page.waitForURL((url) => url.pathname === href);
        await expectWorkingPage(page, `${role}: raccourci ${href}`);
      }
      await context.close();
    },
    360_000,
  );
});
