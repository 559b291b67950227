import { describe, expect, test } from 'vitest';
import { menuEntryTarget, menuFavoriteTarget, userFavoriteTarget } from './menu-target';
import { moveById } from './reorder';

describe('menu targets', () => {
  test('a route the app has is a link to its path', () => {
    expect(menuEntryTarget({ route: 'admin-summary', url: null })).toEqual({
      kind: 'route',
      to: '/admin/summary',
    });
  });

  test('a route the app lacks is unavailable, unless the entry has a plain url', () => {
    expect(menuEntryTarget({ route: 'admin-not-built-yet', url: null })).toEqual({ kind: 'unavailable' });
    expect(menuEntryTarget({ route: null, url: null })).toEqual({ kind: 'unavailable' });
    expect(menuEntryTarget({ route: 'admin-not-built-yet', url: '/admin/manage/house/list' })).toEqual({
      kind: 'url',
      href: '/admin/manage/house/list',
    });
  });

  test('a menu favourite holds a url or a route name', () => {
    expect(menuFavoriteTarget({ url: 'admin-summary' })).toEqual({ kind: 'route', to: '/admin/summary' });
    expect(menuFavoriteTarget({ url: 'admin-not-built-yet' })).toEqual({ kind: 'unavailable' });
    expect(menuFavoriteTarget({ url: '/admin/old' })).toEqual({ kind: 'url', href: '/admin/old' });
  });

  test('a quick-access favourite of type 1 reopens its route, type 0 its plain link', () => {
    const favorite = { name: 'admin-summary', path: '/admin/summary', params: {} };
    expect(userFavoriteTarget({ ...favorite, type: 1 })).toEqual({ kind: 'route', to: '/admin/summary' });
    expect(userFavoriteTarget({ ...favorite, name: 'admin-gone', type: 1 })).toEqual({ kind: 'unavailable' });
    expect(userFavoriteTarget({ ...favorite, path: '/ailleurs', type: 0 })).toEqual({
      kind: 'url',
      href: '/ailleurs',
    });
  });
});

describe('moveById', () => {
  const list = [{ id: 1 }, { id: 2 }, { id: 3 }];
  test('moves an item to the place of another', () => {
    expect(moveById(list, 3, 1).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(moveById(list, 1, 2).map((item) => item.id)).toEqual([2, 1, 3]);
  });
  test('returns the same list when nothing moves', () => {
    expect(moveById(list, 2, 2)).toBe(list);
    expect(moveById(list, 2, 9)).toBe(list);
  });
});
