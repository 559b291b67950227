/** The agenda's week view (FullCalendar) as the journeys drive it. */
import type { Page } from 'playwright-core';

/** Next week of the agenda (week view), `search` kept (e.g. `?project=…`), once its appointments are loaded. */
export async function openNextWeek(page: Page, search = '') {
  await page.goto(`/v2/admin/account/agenda${search}`);
  await page.getByRole('heading', { name: 'Agenda', exact: true }).waitFor();
  const loaded = page.waitForResponse((r) => r.url().includes('/api/appointment?') && r.ok());
  await page.locator('.fc-next-button').click();
  await loaded;
}

/** The centre of a day column at a given time of the week view. */
export async function slotPoint(page: Page, date: string, time: string) {
  const header = await page.locator(`.fc-col-header-cell[data-date="${date}"]`).boundingBox();
  const lane = page.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`);
  await lane.scrollIntoViewIfNeeded();
  const row = await lane.boundingBox();
  if (!header || !row) throw new Error(`no slot ${date} ${time}`);
  return { x: header.x + header.width / 2, y: row.y + row.height / 2 };
}

/** The date of the day column an element sits in. */
export async function columnOf(page: Page, x: number): Promise<string | null> {
  for (const cell of await page.locator('.fc-col-header-cell[data-date]').all()) {
    const box = await cell.boundingBox();
    if (box && x >= box.x && x <= box.x + box.width) return cell.getAttribute('data-date');
  }
  return null;
}
