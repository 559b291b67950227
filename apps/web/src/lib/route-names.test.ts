import { expect, test } from 'vitest';
import { fillPath, isRouteAvailable, routeHref } from './route-names';

test('names of existing pages are available, others are not', () => {
  expect(isRouteAvailable('admin-account-profile')).toBe(true);
  expect(isRouteAvailable('admin-prospects-id')).toBe(true);
  expect(isRouteAvailable('admin-meter-id')).toBe(false);
  expect(isRouteAvailable('toString')).toBe(false);
  expect(isRouteAvailable(null)).toBe(false);
  expect(isRouteAvailable('')).toBe(false);
});

test('routeHref gives the path under the router base', () => {
  expect(routeHref('admin-summary')).toBe('/admin/summary');
  expect(routeHref('admin-manage-maintenance')).toBe('/admin/manage/maintenance');
});

test('paths are filled, encoded, without absent optional parameters; missing ones throw', () => {
  const informations = '/admin/customer/:id/preconstruction/informations';
  const file = '/admin/craftsman/:id?/file';
  expect(fillPath(informations, { id: 42 })).toBe('/admin/customer/42/preconstruction/informations');
  expect(fillPath(informations, { id: 'a/b c' })).toBe(
    '/admin/customer/a%2Fb%20c/preconstruction/informations',
  );
  expect(fillPath(file, { id: 3 })).toBe('/admin/craftsman/3/file');
  expect(fillPath(file)).toBe('/admin/craftsman/file');
  expect(fillPath(file, { id: null })).toBe('/admin/craftsman/file');
  expect(() => fillPath(informations)).toThrow(`Paramètre manquant « id » pour ${informations}`);
});
