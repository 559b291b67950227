import type { RouteObject } from 'react-router';
import { expect, test } from 'vitest';
import { ROUTE_PATHS, type RouteHandle } from '../lib/route-names';
import { clientsRoutes } from './clients-router';
import { routes } from './router';

/** Every page of the route table: full path and handle. */
function pages(list: RouteObject[], parent = ''): { path: string; handle: RouteHandle }[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.handle ? [{ path: path || '/', handle: route.handle as RouteHandle }] : [];
    return [...own, ...pages(route.children ?? [], path)];
  });
}

test('each registered route name is a page of the route table, at its registered path', () => {
  const named = pages(routes).filter((page) => page.handle.name);
  const table = Object.fromEntries(named.map((page) => [page.handle.name, page.path]));
  expect(table).toEqual(ROUTE_PATHS);
  expect(named).toHaveLength(Object.keys(ROUTE_PATHS).length);
});

test('every page has a French title and a loader running its guards', () => {
  const all = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...all(r.children ?? [])]);
  for (const route of all(routes).filter((r) => r.handle)) {
    expect((route.handle as RouteHandle).title).toBeTruthy();
    expect(route.loader).toBeTypeOf('function');
  }
});

test('every leaf route renders something (React Router warns of an empty page otherwise, /v2/ included)', () => {
  const leaves = (list: RouteObject[]): RouteObject[] =>
    list.flatMap((r) => (r.children?.length ? leaves(r.children) : [r]));
  for (const route of leaves(routes)) {
    expect(route.Component ?? route.lazy ?? route.element, route.path ?? 'index').toBeTruthy();
  }
});

test('every leaf route of the customer area renders something too (/clients, /clients/logout)', () => {
  const leaves = (list: RouteObject[]): RouteObject[] =>
    list.flatMap((r) => (r.children?.length ? leaves(r.children) : [r]));
  // The catch-all only throws its 404, which the area's error element shows.
  for (const route of leaves(clientsRoutes).filter((r) => r.path !== '*')) {
    expect(route.Component ?? route.lazy ?? route.element, route.path ?? 'index').toBeTruthy();
  }
});

test('login, maintenance, forgotten password and error pages are open to guests; the rest is not', () => {
  const guests = pages(routes)
    .filter((page) => page.handle.guest)
    .map((page) => page.path);
  expect(guests).toEqual(['/login', '/maintenance', '/admin/forgotPassword', '/*']);
});

test('the administrators’ settings declare the admin guard', () => {
  const settings = pages(routes).find((page) => page.handle.name === 'admin-manage-maintenance');
  expect(settings?.handle.guards).toEqual(['admin']);
});
