/**
 * Users administration (spec 1 §2.4 manage/user, spec 2 §7.2 User): an administrator creates a salesperson
 * with the postal codes he covers and his manager, finds him in the server-paged list, and archives him;
 * archived accounts leave the list unless asked for. A salesperson is refused the screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL } from '../helpers/api';
import { answerTo, launchBrowser, newPage, signIn } from '../support/browser';
import { screenshot } from '../support/shell';

const STAMP = Date.now();
const SURNAME = 'Bastien';
const NAME = `Vendeur${STAMP}`;
const EMAIL = `bastien.vendeur.${STAMP}@demo.batir.fr`;

async function searchList(page: Page, term: string) {
  const answer = answerTo(
    page,
    (r) => r.url().includes('/api/user/list') && r.url().includes(`search=${encodeURIComponent(term)}`),
  );
  await page.getByLabel('Rechercher un utilisateur').fill(term);
  return answer;
}

const row = (page: Page) => page.getByRole('row').filter({ hasText: EMAIL });

describe.skipIf(!inject('browserAvailable'))('users administration', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('an admin creates a salesperson with postal codes, finds him in the list and archives him', async () => {
    const { page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/v2/admin/manage/user');
    await page.getByRole('heading', { name: 'Utilisateurs', exact: true }).waitFor();
    // Demo staff are listed with their roles in French.
    await page
      .getByRole('row')
      .filter({ hasText: 'commercial@demo.batir.fr' })
      .getByText('Commercial', { exact: true })
      .waitFor();

    await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    await page.waitForURL('**/v2/admin/manage/user/0');
    await page.getByRole('heading', { name: 'Nouvel utilisateur' }).waitFor();

    // Checked in the browser first, in French.
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByText('Indiquez le prénom').waitFor();
    await page.getByText("Indiquez l'adresse e-mail").waitFor();

    await page.getByLabel('Prénom').fill(SURNAME);
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(NAME);
    await page.getByLabel('Adresse e-mail').fill(EMAIL);
    await page.getByLabel('Téléphone').fill('0612345678');
    await expect(page.getByRole('checkbox', { name: 'Commercial' }).isChecked()).resolves.toBe(true);
    const codes = page.getByLabel('Codes postaux couverts');
    await codes.fill('4');
    await codes.press('Enter');
    await page.getByText('Code postal invalide : 2 à 5 chiffres').waitFor();
    await codes.fill('49');
    await codes.press('Enter');
    await codes.fill('44000');
    await codes.press('Enter');
    await page.getByRole('button', { name: '44000' }).waitFor();
    await page.getByLabel('Responsable').fill('Moreau');
    await page.getByRole('option', { name: 'Claire Moreau' }).click();
    await page.getByLabel('Crédit').fill('1500');
    await screenshot(page, 'user-form');

    const created = answerTo(page, (r) => r.url().endsWith('/api/user') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({
      surname: SURNAME,
      name: NAME,
      email: EMAIL,
      phone: '06 12 34 56 78',
      roles: ['salesman'],
      managerId: 1,
      postalCodes: ['49', '44000'],
      credit: 1500,
    });
    const { user } = (await answer.json()) as { user: { id: number } };
    await page.waitForURL(`**/v2/admin/manage/user/${user.id}`);
    await page.getByText(`Compte créé : un e-mail est parti à ${EMAIL}.`).waitFor();

    // The same address a second time: the server's 409 shows under the field.
    await page.goto('/v2/admin/manage/user/0');
    await page.getByLabel('Prénom').fill('Autre');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Doublon');
    await page.getByLabel('Adresse e-mail').fill(EMAIL.toUpperCase());
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByText('Un compte utilise déjà cette adresse e-mail.').waitFor();

    // Found in the list by his name, with his role, manager, postal codes and credit.
    await page.goto('/v2/admin/manage/user');
    expect((await searchList(page, NAME)).status()).toBe(200);
    await row(page).waitFor();
    expect(await row(page).innerText()).toMatch(
      /Commercial[\s\S]*Claire Moreau[\s\S]*44000, 49[\s\S]*1\s500,00\s€[\s\S]*Jamais/,
    );
    await screenshot(page, 'user-list');

    // Archived from his page, after confirmation.
    await row(page).click();
    await page.waitForURL(`**/v2/admin/manage/user/${user.id}`);
    await page.getByRole('heading', { name: `${SURNAME} ${NAME}` }).waitFor();
    await page.getByRole('button', { name: 'Archiver' }).click();
    const archived = answerTo(page, (r) => r.url().endsWith(`/api/user/${user.id}/archive`));
    await page.getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
    expect((await archived).status()).toBe(200);
    await page.getByText('Compte archivé.').waitFor();
    await page.getByRole('button', { name: 'Réactiver' }).waitFor();

    // Gone from the list, back with the archived switch.
    await page.goto('/v2/admin/manage/user');
    await searchList(page, NAME);
    await page.getByText('Aucun utilisateur').waitFor();
    const withArchived = answerTo(page, (r) => r.url().includes('archived=1'));
    await page.getByLabel('Afficher les comptes archivés').check();
    await withArchived;
    await row(page).getByText('Archivé').waitFor();
  });

  test('a salesperson is refused the users administration', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'commercial@demo.batir.fr');
    await page.goto('/v2/admin/manage/user');
    await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await page.goto('/v2/admin/manage/user/1');
    await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
  });
});
