import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../../test/helpers';
import { menuItems } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/reference';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type MenuNode = { id: number; name: string; route: string | null; isNew: boolean; items: MenuNode[] };
const flatten = (items: MenuNode[]): MenuNode[] => items.flatMap((item) => [item, ...flatten(item.items)]);

async function currentUser(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('menus in GET /api/user', () => {
  it('gives admin, technical and grid operator the admin menu, salespeople the salesman menu', async () => {
    const expected = {
      admin: 'admin',
      technical: 'admin',
      gridOperator: 'admin',
      salesman: 'salesman',
    } as const;
    for (const [role, menuType] of Object.entries(expected)) {
      const body = await currentUser((await login(t.app, role as keyof typeof expected)).accessToken);
      expect(body.menuType, role).toBe(menuType);
      expect(body.menuList.length, role).toBeGreaterThan(0);
    }
  });

  it('narrows entries to the roles that may see them, with nested items and new flags', async () => {
    const admin = flatten((await currentUser((await login(t.app, 'admin')).accessToken)).menuList);
    const grid = flatten((await currentUser((await login(t.app, 'gridOperator')).accessToken)).menuList);
    const technical = flatten((await currentUser((await login(t.app, 'technical')).accessToken)).menuList);
    const names = (menu: MenuNode[]) => menu.map((item) => item.name);
    expect(names(admin)).toEqual(expect.arrayContaining(['Utilisateurs', 'Commerciaux', "Bureau d'étude"]));
    expect(names(grid)).toContain('Recrutement');
    expect(names(grid)).not.toContain('Commerciaux');
    expect(names(grid)).not.toContain('Utilisateurs');
    expect(names(grid)).not.toContain("Bureau d'étude");
    expect(names(technical)).not.toContain('Recrutement');
    expect(names(technical)).toContain('Métrés');
    expect(admin.some((item) => item.isNew)).toBe(true);
  });

  it('has one entry per screen for every role, so only one lights up (Recrutement or Commerciaux)', async () => {
    for (const role of ['admin', 'technical', 'gridOperator', 'salesman'] as const) {
      const menu = flatten((await currentUser((await login(t.app, role)).accessToken)).menuList);
      const routes = menu.flatMap((item) => (item.route ? [item.route] : []));
      expect(routes, role).toEqual([...new Set(routes)]);
    }
  });

  it('gives the shipped role rules to entries of an older database, keeping roles changed since shipped', async () => {
    const { db } = t.database;
    const roles = async (id: number) =>
      (await db.select().from(menuItems).where(eq(menuItems.id, id)))[0]?.roles;
    // A database seeded by a version before shipped_roles, with that version's rules: Leads open to
    // salespeople, Recrutement lit for administrators too.
    await db
      .update(menuItems)
      .set({ roles: ['admin', 'salesman'], shippedRoles: null })
      .where(eq(menuItems.id, 104));
    await db
      .update(menuItems)
      .set({ roles: ['admin', 'gridOperator'], shippedRoles: null })
      .where(eq(menuItems.id, 105));
    await seedReferenceData(db);
    expect([await roles(104), await roles(105)]).toEqual([['admin'], ['gridOperator']]);

    // An administrator's own choice, made after the entry was shipped, is kept at the next starts.
    await db
      .update(menuItems)
      .set({ roles: ['admin', 'gridOperator'] })
      .where(eq(menuItems.id, 105));
    await seedReferenceData(db);
    await seedReferenceData(db);
    expect(await roles(105)).toEqual(['admin', 'gridOperator']);

    // An entry nobody changed takes the rules a new version ships (here: as if 104 had shipped to salespeople).
    await db
      .update(menuItems)
      .set({ roles: ['salesman'], shippedRoles: ['salesman'] })
      .where(eq(menuItems.id, 104));
    await seedReferenceData(db);
    expect(await roles(104)).toEqual(['admin']);
  });

  it('gives customers and craftsmen no menu', async () => {
    const body = await currentUser((await login(t.app, 'customer')).accessToken);
    expect(body.menuList).toEqual([]);
    expect(body.userFavorite).toEqual([]);
  });
});

describe('PUT /api/user/menuFavorite/{menuId}', () => {
  it('toggles a visible entry and lists it in menuFavorites', async () => {
    const { accessToken } = await login(t.app, 'salesman');
    const toggle = (menuId: number) =>
      t.app.inject({ method: 'PUT', url: `/api/user/menuFavorite/${menuId}`, headers: bearer(accessToken) });
    const added = await toggle(601);
    expect(added.statusCode).toBe(200);
    expect(added.json().menuFavorites).toEqual([
      { id: expect.any(Number), menuId: 601, name: 'Clients', url: 'admin-customer-list' },
    ]);
    expect((await currentUser(accessToken)).menuFavorites).toHaveLength(1);
    expect((await toggle(601)).json().menuFavorites).toEqual([]);
  });

  it('refuses entries of another menu type, hidden entries, groups and unknown ids with 404', async () => {
    const { accessToken } = await login(t.app, 'salesman');
    for (const menuId of [101, 600, 999_999]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/user/menuFavorite/${menuId}`,
        headers: bearer(accessToken),
      });
      expect(response.statusCode, String(menuId)).toBe(404);
      expect(response.json().message).toBe('Entrée de menu introuvable.');
    }
    const grid = await login(t.app, 'technical');
    const hidden = await t.app.inject({
      method: 'PUT',
      url: '/api/user/menuFavorite/105',
      headers: bearer(grid.accessToken),
    });
    expect(hidden.statusCode).toBe(404);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/user/menuFavorite/abc',
      headers: bearer(accessToken),
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('quick-access favourites /api/user/favorite', () => {
  it('adds (accepting params, parameter or parameters), lists, reorders and removes', async () => {
    const { accessToken } = await login(t.app, 'admin');
    const headers = bearer(accessToken);
    const add = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/user/favorite', headers, payload });

    expect(
      (
        await add({
          name: 'admin-summary',
          path: '/v2/admin/summary',
          params: {},
          type: 1,
          title: 'Récapitulatif',
        })
      ).statusCode,
    ).toBe(200);
    await add({
      name: 'admin-prospects-id',
      path: '/v2/admin/prospects/12',
      parameter: { id: 12 },
      type: 1,
      title: 'Prospect Martin',
    });
    const third = await add({
      name: '',
      path: '/v2/admin/customer/3/preconstruction/land',
      parameters: { id: 3 },
      type: 0,
      title: 'Terrain de la famille Lefebvre-Dupont',
    });
    const list = third.json().userFavorite;
    expect(list.map((f: { title: string }) => f.title)).toEqual([
      'Récapitulatif',
      'Prospect Martin',
      'Terrain de la famille Lefebvre-Dupont',
    ]);
    expect(list[1].params).toEqual({ id: 12 });
    expect(list[2].params).toEqual({ id: 3 });
    expect(list[2].type).toBe(0);

    const ids = list.map((f: { id: number }) => f.id);
    const reordered = await t.app.inject({
      method: 'PUT',
      url: '/api/user/favorite/order',
      headers,
      payload: { ids: [ids[2], ids[0], ids[1]] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().userFavorite.map((f: { id: number }) => f.id)).toEqual([ids[2], ids[0], ids[1]]);

    // Persisted: a new session sees the same order.
    const again = await login(t.app, 'admin');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/user/favorite',
      headers: bearer(again.accessToken),
    });
    expect(listed.json().userFavorite.map((f: { id: number }) => f.id)).toEqual([ids[2], ids[0], ids[1]]);

    const removedByPath = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/favorite/${ids[0]}`,
      headers,
    });
    expect(removedByPath.json().userFavorite).toHaveLength(2);
    const removedByBody = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/favorite',
      headers,
      payload: { id: ids[1] },
    });
    expect(removedByBody.json().userFavorite.map((f: { id: number }) => f.id)).toEqual([ids[2]]);
    const removedByQuery = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/favorite?id=${ids[2]}`,
      headers,
    });
    expect(removedByQuery.json(), removedByQuery.body).toMatchObject({ userFavorite: [] });
  });

  it('validates input in French and never touches another user’s favourites', async () => {
    const owner = await login(t.app, 'technical');
    const other = await login(t.app, 'gridOperator');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/favorite',
      headers: bearer(owner.accessToken),
      payload: { name: 'admin', path: '/v2/admin', type: 1, title: 'Tableau de bord' },
    });
    const [favorite] = created.json().userFavorite;

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/user/favorite',
      headers: bearer(owner.accessToken),
      payload: { path: '', type: 3, title: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fields).sort()).toEqual(['path', 'title', 'type']);

    const stolen = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/favorite/${favorite.id}`,
      headers: bearer(other.accessToken),
    });
    expect(stolen.statusCode).toBe(404);
    const foreignOrder = await t.app.inject({
      method: 'PUT',
      url: '/api/user/favorite/order',
      headers: bearer(other.accessToken),
      payload: { ids: [favorite.id] },
    });
    expect(foreignOrder.statusCode).toBe(400);
    const incomplete = await t.app.inject({
      method: 'PUT',
      url: '/api/user/favorite/order',
      headers: bearer(owner.accessToken),
      payload: { ids: [] },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toMatch(/rechargez la page/);
    const missingId = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/favorite',
      headers: bearer(owner.accessToken),
    });
    expect(missingId.statusCode).toBe(400);
  });

  it('caps the list at 50 favourites with a French 409', async () => {
    const { accessToken } = await login(t.app, 'gridOperator');
    for (let i = 0; i < 50; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/favorite',
        headers: bearer(accessToken),
        payload: { name: 'admin', path: `/v2/admin?n=${i}`, type: 1, title: `Favori ${i}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/user/favorite',
      headers: bearer(accessToken),
      payload: { name: 'admin', path: '/v2/admin', type: 1, title: 'Un de trop' },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Vous avez atteint le nombre maximum de favoris (50).');
  });
});
