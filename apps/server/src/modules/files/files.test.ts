import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@batir/shared/files';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoRole,
  demoUserId,
  login,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../../test/helpers';
import { auditLog, customers, files, outboxMessages, projects } from '../../db/schema';
import { FIXTURES, type FormFile, multipartBody } from './multipart.test-helper';
import { createViewerTokens } from './viewer-token';

let t: TestApp;
let filesDir = '';
const tokens = {} as Record<DemoRole, string>;
/** The demo customer's own project, and another household's. */
let ownProjectId = 0;
let otherProjectId = 0;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'batir-files-'));
  t = await createTestApp({ files: { kind: 'disk', dir: filesDir } });
  for (const role of ['admin', 'technical', 'salesman', 'customer', 'craftsman'] as const) {
    tokens[role] = (await login(t.app, role)).accessToken;
  }
  const rows = await t.database.db
    .select({ id: projects.id, name1: customers.name1 })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId));
  ownProjectId = rows.find((row) => row.name1 === 'Durand')?.id ?? 0;
  otherProjectId = rows.find((row) => row.name1 === 'Lefèvre')?.id ?? 0;
  expect(ownProjectId).toBeGreaterThan(0);
  expect(otherProjectId).toBeGreaterThan(0);
  // The demo salesperson follows the other project (a salesperson sees the files of his projects only).
  await t.database.db
    .update(projects)
    .set({ salesmanId: await demoUserId(t, 'salesman') })
    .where(eq(projects.id, otherProjectId));
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function storedCount(): Promise<number> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

function upload(role: DemoRole, fields: Record<string, string>, list: FormFile[], url = '/api/file/upload') {
  const body = multipartBody(fields, list);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(tokens[role]) },
  });
}

const get = (url: string, role?: DemoRole) =>
  t.app.inject({ method: 'GET', url, ...(role ? { headers: bearer(tokens[role]) } : {}) });

async function uploadOne(role: DemoRole, fields: Record<string, string>, file: FormFile) {
  const response = await upload(role, fields, [file]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().files[0] as {
    id: number;
    name: string;
    size: number;
    isPicture: boolean;
    apiUrl: string;
  };
}

describe('upload', () => {
  it('stores a PDF and a PNG checked by content, answers the spec’s fields and audits each file', async () => {
    const before = await storedCount();
    const response = await upload(
      'admin',
      { linkedId: String(ownProjectId), type: 'project', ids: '[1,2]' },
      [
        { name: 'Devis signé.pdf', data: FIXTURES.pdf, contentType: 'application/pdf' },
        { name: 'façade.png', data: FIXTURES.png, contentType: 'image/png' },
      ],
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      error: 0,
      files: [
        { name: 'Devis signé.pdf', size: FIXTURES.pdf.length, isPicture: false },
        { name: 'façade.png', size: FIXTURES.png.length, isPicture: true },
      ],
    });
    const [pdf, png] = body.files;
    expect(pdf.apiUrl).toMatch(
      new RegExp(`^/viewer/type/project/${pdf.id}\\.pdf\\?token=\\d+\\.[\\da-f-]{36}\\.\\d+\\.[\\w-]{43}$`),
    );
    expect(await storedCount()).toBe(before + 2);

    const rows = await t.database.db
      .select()
      .from(files)
      .where(inArray(files.id, [pdf.id, png.id]));
    expect(rows.map((row) => [row.mime, row.linkedId, row.ids, row.storedKey.includes('Devis')])).toEqual([
      ['application/pdf', ownProjectId, [1, 2], false],
      ['image/png', ownProjectId, [1, 2], false],
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'file.upload'), inArray(auditLog.entityId, [String(pdf.id), String(png.id)])),
      );
    expect(audit).toHaveLength(2);

    // The viewer serves them inline, with the detected type and nosniff.
    const viewed = await get(pdf.apiUrl);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.headers['content-type']).toBe('application/pdf');
    expect(viewed.headers['x-content-type-options']).toBe('nosniff');
    expect(viewed.headers['content-disposition']).toBe(
      `inline; filename="Devis signe.pdf"; filename*=UTF-8''Devis%20sign%C3%A9.pdf`,
    );
    expect(viewed.rawPayload.equals(FIXTURES.pdf)).toBe(true);
    const picture = await get(png.apiUrl);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['content-disposition']).toMatch(/^inline;/);
    expect(picture.rawPayload.equals(FIXTURES.png)).toBe(true);
  });

  it('accepts the plain `files` field name, even when the fields come after the file', async () => {
    const body = multipartBody({}, [{ field: 'files', name: 'plan.jpg', data: FIXTURES.jpg }]);
    const tail = multipartBody({ type: 'project', linkedId: String(ownProjectId) }, []);
    // Same boundary needed: rebuild by hand with fields last.
    const boundary = body.headers['content-type'].split('boundary=')[1];
    const fieldsPart = tail.payload
      .toString('latin1')
      .replaceAll(tail.headers['content-type'].split('boundary=')[1] ?? '', boundary ?? '')
      .replace(`--${boundary}--\r\n`, '');
    const payload = Buffer.concat([
      body.payload.subarray(0, body.payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(fieldsPart, 'latin1'),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload,
      headers: { ...body.headers, ...bearer(tokens.technical) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().files[0]).toMatchObject({ name: 'plan.jpg', isPicture: true });
  });

  it('refuses a program renamed .pdf and a web page, by their content, and stores nothing', async () => {
    const before = await storedCount();
    const fields = { linkedId: String(ownProjectId), type: 'project' };
    const exe = await upload('admin', fields, [
      { name: 'ok.pdf', data: FIXTURES.pdf },
      { name: 'facture.pdf', data: FIXTURES.exe, contentType: 'application/pdf' },
    ]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toEqual({
      error: 400,
      code: 'FILE_TYPE_INVALID',
      message: "Le fichier facture.pdf n'est pas un type de fichier valide",
      fields: { 'facture.pdf': "Le fichier facture.pdf n'est pas un type de fichier valide" },
    });

    const html = await upload('admin', fields, [
      { name: 'page.html', data: FIXTURES.html, contentType: 'text/html' },
    ]);
    expect(html.json()).toEqual({
      error: 400,
      code: 'FILE_TYPE_INVALID',
      message: "Le fichier page.html n'est pas un type de fichier valide",
      fields: { 'page.html': "Le fichier page.html n'est pas un type de fichier valide" },
    });
    const disguised = await upload('admin', fields, [{ name: 'page.png', data: FIXTURES.html }]);
    expect(disguised.statusCode).toBe(400);
    const empty = await upload('admin', fields, [{ name: 'vide.pdf', data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file over 15 360 KB with 413 and the French message, and stores nothing', async () => {
    const before = await storedCount();
    const rowsBefore = (await t.database.db.select({ id: files.id }).from(files)).length;
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    FIXTURES.pdf.copy(big);
    const response = await upload('admin', { linkedId: String(ownProjectId), type: 'project' }, [
      { name: 'petit.pdf', data: FIXTURES.pdf },
      { name: 'énorme.pdf', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 413,
      code: 'FILE_TOO_LARGE',
      message: 'Le fichier énorme.pdf est trop volumineux ! (max 15 Mo)',
      fields: { 'énorme.pdf': 'Le fichier énorme.pdf est trop volumineux ! (max 15 Mo)' },
    });
    expect(await storedCount()).toBe(before);
    expect((await t.database.db.select({ id: files.id }).from(files)).length).toBe(rowsBefore);

    // Exactly at the limit is accepted.
    const atLimit = big.subarray(0, UPLOAD_MAX_BYTES);
    const ok = await upload('admin', { linkedId: String(ownProjectId), type: 'project' }, [
      { name: 'limite.pdf', data: atLimit },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('bounds the number of files in one request', async () => {
    const many = Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, i) => ({
      name: `p${i}.pdf`,
      data: FIXTURES.pdf,
    }));
    const before = await storedCount();
    const response = await upload('admin', { linkedId: String(ownProjectId), type: 'project' }, many);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/Trop de fichiers/);
    expect(await storedCount()).toBe(before);
  });

  it('says "Aucun fichier !" when nothing is sent', async () => {
    const none = await upload('admin', { linkedId: String(ownProjectId), type: 'project' }, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 400, code: 'NO_FILE', message: 'Aucun fichier !' });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: { type: 'project' },
      headers: bearer(tokens.admin),
    });
    expect(notMultipart.json()).toEqual({ error: 400, code: 'NO_FILE', message: 'Aucun fichier !' });
  });

  it('a path in the file name is harmless: only the last part is kept, the stored name is random', async () => {
    const before = await storedCount();
    const file = await uploadOne(
      'admin',
      { linkedId: String(ownProjectId), type: 'project' },
      { name: '../../../../etc/..\\..\\passwd\u0000\u202e.pdf', data: FIXTURES.pdf },
    );
    expect(file.name).toBe('passwd.pdf');
    const [row] = await t.database.db.select().from(files).where(eq(files.id, file.id));
    expect(row?.storedKey).toMatch(/^[a-z0-9]{2}\/[\w-]{32}$/);
    expect(await storedCount()).toBe(before + 1);
    // Nothing left but dots and a word: no extension, so no accepted type.
    const dotsOnly = await upload('admin', { type: 'temp' }, [{ name: '../..pdf', data: FIXTURES.pdf }]);
    expect(dotsOnly.json().message).toBe("Le fichier pdf n'est pas un type de fichier valide");
  });

  it('refuses unknown types and linked records that do not exist', async () => {
    const unknown = await upload('admin', { type: 'secret' }, [{ name: 'a.pdf', data: FIXTURES.pdf }]);
    expect(unknown.statusCode).toBe(400);
    const missing = await upload('admin', { type: 'project', linkedId: '999999' }, [
      { name: 'a.pdf', data: FIXTURES.pdf },
    ]);
    expect(missing.statusCode).toBe(403);
    const badIds = await upload('admin', { type: 'temp', ids: '{oops' }, [
      { name: 'a.pdf', data: FIXTURES.pdf },
    ]);
    expect(badIds.json().message).toBe("Le champ ids n'est pas un JSON valide.");
  });
});

describe('viewer', () => {
  it('other files download as attachments under their sanitised name', async () => {
    const file = await uploadOne(
      'admin',
      { linkedId: String(ownProjectId), type: 'project' },
      { name: 'vidéo chantier n°2.avi', data: FIXTURES.avi },
    );
    const response = await get(file.apiUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/vnd.avi');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="video chantier n_2.avi"; filename*=UTF-8''vid%C3%A9o%20chantier%20n%C2%B02.avi`,
    );
  });

  it('refuses a missing, tampered, expired or borrowed token, before reading anything', async () => {
    const a = await uploadOne(
      'admin',
      { linkedId: String(ownProjectId), type: 'project' },
      { name: 'a.pdf', data: FIXTURES.pdf },
    );
    const b = await uploadOne(
      'admin',
      { linkedId: String(ownProjectId), type: 'project' },
      { name: 'b.png', data: FIXTURES.png },
    );
    const token = new URL(a.apiUrl, 'http://x').searchParams.get('token') ?? '';

    expect((await get(`/viewer/type/project/${a.id}.pdf`)).statusCode).toBe(401);
    // Both the last character (whose two low bits base64url ignores) and one in the middle.
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await get(`/viewer/type/project/${a.id}.pdf?token=${tampered}`)).statusCode).toBe(401);
    const middle = token.length - 20;
    const flipped = `${token.slice(0, middle)}${token[middle] === 'x' ? 'y' : 'x'}${token.slice(middle + 1)}`;
    expect((await get(`/viewer/type/project/${a.id}.pdf?token=${flipped}`)).statusCode).toBe(401);
    // Another user id, a later expiry, or no session (a mailed link's form) with the same MAC.
    const [user, session, expiry, mac] = token.split('.');
    for (const forged of [
      `${Number(user) + 1}.${session}.${expiry}.${mac}`,
      `${user}.${session}.${Number(expiry) + 3600}.${mac}`,
      `${user}.${expiry}.${mac}`,
    ]) {
      expect((await get(`/viewer/type/project/${a.id}?token=${forged}`)).statusCode, forged).toBe(401);
    }
    // A token for file A never opens file B.
    const borrowed = await get(`/viewer/type/project/${b.id}?token=${token}`);
    expect(borrowed.statusCode).toBe(401);
    expect(borrowed.json()).toEqual({
      error: 401,
      code: 'UNAUTHENTICATED',
      message: 'Ce lien de consultation est invalide.',
    });

    const expired = createViewerTokens(TEST_JWT_SECRET).sign({
      fileId: a.id,
      issuer: { userId: Number(user), sessionId: session ?? null },
      now: Date.now() - 6 * 60_000,
    });
    const late = await get(`/viewer/type/project/${a.id}.pdf?token=${expired}`);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/a expiré/);
    // The right token under another type is not found.
    expect((await get(`/viewer/type/report/${a.id}?token=${token}`)).statusCode).toBe(404);
    expect((await get(a.apiUrl)).statusCode).toBe(200);
  });

  it('GET /api/file/view redirects to a fresh viewer address; /api/file/{id}/link gives one', async () => {
    const file = await uploadOne(
      'admin',
      { linkedId: String(ownProjectId), type: 'project' },
      { name: 'c.pdf', data: FIXTURES.pdf },
    );
    const redirect = await get(`/api/file/view?id=${file.id}`, 'salesman');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toMatch(new RegExp(`^/viewer/type/project/${file.id}\\.pdf\\?token=`));
    expect((await get(String(redirect.headers.location))).statusCode).toBe(200);
    const link = await get(`/api/file/${file.id}/link`, 'technical');
    expect(link.json()).toMatchObject({ error: 0, url: expect.stringMatching(/^\/viewer\/type\/project\//) });
  });

  it('serves a project’s special file by name (plan.jpg), the original for now', async () => {
    await uploadOne(
      'admin',
      { linkedId: String(ownProjectId), type: 'project' },
      { name: 'plan.jpg', data: FIXTURES.jpg },
    );
    const response = await get(`/api/file/get/special?linkedId=${ownProjectId}&name=plan.jpg`, 'customer');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(FIXTURES.jpg)).toBe(true);
    const absent = await get(`/api/file/get/special?linkedId=${otherProjectId}&name=plan.jpg`, 'customer');
    expect(absent.statusCode).toBe(404);
  });
});

describe('ownership', () => {
  it('a customer uploads to and sees their own project only', async () => {
    const own = await uploadOne(
      'customer',
      { linkedId: String(ownProjectId), type: 'project' },
      { name: 'photo.png', data: FIXTURES.png },
    );
    expect((await get(own.apiUrl)).statusCode).toBe(200);

    const before = await storedCount();
    const foreign = await upload('customer', { linkedId: String(otherProjectId), type: 'project' }, [
      { name: 'intrus.pdf', data: FIXTURES.pdf },
    ]);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Vous ne pouvez pas joindre de fichier à ce dossier.');
    for (const type of ['temp', 'report', 'common', 'user']) {
      expect(
        (await upload('customer', { type, linkedId: '1' }, [{ name: 'x.pdf', data: FIXTURES.pdf }]))
          .statusCode,
        type,
      ).toBe(403);
    }
    expect(await storedCount()).toBe(before);

    const theirs = await uploadOne(
      'admin',
      { linkedId: String(otherProjectId), type: 'project' },
      { name: 'autre.pdf', data: FIXTURES.pdf },
    );
    expect((await get(`/api/file/get?id=${theirs.id}`, 'customer')).statusCode).toBe(404);
    expect((await get(`/api/file/${theirs.id}/link`, 'customer')).statusCode).toBe(404);
    expect((await get(`/api/file/view?id=${theirs.id}`, 'customer')).statusCode).toBe(404);
    const list = await get(`/api/files/get?type=project&linkedId=${otherProjectId}`, 'customer');
    expect(list.json()).toEqual({ error: 0, files: [] });
    const ownList = await get(`/api/files/get?type=project&linkedId=${ownProjectId}`, 'customer');
    expect(ownList.json().files.map((f: { id: number }) => f.id)).toContain(own.id);
    expect(
      (await get(`/api/files/get?type=project&linkedId=${otherProjectId}`, 'salesman')).json().files,
    ).toHaveLength(1);
  });

  it('craftsmen have no file access yet', async () => {
    const response = await upload('craftsman', { linkedId: String(ownProjectId), type: 'project' }, [
      { name: 'a.pdf', data: FIXTURES.pdf },
    ]);
    expect(response.statusCode).toBe(403);
    expect((await get('/api/files/get?type=project', 'craftsman')).statusCode).toBe(403);
  });

  it('a report is read by the admins and its author only; temp files by their uploader only', async () => {
    const report = await uploadOne(
      'salesman',
      { type: 'report' },
      { name: 'capture.png', data: FIXTURES.png },
    );
    expect((await get(`/api/file/get?id=${report.id}`, 'salesman')).statusCode).toBe(200);
    expect((await get(`/api/file/get?id=${report.id}`, 'admin')).statusCode).toBe(200);
    expect((await get(`/api/file/get?id=${report.id}`, 'technical')).statusCode).toBe(404);
    const temp = await uploadOne(
      'technical',
      { type: 'temp' },
      { name: 'brouillon.pdf', data: FIXTURES.pdf },
    );
    expect((await get(`/api/file/get?id=${temp.id}`, 'technical')).json().file).toMatchObject({
      type: 'temp',
      linkedId: null,
    });
    expect((await get(`/api/file/get?id=${temp.id}`, 'salesman')).statusCode).toBe(404);
  });

  it('shared documents are uploaded by staff through /api/file/common', async () => {
    const body = multipartBody({ type: 'project' }, [{ name: 'charte.pdf', data: FIXTURES.pdf }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file/common',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.salesman) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().files[0].apiUrl).toMatch(/^\/viewer\/type\/common\//);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/file/common',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.customer) },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('rename, state, delete, send', () => {
  it('renames (keeping the extension), changes the state, deletes, each audited', async () => {
    const file = await uploadOne(
      'salesman',
      { linkedId: String(ownProjectId), type: 'project' },
      { name: 'plan.pdf', data: FIXTURES.pdf },
    );
    const before = await storedCount();
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/file/${file.id}/rename`,
      payload: { name: '../Plan de masse' },
      headers: bearer(tokens.technical),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().file.name).toBe('Plan de masse.pdf');

    const state = await t.app.inject({
      method: 'PUT',
      url: `/api/file/${file.id}/state`,
      payload: { state: 2 },
      headers: bearer(tokens.technical),
    });
    expect(state.json().file.state).toBe(2);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/file/${file.id}/state`,
          payload: { state: -1 },
          headers: bearer(tokens.technical),
        })
      ).statusCode,
    ).toBe(400);

    // The customer sees it but may not change a file the staff uploaded.
    const byCustomer = await t.app.inject({
      method: 'PUT',
      url: `/api/file/${file.id}/rename`,
      payload: { name: 'x' },
      headers: bearer(tokens.customer),
    });
    expect(byCustomer.statusCode).toBe(403);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/file/${file.id}`,
      headers: bearer(tokens.admin),
    });
    expect(deleted.json()).toEqual({ error: 0, message: 'Fichier supprimé.' });
    expect((await get(`/api/file/get?id=${file.id}`, 'admin')).statusCode).toBe(404);
    expect((await get(file.apiUrl)).statusCode).toBe(404);
    expect(await storedCount()).toBe(before - 1);

    const audit = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'file'), eq(auditLog.entityId, String(file.id))));
    expect(audit.map((row) => row.action)).toEqual([
      'file.upload',
      'file.rename',
      'file.state',
      'file.delete',
    ]);
    expect(audit[1]).toMatchObject({ before: { name: 'plan.pdf' }, after: { name: 'Plan de masse.pdf' } });
  });

  it('deletes the caller’s temporary files by name, then all of them', async () => {
    await uploadOne('salesman', { type: 'temp' }, { name: 'un.pdf', data: FIXTURES.pdf });
    await uploadOne('salesman', { type: 'temp' }, { name: 'deux.pdf', data: FIXTURES.pdf });
    await uploadOne('technical', { type: 'temp' }, { name: 'un.pdf', data: FIXTURES.pdf });
    const byName = await t.app.inject({
      method: 'DELETE',
      url: '/api/file?name=un.pdf',
      headers: bearer(tokens.salesman),
    });
    expect(byName.json()).toEqual({ error: 0, message: '1 fichier temporaire supprimé.' });
    const byBody = await t.app.inject({
      method: 'DELETE',
      url: '/api/file',
      payload: { name: 'un.pdf' },
      headers: bearer(tokens.salesman),
    });
    expect(byBody.statusCode).toBe(404);
    const all = await t.app.inject({
      method: 'DELETE',
      url: '/api/file/temp',
      headers: bearer(tokens.salesman),
    });
    expect(all.json()).toEqual({ error: 0, message: '1 fichier temporaire supprimé.' });
    // The other user's temporary file is untouched.
    const left = await get('/api/files/get?type=temp', 'technical');
    expect(left.json().files.map((f: { name: string }) => f.name)).toContain('un.pdf');
  });

  it('sends a link by e-mail through the outbox (staff only)', async () => {
    const file = await uploadOne(
      'admin',
      { linkedId: String(ownProjectId), type: 'project' },
      { name: 'notice.pdf', data: FIXTURES.pdf },
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/file/send',
      payload: { id: file.id, to: 'famille.durand@example.fr' },
      headers: bearer(tokens.salesman),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'famille.durand@example.fr'));
    expect(mail?.bodyText).toContain(`/viewer/type/project/${file.id}.pdf?token=`);
    const byCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/file/send',
      payload: { id: file.id, to: 'x@example.fr' },
      headers: bearer(tokens.customer),
    });
    expect(byCustomer.statusCode).toBe(403);
  });
});
