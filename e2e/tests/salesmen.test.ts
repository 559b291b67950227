/**
 * Salespeople (issue 5 §4–§5): an administrator pins a message for the demo salesperson on
 * /v2/admin/salesman, and the salesperson reads it on his own screen; then the salesperson creates the
 * video link of a tele-appointment from the agenda and the customer's e-mail carrying it is queued.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, signIn } from '../support/browser';
import { LANDSCAPE, newSizedPage, screenshot } from '../support/shell';

const SALESMAN_EMAIL = 'commercial@demo.batir.fr';
const created: number[] = [];

async function api<T>(
  email: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const token = await accessToken(email);
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe.skipIf(!inject('browserAvailable'))('salespeople', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const id of created) {
      await api(SALESMAN_EMAIL, `/api/appointment/${id}`, { method: 'DELETE' }).catch(() => undefined);
    }
    await browser?.close();
  });

  test('an admin pins a message for the demo salesperson, who reads it on his screen', async () => {
    const message = `Objectif du mois : 3 signatures (${Date.now()})`;
    const admin = await newSizedPage(browser, LANDSCAPE);
    await signIn(admin.page, ADMIN_EMAIL);
    await admin.page.goto('/v2/admin/salesman');
    await admin.page.getByRole('heading', { name: 'Commerciaux', level: 1 }).waitFor();
    await admin.page.getByRole('list', { name: 'Commerciaux' }).getByText('Sophie Garnier').click();
    await admin.page.waitForURL(/\/v2\/admin\/salesman\/\d+$/);
    await admin.page.getByRole('heading', { name: 'Sophie Garnier' }).waitFor();
    const editor = admin.page.getByLabel('Message affiché sur son tableau de bord');
    await editor.fill(message);
    const saved = admin.page.waitForResponse(
      (r) => /\/api\/user\/\d+\/pinMessage$/.test(r.url()) && r.request().method() === 'PUT',
    );
    await admin.page.getByRole('button', { name: 'Épingler' }).click();
    expect((await saved).status()).toBe(200);
    await admin.page.getByText('Message épinglé.').waitFor();
    await screenshot(admin.page, 'salesmen-admin-pin');
    await admin.context.close();

    const salesman = await newSizedPage(browser, LANDSCAPE);
    await signIn(salesman.page, SALESMAN_EMAIL);
    await salesman.page.goto('/v2/admin/salesman');
    await salesman.page.getByRole('heading', { name: 'Sophie Garnier' }).waitFor();
    await expect.poll(() => salesman.page.getByTestId('pinned-message').innerText()).toBe(message);
    // He reads it but does not edit it, nor choose his manager.
    expect(await salesman.page.getByRole('button', { name: 'Épingler' }).count()).toBe(0);
    expect(await salesman.page.getByRole('combobox', { name: 'Responsable' }).count()).toBe(0);
    // He sees only himself (he manages nobody).
    expect(await salesman.page.getByRole('list', { name: 'Commerciaux' }).getByRole('button').count()).toBe(
      1,
    );
    await screenshot(salesman.page, 'salesmen-own-screen');
    await salesman.context.close();
  });

  test('the salesperson creates the video link of a tele-appointment from the agenda', async () => {
    const { list } = await api<{ list: { projectId: number; customerName: string; email: string | null }[] }>(
      SALESMAN_EMAIL,
      '/api/prospects?limit=50',
    );
    // The link goes to the customer by e-mail: a prospect who has one (other journeys add some who have not).
    const project = list.find((prospect) => prospect.email);
    if (!project) throw new Error('the demo salesperson has no prospect');
    const start = new Date(Date.now() + 86_400_000);
    start.setUTCHours(9, 0, 0, 0);
    const { appointment } = await api<{ appointment: { id: number } }>(SALESMAN_EMAIL, '/api/appointment', {
      method: 'POST',
      body: { type: 3, title: '', project: project.projectId, start: start.toISOString() },
    });
    created.push(appointment.id);

    const { page, context } = await newSizedPage(browser, LANDSCAPE);
    await signIn(page, SALESMAN_EMAIL);
    await page.goto('/v2/admin/account/agenda');
    await page.getByRole('heading', { name: 'Agenda', exact: true }).waitFor();
    const upcoming = page.getByRole('list', { name: 'Rendez-vous à venir' });
    await upcoming
      .getByRole('button', { name: new RegExp(`Télérendez-vous.*${project.customerName}`) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Rendez-vous' });
    await dialog.waitFor();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/salesman/createVisioConf'));
    await dialog.getByRole('button', { name: 'Créer le lien de visio' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const { visioUrl } = (await response.json()) as { visioUrl: string };
    expect(visioUrl).toMatch(/^https:\/\/visio\.batir\.fr\/[A-Za-z0-9_-]{22}$/);
    await dialog.getByRole('link', { name: visioUrl }).waitFor();
    await dialog.getByText(/le client le reçoit par e-mail/).waitFor();
    await screenshot(page, 'salesmen-visio-link');

    // The e-mail to the customer carries the link: the outbox worker delivers it to the trial sink.
    await expect
      .poll(
        async () => {
          const { sink } = await api<{ sink: { channel: string; body: string }[] }>(
            ADMIN_EMAIL,
            '/api/outbox',
          );
          return sink.some((m) => m.channel === 'email' && m.body.includes(visioUrl));
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(true);

    // Opened again: the same link, no button.
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await upcoming
      .getByRole('button', { name: new RegExp(`Télérendez-vous.*${project.customerName}`) })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Rendez-vous' }).getByRole('link', { name: visioUrl }).waitFor();
    expect(await page.getByRole('button', { name: 'Créer le lien de visio' }).count()).toBe(0);
    await context.close();
  });
});
