import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, path, signIn, submitLogin } from '../support/browser';

/** An account only this journey changes (its password changes below). */
const EMAIL = 'l.chevalier@demo.batir.fr';
const NEW_PASSWORD = 'Chantier2026';
/** A 1 × 1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false }).first();

async function openProfile(page: Page) {
  await page.goto('/v2/admin/account/profile');
  await page.getByRole('heading', { name: 'Mon profil' }).waitFor();
}

async function save(page: Page) {
  const answer = page.waitForResponse(
    (r) => /\/api\/user\/\d+$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  return answer;
}

describe.skipIf(!inject('browserAvailable'))('account profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('edits the name and phone; the phone shows in pairs', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, EMAIL);
    await openProfile(page);
    expect(await field(page, 'Prénom').inputValue()).toBe('Laurent');
    expect(await field(page, 'Téléphone').inputValue()).toBe('07 61 23 89 45');

    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Chevalier-Roux');
    await field(page, 'Téléphone').fill('0611223344');
    expect((await save(page)).status()).toBe(200);
    await page.getByText('Enregistrement effectué !').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Mon profil' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Nom', exact: true }).inputValue()).toBe('Chevalier-Roux');
    expect(await field(page, 'Téléphone').inputValue()).toBe('06 11 22 33 44');
    await context.close();
  });

  test('refuses a wrong current password, in French', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, EMAIL);
    await openProfile(page);
    await field(page, 'Mot de passe actuel').fill('pas-le-bon-1');
    await field(page, 'Nouveau mot de passe').fill(NEW_PASSWORD);
    await field(page, 'Confirmation').fill(NEW_PASSWORD);
    expect((await save(page)).status()).toBe(400);
    await page.getByText('Mot de passe actuel incorrect').waitFor();
    await context.close();
  });

  test('uploads a photo, shows it, and removes it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, EMAIL);
    await openProfile(page);
    await expect(page.getByRole('button', { name: 'Retirer la photo' }).count()).resolves.toBe(0);

    const sent = page.waitForResponse(
      (r) => /\/api\/user\/\d+\/photo$/.test(r.url()) && r.request().method() === 'PUT',
    );
    await page.locator('input[type="file"]').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_BASE64, 'base64'),
    });
    expect((await sent).status()).toBe(200);
    await page.getByText('Enregistrement effectué !').waitFor();
    const photo = page.getByRole('img', { name: /^Photo de / });
    await photo.waitFor();
    // The picture really came through the viewer.
    await page.waitForFunction(
      () => (document.querySelector('img[alt^="Photo de"]') as HTMLImageElement | null)?.naturalWidth === 1,
    );

    const removed = page.waitForResponse(
      (r) => /\/api\/user\/\d+\/photo$/.test(r.url()) && r.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Retirer la photo' }).click();
    expect((await removed).status()).toBe(200);
    await photo.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Retirer la photo' }).waitFor({ state: 'detached' });
    await context.close();
  });

  test('a new password keeps this browser signed in, signs the others out, and is the one to use', async () => {
    const other = await newPage(browser);
    await signIn(other.page, EMAIL);

    const { context, page } = await newPage(browser);
    await signIn(page, EMAIL);
    await openProfile(page);
    await field(page, 'Mot de passe actuel').fill('Demo1234!');
    await field(page, 'Nouveau mot de passe').fill(NEW_PASSWORD);
    await field(page, 'Confirmation').fill(NEW_PASSWORD);
    expect((await save(page)).status()).toBe(200);
    await page.getByText(/Enregistrement effectué !/).waitFor();
    expect(await field(page, 'Mot de passe actuel').inputValue()).toBe('');

    // This browser got the new session: a reload (a refresh with the new cookie) stays on the page.
    await page.reload();
    await page.getByRole('heading', { name: 'Mon profil' }).waitFor();
    expect(path(page)).toBe('/v2/admin/account/profile');

    // The other browser's session ended with the password change.
    await other.page.reload();
    await other.page.waitForURL('**/v2/login*');
    await other.context.close();
    await context.close();

    const fresh = await newPage(browser);
    await fresh.page.goto('/v2/login');
    await submitLogin(fresh.page, EMAIL, 'Demo1234!');
    await fresh.page.getByText('Adresse e-mail ou mot de passe incorrect.').waitFor();
    await submitLogin(fresh.page, EMAIL, NEW_PASSWORD);
    await fresh.page.waitForURL('**/v2/admin');
    await fresh.context.close();
  });
});
