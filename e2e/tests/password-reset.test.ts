import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, path, submitLogin } from '../support/browser';

/** An account only this journey changes (its password changes below). */
const EMAIL = 'a.mercier@demo.batir.fr';
const NEW_PASSWORD = 'Fondations2027';

type Outbox = { sink: { recipient: string; subject: string | null; body: string; receivedAt: string }[] };

/** The path of the last reset link the SMTP sink received for `email` after `since`, read as an admin. */
async function resetLinkSentTo(email: string, since: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl()}/api/outbox`, {
      headers: { Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}` },
    });
    const { sink } = (await response.json()) as Outbox;
    const mail = sink.find((m) => m.recipient === email && Date.parse(m.receivedAt) >= since);
    const link = mail?.body.match(/https?:\/\/\S+\/v2\/admin\/forgotPassword\?token=[\w-]+/)?.[0];
    if (link) {
      expect(mail?.subject).toBe('Bâtir : réinitialisation de votre mot de passe');
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    // The outbox worker sends every 2 s.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`aucun lien de réinitialisation reçu pour ${email}`);
}

describe.skipIf(!inject('browserAvailable'))('password reset', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('forgot password from the login page, link by e-mail, new password, sign in with it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/v2/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.waitForURL('**/v2/admin/forgotPassword');
    await page.getByRole('heading', { name: 'Mot de passe oublié' }).waitFor();

    const since = Date.now() - 1_000;
    await page.getByLabel('Adresse e-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    const confirmation = page.getByRole('status');
    await expect.poll(() => confirmation.textContent()).toContain('Si un compte correspond à cette adresse');

    // An unknown address gets exactly the same answer.
    const other = await newPage(browser);
    await other.page.goto('/v2/admin/forgotPassword');
    await other.page.getByLabel('Adresse e-mail').fill('personne@exemple.fr');
    await other.page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect
      .poll(() => other.page.getByRole('status').textContent())
      .toBe(await confirmation.textContent());
    await other.context.close();

    const link = await resetLinkSentTo(EMAIL, since);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Nouveau mot de passe' }).waitFor();
    expect(await page.getByText('au moins 8 caractères, dont une lettre et un chiffre').count()).toBe(1);

    // The rules and the confirmation are checked before anything is sent.
    await page.getByLabel('Nouveau mot de passe').fill('court');
    await page.getByLabel('Confirmation du mot de passe').fill('court');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText('Le mot de passe doit contenir au moins 8 caractères').waitFor();
    await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
    await page.getByLabel('Confirmation du mot de passe').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText('Les deux mots de passe ne sont pas identiques').waitFor();

    await page.getByLabel('Confirmation du mot de passe').fill(NEW_PASSWORD);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/resetPassword'));
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL('**/v2/login');
    await page.getByText('Votre mot de passe a été modifié.').waitFor();

    // The old password no longer works; the new one does.
    await submitLogin(page, EMAIL);
    await page.getByText('Adresse e-mail ou mot de passe incorrect.').waitFor();
    await submitLogin(page, EMAIL, NEW_PASSWORD);
    await page.waitForURL('**/v2/admin');
    expect(path(page)).toBe('/v2/admin');

    // The link works once.
    const again = await newPage(browser);
    await again.page.goto(link);
    await again.page.getByLabel('Nouveau mot de passe').fill('Fondations2028');
    await again.page.getByLabel('Confirmation du mot de passe').fill('Fondations2028');
    await again.page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await again.page.getByText('Ce lien de réinitialisation est invalide ou a expiré').waitFor();
    await again.context.close();
    await context.close();
  });
});
