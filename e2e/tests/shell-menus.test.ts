/**
 * The staff shell (spec 1 §2.7–2.9, §6): menus per role in landscape and portrait, every enabled menu
 * entry reaching a real page, and the quick-access and menu favourites. Screenshots go to e2e/artifacts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, path, signIn, submitLogin } from '../support/browser';
import {
  callApiAs,
  enabledLinks,
  expectWorkingPage,
  LANDSCAPE,
  newSizedPage,
  PORTRAIT,
  screenshot,
} from '../support/shell';

type StaffRole = {
  role: string;
  email: string;
  /** What the burger opens on a portrait screen (spec 1 §6). */
  portraitBurger: 'drawer' | 'grid';
  /** Groups of the drawer's menu tree (server menu of the role). */
  groups: string[];
  present: string[];
  absent: string[];
  /** Entries of the portrait grid menu (without the Administration sub-menu). */
  grid: string[];
};

const FULL_GRID = [
  'Clients',
  'Prospects',
  'Devis',
  'Agenda',
  'Leads',
  'Recrutement',
  'Métrés',
  'Artisans',
  'Planning',
  'Options métrés et devis',
  'Catalogue',
  'Achats',
  'Paniers',
  'Ventes flash',
  'Utilisateurs',
  'Maisons',
  'Facturation',
  'Statistiques',
  'Annonces',
];
const REDUCED_GRID = ['Clients', 'Prospects', 'Devis', 'Agenda', 'Maisons', 'Statistiques'];
const ADMIN_GROUPS = [
  'Gestion commerciale',
  "Bureau d'étude",
  'Suivi des dossiers',
  'Produits & Matériaux',
  'Gestion globale',
];

const ROLES: StaffRole[] = [
  {
    role: 'admin',
    email: 'admin@demo.batir.fr',
    portraitBurger: 'drawer',
    groups: ADMIN_GROUPS,
    // Commerciaux and Recrutement open the same screen: one entry per role.
    present: ['Commerciaux', 'Utilisateurs', 'Export', 'Ventes flash'],
    absent: ['Recrutement'],
    grid: FULL_GRID,
  },
  {
    role: 'technical',
    email: 'technique@demo.batir.fr',
    portraitBurger: 'drawer',
    groups: ADMIN_GROUPS,
    present: ['Métrés', 'Menuiseries'],
    absent: ['Recrutement', 'Utilisateurs', 'Export'],
    grid: REDUCED_GRID,
  },
  {
    role: 'salesman',
    email: 'commercial@demo.batir.fr',
    portraitBurger: 'grid',
    groups: ['Gestion commerciale', 'Produits'],
    present: ['Clients', 'Agenda', 'Maisons'],
    absent: ['Recrutement', 'Métrés', 'Utilisateurs'],
    grid: REDUCED_GRID,
  },
  {
    role: 'grid-operator',
    email: 'reseau@demo.batir.fr',
    portraitBurger: 'grid',
    groups: ['Gestion commerciale', 'Suivi des dossiers', 'Produits & Matériaux', 'Gestion globale'],
    present: ['Recrutement', 'Statistiques'],
    absent: ['Commerciaux', 'Métrés', 'Utilisateurs', 'Export'],
    grid: ['Clients', 'Prospects', 'Devis', 'Agenda', 'Recrutement', 'Maisons', 'Statistiques'],
  },
];

const SIDE_MENU = 'nav[aria-label="Menu latéral"]';
const TOP_MENU = 'nav[aria-label="Menu principal"]';
const GRID_MENU = 'nav[aria-label="Menu en grille"]';
const WARNING = 'Tournez votre écran';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu latéral' });
const gridMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu en grille' });
const treeGroups = (page: Page) =>
  sideMenu(page).getByRole('list', { name: 'Menu', exact: true }).locator('[aria-expanded]').allInnerTexts();
const gridEntries = async (page: Page) =>
  (await gridMenu(page).locator('section a, section button').allInnerTexts()).map((text) => text.trim());

/**
 * Opens each address from `scope` by clicking its link (reopening the menu with `open` first if needed).
 * A click that lands while the animated grid folds or unfolds is lost: the menu is opened and the link
 * clicked once more before calling the page unreachable.
 */
async function visitEach(page: Page, scope: string, hrefs: string[], open?: () => Promise<void>) {
  for (const href of hrefs) {
    for (let attempt = 1; ; attempt += 1) {
      if (open) await open();
      await page.locator(scope).locator(`a[href="${href}"]`).first().click();
      const reached = await page
        .waitForURL((url) => url.pathname === href, { timeout: 15_000 })
        .then(() => true)
        .catch((error: unknown) => {
          if (attempt < 2) return false;
          throw new Error(`${scope} → ${href} : ${path(page)} est resté affiché`, { cause: error });
        });
      if (reached) break;
    }
    await expectWorkingPage(page, `${scope} → ${href}`);
  }
}

describe.skipIf(!inject('browserAvailable'))('shell menus', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(ROLES)('$role', (staff) => {
    test('landscape: top bar, drawer tree, top menu blocks; every enabled entry opens a page', async () => {
      const { context, page } = await newSizedPage(browser, LANDSCAPE);
      await signIn(page, staff.email);
      await page.getByRole('banner').waitFor();
      expect(await page.getByRole('main').count()).toBeGreaterThanOrEqual(1);
      for (const name of ['Signaler un problème', 'Rechercher', /^Notifications/]) {
        expect(await page.getByRole('button', { name }).isEnabled()).toBe(true);
      }
      expect(await page.getByRole('button', { name: 'Fermer le menu' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      await sideMenu(page).waitFor();
      expect(await treeGroups(page)).toEqual(staff.groups);
      const tree = sideMenu(page).getByRole('list', { name: 'Menu', exact: true });
      for (const name of staff.present) expect(await tree.getByText(name, { exact: true }).count()).toBe(1);
      for (const name of staff.absent) expect(await tree.getByText(name, { exact: true }).count()).toBe(0);
      // Entries whose screen does not exist yet are disabled, not links.
      const rows = await tree.locator('li:not(:has(li))').count();
      const links = await tree.locator('a[href]').count();
      const disabled = await tree.locator('[aria-disabled="true"]').count();
      expect(links + disabled).toBe(rows);
      const blocks = page.getByRole('navigation', { name: 'Menu principal' });
      for (const name of [
        'Tableau de bord',
        'Récapitulatif',
        'Prospects',
        'Clients',
        'Relation commerciale',
        'Autres',
        'Alertes',
      ]) {
        await blocks.getByRole('group', { name }).waitFor();
      }
      await screenshot(page, `${staff.role}-landscape`);

      const sideLinks = await enabledLinks(page, SIDE_MENU);
      const topLinks = await enabledLinks(page, TOP_MENU);
      expect(sideLinks.length).toBeGreaterThan(0);
      expect(topLinks.length).toBeGreaterThan(0);
      await visitEach(page, SIDE_MENU, sideLinks);
      await visitEach(page, TOP_MENU, topLinks);
      await context.close();
    });

    test('portrait: no report button, landscape warning, burger and grid menu by role; enabled tiles open pages', async () => {
      const { context, page } = await newSizedPage(browser, PORTRAIT);
      await signIn(page, staff.email);
      await page.getByRole('banner').waitFor();
      expect(await page.getByRole('button', { name: 'Signaler un problème' }).count()).toBe(0);
      await page.getByRole('dialog', { name: WARNING }).waitFor();

      // The toggle's label says the grid's state; its visibility does not (it folds with an animation after
      // each visit, while the landscape warning already covers it).
      const openGrid = async () => {
        const button = staff.portraitBurger === 'grid' ? 'menu' : 'menu en grille';
        const close = page.getByRole('button', { name: `Fermer le ${button}`, exact: true });
        // Following a tile folds the grid, animated: let it finish folding rather than click into a closing grid.
        await close.waitFor({ state: 'detached', timeout: 3_000 }).catch(() => undefined);
        if (await close.count()) return;
        await page.getByRole('button', { name: `Ouvrir le ${button}`, exact: true }).click();
        await close.waitFor();
        await gridMenu(page).waitFor();
      };
      if (staff.portraitBurger === 'drawer') {
        await page.getByRole('button', { name: 'Ouvrir le menu', exact: true }).click();
        await sideMenu(page).waitFor();
        expect(await treeGroups(page)).toEqual(staff.groups);
        await page.keyboard.press('Escape');
        await sideMenu(page).waitFor({ state: 'hidden' });
      } else {
        expect(await page.getByRole('button', { name: 'Ouvrir le menu en grille' }).count()).toBe(0);
      }
      await openGrid();
      expect(await sideMenu(page).isVisible()).toBe(false);
      // The warning never hides the grid menu.
      expect(await page.getByRole('dialog', { name: WARNING }).count()).toBe(0);
      expect(await gridEntries(page)).toEqual(staff.grid);
      const administration = gridMenu(page).getByRole('button', { name: 'Administration' });
      expect(await administration.count()).toBe(staff.role === 'admin' ? 1 : 0);
      await screenshot(page, `${staff.role}-portrait`);

      const tiles = await enabledLinks(page, GRID_MENU);
      let administrationTiles: string[] = [];
      if (staff.role === 'admin') {
        await administration.click();
        expect(await gridEntries(page)).toContain('Attribution des droits');
        expect((await gridEntries(page)).length).toBe(16);
        administrationTiles = (await enabledLinks(page, GRID_MENU)).filter((href) => !tiles.includes(href));
        await administration.click();
      }
      await visitEach(page, GRID_MENU, [...new Set(tiles)], openGrid);
      // The Administration sub-menu's own tiles (« Export »…): pressed again each time the grid reopens.
      await visitEach(page, GRID_MENU, administrationTiles, async () => {
        await openGrid();
        if ((await administration.getAttribute('aria-pressed')) !== 'true') await administration.click();
      });

      // Dismissed once, the warning stays away for the session.
      // Following a tile folds the grid (animated, the warning already shows); with no tile visited it is
      // still open and must be closed by hand.
      const closeGrid = page.getByRole('button', { name: /Fermer le menu/ });
      const warning = page.getByRole('dialog', { name: WARNING });
      await warning.or(closeGrid).first().waitFor();
      if (!(await warning.isVisible())) await closeGrid.click();
      await page
        .getByRole('dialog', { name: WARNING })
        .getByRole('button', { name: 'Continuer en mode portrait' })
        .click();
      await page.reload();
      await page.getByRole('banner').waitFor();
      await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
      expect(await page.getByRole('dialog', { name: WARNING }).count()).toBe(0);
      await context.close();
    });
  });

  test('quick-access and menu favourites: add, truncate, reorder, remove, and keep them across sign-ins', async () => {
    const email = 'admin@demo.batir.fr';
    const { context, page } = await newSizedPage(browser, LANDSCAPE);
    await signIn(page, email);
    const side = sideMenu(page);
    const quick = side.getByRole('list', { name: 'Accès rapide', exact: true });
    const titles = () => quick.getByRole('listitem').allInnerTexts();
    await side.getByText('Aucune page en accès rapide').waitFor();

    // Add the dashboard, then the summary, from their own pages.
    const add = side.getByRole('button', { name: "Ajouter cette page à l'accès rapide" });
    const added = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/favorite') && r.request().method() === 'POST',
    );
    await add.click();
    expect((await added).status()).toBe(200);
    await quick.getByRole('link', { name: 'Tableau de bord' }).waitFor();
    expect(await add.isDisabled()).toBe(true);
    await side.getByRole('link', { name: 'Récapitulatif' }).first().click();
    await page.waitForURL('**/v2/admin/summary');
    await add.click();
    await quick.getByRole('link', { name: 'Récapitulatif' }).waitFor();

    // A long title (saved through the API) shows 20 characters and an ellipsis, and the full title on hover.
    const long = 'Mon profil et mes préférences personnelles';
    await callApiAs(email, (api) =>
      api.post('/api/user/favorite', {
        name: 'admin-account-profile',
        path: '/admin/account/profile',
        params: {},
        type: 1,
        title: long,
      }),
    );
    await page.reload();
    await quick.getByRole('link', { name: 'Mon profil et mes pr…' }).waitFor();
    expect(await titles()).toEqual(['Tableau de bord', 'Récapitulatif', 'Mon profil et mes pr…']);
    expect(await quick.getByRole('link', { name: 'Mon profil et mes pr…' }).getAttribute('title')).toBe(long);

    // Reorder with the keyboard sensor of the drag handle: the long one goes first.
    await side.getByRole('button', { name: "Modifier l'accès rapide" }).click();
    const editList = side.getByRole('list', { name: 'Accès rapide : modification' });
    const handle = editList.getByRole('button', { name: `Déplacer « ${long} »` });
    const ordered = page.waitForResponse((r) => r.url().endsWith('/api/user/favorite/order'));
    await handle.focus();
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    const order = await ordered;
    expect(order.status()).toBe(200);
    const saved = (await order.json()) as { userFavorite: { title: string }[] };
    expect(saved.userFavorite.map((f) => f.title)).toEqual([long, 'Tableau de bord', 'Récapitulatif']);

    // Remove the summary.
    const removed = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await editList.getByRole('button', { name: "Retirer « Récapitulatif » de l'accès rapide" }).click();
    expect((await removed).status()).toBe(200);
    await side.getByRole('button', { name: 'Terminer la modification' }).click();
    await expect.poll(titles).toEqual(['Mon profil et mes pr…', 'Tableau de bord']);

    // Star a menu entry: it shows in "Favoris".
    const tree = side.getByRole('list', { name: 'Menu', exact: true });
    const starred = page.waitForResponse((r) => r.url().includes('/api/user/menuFavorite/'));
    await tree.getByRole('button', { name: 'Favori : Clients' }).click();
    expect((await starred).status()).toBe(200);
    const favorites = side.getByRole('list', { name: 'Favoris' });
    await favorites.getByText('Clients').waitFor();
    expect(await tree.getByRole('button', { name: 'Favori : Clients' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // Sign out, sign in: both lists are still there, in the saved order.
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Se déconnecter' })
      .click();
    await page.waitForURL('**/v2/login');
    await submitLogin(page, email);
    await page.waitForURL('**/v2/admin');
    await quick.getByRole('link', { name: 'Mon profil et mes pr…' }).waitFor();
    expect(await titles()).toEqual(['Mon profil et mes pr…', 'Tableau de bord']);
    await favorites.getByText('Clients').waitFor();

    // Unstar: the "Favoris" section goes away.
    await favorites.getByRole('button', { name: 'Favori : Clients' }).click();
    await favorites.waitFor({ state: 'detached' });
    await screenshot(page, 'favorites-landscape');
    await context.close();
  });
});
