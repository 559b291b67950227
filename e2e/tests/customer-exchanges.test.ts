/**
 * The customer's side of the conversation and of appointment requests (/clients/app): the demo customer
 * writes to his salesperson and asks for a video call; the staff side sees both through the API; a second
 * request while one waits is refused with the server's French message.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { baseUrl, launchBrowser, newPage, path, submitLogin } from '../support/browser';

const CUSTOMER = 'client@demo.batir.fr';
const PROJECT = 'Maison Aubépine à Joué-lès-Tours';
const WAITING_NOTICE = 'Votre demande est en attente : votre conseiller vous contactera.';
const ALREADY_WAITING = 'Une demande de rendez-vous est déjà en attente pour ce projet.';

type Summary = {
  projects: { id: number; name: string; salesman: { surname: string; name: string } | null }[];
};
type Comment = { id: number; text: string; fromCustomer: boolean; author: { name: string } | null };
type AppointmentRequest = {
  id: number;
  projectId: number;
  type: number;
  availability: string;
  message: string;
  status: string;
  salesman: { id: number; name: string } | null;
};

async function get<T>(url: string, email: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${url}`, {
    headers: { Authorization: `Bearer ${await accessToken(email)}` },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** Signs the demo customer in from the login page; customers land on their own area. */
async function signInCustomer(page: Page) {
  await page.goto('/v2/login');
  await submitLogin(page, CUSTOMER);
  await page.waitForURL('**/clients/app');
  expect(path(page)).toBe('/clients/app');
  const card = page.getByRole('article', { name: PROJECT });
  await card.waitFor();
  return {
    exchanges: card.getByRole('region', { name: 'Échanges avec votre conseiller' }),
    appointment: card.getByRole('region', { name: 'Demander un rendez-vous' }),
  };
}

describe.skipIf(!inject('browserAvailable'))('customer exchanges', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('the customer writes to his adviser and asks for a video call; a second request is refused', {
    timeout: 120_000,
  }, async () => {
    const summary = await get<Summary>('/api/customer-portal/summary', CUSTOMER);
    const project = summary.projects.find((p) => p.name === PROJECT);
    if (!project?.salesman) throw new Error(`projet ${PROJECT} absent ou sans commercial`);
    const projectId = project.id;
    const before = await get<{ list: AppointmentRequest[] }>(
      `/api/appointmentRequest/project/?project=${projectId}`,
      ADMIN_EMAIL,
    );
    expect(before.list.filter((r) => r.status === 'waiting')).toEqual([]);

    // A second window of the customer, opened before the request: its form is still there later.
    const other = await newPage(browser);
    const otherArea = await signInCustomer(other.page);
    await otherArea.appointment.getByRole('button', { name: 'Envoyer la demande' }).waitFor();

    const { context, page } = await newPage(browser);
    const { exchanges, appointment } = await signInCustomer(page);

    // 1. A message to the adviser.
    const text = `Bonjour, où en est l’étude de sol ? (${Date.now()})`;
    await exchanges.getByLabel('Votre message').fill(text);
    // The project's conversation (module messaging): a reply on the one the demo data already holds.
    const posted = page.waitForResponse(
      (r) => /\/api\/conversation(\/\d+\/reply)?$/.test(r.url()) && r.request().method() === 'POST',
    );
    await exchanges.getByRole('button', { name: 'Envoyer', exact: true }).click();
    expect((await posted).status()).toBe(200);
    await expect
      .poll(() => exchanges.getByRole('status').textContent())
      .toBe('Message envoyé à votre conseiller.');
    const mine = exchanges.getByRole('list', { name: 'Messages' }).getByRole('listitem').last();
    await expect.poll(() => mine.textContent()).toMatch(/^Vous · \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(await mine.textContent()).toContain(text);
    expect(await exchanges.getByLabel('Votre message').inputValue()).toBe('');

    // 2. A video-call request.
    await appointment.getByRole('radio', { name: 'Télérendez-vous (visio)' }).check();
    await appointment.getByLabel('Vos disponibilités').fill('Le mardi ou le jeudi après 18 h');
    await appointment.getByLabel('Message').fill('Pour parler du financement.');
    const requested = page.waitForResponse(
      (r) => r.url().endsWith('/api/appointmentRequest') && r.request().method() === 'POST',
    );
    await appointment.getByRole('button', { name: 'Envoyer la demande' }).click();
    expect((await requested).status()).toBe(200);
    await appointment.getByText(WAITING_NOTICE).waitFor();
    expect(await appointment.getByRole('button', { name: 'Envoyer la demande' }).count()).toBe(0);
    await expect
      .poll(() =>
        appointment
          .getByRole('list', { name: 'Vos demandes de rendez-vous' })
          .getByRole('listitem')
          .first()
          .textContent(),
      )
      .toMatch(/^En attenteTélérendez-vous \(visio\), demandé le \d\d\/\d\d\/\d{4} \d\d:\d\d/);

    // 3. The staff side: the comment comes from the customer; the request waits for the project's salesperson.
    const comments = await get<{ list: Comment[] }>(
      `/api/comment?type=project&linkedId=${projectId}`,
      ADMIN_EMAIL,
    );
    const comment = comments.list.find((c) => c.text === text);
    expect(comment?.fromCustomer).toBe(true);
    const { list } = await get<{ list: AppointmentRequest[] }>(
      `/api/appointmentRequest/project/?project=${projectId}`,
      ADMIN_EMAIL,
    );
    const waiting = list.filter((r) => r.status === 'waiting');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      projectId,
      type: 3,
      availability: 'Le mardi ou le jeudi après 18 h',
      message: 'Pour parler du financement.',
      salesman: { name: `${project.salesman.surname} ${project.salesman.name}` },
    });
    const salesmanId = waiting[0]?.salesman?.id;
    const salesmanList = await get<{ list: AppointmentRequest[] }>(
      `/api/appointmentRequest/user/${salesmanId}`,
      ADMIN_EMAIL,
    );
    expect(salesmanList.list.map((r) => r.id)).toContain(waiting[0]?.id);

    // 4. The other window still shows the form: its request is refused, in French, and the notice appears.
    const refused = other.page.waitForResponse(
      (r) => r.url().endsWith('/api/appointmentRequest') && r.request().method() === 'POST',
    );
    await otherArea.appointment.getByRole('button', { name: 'Envoyer la demande' }).click();
    expect((await refused).status()).toBe(400);
    await expect.poll(() => otherArea.appointment.getByRole('alert').textContent()).toBe(ALREADY_WAITING);
    await otherArea.appointment.getByText(WAITING_NOTICE).waitFor();
    const after = await get<{ list: AppointmentRequest[] }>(
      `/api/appointmentRequest/project/?project=${projectId}`,
      ADMIN_EMAIL,
    );
    expect(after.list.filter((r) => r.status === 'waiting')).toHaveLength(1);

    await other.context.close();
    await context.close();
  });
});
