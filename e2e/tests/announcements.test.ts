/**
 * Announcements (spec 1 §2.12): an administrator writes one on /v2/admin/manage/announcement for a role; a
 * user of that role sees it on signing in, acknowledges it with "J'ai compris", and never sees it again.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser';
import { screenshot } from '../support/shell';

const READER_EMAIL = 'technique@demo.batir.fr';
const TITLE = `Nouveau barème ${Date.now()}`;
const CONTENT = 'Les prix des plain-pied changent au 1er février.\nMerci de mettre vos devis à jour.';

/** Removes this journey's announcements even when it failed halfway: other journeys sign in as readers. */
async function deleteOwnAnnouncements() {
  const headers = { Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}` };
  const response = await fetch(`${baseUrl()}/api/announcement?limit=100`, { headers });
  const { list } = (await response.json()) as { list: { id: number; title: string }[] };
  for (const { id } of list.filter((item) => item.title === TITLE)) {
    await fetch(`${baseUrl()}/api/announcement/${id}`, { method: 'DELETE', headers });
  }
}

async function openAdminScreen(page: Page) {
  await page.goto('/v2/admin/manage/announcement');
  await page.getByRole('heading', { name: 'Annonces', exact: true }).waitFor();
}

const row = (page: Page) => page.getByRole('row').filter({ hasText: TITLE });

describe.skipIf(!inject('browserAvailable'))('announcements', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await deleteOwnAnnouncements().catch(() => undefined);
    await browser?.close();
  });

  test('an admin writes one for a role; its reader acknowledges it once and for all', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, ADMIN_EMAIL);
    await openAdminScreen(admin.page);
    await admin.page.getByRole('button', { name: 'Nouvelle annonce' }).click();
    const form = admin.page.getByRole('dialog', { name: 'Nouvelle annonce' });

    // Checked in the browser first, in French.
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Indiquez un titre').waitFor();
    await form.getByText('Rédigez le contenu').waitFor();

    await form.getByLabel('Titre').fill(TITLE);
    await form.getByLabel('Contenu').fill(CONTENT);
    // Typed in the French format, read as Paris time.
    await form.getByLabel('Date de début').fill('05/01/2025 09:30');
    await form.getByRole('checkbox', { name: "Bureau d'étude" }).check();
    await screenshot(admin.page, 'announcement-form');
    const saved = admin.page.waitForResponse(
      (r) => r.url().endsWith('/api/announcement') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({
      title: TITLE,
      content: CONTENT,
      startingDate: '2025-01-05T08:30:00.000Z',
      roles: ['technical'],
      userIds: [],
    });
    await form.waitFor({ state: 'detached' });
    await row(admin.page).waitFor();
    expect(await row(admin.page).innerText()).toMatch(
      /05\/01\/2025 09:30\s+Bureau d'étude\s+Claire Moreau\s+0/,
    );

    // The reader signs in: the dialog is there, with author, date and content.
    const reader = await newPage(browser);
    await signIn(reader.page, READER_EMAIL);
    const dialog = reader.page.getByRole('dialog', { name: TITLE });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Par Claire Moreau, le 05/01/2025 09:30');
    expect(await dialog.getByText('Les prix des plain-pied').innerText()).toBe(CONTENT);
    // Once the dialog has faded in.
    await reader.page.waitForTimeout(400);
    await screenshot(reader.page, 'announcement-dialog');
    const read = reader.page.waitForResponse(
      (r) => /\/api\/announcement\/\d+\/markRead$/.test(r.url()) && r.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: "J'ai compris" }).click();
    expect(await (await read).json()).toEqual({ error: 0, message: 'Annonce marquée comme lue.' });
    await dialog.waitFor({ state: 'detached' });

    // After a reload the user is fetched again: the announcement does not come back.
    // The app restores the session with its user in the same answer (GET /api/token/refresh?include=user).
    const user = reader.page.waitForResponse(
      (r) => r.url().includes('/api/token/refresh?include=user') && r.status() === 200,
    );
    await reader.page.reload();
    await user;
    await reader.page.getByRole('banner').waitFor();
    expect(await reader.page.getByRole('dialog').count()).toBe(0);

    // The admin sees who read it, then deletes it after confirming.
    await openAdminScreen(admin.page);
    await row(admin.page).waitFor();
    await screenshot(admin.page, 'announcement-list');
    expect((await row(admin.page).getByRole('cell').nth(4).innerText()).trim()).toBe('1');
    await row(admin.page)
      .getByRole('button', { name: `Supprimer l'annonce ${TITLE}` })
      .click();
    const confirm = admin.page.getByRole('dialog', { name: "Supprimer l'annonce" });
    await confirm.getByRole('button', { name: 'Oui' }).click();
    await admin.page.getByText('Annonce supprimée.').waitFor();
    await row(admin.page).waitFor({ state: 'detached' });

    await reader.context.close();
    await admin.context.close();
  });

  test('the screen is for administrators only', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, READER_EMAIL);
    await page.goto('/v2/admin/manage/announcement');
    await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await context.close();
  });
});
