import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type DemoRole, demoUserId, login, type TestApp } from '../../../test/helpers';
import { files } from '../../db/schema';
import { FIXTURES, multipartBody } from './multipart.test-helper';

/**
 * A user's photo is theirs: the generic file routes (rename, state, delete) change it for its owner and the
 * administrators only, as PUT/DELETE /api/user/{id}/photo do for the owner.
 */
let t: TestApp;
let filesDir = '';
const tokens = {} as Record<DemoRole, string>;
const OTHERS_PHOTO = 'Seul son titulaire ou un administrateur peut modifier une photo de profil.';

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'batir-photo-rights-'));
  t = await createTestApp({ files: { kind: 'disk', dir: filesDir } });
  for (const role of ['admin', 'technical', 'salesman', 'gridOperator', 'customer'] as const) {
    tokens[role] = (await login(t.app, role)).accessToken;
  }
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** Sets the role's own photo and answers its file id. */
async function ownPhoto(role: DemoRole): Promise<number> {
  const body = multipartBody({}, [{ field: 'photo', name: 'moi.png', data: FIXTURES.png }]);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/user/${await demoUserId(t, role)}/photo`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(tokens[role]) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const id = Number(/^\/viewer\/type\/user\/(\d+)\?/.exec(response.json().photoUrl)?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

const rename = (role: DemoRole, id: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/file/${id}/rename`,
    payload: { name: 'intrus' },
    headers: bearer(tokens[role]),
  });
const setState = (role: DemoRole, id: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/file/${id}/state`,
    payload: { state: 3 },
    headers: bearer(tokens[role]),
  });
const remove = (role: DemoRole, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/file/${id}`, headers: bearer(tokens[role]) });

async function row(id: number) {
  const [found] = await t.database.db.select().from(files).where(eq(files.id, id));
  return found;
}

describe("someone else's photo through the generic file routes", () => {
  it('staff members who are not its owner get a French 403 and nothing changes', async () => {
    const id = await ownPhoto('salesman');
    const before = await row(id);
    for (const role of ['technical', 'gridOperator'] as const) {
      for (const attempt of [rename, setState, remove]) {
        const response = await attempt(role, id);
        expect(response.statusCode, `${role} ${attempt.name}`).toBe(403);
        expect(response.json()).toEqual({ error: 403, code: 'FORBIDDEN', message: OTHERS_PHOTO });
      }
    }
    expect(await row(id)).toEqual(before);
    // A customer does not even see it.
    expect((await remove('customer', id)).statusCode).toBe(404);
    expect(await row(id)).toEqual(before);
  });

  it('its owner and the administrators may rename it, change its state and delete it', async () => {
    const id = await ownPhoto('salesman');
    const renamed = await rename('salesman', id);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().file.name).toBe('intrus.png');
    expect((await setState('admin', id)).json().file.state).toBe(3);
    expect((await remove('admin', id)).json()).toEqual({ error: 0, message: 'Fichier supprimé.' });
    expect((await row(id))?.deletedAt).not.toBeNull();
  });

  it('a customer removes their own photo there too', async () => {
    const id = await ownPhoto('customer');
    expect((await remove('customer', id)).json()).toEqual({ error: 0, message: 'Fichier supprimé.' });
  });

  it("other files of a user's account stay the staff's to manage", async () => {
    const body = multipartBody({ type: 'user', linkedId: String(await demoUserId(t, 'salesman')) }, [
      { name: 'contrat.pdf', data: FIXTURES.pdf },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.admin) },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const id = upload.json().files[0].id as number;
    expect((await rename('technical', id)).statusCode).toBe(200);
    expect((await remove('gridOperator', id)).statusCode).toBe(200);
  });
});
