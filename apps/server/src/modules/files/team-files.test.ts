import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, sqlRows, type TestApp } from '../../../test/helpers';
import { files, users } from '../../db/schema';
import { FIXTURES, multipartBody } from './multipart.test-helper';

/**
 * The files of a grid operator's team (project-access followedSalesmen): he reads them, opens their viewer
 * links, and changes none of them, even when he is a salesperson too.
 */
let t: TestApp;
const ids = { teamSalesman: 0, customerProject: 0, prospectProject: 0 };

const rows = <T>(query: ReturnType<typeof sql>) => sqlRows<T>(t.database.db, query);
const firstProject = async (salesmanId: number, prospect: boolean) => {
  const [row] = await rows<{ id: number }>(
    sql`select id from projects where salesman_id = ${salesmanId} and is_prospect = ${prospect}
      and not is_archived order by id limit 1`,
  );
  if (!row) throw new Error(`no project of ${salesmanId}`);
  return row.id;
};

async function uploadAsAdmin(projectId: number, name: string) {
  const token = (await login(t.app, 'admin')).accessToken;
  const body = multipartBody({ linkedId: String(projectId), type: 'project' }, [
    { name, data: FIXTURES.pdf },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().files[0] as { id: number; apiUrl: string };
}

beforeAll(async () => {
  t = await createTestApp();
  const [teamSalesman] = await rows<{ id: number }>(
    sql`select id from users where email = 'n.bertrand@demo.batir.fr'`,
  );
  ids.teamSalesman = teamSalesman?.id ?? 0;
  ids.customerProject = await firstProject(ids.teamSalesman, false);
  ids.prospectProject = await firstProject(ids.teamSalesman, true);
});
afterAll(() => t?.close());

describe('a salesperson who is also a grid operator', () => {
  it("reads his team's project files but does not rename, re-state nor delete them", async () => {
    const lead = await demoUserId(t, 'salesman');
    const db = t.database.db;
    await db
      .update(users)
      .set({ roles: ['salesman', 'gridOperator'] })
      .where(eq(users.id, lead));
    await db.update(users).set({ managerId: lead }).where(eq(users.id, ids.teamSalesman));
    const file = await uploadAsAdmin(ids.customerProject, 'plan.pdf');
    const token = (await login(t.app, 'salesman')).accessToken;

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/file/get?id=${file.id}`,
      headers: bearer(token),
    });
    expect(read.statusCode, read.body).toBe(200);
    const attempts = [
      { method: 'PUT', url: `/api/file/${file.id}/rename`, payload: { name: 'Renommé' } },
      { method: 'PUT', url: `/api/file/${file.id}/state`, payload: { state: 2 } },
      { method: 'DELETE', url: `/api/file/${file.id}` },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: bearer(token) });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(response.json().message).toMatch(/Vous ne pouvez pas modifier ce fichier/);
    }
    const [after] = await db
      .select({ name: files.originalName, state: files.state })
      .from(files)
      .where(eq(files.id, file.id));
    expect(after?.name).toBe('plan.pdf');
    expect(after?.state).not.toBe(2);

    // The prospect sheet offers what the file routes accept: no attachment changes on his team's sheet.
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/project/sheet/${ids.prospectProject}`,
      headers: bearer(token),
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json().can.attachments).toBe(false);
    // His own project's files he still changes.
    const own = await uploadAsAdmin(await firstProject(lead, false), 'mien.pdf');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/file/${own.id}/rename`,
      payload: { name: 'Le mien' },
      headers: bearer(token),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe('a grid operator', () => {
  it("opens the viewer link of his team's project file", async () => {
    const file = await uploadAsAdmin(await firstProject(await demoUserId(t, 'salesman'), false), 'vue.pdf');
    const token = (await login(t.app, 'gridOperator')).accessToken;
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/file/get?id=${file.id}`,
      headers: bearer(token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const viewer = await t.app.inject({ method: 'GET', url: listed.json().file.apiUrl });
    expect(viewer.statusCode, viewer.body).toBe(200);
  });
});
