import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const currentUser = async (role: Parameters<typeof login>[1]) => {
  const { accessToken } = await login(t.app, role);
  const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(accessToken) });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/user', () => {
  it('describes an administrator with every permission and the staff list', async () => {
    const body = await currentUser('admin');
    expect(body.user).toMatchObject({ isAdmin: true, surname: 'Claire', name: 'Moreau', scope: ['admin'] });
    expect(body.acls.roles).toEqual({
      isAdmin: true,
      isTechnical: false,
      isGridOperator: false,
      isCustomer: false,
      isCraftsman: false,
      isSalesman: false,
    });
    expect(body.acls.customer).toEqual({ read: true, write: true, archive: true, impersonate: true });
    expect(body.acls.permit).toEqual({ read: true, write: true, validate: true });
    expect(body.acls.quotation).toEqual({ read: true, write: true, validate: true, archive: true });
    expect(body.userList.length).toBeGreaterThanOrEqual(4);
    expect(body.userList.every((u: { scope: string[] }) => !u.scope.includes('customer'))).toBe(true);
    expect(body.menuFavorites).toEqual([]);
    expect(body.announcementList).toEqual([]);
  });

  it('gives a salesman read/write on customers but no archive or impersonation', async () => {
    const body = await currentUser('salesman');
    expect(body.acls.roles.isSalesman).toBe(true);
    expect(body.acls.customer).toEqual({ read: true, write: true, archive: false, impersonate: false });
    expect(body.acls.permit.validate).toBe(false);
  });

  it('gives customers and craftsmen no staff permission and no staff list', async () => {
    for (const role of ['customer', 'craftsman'] as const) {
      const body = await currentUser(role);
      expect(body.user.isAdmin).toBe(false);
      expect(Object.values(body.acls.customer).some(Boolean)).toBe(false);
      expect(body.userList).toEqual([]);
    }
  });
});
