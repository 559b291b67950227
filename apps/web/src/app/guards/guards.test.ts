import { COMMON_ERRORS } from '@batir/shared/contract';
import { authEndpoints } from '@batir/shared/contracts/auth';
import { maintenanceEndpoints } from '@batir/shared/contracts/maintenance';
import { usersEndpoints } from '@batir/shared/contracts/users';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CurrentUser } from '../../features/users/api/current-user';
import { clearSession, refreshSession, setSession } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import type { RouteHandle } from '../../lib/route-names';
import { failWith, mockApi, on } from '../../test/api-mock';
import { fakeToken } from '../../test/tokens';
import { DEFAULT_GUARDS, type Guard, guardedLoader, runGuards } from '.';

const request = new Request('http://localhost/v2/admin/page?x=1');

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** Thrown by a guard or the runner: a redirect (Response) or an error response (`data()`). */
async function thrown(
  promise: Promise<unknown>,
): Promise<{ status: number; location?: string | null; data?: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') };
    const { init, data } = error as { init?: { status?: number }; data?: unknown };
    return { status: init?.status ?? 0, data };
  }
  throw new Error('nothing was thrown');
}

function recordingRegistry(names: string[]) {
  const calls: string[] = [];
  const registry: Record<string, Guard> = Object.fromEntries(
    names.map((name) => [name, () => void calls.push(name)] as const),
  );
  return { calls, registry };
}

describe('runGuards', () => {
  test('runs product, authentication and language first, then the route’s own guards', async () => {
    const { calls, registry } = recordingRegistry([...DEFAULT_GUARDS, 'admin', 'other']);
    await runGuards({ title: 'Page', guards: ['other', 'admin'] }, { request, params: {} }, registry);
    expect(calls).toEqual(['product', 'auth', 'language', 'other', 'admin']);
  });

  test('an unknown guard is a 500 error "Unknown middleware {name}", before any guard runs', async () => {
    const { calls, registry } = recordingRegistry([...DEFAULT_GUARDS]);
    const error = await thrown(
      runGuards({ title: 'Page', guards: ['nope'] }, { request, params: {} }, registry),
    );
    expect(error).toEqual({ status: 500, data: 'Unknown middleware nope' });
    expect(calls).toEqual([]);
  });

  test('inherited object keys are not guards', async () => {
    const { registry } = recordingRegistry([...DEFAULT_GUARDS]);
    const error = await thrown(
      runGuards({ title: 'Page', guards: ['toString'] }, { request, params: {} }, registry),
    );
    expect(error.data).toBe('Unknown middleware toString');
  });

  test('a failed validation check gives the 404 page, after the guards', async () => {
    const { calls, registry } = recordingRegistry([...DEFAULT_GUARDS]);
    const handle: RouteHandle = { title: 'Fiche', validate: (params) => /^\d+$/.test(params.id ?? '') };
    const error = await thrown(runGuards(handle, { request, params: { id: 'abc' } }, registry));
    expect(error).toEqual({ status: 404, data: 'This page could not be found' });
    expect(calls).toEqual([...DEFAULT_GUARDS]);
    await expect(runGuards(handle, { request, params: { id: '12' } }, registry)).resolves.toBeUndefined();
  });
});

type Roles = { isAdmin?: boolean; isTechnical?: boolean; isSalesman?: boolean; isCustomer?: boolean };

function currentUser(roles: Roles): CurrentUser {
  return {
    error: 0,
    user: {
      id: 7,
      isAdmin: !!roles.isAdmin,
      surname: 'Anne',
      name: 'Martin',
      email: 'a@b.fr',
      scope: [],
      photoUrl: null,
    },
    acls: {
      roles: {
        isAdmin: !!roles.isAdmin,
        isTechnical: !!roles.isTechnical,
        isGridOperator: false,
        isCustomer: !!roles.isCustomer,
        isCraftsman: false,
        isSalesman: !!roles.isSalesman,
      },
      customer: {},
      permit: {},
      quotation: {},
    },
    userList: [],
    menuType: 'admin',
    menuList: [],
    menuFavorites: [],
    userFavorite: [],
    announcementList: [],
  };
}

/** A server where the signed-in account has `roles` and maintenance is `maintenance`. */
function server(roles: Roles, maintenance = false) {
  return mockApi(
    on(maintenanceEndpoints.get).reply(() => ({
      error: 0,
      maintenance: { enabled: maintenance, message: 'Travaux' },
    })),
    on(usersEndpoints.current).reply(() =>
      maintenance && !roles.isAdmin
        ? failWith(COMMON_ERRORS.MAINTENANCE, { message: 'Travaux' })
        : currentUser(roles),
    ),
    on(authEndpoints.logout).reply(() => ({ error: 0 })),
    on(authEndpoints.refresh).reply(() => failWith(COMMON_ERRORS.SESSION_ENDED)),
  );
}

/** Runs a route loader as the router would for `request`. */
async function load(loader: LoaderFunction): Promise<unknown> {
  return loader({ request, params: {}, context: {} } as LoaderFunctionArgs);
}

const page = (handle: Partial<RouteHandle> = {}) => load(guardedLoader({ title: 'Page', ...handle }));

describe('the app’s guards', () => {
  test('signed-out visitors go to the login page, which brings them back', async () => {
    server({});
    expect(await thrown(page())).toEqual({
      status: 302,
      location: `/login?redirect=${encodeURIComponent('/v2/admin/page?x=1')}`,
    });
  });

  test('guest pages are open to signed-out visitors and set the French locale', async () => {
    server({});
    await expect(page({ guest: true })).resolves.toBeNull();
    expect(document.cookie).toContain('locale=fr');
  });

  test('a staff member reaches a page; the route’s own loader runs after the guards', async () => {
    server({ isSalesman: true });
    setSession(fakeToken('staff'));
    const loader = vi.fn(() => 'data');
    await expect(load(guardedLoader({ title: 'Page' }, loader))).resolves.toBe('data');
    expect(loader).toHaveBeenCalledOnce();
  });

  test('the user that came with the session renewal is used: no GET /api/user', async () => {
    const api = mockApi(
      on(authEndpoints.refresh).reply(() => ({
        error: 0,
        token: fakeToken('staff', 900),
        currentUser: currentUser({ isSalesman: true }),
      })),
      on(maintenanceEndpoints.get).reply(() => ({ error: 0, maintenance: { enabled: false, message: '' } })),
    );
    await refreshSession({ withUser: true });
    await expect(page()).resolves.toBeNull();
    expect(api.calls(usersEndpoints.current)).toEqual([]);
    expect(queryClient.getQueryData(['users', 'current'])).toMatchObject({ user: { id: 7 } });
  });

  test('administrators’ pages give a 403 to everyone else', async () => {
    server({ isSalesman: true });
    setSession(fakeToken('staff'));
    expect(await thrown(page({ guards: ['admin'] }))).toEqual({ status: 403, data: null });
  });

  test('a page naming the policy’s action it needs gives a 403 to those without it', async () => {
    server({ isTechnical: true });
    setSession(fakeToken('technical'));
    expect(await thrown(page({ can: 'contact.handle' }))).toEqual({ status: 403, data: null });
    clearSession();
    queryClient.clear();
    server({ isSalesman: true });
    setSession(fakeToken('salesman'));
    await expect(page({ can: 'contact.handle' })).resolves.toBeNull();
  });

  test('administrators reach them', async () => {
    server({ isAdmin: true });
    setSession(fakeToken('admin'));
    await expect(page({ guards: ['admin'] })).resolves.toBeNull();
  });

  test('during maintenance, non-administrators are sent to the maintenance page', async () => {
    server({ isSalesman: true }, true);
    setSession(fakeToken('staff'));
    expect(await thrown(page())).toEqual({ status: 302, location: '/maintenance' });
  });

  test('…also when their account was loaded before maintenance started', async () => {
    server({ isSalesman: true });
    setSession(fakeToken('staff'));
    await page();
    server({ isSalesman: true }, true);
    expect(await thrown(page())).toEqual({ status: 302, location: '/maintenance' });
  });

  test('during maintenance, administrators keep working', async () => {
    server({ isAdmin: true }, true);
    setSession(fakeToken('admin'));
    await expect(page()).resolves.toBeNull();
  });

  test('customer accounts are sent to their own area by a full page load, still signed in', async () => {
    const api = server({ isCustomer: true });
    setSession(fakeToken('customer'));
    expect(await thrown(page())).toEqual({ status: 302, location: 'http://localhost/clients/app' });
    expect(api.calls(authEndpoints.logout)).toEqual([]);
  });

  test('other non-staff accounts (craftsmen) are signed out and sent to the login page', async () => {
    const api = server({});
    setSession(fakeToken('craftsman'));
    expect(await thrown(page())).toEqual({ status: 302, location: '/login' });
    expect(api.calls(authEndpoints.logout)).toHaveLength(1);
  });
});
