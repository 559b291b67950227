import { REFRESH_COOKIE } from '@batir/shared';
import { DEMO_PASSWORD } from '@batir/shared/constants';
import { ZCurrentUserResponse } from '@batir/shared/users';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { users } from '../../db/schema';

import { unreadAnnouncements } from '../announcements';
import { getMenuList, listUserFavorites } from '../shell';
import * as shellRepo from '../shell/shell.repository';
import * as repo from './users.repository';

/**
 * GET /api/user keeps the staff list and the menus in the process, keyed by versions that database triggers
 * bump: every change below, made through the API, through plain SQL, or through a second server on the same
 * database (another process), must show on the very next call.
 */
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A second server on the same database, with its own cache: what one process writes, the other must see.
  other = await buildApp({ config: t.config, db: t.database.db, changes: t.database.changes, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

type Body = ReturnType<typeof ZCurrentUserResponse.parse>;
type MenuNode = Body['menuList'][number];
const flatten = (items: MenuNode[]): MenuNode[] => items.flatMap((item) => [item, ...flatten(item.items)]);

async function currentUser(token: string, app: FastifyInstance = t.app): Promise<Body> {
  const response = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/user answer', () => {
  it('is exactly ZCurrentUserResponse (no extra field) and equals what the separate queries give', async () => {
    for (const role of ['admin', 'salesman', 'technical', 'customer'] as const) {
      const { accessToken } = await login(t.app, role);
      const body = await currentUser(accessToken);
      expect(ZCurrentUserResponse.parse(body), role).toEqual(body);
      const userId = await demoUserId(t, role);
      const db = t.database.db;
      const user = await repo.findUserById(db, userId);
      if (!user) throw new Error('no user');
      const staff = role !== 'customer';
      expect(body.userList, role).toEqual(staff ? await repo.listActiveStaff(db) : []);
      expect(body.menuList, role).toEqual(staff ? await getMenuList({ db, roles: user.roles }) : []);
      expect(body.menuFavorites, role).toEqual(staff ? await shellRepo.listMenuFavorites(db, userId) : []);
      expect(body.userFavorite, role).toEqual(staff ? await listUserFavorites({ db, userId }) : []);
      expect(body.announcementList, role).toEqual(
        await unreadAnnouncements({ db, user: { id: userId, roles: user.roles } }),
      );
    }
  });
});

describe('GET /api/user cache invalidation', () => {
  it('shows a menu change made in SQL on the next call, on both servers', async () => {
    const { accessToken } = await login(t.app, 'admin');
    const before = flatten((await currentUser(accessToken)).menuList);
    await currentUser(accessToken, other);
    const entry = before.find((item) => item.route !== null);
    if (!entry) throw new Error('no menu entry');
    await t.database.db.execute(sql`update menu_items set name = 'Renommé en test' where id = ${entry.id}`);
    for (const app of [t.app, other]) {
      const after = flatten((await currentUser(accessToken, app)).menuList);
      expect(after.find((item) => item.id === entry.id)?.name).toBe('Renommé en test');
    }
    await t.database.db.execute(sql`delete from menu_items where id = ${entry.id}`);
    for (const app of [t.app, other]) {
      const after = flatten((await currentUser(accessToken, app)).menuList);
      expect(after.some((item) => item.id === entry.id)).toBe(false);
    }
  });

  it('shows a new staff member, a renamed one and a disabled one on the next call', async () => {
    const { accessToken } = await login(t.app, 'admin');
    const ids = async (app: FastifyInstance) =>
      (await currentUser(accessToken, app)).userList.map((u) => u.id);
    await ids(t.app);
    await ids(other);
    const [created] = await t.database.db
      .insert(users)
      .values({
        email: 'nouveau.cache@batir.test',
        passwordHash: 'x',
        surname: 'Nouveau',
        name: 'Arrivant',
        roles: ['technical'],
      })
      .returning({ id: users.id });
    if (!created) throw new Error('no insert');
    for (const app of [t.app, other]) expect(await ids(app)).toContain(created.id);

    await t.database.db.execute(sql`update users set name = 'Renommé' where id = ${created.id}`);
    for (const app of [t.app, other]) {
      const list = (await currentUser(accessToken, app)).userList;
      expect(list.find((u) => u.id === created.id)?.name).toBe('Renommé');
    }

    await t.database.db.execute(sql`update users set is_active = false where id = ${created.id}`);
    for (const app of [t.app, other]) expect(await ids(app)).not.toContain(created.id);
  });

  it('shows a favourite and a menu favourite added through the other server on the next call', async () => {
    const { accessToken } = await login(t.app, 'salesman');
    expect((await currentUser(accessToken)).userFavorite).toEqual([]);
    const added = await other.inject({
      method: 'POST',
      url: '/api/user/favorite',
      headers: bearer(accessToken),
      payload: { name: '', path: '/prospects', params: {}, type: 0, title: 'Mes prospects' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await currentUser(accessToken)).userFavorite).toMatchObject([
      { path: '/prospects', title: 'Mes prospects', type: 0 },
    ]);

    const menu = flatten((await currentUser(accessToken)).menuList).find((item) => item.route !== null);
    if (!menu) throw new Error('no menu entry');
    const starred = await other.inject({
      method: 'PUT',
      url: `/api/user/menuFavorite/${menu.id}`,
      headers: bearer(accessToken),
    });
    expect(starred.statusCode, starred.body).toBe(200);
    expect((await currentUser(accessToken)).menuFavorites.map((f) => f.menuId)).toEqual([menu.id]);
  });

  it('drops an announcement marked read on the next call', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const technical = (await login(t.app, 'technical')).accessToken;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/announcement',
      headers: bearer(admin),
      payload: {
        title: 'Cache',
        content: 'Lu ou non ?',
        startingDate: '2026-01-01T08:00:00Z',
        roles: ['technical'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().announcement.id;
    const unread = async () => (await currentUser(technical)).announcementList.map((a) => a.id);
    expect(await unread()).toContain(id);
    const read = await other.inject({
      method: 'PUT',
      url: `/api/announcement/${id}/markRead`,
      headers: bearer(technical),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await unread()).not.toContain(id);
  });

  it('refuses the next call after a logout, a password change or a disabled account', async () => {
    const status = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode;

    const pair = await login(t.app, 'gridOperator');
    expect(await status(pair.accessToken)).toBe(200);
    const out = await other.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(pair.accessToken),
      cookies: { [REFRESH_COOKIE]: pair.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect(await status(pair.accessToken)).toBe(401);

    const old = await login(t.app, 'technical');
    const current = await login(t.app, 'technical');
    expect(await status(old.accessToken)).toBe(200);
    const technicalId = await demoUserId(t, 'technical');
    const changed = await other.inject({
      method: 'PUT',
      url: `/api/user/${technicalId}`,
      headers: bearer(current.accessToken),
      payload: {
        surname: 'Hugo',
        name: 'Technique',
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Nouveau-mot-de-passe-42!',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await status(old.accessToken)).toBe(401);

    const admin = (await login(t.app, 'admin')).accessToken;
    const salesman = await login(t.app, 'salesman');
    expect(await status(salesman.accessToken)).toBe(200);
    const salesmanId = await demoUserId(t, 'salesman');
    const archived = await other.inject({
      method: 'PUT',
      url: `/api/user/${salesmanId}/archive`,
      headers: bearer(admin),
      payload: { archive: true },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await status(salesman.accessToken)).toBe(401);
    // And the disabled account leaves everyone's staff list at once.
    expect((await currentUser(admin)).userList.map((u) => u.id)).not.toContain(salesmanId);
  });
});
