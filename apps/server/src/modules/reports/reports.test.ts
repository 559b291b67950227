import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type DemoRole, login, type TestApp } from '../../../test/helpers';
import { auditLog, files } from '../../db/schema';
import { FIXTURES, type FormFile, multipartBody } from '../files/multipart.test-helper';

let t: TestApp;
let filesDir = '';
const tokens = {} as Record<DemoRole, string>;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'batir-reports-'));
  t = await createTestApp({ files: { kind: 'disk', dir: filesDir } });
  for (const role of ['admin', 'technical', 'salesman', 'customer', 'craftsman'] as const) {
    tokens[role] = (await login(t.app, role)).accessToken;
  }
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, role?: DemoRole, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(role ? { headers: bearer(tokens[role]) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** An attachment as the dialog sends it: uploaded first with type=report and no linkedId. */
async function uploadAttachment(role: DemoRole, file: FormFile) {
  const body = multipartBody({ type: 'report', linkedId: '' }, [file]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(tokens[role]) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().files[0] as { id: number; apiUrl: string };
}

const validReport = {
  type: 1,
  description: 'Le métré du client Durand ne se recalcule pas après ajout d’une option.',
  page: '/v2/admin/summary',
};

describe('POST /api/report', () => {
  it('refuses a signed-out caller (401) and customers or craftsmen (403)', async () => {
    expect((await call('POST', '/api/report', undefined, validReport)).statusCode).toBe(401);
    for (const role of ['customer', 'craftsman'] as const) {
      const response = await call('POST', '/api/report', role, validReport);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Accès refusé');
    }
  });

  it('answers 400 in French for a wrong type, an empty description or a missing page', async () => {
    const response = await call('POST', '/api/report', 'salesman', { type: 3, description: '  ' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(/^Données invalides : /);
    expect(body.fields).toMatchObject({
      type: 'Choisissez le type : Correction ou Amélioration',
      description: 'Décrivez la correction ou la suggestion',
      page: "L'adresse de la page est manquante",
    });
  });

  it('stores a report from any staff member, with the audit row', async () => {
    const response = await call('POST', '/api/report', 'technical', { ...validReport, type: '2' });
    expect(response.statusCode, response.body).toBe(200);
    const { report, message } = response.json();
    expect(message).toBe('Merci, votre demande a été transmise.');
    expect(report).toMatchObject({
      type: 2,
      description: validReport.description,
      page: '/v2/admin/summary',
      closedAt: null,
      closedBy: null,
      files: [],
    });
    expect(report.author.surname.length).toBeGreaterThan(0);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.create'), eq(auditLog.entityId, String(report.id))));
    expect(audit).toHaveLength(1);
  });

  it('links an uploaded attachment: admins and the author read it, another staff member does not', async () => {
    const png = await uploadAttachment('salesman', { name: 'capture.png', data: FIXTURES.png });
    const response = await call('POST', '/api/report', 'salesman', { ...validReport, files: [png.id] });
    expect(response.statusCode, response.body).toBe(200);
    const { report } = response.json();
    expect(report.files).toEqual([
      { id: png.id, name: 'capture.png', size: FIXTURES.png.length, mime: 'image/png', isPicture: true },
    ]);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, png.id));
    expect(row).toMatchObject({ type: 'report', linkedId: report.id });

    // The admin asks for a viewer link and reads the bytes through it.
    const link = await call('GET', `/api/file/${png.id}/link`, 'admin');
    expect(link.statusCode, link.body).toBe(200);
    const view = await call('GET', link.json().url);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/png');
    expect(view.rawPayload.equals(FIXTURES.png)).toBe(true);

    expect((await call('GET', `/api/file/${png.id}/link`, 'salesman')).statusCode).toBe(200);
    const other = await call('GET', `/api/file/${png.id}/link`, 'technical');
    expect(other.statusCode).toBe(404);
    const listed = await call('GET', '/api/files/get?type=report', 'technical');
    expect(listed.json().files.map((file: { id: number }) => file.id)).not.toContain(png.id);
  });

  it('refuses someone else’s file, or one already linked, and then stores nothing', async () => {
    const foreign = await uploadAttachment('admin', { name: 'autre.pdf', data: FIXTURES.pdf });
    const before = (await call('GET', '/api/report/list?state=all&limit=100', 'admin')).json().total;
    const response = await call('POST', '/api/report', 'technical', { ...validReport, files: [foreign.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Une pièce jointe est introuvable ou déjà rattachée : joignez-la de nouveau.',
    );
    const after = (await call('GET', '/api/report/list?state=all&limit=100', 'admin')).json().total;
    expect(after).toBe(before);

    const own = await uploadAttachment('technical', { name: 'plan.pdf', data: FIXTURES.pdf });
    expect(
      (await call('POST', '/api/report', 'technical', { ...validReport, files: [own.id] })).statusCode,
    ).toBe(200);
    const again = await call('POST', '/api/report', 'technical', { ...validReport, files: [own.id] });
    expect(again.statusCode).toBe(400);
  });
});

describe('admin list, info and close', () => {
  it('is refused to other staff (403) and to signed-out callers (401)', async () => {
    expect((await call('GET', '/api/report/list')).statusCode).toBe(401);
    expect((await call('GET', '/api/report/list', 'technical')).statusCode).toBe(403);
    expect((await call('GET', '/api/report/1/info', 'salesman')).statusCode).toBe(403);
    expect((await call('PUT', '/api/report/1/close', 'technical')).statusCode).toBe(403);
  });

  it('lists open reports newest first with pages, closes one, and filters by state', async () => {
    const created: number[] = [];
    for (const description of ['Premier', 'Deuxième', 'Troisième']) {
      const response = await call('POST', '/api/report', 'admin', { ...validReport, description });
      created.push(response.json().report.id);
    }
    const first = (await call('GET', '/api/report/list?limit=2', 'admin')).json();
    expect(first.page).toBe(1);
    expect(first.limit).toBe(2);
    expect(first.list).toHaveLength(2);
    expect(first.list.map((r: { id: number }) => r.id)).toEqual([created[2], created[1]]);
    const openTotal = first.total;
    expect(openTotal).toBeGreaterThanOrEqual(3);
    const second = (await call('GET', '/api/report/list?limit=2&page=2', 'admin')).json();
    expect(second.list[0].id).toBe(created[0]);

    const closed = await call('PUT', `/api/report/${created[1]}/close`, 'admin');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().report.closedAt).not.toBeNull();
    expect(closed.json().report.closedBy.surname.length).toBeGreaterThan(0);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.close'), eq(auditLog.entityId, String(created[1]))));
    expect(audit).toHaveLength(1);

    const twice = await call('PUT', `/api/report/${created[1]}/close`, 'admin');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ce signalement est déjà fermé.');
    expect(twice.json().code).toBe('REPORT_ALREADY_CLOSED');

    const open = (await call('GET', '/api/report/list?limit=100', 'admin')).json();
    expect(open.total).toBe(openTotal - 1);
    expect(open.list.map((r: { id: number }) => r.id)).not.toContain(created[1]);
    const closedList = (await call('GET', '/api/report/list?state=closed', 'admin')).json();
    expect(closedList.list.map((r: { id: number }) => r.id)).toContain(created[1]);

    const info = await call('GET', `/api/report/${created[0]}/info`, 'admin');
    expect(info.json().report).toMatchObject({ id: created[0], description: 'Premier', closedAt: null });
  });

  it('answers 404 for an unknown report and 400 for a bad filter', async () => {
    const missing = await call('GET', '/api/report/999999/info', 'admin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Signalement introuvable.');
    expect(missing.json().code).toBe('REPORT_NOT_FOUND');
    expect((await call('PUT', '/api/report/999999/close', 'admin')).statusCode).toBe(404);
    const bad = await call('GET', '/api/report/list?state=maybe', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.state).toBe('État attendu : open, closed ou all');
  });
});
