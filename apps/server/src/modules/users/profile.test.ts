import { REFRESH_COOKIE } from '@batir/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, nextIp, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (token: string, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/user/${id}`, headers: bearer(token), payload });

describe('own profile: GET and PUT /api/user/{id}', () => {
  it('reads and edits the name and phone, and writes the audit log', async () => {
    const { accessToken } = await login(t.app, 'salesman');
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/user/3', headers: bearer(accessToken) })
    ).json();
    expect(me.user).toEqual({
      id: 3,
      email: 'commercial@demo.batir.fr',
      surname: 'Sophie',
      name: 'Garnier',
      phone: '0612457890',
      photoUrl: null,
    });

    const response = await put(accessToken, 3, {
      surname: ' Sophie-Anne ',
      name: 'Garnier',
      phone: '06 12 45 78 91',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      error: 0,
      user: {
        id: 3,
        email: 'commercial@demo.batir.fr',
        surname: 'Sophie-Anne',
        name: 'Garnier',
        phone: '06 12 45 78 91',
      },
    });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.profile'));
    expect(audit?.before).toMatchObject({ surname: 'Sophie' });
    expect(audit?.after).toMatchObject({ surname: 'Sophie-Anne' });
  });

  it('refuses to edit someone else, and validates in French', async () => {
    const { accessToken } = await login(t.app, 'technical');
    const other = await put(accessToken, 1, { surname: 'Pirate', name: 'Pirate' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Vous ne pouvez modifier que votre propre profil.');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/1', headers: bearer(accessToken) })).statusCode,
    ).toBe(403);

    const invalid = await put(accessToken, 2, {
      surname: '',
      name: 'Lefèvre',
      phone: 'abc',
      newPassword: 'court',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toMatchObject({
      surname: 'Indiquez votre prénom',
      phone: 'Numéro de téléphone invalide',
      newPassword: 'Le mot de passe doit contenir au moins 8 caractères',
    });
    const noCurrent = await put(accessToken, 2, {
      surname: 'Julien',
      name: 'Lefèvre',
      newPassword: 'Nouveau2026',
    });
    expect(noCurrent.statusCode).toBe(400);
    expect(noCurrent.json().fields).toEqual({ currentPassword: 'Saisissez votre mot de passe actuel' });
    const wrongCurrent = await put(accessToken, 2, {
      surname: 'Julien',
      name: 'Lefèvre',
      currentPassword: 'faux',
      newPassword: 'Nouveau2026',
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().fields).toEqual({ currentPassword: 'Mot de passe actuel incorrect' });
  });

  it('a password change ends every other session and keeps the caller signed in with a new pair', async () => {
    const elsewhere = await login(t.app, 'gridOperator');
    const here = await login(t.app, 'gridOperator');
    const response = await put(here.accessToken, 4, {
      surname: 'Thomas',
      name: 'Rousseau',
      currentPassword: 'Demo1234!',
      newPassword: 'Chantier2026',
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(token.accessToken).toBeTruthy();
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe(token.refreshToken);

    const user = (access: string) =>
      t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(access) });
    expect((await user(elsewhere.accessToken)).statusCode).toBe(401);
    expect((await user(here.accessToken)).statusCode).toBe(401);
    expect((await user(token.accessToken)).statusCode).toBe(200);
    const oldRefresh = await t.app.inject({
      method: 'GET',
      url: `/api/token/refresh?refresh_token=${elsewhere.refreshToken}`,
    });
    expect(oldRefresh.statusCode).toBe(401);

    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'reseau@demo.batir.fr', password },
        remoteAddress: nextIp(),
      });
    expect((await signIn('Demo1234!')).statusCode).toBe(401);
    expect((await signIn('Chantier2026')).statusCode).toBe(200);
  });
});
