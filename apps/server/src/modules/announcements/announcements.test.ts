import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type DemoRole, demoUserId, login, type TestApp } from '../../../test/helpers';
import { announcementReads, auditLog } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const announcementsOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().announcementList;

describe('announcements', () => {
  it('an admin writes one for a role; its readers see it in GET /api/user until they mark it read', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const salesman = (await login(t.app, 'salesman')).accessToken;
    const technical = (await login(t.app, 'technical')).accessToken;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/announcement',
      headers: bearer(admin),
      payload: {
        title: 'Nouveau barème 2027',
        content: 'Les prix des modèles plain-pied changent au 1er janvier.',
        startingDate: '2026-01-01T08:00:00+01:00',
        roles: ['salesman'],
      },
    });
    expect(created.statusCode).toBe(200);
    const { announcement } = created.json();
    expect(announcement).toMatchObject({
      title: 'Nouveau barème 2027',
      author: { surname: 'Claire', name: 'Moreau' },
      readCount: 0,
    });

    expect(await announcementsOf(technical)).toEqual([]);
    expect(await announcementsOf(salesman)).toEqual([
      {
        id: announcement.id,
        announcement: {
          id: announcement.id,
          title: 'Nouveau barème 2027',
          content: 'Les prix des modèles plain-pied changent au 1er janvier.',
          startingDate: '2026-01-01T07:00:00.000Z',
          author: { surname: 'Claire', name: 'Moreau' },
        },
      },
    ]);
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/announcement/${announcement.id}/markRead`,
      headers: bearer(salesman),
    });
    expect(read.json()).toEqual({ error: 0, message: 'Annonce marquée comme lue.' });
    expect(await announcementsOf(salesman)).toEqual([]);
    // Twice is harmless.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/announcement/${announcement.id}/markRead`,
          headers: bearer(salesman),
        })
      ).statusCode,
    ).toBe(200);

    const list = await t.app.inject({ method: 'GET', url: '/api/announcement', headers: bearer(admin) });
    expect(list.json().list[0].readCount).toBe(1);
  });

  it('future announcements wait for their date; edits are admin-only; unknown ids give 404', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const grid = (await login(t.app, 'gridOperator')).accessToken;
    const future = await t.app.inject({
      method: 'POST',
      url: '/api/announcement',
      headers: bearer(admin),
      payload: { title: 'Séminaire', content: 'Rendez-vous à Tours.', startingDate: '2099-06-01T09:00:00Z' },
    });
    const { id } = future.json().announcement;
    expect(await announcementsOf(grid)).toEqual([]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/announcement/${id}`,
      headers: bearer(admin),
      payload: {
        title: 'Séminaire annuel',
        content: 'Rendez-vous à Tours.',
        startingDate: '2020-06-01T09:00:00Z',
      },
    });
    expect(edited.json().announcement.title).toBe('Séminaire annuel');
    expect(
      (await announcementsOf(grid)).map((a: { announcement: { title: string } }) => a.announcement.title),
    ).toContain('Séminaire annuel');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/announcement/${id}`,
      headers: bearer(grid),
      payload: { title: 'x', content: 'y', startingDate: '2020-06-01T09:00:00Z' },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/announcement/999999/markRead',
      headers: bearer(grid),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Annonce introuvable.');
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/announcement',
      headers: bearer(admin),
      payload: { title: '', content: '', startingDate: 'demain' },
    });
    expect(Object.keys(invalid.json().fields).sort()).toEqual(['content', 'startingDate', 'title']);
  });

  it('lists one page at a time, newest start date first, with the total', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    for (const day of ['10', '11', '12']) {
      await create(admin, { title: `Page ${day}`, startingDate: `2030-03-${day}T09:00:00Z` });
    }
    const first = await list(admin, '?page=1&limit=2');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ error: 0, page: 1, limit: 2 });
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.list.map((a: { title: string }) => a.title)).toEqual(['Page 12', 'Page 11']);
    const second = (await list(admin, '?page=2&limit=2')).json();
    expect(second.list[0].title).toBe('Page 10');
    const beyond = (await list(admin, `?page=${body.total + 1}&limit=2`)).json();
    expect(beyond).toMatchObject({ list: [], total: body.total });

    const bad = await list(admin, '?page=0&limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Données invalides : page, limit.');
  });

  it('targets users by id: only they see it, and the list names them', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const technical = (await login(t.app, 'technical')).accessToken;
    const salesman = (await login(t.app, 'salesman')).accessToken;
    const technicalId = await userId('technical');
    const response = await create(admin, { title: 'Pour le bureau', userIds: [technicalId, technicalId] });
    expect(response.statusCode).toBe(200);
    const { announcement } = response.json();
    expect(announcement.userIds).toEqual([technicalId]);
    expect(announcement.users).toEqual([
      { id: technicalId, surname: expect.any(String), name: expect.any(String) },
    ]);
    const titles = async (token: string) =>
      (await announcementsOf(token)).map((a: { announcement: { title: string } }) => a.announcement.title);
    expect(await titles(technical)).toContain('Pour le bureau');
    expect(await titles(salesman)).not.toContain('Pour le bureau');

    // Not aimed at the salesman: "introuvable" for them, and no read is recorded.
    const foreign = await markRead(salesman, announcement.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: 404,
      code: 'ANNOUNCEMENT_NOT_FOUND',
      message: 'Annonce introuvable.',
    });
    const reads = await t.database.db
      .select()
      .from(announcementReads)
      .where(eq(announcementReads.announcementId, announcement.id));
    expect(reads).toEqual([]);
  });

  it('refuses unknown or non-staff recipients and non-staff roles, in French', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const customerId = await userId('customer');
    const unknown = await create(admin, { userIds: [customerId, 999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 400,
      code: 'ANNOUNCEMENT_RECIPIENT_UNKNOWN',
      message: `Destinataire inconnu ou inactif : ${customerId}, 999999.`,
      fields: { userIds: `Destinataire inconnu ou inactif : ${customerId}, 999999.` },
    });
    const role = await create(admin, { roles: ['customer'] });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe('Données invalides : roles.0.');
    expect(role.json().fields['roles.0']).toMatch(/^Option invalide/);
  });

  it('admins delete announcements; each write is in the audit log; others get 403', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const grid = (await login(t.app, 'gridOperator')).accessToken;
    const { id } = (await create(admin, { title: 'À supprimer', roles: ['gridOperator'] })).json()
      .announcement;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/announcement/${id}`,
      headers: bearer(admin),
      payload: { ...BODY, title: 'À supprimer bientôt', roles: ['gridOperator'] },
    });
    expect(edited.statusCode).toBe(200);
    expect((await markRead(grid, id)).statusCode).toBe(200);

    for (const request of [
      { method: 'GET' as const, url: '/api/announcement' },
      { method: 'POST' as const, url: '/api/announcement', payload: BODY },
      { method: 'DELETE' as const, url: `/api/announcement/${id}` },
    ]) {
      const refused = await t.app.inject({ ...request, headers: bearer(grid) });
      expect(refused.statusCode, request.method).toBe(403);
      expect(refused.json()).toEqual({ error: 403, code: 'FORBIDDEN', message: 'Accès refusé' });
    }

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/announcement/${id}`,
      headers: bearer(admin),
    });
    expect(deleted.json()).toEqual({ error: 0, message: 'Annonce supprimée.' });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/announcement/${id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Annonce introuvable.');
    expect((await markRead(grid, id)).statusCode).toBe(404);

    const audit = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'announcement'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual([
      'announcement.create',
      'announcement.update',
      'announcement.delete',
    ]);
    expect(audit[1]?.before).toMatchObject({ title: 'À supprimer' });
    expect(audit[1]?.after).toMatchObject({ title: 'À supprimer bientôt' });
    expect(audit[2]).toMatchObject({ before: { title: 'À supprimer bientôt', readCount: 1 }, after: null });
  });
});

const BODY = { title: 'Annonce', content: 'Contenu.', startingDate: '2026-01-01T08:00:00Z' };

function create(token: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/announcement',
    headers: bearer(token),
    payload: { ...BODY, ...body },
  });
}

function list(token: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/announcement${query}`, headers: bearer(token) });
}

function markRead(token: string, id: number) {
  return t.app.inject({ method: 'PUT', url: `/api/announcement/${id}/markRead`, headers: bearer(token) });
}

function userId(role: DemoRole): Promise<number> {
  return demoUserId(t, role);
}
