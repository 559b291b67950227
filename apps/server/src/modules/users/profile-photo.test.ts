import { mkdtemp, readdir, rm } from 'node:fs/promises';
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
const ids = {} as Record<DemoRole, number>;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'batir-photo-'));
  t = await createTestApp({ files: { kind: 'disk', dir: filesDir } });
  for (const role of ['salesman', 'technical', 'customer'] as const) {
    tokens[role] = (await login(t.app, role)).accessToken;
    ids[role] = (await me(role)).user.id;
  }
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function me(role: DemoRole) {
  const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens[role]) });
  expect(response.statusCode).toBe(200);
  return response.json() as { user: { id: number; photoUrl: string | null } };
}

function putPhoto(role: DemoRole, id: number, file: FormFile) {
  const body = multipartBody({}, [{ field: 'photo', ...file }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/user/${id}/photo`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(tokens[role]) },
  });
}

const deletePhoto = (role: DemoRole, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/${id}/photo`, headers: bearer(tokens[role]) });

async function storedCount(): Promise<number> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

const livePhotos = (userId: number) =>
  t.database.db
    .select()
    .from(files)
    .where(and(eq(files.type, 'user'), eq(files.linkedId, userId)));

describe('own photo: PUT and DELETE /api/user/{id}/photo', () => {
  it('uploads a PNG; GET /api/user and the profile give a viewer link that serves it', async () => {
    expect((await me('salesman')).user.photoUrl).toBeNull();
    const response = await putPhoto('salesman', ids.salesman, { name: 'moi.png', data: FIXTURES.png });
    expect(response.statusCode).toBe(200);
    const { error, photoUrl } = response.json();
    expect(error).toBe(0);
    expect(photoUrl).toMatch(/^\/viewer\/type\/user\/\d+\?token=/);

    const current = (await me('salesman')).user.photoUrl;
    expect(current).toMatch(/^\/viewer\/type\/user\/\d+\?token=/);
    const image = await t.app.inject({ method: 'GET', url: current ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(FIXTURES.png)).toBe(true);

    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/user/${ids.salesman}`,
      headers: bearer(tokens.salesman),
    });
    expect(profile.json().user.photoUrl).toMatch(/^\/viewer\/type\/user\/\d+\?token=/);

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.photo'));
    expect(audit?.entityId).toBe(String(ids.salesman));
    expect(audit?.after).toMatchObject({ name: 'moi.png', mime: 'image/png' });
  });

  it('a colleague sees the photo; a customer does not', async () => {
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/files/get?type=user&linkedId=${ids.salesman}`,
      headers: bearer(tokens.technical),
    });
    expect(staffView.json().files).toHaveLength(1);
    const customerView = await t.app.inject({
      method: 'GET',
      url: `/api/files/get?type=user&linkedId=${ids.salesman}`,
      headers: bearer(tokens.customer),
    });
    expect(customerView.json().files).toEqual([]);
  });

  it('replaces the previous photo, which is marked deleted and its bytes removed', async () => {
    const before = await storedCount();
    const response = await putPhoto('salesman', ids.salesman, { name: 'nouvelle.jpg', data: FIXTURES.jpg });
    expect(response.statusCode).toBe(200);
    expect(await storedCount()).toBe(before);
    const rows = await livePhotos(ids.salesman);
    expect(rows.filter((row) => row.deletedAt === null).map((row) => row.originalName)).toEqual([
      'nouvelle.jpg',
    ]);
    expect(rows.filter((row) => row.deletedAt !== null).map((row) => row.originalName)).toEqual(['moi.png']);
    const image = await t.app.inject({ method: 'GET', url: (await me('salesman')).user.photoUrl ?? '' });
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses what is not a picture, in French, and keeps the current photo', async () => {
    const before = await storedCount();
    const pdf = await putPhoto('salesman', ids.salesman, { name: 'cv.pdf', data: FIXTURES.pdf });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe("Le fichier cv.pdf n'est pas un type de fichier valide");
    const disguised = await putPhoto('salesman', ids.salesman, { name: 'photo.png', data: FIXTURES.html });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe("Le fichier photo.png n'est pas un type de fichier valide");
    const nothing = multipartBody({ note: 'sans fichier' }, []);
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${ids.salesman}/photo`,
      headers: { ...nothing.headers, ...bearer(tokens.salesman) },
      payload: nothing.payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Aucun fichier !');
    expect(await storedCount()).toBe(before);
    expect((await me('salesman')).user.photoUrl).not.toBeNull();
  });

  it("refuses someone else's photo", async () => {
    const put = await putPhoto('technical', ids.salesman, { name: 'intrus.png', data: FIXTURES.png });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe('Vous ne pouvez modifier que votre propre profil.');
    const del = await deletePhoto('technical', ids.salesman);
    expect(del.statusCode).toBe(403);
    expect((await me('salesman')).user.photoUrl).not.toBeNull();
  });

  it("the generic upload cannot set someone's photo", async () => {
    const body = multipartBody(
      { type: 'user', linkedId: String(ids.salesman), ids: JSON.stringify({ photo: true }) },
      [{ name: 'intrus.png', data: FIXTURES.png }],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.technical) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('La photo de profil se change depuis le profil de son titulaire.');
  });

  it('a customer sets their own photo too', async () => {
    const response = await putPhoto('customer', ids.customer, { name: 'client.gif', data: gif() });
    expect(response.statusCode).toBe(200);
    expect((await me('customer')).user.photoUrl).toMatch(/^\/viewer\/type\/user\//);
    expect((await deletePhoto('customer', ids.customer)).statusCode).toBe(200);
  });

  it('removes the photo', async () => {
    const before = await storedCount();
    const response = await deletePhoto('salesman', ids.salesman);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: 0, photoUrl: null });
    expect((await me('salesman')).user.photoUrl).toBeNull();
    expect(await storedCount()).toBe(before - 1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.photo_delete'), eq(auditLog.entityId, String(ids.salesman))));
    expect(audits).toHaveLength(1);
    // Removing again is not an error.
    expect((await deletePhoto('salesman', ids.salesman)).statusCode).toBe(200);
  });
});

/** The smallest GIF: one transparent pixel. */
function gif() {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}
