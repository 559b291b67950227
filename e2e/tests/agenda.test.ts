/**
 * Agenda (spec 3 §3, §7): a salesperson clicks a slot of next week's calendar, books a tele-appointment
 * (titled 'Télérendez-vous' whatever was typed), drags it to the next day, and finds it there after a reload;
 * a grid operator sees it in that salesperson's agenda only as « Occupé ».
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ADMIN_EMAIL, accessToken } from '../helpers/api';
import { columnOf, openNextWeek, slotPoint } from '../support/agenda';
import { answerTo, baseUrl, launchBrowser, signIn } from '../support/browser';
import { LANDSCAPE, newSizedPage, screenshot } from '../support/shell';

const SALESMAN_EMAIL = 'commercial@demo.batir.fr';
const GRID_OPERATOR_EMAIL = 'reseau@demo.batir.fr';
const created: number[] = [];

/** « 02 décembre 2026 » for 2026-12-02. */
const longDate = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(day));

describe.skipIf(!inject('browserAvailable'))('agenda', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    const token = await accessToken(SALESMAN_EMAIL).catch(() => null);
    for (const id of created) {
      await fetch(`${baseUrl()}/api/appointment/${id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      }).catch(() => undefined);
    }
    await browser?.close();
  });

  test('a salesperson books a tele-appointment in week view and drags it to the next day', async () => {
    const { page } = await newSizedPage(browser, LANDSCAPE);
    await signIn(page, SALESMAN_EMAIL);
    await openNextWeek(page);
    // French week view, Monday first: take next week's Tuesday and Wednesday.
    const dates = await page
      .locator('.fc-col-header-cell[data-date]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date') ?? ''));
    expect(dates).toHaveLength(7);
    const [tuesday, wednesday] = [dates[1] ?? '', dates[2] ?? ''];
    expect(await page.locator('.fc-col-header-cell').nth(1).innerText()).toMatch(/^mar\./i);

    const slot = await slotPoint(page, tuesday, '10:00:00');
    await page.mouse.click(slot.x, slot.y);
    const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await dialog.waitFor();
    await dialog.getByLabel('Titre').fill('Un autre titre');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Télérendez-vous' }).click();
    await expect.poll(() => dialog.getByLabel('Titre').inputValue()).toBe('Télérendez-vous');
    await screenshot(page, 'agenda-new-appointment');

    // A 5-second token may expire on the way: the client renews it and sends again; the answer is the retry's.
    const posted = answerTo(
      page,
      (r) => r.url().endsWith('/api/appointment') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    const answer = await posted;
    expect(answer.status()).toBe(200);
    const { appointment } = (await answer.json()) as {
      appointment: { id: number; type: number; title: string; fromDate: string; allDay: boolean };
    };
    created.push(appointment.id);
    expect(answer.request().postDataJSON()).toMatchObject({ type: 3, allDay: false, project: null });
    expect(appointment).toMatchObject({ type: 3, title: 'Télérendez-vous', allDay: false });
    // 10:00 in Paris, stored in UTC.
    expect(
      new Date(appointment.fromDate).toLocaleString('fr-FR', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        minute: '2-digit',
      }),
    ).toBe('10:00');
    await dialog.waitFor({ state: 'detached' });
    // Its transparent container fades out after the dialog itself: it would catch the drag below.
    await page.locator('.MuiDialog-container').waitFor({ state: 'detached' });

    // Other journeys book appointments next week too: look in Tuesday's column only.
    const event = page
      .locator(`td.fc-timegrid-col[data-date="${tuesday}"] .fc-timegrid-event`)
      .filter({ hasText: 'Télérendez-vous' });
    await event.waitFor();
    // The target first: finding its slot may scroll the page, which would move the event under the mouse.
    const target = await slotPoint(page, wednesday, '10:00:00');
    const before = await event.boundingBox();
    if (!before) throw new Error('event not drawn');
    expect(await columnOf(page, before.x + before.width / 2)).toBe(tuesday);

    // Drag it one day to the right, same hour.
    const moved = answerTo(
      page,
      (r) => r.url().endsWith(`/api/appointment/${appointment.id}`) && r.request().method() === 'PUT',
    );
    const grab = { x: before.x + before.width / 2, y: before.y + 6 };
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x + 10, grab.y, { steps: 5 });
    await page.mouse.move(target.x, grab.y, { steps: 15 });
    await page.mouse.up();
    const put = await moved;
    expect(put.status()).toBe(200);
    expect(put.request().postDataJSON()).toMatchObject({ type: 3, title: 'Télérendez-vous' });
    await page.getByText('Rendez-vous déplacé.').waitFor();

    // After a reload, the appointment is on Wednesday.
    await page.reload();
    await page.getByRole('heading', { name: 'Agenda', exact: true }).waitFor();
    const loaded = page.waitForResponse((r) => r.url().includes('/api/appointment?') && r.ok());
    await page.locator('.fc-next-button').click();
    await loaded;
    const after = await page
      .locator(`td.fc-timegrid-col[data-date="${wednesday}"] .fc-timegrid-event`)
      .filter({ hasText: /10:00.*Télérendez-vous/ })
      .boundingBox();
    if (!after) throw new Error('event lost after reload');
    expect(await columnOf(page, after.x + after.width / 2)).toBe(wednesday);
    await screenshot(page, 'agenda-moved');

    // The side list groups future appointments per day, dates in French (« 02 décembre 2026 », « 02/12/2026
    // 10:00 »).
    const upcoming = page.getByRole('list', { name: 'Rendez-vous à venir' });
    const [year, month, day] = wednesday.split('-');
    await upcoming.getByText(longDate(wednesday), { exact: true }).waitFor();
    await upcoming.getByText(`${day}/${month}/${year} 10:00`).waitFor();
    // The list view's headers, hidden but read aloud, are French too.
    await page.getByRole('button', { name: 'Liste' }).click();
    const headers = page.locator('.fc-list-table thead th');
    await headers.first().waitFor({ state: 'attached' });
    expect(await headers.allTextContents()).toEqual(['Heure', '', 'Rendez-vous']);
    // The phone subscription address is shown.
    expect(await page.getByTestId('agenda-feed-url').inputValue()).toMatch(
      /\/api\/appointment\/user\/\d+\/ics\?token=/,
    );

    // The grid operator leads her (issue 15): he reads her appointment in full.
    const { page: other } = await newSizedPage(browser, LANDSCAPE);
    await signIn(other, GRID_OPERATOR_EMAIL);
    await openNextWeek(other);
    const chooseAgenda = async (name: string) => {
      const reloaded = other.waitForResponse((r) => r.url().includes('/api/appointment?') && r.ok());
      await other.getByRole('combobox', { name: 'Agenda de' }).click();
      await other.getByRole('option', { name }).click();
      await reloaded;
    };
    await chooseAgenda('Sophie Garnier');
    await other
      .locator(`td.fc-timegrid-col[data-date="${wednesday}"] .fc-timegrid-event`)
      .filter({ hasText: /10:00.*Télérendez-vous/ })
      .waitFor();

    // A salesperson outside his team: the same hour is only « Occupé » there, and nothing opens.
    const asAdmin = {
      Authorization: `Bearer ${await accessToken(ADMIN_EMAIL)}`,
      'content-type': 'application/json',
    };
    const found = (await (
      await fetch(`${baseUrl()}/api/user/search/Chevalier`, { headers: asAdmin })
    ).json()) as {
      list: { id: number }[];
    };
    const booked = await fetch(`${baseUrl()}/api/appointment`, {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({
        type: 1,
        title: 'Réunion interne',
        user: found.list[0]?.id,
        start: `${wednesday}T09:00:00.000Z`,
      }),
    });
    expect(booked.status).toBe(200);
    created.push(((await booked.json()) as { appointment: { id: number } }).appointment.id);
    await chooseAgenda('Laurent Chevalier');
    const busy = other
      .locator(`td.fc-timegrid-col[data-date="${wednesday}"] .fc-timegrid-event`)
      .filter({ hasText: /Occupé/ });
    await busy.first().waitFor();
    expect(await other.locator('.fc-timegrid-event').filter({ hasText: 'Réunion interne' }).count()).toBe(0);
    await busy.first().click();
    await other.waitForTimeout(300);
    expect(await other.getByRole('dialog').count()).toBe(0);
  });

  test('an appointment booked from a prospect sheet goes to its salesperson’s agenda, not the reader’s', async () => {
    const response = await fetch(`${baseUrl()}/api/prospects`, {
      headers: { Authorization: `Bearer ${await accessToken(SALESMAN_EMAIL)}` },
    });
    const { list } = (await response.json()) as {
      list: { projectId: number; salesman: { name: string } | null }[];
    };
    const prospect = list.find((item) => item.salesman?.name === 'Sophie Garnier');
    if (!prospect) throw new Error('Sophie Garnier follows no prospect in the demo data');

    const { page } = await newSizedPage(browser, LANDSCAPE);
    await signIn(page, ADMIN_EMAIL);
    await page.goto(`/v2/admin/prospects/${prospect.projectId}`);
    await page.getByRole('link', { name: 'Nouveau rendez-vous' }).click();
    await page.getByRole('heading', { name: 'Agenda', exact: true }).waitFor();
    const owner = page.getByRole('combobox', { name: 'Agenda de' });
    await expect.poll(() => owner.textContent()).toBe('Sophie Garnier');

    const loaded = page.waitForResponse((r) => r.url().includes('/api/appointment?') && r.ok());
    await page.locator('.fc-next-button').click();
    await loaded;
    const monday = await page.locator('.fc-col-header-cell[data-date]').first().getAttribute('data-date');
    const slot = await slotPoint(page, monday ?? '', '08:00:00');
    await page.mouse.click(slot.x, slot.y);
    const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Agenda de' }).textContent()).toBe('Sophie Garnier');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
  });
});
