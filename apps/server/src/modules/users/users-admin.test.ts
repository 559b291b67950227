import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, nextIp, type TestApp } from '../../../test/helpers';
import { auditLog, sinkMessages } from '../../db/schema';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ outboxPollMs: 60_000 });
  adminToken = (await login(t.app, 'admin')).accessToken;
});
afterAll(() => t.close());

const ADMIN_ID = 1;
const SALESMAN_ID = 3;

const account = (overrides: object = {}) => ({
  surname: 'Julien',
  name: 'Lefèvre',
  email: 'Julien.Lefevre@Demo.Batir.fr',
  phone: '06 11 22 33 44',
  roles: ['salesman'],
  managerId: ADMIN_ID,
  postalCodes: ['49', '44000', '49'],
  credit: 1500,
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function create(overrides: object = {}) {
  const response = await call('POST', '/api/user', adminToken, account(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().user;
}

describe('users administration', () => {
  it('creates a salesperson, e-mails the set-password link, and audits it', async () => {
    const user = await create();
    expect(user).toMatchObject({
      email: 'julien.lefevre@demo.batir.fr',
      surname: 'Julien',
      name: 'Lefèvre',
      phone: '06 11 22 33 44',
      roles: ['salesman'],
      isActive: true,
      manager: { id: ADMIN_ID, surname: 'Claire', name: 'Moreau' },
      postalCodes: ['44000', '49'],
      credit: 1500,
      lastLoginAt: null,
    });
    await t.app.outbox.runOnce();
    const [mail] = await t.database.db
      .select()
      .from(sinkMessages)
      .where(eq(sinkMessages.recipient, 'julien.lefevre@demo.batir.fr'));
    const token = mail?.body.match(/forgotPassword\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    // Worded for a new colleague, not for a customer's area.
    expect(mail?.body).toContain('Un compte Bâtir vient de vous être ouvert.');
    expect(mail?.body).not.toContain('espace client');
    // The link lets the new user choose a password and sign in.
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/users/resetPassword',
      payload: { token, password: 'Chantier2027' },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'julien.lefevre@demo.batir.fr', password: 'Chantier2027' },
      remoteAddress: nextIp(),
    });
    expect(signIn.statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.create'), eq(auditLog.entityId, String(user.id))));
    expect(audit?.userId).toBe(ADMIN_ID);
  });

  it('answers 409 for an e-mail already used, whatever its case', async () => {
    const response = await call(
      'POST',
      '/api/user',
      adminToken,
      account({ email: ' COMMERCIAL@demo.batir.fr ' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Un compte utilise déjà cette adresse e-mail.',
      fields: { email: 'Un compte utilise déjà cette adresse e-mail.' },
    });
  });

  it('validates in French (400)', async () => {
    const response = await call(
      'POST',
      '/api/user',
      adminToken,
      account({ surname: ' ', email: 'pas-une-adresse', roles: [], postalCodes: ['4'], credit: -1 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      surname: 'Indiquez le prénom',
      email: 'Adresse e-mail invalide',
      roles: 'Choisissez au moins un rôle',
      'postalCodes.0': 'Code postal invalide : 2 à 5 chiffres',
      credit: 'Le crédit ne peut pas être négatif',
    });
    const customerRole = await call('POST', '/api/user', adminToken, account({ roles: ['customer'] }));
    expect(customerRole.statusCode).toBe(400);
    const unknownManager = await call(
      'POST',
      '/api/user',
      adminToken,
      account({ email: 'x@demo.batir.fr', managerId: 99999 }),
    );
    expect(unknownManager.statusCode).toBe(400);
    expect(unknownManager.json().fields).toEqual({ managerId: 'Ce responsable est introuvable ou archivé.' });
  });

  it('edits roles, manager, postal codes and credit through PUT /api/user/{id}, and audits before/after', async () => {
    const user = await create({ email: 'edition@demo.batir.fr' });
    const response = await call(
      'PUT',
      `/api/user/${user.id}`,
      adminToken,
      account({
        email: 'edition@demo.batir.fr',
        roles: ['salesman', 'gridOperator'],
        managerId: SALESMAN_ID,
        postalCodes: ['85'],
        credit: 0,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      roles: ['salesman', 'gridOperator'],
      manager: { id: SALESMAN_ID, surname: 'Sophie' },
      postalCodes: ['85'],
      credit: 0,
    });
    const read = await call('GET', `/api/user/${user.id}`, adminToken);
    expect(read.json().account.postalCodes).toEqual(['85']);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.update'), eq(auditLog.entityId, String(user.id))));
    expect(audit?.before).toMatchObject({ postalCodes: ['44000', '49'], credit: 1500 });
    expect(audit?.after).toMatchObject({ postalCodes: ['85'], credit: 0 });

    const taken = await call(
      'PUT',
      `/api/user/${user.id}`,
      adminToken,
      account({ email: 'technique@demo.batir.fr' }),
    );
    expect(taken.statusCode).toBe(409);
    const ownManager = await call(
      'PUT',
      `/api/user/${user.id}`,
      adminToken,
      account({ email: 'edition@demo.batir.fr', managerId: user.id }),
    );
    expect(ownManager.json().fields).toEqual({
      managerId: 'Un utilisateur ne peut pas être son propre responsable.',
    });
    const selfDemotion = await call(
      'PUT',
      `/api/user/${ADMIN_ID}`,
      adminToken,
      account({ email: 'admin@demo.batir.fr' }),
    );
    expect(selfDemotion.statusCode).toBe(400);
  });

  it("archiving ends the user's sessions at once: his current token gets 401", async () => {
    const session = await login(t.app, 'gridOperator');
    expect((await call('GET', '/api/user', session.accessToken)).statusCode).toBe(200);
    const gridOperatorId = (await call('GET', '/api/user', session.accessToken)).json().user.id;

    const archived = await call('PUT', `/api/user/${gridOperatorId}/archive`, adminToken, { archive: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().user.isActive).toBe(false);
    expect((await call('GET', '/api/user', session.accessToken)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'GET',
      url: `/api/token/refresh?refresh_token=${session.refreshToken}`,
    });
    expect(refresh.statusCode).toBe(401);

    // Hidden from the list unless archived accounts are asked for.
    const active = await call('GET', '/api/user/list?search=reseau', adminToken);
    expect(active.json().total).toBe(0);
    const all = await call('GET', '/api/user/list?search=reseau&archived=1', adminToken);
    expect(all.json().list.map((u: { id: number }) => u.id)).toEqual([gridOperatorId]);

    const restored = await call('PUT', `/api/user/${gridOperatorId}/archive`, adminToken, { archive: false });
    expect(restored.json().user.isActive).toBe(true);
    expect((await call('PUT', `/api/user/${ADMIN_ID}/archive`, adminToken, {})).statusCode).toBe(400);
  });

  it('lists staff only, searched and paginated in SQL', async () => {
    const page = await call('GET', '/api/user/list?limit=2&page=1', adminToken);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.list).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.list.every((u: { roles: string[] }) => !u.roles.includes('customer'))).toBe(true);
    const second = (await call('GET', '/api/user/list?limit=2&page=2', adminToken)).json();
    expect(second.list[0].id).not.toBe(body.list[0].id);
    const found = (await call('GET', '/api/user/list?search=garnier%20sophie', adminToken)).json();
    expect(found.list.map((u: { email: string }) => u.email)).toEqual(['commercial@demo.batir.fr']);
    const literal = (await call('GET', '/api/user/list?search=%25', adminToken)).json();
    expect(literal.total).toBe(0);
    const bad = await call('GET', '/api/user/list?archived=2', adminToken);
    expect(bad.statusCode).toBe(400);
  });

  it('searches active staff and lists salespeople with their postal codes for staff', async () => {
    const { accessToken } = await login(t.app, 'salesman');
    const search = await call('GET', '/api/user/search/moreau', accessToken);
    expect(search.statusCode).toBe(200);
    expect(search.json().list).toEqual([
      { id: ADMIN_ID, surname: 'Claire', name: 'Moreau', email: 'admin@demo.batir.fr', roles: ['admin'] },
    ]);
    expect((await call('GET', '/api/user/search/client', accessToken)).json().list).toEqual([]);

    const salesmen = await call('GET', '/api/salesman', accessToken);
    expect(salesmen.statusCode).toBe(200);
    const list = salesmen.json().list as { email: string; postalCodes: string[] }[];
    expect(list.map((s) => s.email)).toContain('commercial@demo.batir.fr');
    expect(list.find((s) => s.email === 'julien.lefevre@demo.batir.fr')?.postalCodes).toEqual([
      '44000',
      '49',
    ]);
  });

  it('refuses management to non-admins (403) and staff routes to customers and craftsmen', async () => {
    const { accessToken } = await login(t.app, 'salesman');
    expect((await call('GET', '/api/user/list', accessToken)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/user', accessToken, account({ email: 'z@demo.batir.fr' }))).statusCode,
    ).toBe(403);
    expect((await call('PUT', `/api/user/${ADMIN_ID}/archive`, accessToken, {})).statusCode).toBe(403);
    // A body with roles is an administrator's edit, even on one's own account.
    const selfPromotion = await call(
      'PUT',
      `/api/user/${SALESMAN_ID}`,
      accessToken,
      account({ email: 'commercial@demo.batir.fr', roles: ['admin'] }),
    );
    expect(selfPromotion.statusCode).toBe(403);
    expect((await call('GET', `/api/user/${ADMIN_ID}`, accessToken)).statusCode).toBe(403);
    for (const role of ['customer', 'craftsman'] as const) {
      const token = (await login(t.app, role)).accessToken;
      expect((await call('GET', '/api/salesman', token)).statusCode).toBe(403);
      expect((await call('GET', '/api/user/search/moreau', token)).statusCode).toBe(403);
    }
  });
});
