import { parisDay } from '@batir/shared/todos';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../../test/helpers';
import { auditLog, projects } from '../../db/schema';

let t: TestApp;
let salesman: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  salesman = (await login(t.app, 'salesman')).accessToken;
  admin = (await login(t.app, 'admin')).accessToken;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const today = parisDay();
const yesterday = parisDay(new Date(Date.now() - DAY));
const tomorrow = parisDay(new Date(Date.now() + DAY));

const post = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/toDo', headers: bearer(token), payload });
const list = async (token: string, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/toDo${query}`, headers: bearer(token) })).json();
const alertCount = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/toDo/alertCount', headers: bearer(token) })).json()
    .alertCount;

async function salesmanProjects() {
  const me = { id: await demoUserId(t, 'salesman') };
  const mine = await t.database.db
    .select()
    .from(projects)
    .where(eq(projects.salesmanId, me?.id ?? 0))
    .limit(1);
  const other = await t.database.db
    .select()
    .from(projects)
    .where(and(ne(projects.salesmanId, me?.id ?? 0)))
    .limit(1);
  return { mine: mine[0], other: other[0] };
}

describe('to-dos', () => {
  it('a salesperson adds, ticks and deletes his to-dos; due open alerts are counted, with audit', async () => {
    const before = await alertCount(salesman);
    const { mine } = await salesmanProjects();
    const created = await post(salesman, {
      text: '  Rappeler M. Dupont  ',
      dueDate: today,
      isAlert: 1,
      projectId: mine?.id,
    });
    expect(created.statusCode).toBe(200);
    const { toDo } = created.json();
    expect(toDo).toMatchObject({
      text: 'Rappeler M. Dupont',
      dueDate: today,
      isAlert: 1,
      done: false,
      doneAt: null,
      project: { id: mine?.id, name: mine?.name },
    });
    expect(created.json().alertCount).toBe(before + 1);
    // Not due yet, not an alert, overdue: only due open alerts count.
    await post(salesman, { text: 'Relance demain', dueDate: tomorrow, isAlert: 1 });
    await post(salesman, { text: 'Simple tâche', dueDate: today, isAlert: 0 });
    const late = (await post(salesman, { text: 'En retard', dueDate: yesterday, isAlert: true })).json().toDo;
    expect(late.isAlert).toBe(1);
    expect(await alertCount(salesman)).toBe(before + 2);

    // The day's plan: due today (done or not) and overdue still open; not tomorrow's.
    const day = await list(salesman, `?day=${today}`);
    const texts = day.list.map((item: { text: string }) => item.text);
    expect(texts).toEqual(expect.arrayContaining(['Rappeler M. Dupont', 'Simple tâche', 'En retard']));
    expect(texts).not.toContain('Relance demain');
    expect(day.alertCount).toBe(before + 2);

    const ticked = await post(salesman, { ...toDo, id: toDo.id, projectId: mine?.id, done: true });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().toDo.done).toBe(true);
    expect(ticked.json().toDo.doneAt).not.toBeNull();
    expect(ticked.json().alertCount).toBe(before + 1);
    // Done today stays in today's plan; done yesterday-due would not.
    expect((await list(salesman, `?day=${today}&done=1`)).list.map((i: { id: number }) => i.id)).toContain(
      toDo.id,
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/toDo/${late.id}`,
      headers: bearer(salesman),
    });
    expect(removed.json()).toEqual({ error: 0, message: 'Tâche supprimée.', alertCount: before });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'todo'));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['todo.create', 'todo.update', 'todo.delete']),
    );
  });

  it("nobody reads, changes or deletes another user's to-do, admins included", async () => {
    const { toDo } = (await post(salesman, { text: 'Privé', dueDate: today, isAlert: 1 })).json();
    expect((await list(admin)).list.map((item: { id: number }) => item.id)).not.toContain(toDo.id);
    const adminCount = await alertCount(admin);
    const edit = await post(admin, { id: toDo.id, text: 'Volé', dueDate: today });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toMatchObject({ code: 'TODO_NOT_FOUND', message: 'Tâche introuvable.' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/toDo/${toDo.id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(404);
    expect(await alertCount(admin)).toBe(adminCount);
    expect((await list(salesman)).list.find((item: { id: number }) => item.id === toDo.id)?.text).toBe(
      'Privé',
    );
  });

  it('a salesperson links only the projects he follows; an admin links any', async () => {
    const { other } = await salesmanProjects();
    const refused = await post(salesman, { text: 'Autre dossier', dueDate: today, projectId: other?.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'TODO_PROJECT_NOT_LINKABLE',
      message: 'Projet introuvable ou suivi par un autre conseiller.',
      fields: { projectId: 'Projet introuvable ou suivi par un autre conseiller.' },
    });
    const ok = await post(admin, { text: 'Autre dossier', dueDate: today, projectId: other?.id });
    expect(ok.json().toDo.project).toEqual({ id: other?.id, name: other?.name });
  });

  it('bad input gets a French 400', async () => {
    const empty = await post(salesman, { text: '   ', dueDate: '31/11/2026', isAlert: 2 });
    expect(empty.statusCode).toBe(400);
    const text = empty.body;
    expect(text).toContain('Saisissez le texte de la tâche');
    expect(text).toContain('Date invalide : attendu AAAA-MM-JJ ou JJ/MM/AAAA');
    expect(text).toContain('isAlert vaut 0 ou 1');
    // The spec's DD/MM/YYYY is read, and the day answered as YYYY-MM-DD.
    const french = await post(salesman, { text: 'Date à la française', dueDate: '22/11/2026' });
    expect(french.statusCode, french.body).toBe(200);
    expect(french.json().toDo.dueDate).toBe('2026-11-22');
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/toDo?day=demain',
      headers: bearer(salesman),
    });
    expect(query.statusCode).toBe(400);
    const id = await t.app.inject({ method: 'DELETE', url: '/api/toDo/abc', headers: bearer(salesman) });
    expect(id.statusCode).toBe(400);
  });

  it('401 without a token; 403 for customers and craftsmen', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/toDo' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/toDo/alertCount' })).statusCode).toBe(401);
    for (const role of ['customer', 'craftsman'] as const) {
      const token = (await login(t.app, role)).accessToken;
      const calls = [
        { method: 'GET' as const, url: '/api/toDo' },
        { method: 'GET' as const, url: '/api/toDo/alertCount' },
        { method: 'POST' as const, url: '/api/toDo', payload: { text: 'x', dueDate: today } },
        { method: 'DELETE' as const, url: '/api/toDo/1' },
      ];
      for (const call of calls) {
        const response = await t.app.inject({ ...call, headers: bearer(token) });
        expect(response.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
      }
    }
  });
});
