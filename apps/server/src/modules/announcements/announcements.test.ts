import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../../test/helpers';

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
});
