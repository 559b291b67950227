/**
 * The dashboard /v2/admin (today's appointments too) (spec 2 §3.1 toDoList, §7.2 To-do, quoteOfTheDay, weather): a salesperson adds an
 * alert to-do, the top menu's `Alertes` count goes up; ticking it done brings the count back down. The quote
 * of the day shows, and the weather card says in French that the weather is unavailable (no provider is
 * configured for the journeys).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser';
import { screenshot } from '../support/shell';

const SALESMAN_EMAIL = 'commercial@demo.batir.fr';
const TEXT = `Rappeler la banque ${Date.now()}`;

const APPOINTMENT = `Visite du terrain ${Date.now()}`;

async function api<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const headers = {
    Authorization: `Bearer ${await accessToken(SALESMAN_EMAIL)}`,
    ...(body ? { 'Content-Type': 'application/json' } : {}),
  };
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Removes this journey's to-do even when it failed halfway. */
async function deleteOwnToDos() {
  const { list } = await api<{ list: { id: number; text: string }[] }>('/api/toDo?limit=100');
  for (const { id } of list.filter((item) => item.text === TEXT)) await api(`/api/toDo/${id}`, 'DELETE');
}

/** The count the top menu shows, read from the link's accessible name `Alertes : N`. */
async function alertCount(page: Page): Promise<number> {
  const link = page.getByRole('group', { name: 'Alertes' }).getByRole('link', { name: /^Alertes : \d+$/ });
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(name.replace('Alertes : ', ''));
}

const alertLink = (page: Page, count: number) =>
  page.getByRole('group', { name: 'Alertes' }).getByRole('link', { name: `Alertes : ${count}`, exact: true });

describe.skipIf(!inject('browserAvailable'))('dashboard', () => {
  let browser: Browser;
  let appointmentId: number | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await deleteOwnToDos().catch(() => undefined);
    if (appointmentId) await api(`/api/appointment/${appointmentId}`, 'DELETE').catch(() => undefined);
    await browser?.close();
  });

  test("a salesperson's day: an alert to-do moves the Alertes count; the quote and the weather message show", async () => {
    // An all-day appointment today in the salesperson's agenda.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const { appointment } = await api<{ appointment: { id: number } }>('/api/appointment', 'POST', {
      type: 2,
      title: APPOINTMENT,
      start: day,
      allDay: true,
    });
    appointmentId = appointment.id;
    const { page, context } = await newPage(browser);
    await signIn(page, SALESMAN_EMAIL);
    await page
      .getByRole('region', { name: 'Mes rendez-vous du jour' })
      .getByText(`Toute la journée · ${APPOINTMENT}`)
      .waitFor();
    const card = page.getByRole('region', { name: 'Mes tâches du jour' });
    await card.waitFor();
    // The count is there once the first answer arrived.
    await page
      .getByRole('group', { name: 'Alertes' })
      .getByRole('link', { name: /^Alertes : \d+$/ })
      .waitFor();
    await card
      .getByRole('list', { name: 'Tâches du jour' })
      .or(card.getByText("Aucune tâche pour aujourd'hui."))
      .first()
      .waitFor();
    const before = await alertCount(page);

    await card.getByRole('textbox', { name: 'Nouvelle tâche' }).fill(TEXT);
    await card.getByRole('checkbox', { name: 'Alerte' }).check();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/toDo') && r.request().method() === 'POST',
    );
    await card.getByRole('button', { name: 'Ajouter' }).click();
    expect((await saved).status()).toBe(200);

    const line = card.getByRole('listitem').filter({ hasText: TEXT });
    await line.waitFor();
    const today = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(await line.innerText()).toContain(`Échéance : ${today}`);
    await line.getByText('Alerte', { exact: true }).waitFor();
    await alertLink(page, before + 1).waitFor();
    await screenshot(page, 'dashboard-alert-added');

    // The box follows the server's answer, so click rather than check().
    await line.getByRole('checkbox', { name: `Fait : ${TEXT}` }).click();
    await alertLink(page, before).waitFor();
    expect(await line.getByRole('checkbox', { name: `Fait : ${TEXT}` }).isChecked()).toBe(true);

    // Deleting asks first.
    await line.getByRole('button', { name: `Supprimer : ${TEXT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer la tâche' });
    await dialog.getByRole('button', { name: 'Oui' }).click();
    await line.waitFor({ state: 'detached' });

    const { quote } = await api<{ quote: { text: string; author: string } }>('/api/quoteOfTheDay');
    const quoteCard = page.getByRole('region', { name: 'Citation du jour' });
    await quoteCard.getByText(quote.text).waitFor();
    await quoteCard.getByText(`— ${quote.author}`).waitFor();
    await page
      .getByRole('region', { name: 'Météo' })
      .getByText('La météo est indisponible pour le moment.')
      .waitFor();
    await screenshot(page, 'dashboard');
    await context.close();
  });
});
