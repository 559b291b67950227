import { EXPORT_COLUMNS } from '@batir/shared/exports';
import { formatPhone } from '@batir/shared/format';
import { PROSPECT_TILE_LABELS, type TProspectListItem } from '@batir/shared/prospects';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../../test/helpers';
import { projects } from '../../db/schema';

let t: TestApp;
let admin: string;
let salesman: string;
beforeAll(async () => {
  // Above 3 rows an export becomes a job: both ways are exercised on the demo data.
  t = await createTestApp({ exportAtOnceMaxRows: 3, jobPollMs: 60_000 });
  admin = (await login(t.app, 'admin')).accessToken;
  salesman = (await login(t.app, 'salesman')).accessToken;
});
afterAll(() => t.close());

const exportList = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/export', headers: bearer(token), payload });

/** Every row of the prospect list as GET /api/prospects pages it for `token` with `query`. */
async function listed(token: string, query: Record<string, string>): Promise<TProspectListItem[]> {
  const rows: TProspectListItem[] = [];
  for (let offset = 0; ; offset += 100) {
    const search = new URLSearchParams({ ...query, offset: String(offset), limit: '100' });
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/prospects?${search}`, headers: bearer(token) })
    ).json();
    rows.push(...page.list);
    if (!page.loadMore) return rows;
  }
}

/** The bytes behind a job's five-minute link (the viewer route, outside /api). */
async function download(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res;
}

/** A job's file once the runner has written it: the runner polled, its five-minute link, the bytes. */
async function jobFile(token: string, jobId: number) {
  await t.app.jobs.poll();
  await t.app.jobs.idle();
  const link = await t.app.inject({ method: 'GET', url: `/api/job/${jobId}/link`, headers: bearer(token) });
  expect(link.statusCode).toBe(200);
  return download(link.json().url);
}

/** The lines of a CSV file, its BOM and last line break left out. */
const csvLines = (file: { rawPayload: Buffer }) =>
  file.rawPayload.toString('utf8').slice(1).trim().split('\r\n');

const paris = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});

describe('exports', () => {
  it('exports a filtered prospect list to XLSX: the rows of the list, typed cells, French headers', async () => {
    const query = { tile: 'toContact' };
    const expected = await listed(admin, query);
    expect(expected.length).toBeGreaterThan(3);
    const res = await exportList(admin, { list: 'prospects', format: 'xlsx', query });
    expect(res.statusCode).toBe(200);
    const { job, url } = res.json();
    // Above the threshold: a job, not a file at once.
    expect(url).toBeNull();
    expect(job).toMatchObject({ kind: 'export', label: 'Prospects (XLSX)', total: expected.length });
    await t.app.jobs.poll();
    await t.app.jobs.idle();

    const jobs = (await t.app.inject({ method: 'GET', url: '/api/jobs', headers: bearer(admin) })).json()
      .jobs;
    const done = jobs.find((j: { id: number }) => j.id === job.id);
    expect(done).toMatchObject({ state: 'done', done: expected.length, hasResult: true });
    expect(done.resultName).toMatch(/^Prospects \d\d-\d\d-\d{4} \d\dh\d\d\.xlsx$/);
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/job/${job.id}/link`,
      headers: bearer(admin),
    });
    expect(link.statusCode).toBe(200);
    const file = await download(link.json().url);
    expect(file.headers['content-type']).toContain('spreadsheetml');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Prospects');
    if (!sheet) throw new Error('no sheet');
    const columns = EXPORT_COLUMNS.prospects;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((column) => column.header));
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(expected.length + 1);
    const at = (key: string) => columns.findIndex((column) => column.key === key) + 1;
    expected.forEach((item, index) => {
      const row = sheet.getRow(index + 2);
      expect(row.getCell(at('customerName')).value).toBe(item.customerName);
      expect(row.getCell(at('tile')).value).toBe(PROSPECT_TILE_LABELS.toContact);
      expect(row.getCell(at('phone')).value ?? null).toBe(item.phone ? formatPhone(item.phone) : null);
      // Typed cells: a number, and a date shown as a Paris date-time.
      expect(row.getCell(at('contactAttempts')).value).toBe(item.contactAttempts);
      const created = row.getCell(at('createdAt'));
      expect(created.value).toBeInstanceOf(Date);
      expect(created.numFmt).toBe('dd/mm/yyyy hh:mm');
      const wall = created.value as Date;
      const shown = `${String(wall.getUTCDate()).padStart(2, '0')}/${String(wall.getUTCMonth() + 1).padStart(2, '0')}/${wall.getUTCFullYear()} ${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
      expect(shown).toBe(paris.format(new Date(item.createdAt)));
    });
  });

  it('exports to CSV for a French Excel: BOM, semicolons, quoted cells, French dates; a small list at once', async () => {
    const query = { search: 'élodie muller' };
    const [muller] = await listed(admin, query);
    if (!muller) throw new Error('no demo prospect Élodie Muller');
    // A project name a spreadsheet would take for a formula, with the separator and quotes in it.
    await t.database.db
      .update(projects)
      .set({ name: '=SOMME(1;2) "Les Pins"' })
      .where(eq(projects.id, muller.projectId));
    expect(await listed(admin, query)).toHaveLength(1);
    const columns = ['customerName', 'projectName', 'createdAt', 'contactAttempts'];
    const res = await exportList(admin, { list: 'prospects', format: 'csv', query, columns });
    expect(res.statusCode).toBe(200);
    const { job, url } = res.json();
    expect(job).toMatchObject({ state: 'done', label: 'Prospects (CSV)', hasResult: true });
    expect(url).toMatch(/^\/viewer\/type\/export\/\d+\?token=/);
    const file = await download(url);
    expect(file.headers['content-type']).toContain('text/csv');
    const bytes = file.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('Client;Projet;Créé le;Tentatives de contact');
    const name = `"'=SOMME(1;2) ""Les Pins"""`;
    const created = paris.format(new Date(muller.createdAt));
    expect(lines.slice(1)).toEqual([`Élodie Muller;${name};${created};${muller.contactAttempts}`]);
  });

  it('refuses bad input in French, other users’ jobs, and customers', async () => {
    const unknown = await exportList(admin, { list: 'prospects', format: 'xlsx', columns: ['password'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'EXPORT_UNKNOWN_COLUMN',
      message: expect.stringContaining('password'),
    });
    const badFilter = await exportList(admin, { list: 'prospects', format: 'csv', query: { tile: 'rien' } });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toMatchObject({
      code: 'EXPORT_BAD_FILTER',
      message: expect.stringContaining('Tuile inconnue'),
    });
    const badFormat = await exportList(admin, { list: 'prospects', format: 'pdf' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().fields).toEqual({ format: 'Format inconnu : xlsx ou csv' });

    const mine = (
      await exportList(admin, { list: 'prospects', format: 'csv', query: { search: 'Durand' } })
    ).json();
    for (const url of [`/api/job/${mine.job.id}/link`, `/api/job/${mine.job.id}/cancel`]) {
      const method = url.endsWith('cancel') ? 'POST' : 'GET';
      const res = await t.app.inject({ method, url, headers: bearer(salesman) });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('JOB_NOT_FOUND');
    }
    const others = (
      await t.app.inject({ method: 'GET', url: '/api/jobs', headers: bearer(salesman) })
    ).json();
    expect(others.jobs.map((job: { id: number }) => job.id)).not.toContain(mine.job.id);
    // The file itself: the admin's link does not open it for anyone else's session.
    const customer = (await login(t.app, 'customer')).accessToken;
    const refused = await exportList(customer, { list: 'prospects', format: 'csv' });
    expect(refused.statusCode).toBe(403);
  });

  it('a salesperson exports only the prospects he sees', async () => {
    const expected = await listed(salesman, {});
    const res = await exportList(salesman, { list: 'prospects', format: 'csv', columns: ['customerName'] });
    const { job } = res.json();
    expect(job.total).toBe(expected.length);
    const file = await jobFile(salesman, job.id);
    const lines = csvLines(file);
    expect(lines.slice(1)).toEqual(expected.map((item) => item.customerName));
  });
});

describe('lead exports', () => {
  it('export the website leads as their grid shows them, whatever the filters sent', async () => {
    const leads = (
      await t.app.inject({
        method: 'GET',
        url: '/api/prospects/website?type=website&limit=100',
        headers: bearer(admin),
      })
    ).json().list as TProspectListItem[];
    expect(leads.length).toBeGreaterThan(0);
    // A `type` in the query does not widen the list: the leads are the website's prospects.
    const res = await exportList(admin, { list: 'leads', format: 'csv', query: { type: 'phone' } });
    expect(res.statusCode).toBe(200);
    const { job } = res.json();
    expect(job).toMatchObject({ label: 'Leads (CSV)', total: leads.length });
    const file = await jobFile(admin, job.id);
    const lines = csvLines(file);
    expect(lines[0]).toBe('Reçu le;Foyer;Téléphone;Adresse e-mail;Terrain;Commercial;Suivi;Archivé');
    expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual(leads.map((lead) => lead.customerName));
    const first = leads[0];
    if (!first) throw new Error('no lead');
    expect(lines[1]?.split(';')[4]).toBe([first.landPostalCode, first.landCity].filter(Boolean).join(' '));
  });
});

describe('user exports', () => {
  it('export the staff accounts to administrators only, credit in euros', async () => {
    const accounts = (
      await t.app.inject({ method: 'GET', url: '/api/user/list?limit=100', headers: bearer(admin) })
    ).json();
    const res = await exportList(admin, { list: 'users', format: 'xlsx', columns: ['email', 'credit'] });
    expect(res.statusCode).toBe(200);
    const { job } = res.json();
    expect(job).toMatchObject({ label: 'Utilisateurs (XLSX)', total: accounts.total });
    const file = await jobFile(admin, job.id);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Utilisateurs');
    if (!sheet) throw new Error('no sheet');
    const rows = accounts.list.map((user: { email: string; credit: number }) => [user.email, user.credit]);
    const written = [];
    for (let row = 2; row <= sheet.rowCount; row += 1)
      written.push([sheet.getRow(row).getCell(1).value, sheet.getRow(row).getCell(2).value]);
    expect(written).toEqual(rows);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0.00 "€"');

    const refused = await exportList(salesman, { list: 'users', format: 'csv' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Seuls les administrateurs exportent les comptes du personnel.');
  });
});
