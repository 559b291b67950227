/**
 * HTML typed into text fields comes back as text (issue 7 item 6): a prospect's name and project name, a
 * comment with the customer, a staff note and an announcement are saved through the API with markup that
 * would run a script and make bold text if it were injected; the screens that show them must print it
 * literally, run nothing, and create no element from it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from '../support/browser';

const SALESMAN_EMAIL = 'commercial@demo.batir.fr';
const READER_EMAIL = 'reseau@demo.batir.fr';
const PAYLOAD = '<img src=x onerror=window.__xss=1><b>gras</b>';
const MARK = `Echap${Date.now().toString(36)}`;

async function api<T>(
  email: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${await accessToken(email)}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Nothing ran, and no element was made out of the payload. */
async function expectNothingInjected(page: Page) {
  expect(await page.evaluate('typeof window.__xss')).toBe('undefined');
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('b', { hasText: /^gras$/ }).count()).toBe(0);
}

let announcementId: number | null = null;

describe.skipIf(!inject('browserAvailable'))('HTML in text fields', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Files run one after the other; later journeys sign in as grid operators: never leave it behind.
    if (announcementId !== null)
      await api(ADMIN_EMAIL, `/api/announcement/${announcementId}`, { method: 'DELETE' }).catch(
        () => undefined,
      );
    await browser?.close();
  });

  test("a prospect's name, project name, comment and staff note are shown as typed", async () => {
    const { userId } = await api<{ userId: number }>(SALESMAN_EMAIL, '/api/prospect/initData');
    const { projectId } = await api<{ projectId: number }>(SALESMAN_EMAIL, '/api/prospect', {
      method: 'POST',
      body: {
        name1: `${MARK}${PAYLOAD}`,
        surname1: 'Hélène',
        projectName: `Projet ${PAYLOAD}`,
        phone: '0102030405',
        postalCode: '37000',
        city: 'Tours',
        salesmanId: userId,
      },
    });
    await api(SALESMAN_EMAIL, '/api/comment', {
      method: 'POST',
      body: { linkedId: projectId, type: 'project', text: `Commentaire ${PAYLOAD}` },
    });
    await api(SALESMAN_EMAIL, `/api/userComment/project/${projectId}`, {
      method: 'POST',
      body: { text: `Note ${PAYLOAD}` },
    });

    const { context, page } = await newPage(browser);
    await signIn(page, SALESMAN_EMAIL);
    // The list: the card shows the name as text.
    await page.goto('/v2/admin/prospects');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(MARK);
    const link = page.getByRole('link', { name: `Hélène ${MARK}${PAYLOAD}` });
    await link.waitFor();
    await expectNothingInjected(page);

    // The sheet: heading, project name, comment and staff note.
    await link.click();
    await page.getByRole('heading', { level: 1, name: `Hélène ${MARK}${PAYLOAD}` }).waitFor();
    await page.getByText(`Projet ${PAYLOAD}`).first().waitFor();
    await page.getByText(`Commentaire ${PAYLOAD}`).first().waitFor();
    await page.getByText(`Note ${PAYLOAD}`).first().waitFor();
    await expectNothingInjected(page);
    await context.close();
  });

  test("an announcement's title and content are shown as typed", async () => {
    const { announcement } = await api<{ announcement: { id: number } }>(ADMIN_EMAIL, '/api/announcement', {
      method: 'POST',
      body: {
        title: `${MARK} ${PAYLOAD}`,
        content: `Contenu ${PAYLOAD}`,
        startingDate: '2025-01-05T08:30:00.000Z',
        roles: ['gridOperator'],
      },
    });
    announcementId = announcement.id;

    const { context, page } = await newPage(browser);
    await signIn(page, READER_EMAIL);
    const dialog = page.getByRole('dialog', { name: `${MARK} ${PAYLOAD}` });
    await dialog.waitFor();
    await dialog.getByText(`Contenu ${PAYLOAD}`, { exact: true }).waitFor();
    await expectNothingInjected(page);
    await context.close();
  });
});
