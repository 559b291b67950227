import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationCategory } from '../api/notifications';
import { categoryLabel, isExpandable, notificationTarget, unreadIds, visibleItems } from './categories';

// The screens of most targets are not built yet: a test route table adds them on demand.
const extraRoutes = vi.hoisted(() => ({ paths: {} as Record<string, string> }));
vi.mock('../../../app/route-names', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../app/route-names')>();
  const pathOf = (name: string) =>
    extraRoutes.paths[name] ??
    (Object.hasOwn(real.ROUTE_PATHS, name) ? real.ROUTE_PATHS[name as never] : null);
  return {
    ...real,
    isRouteAvailable: (name: string | null | undefined) => !!name && pathOf(name) !== null,
    routeHref: (name: string, params?: Record<string, string | number | null>) =>
      real.fillPath(pathOf(name) ?? '', params),
  };
});

let nextId = 1;
const item = (overrides: Partial<NotificationCategory['children'][number]> = {}) => ({
  id: nextId++,
  text: 'Texte',
  creationDate: '2026-03-05T10:00:00.000Z',
  color: null,
  icon: null,
  img: null,
  type: null,
  linkedId: null,
  isRead: false,
  ...overrides,
});
const category = (
  key: Pick<NotificationCategory, 'scType' | 'scName' | 'scId'>,
  children = [item()],
): NotificationCategory => ({ id: children[0]?.id ?? 0, ...key, children });

/** Opening the first (newest) item of a group. */
const openFirst = (group: NotificationCategory) => notificationTarget(group, group.children[0] ?? item());

beforeEach(() => {
  extraRoutes.paths = {};
});

describe('notificationTarget (spec 1 §2.11)', () => {
  it('opens the contact attribution of the summary for a new contact', () => {
    const contact = item({ linkedId: 42 });
    expect(
      notificationTarget(
        category({ scType: 'summary', scName: 'newContact', scId: null }, [contact]),
        contact,
      ),
    ).toEqual({ kind: 'route', to: '/admin/summary?newContact=42' });
  });

  it('opens the project, the quotation or the prospect named by the category', () => {
    extraRoutes.paths = {
      'admin-customer-id-preconstruction-informations': '/admin/customer/:id/preconstruction/informations',
      'admin-quotation-id': '/admin/quotation/:id',
      'admin-prospects-id': '/admin/prospects/:id',
    };
    const project = category({ scType: 'project', scName: 'financing', scId: 7 });
    expect(openFirst(project)).toEqual({
      kind: 'route',
      to: '/admin/customer/7/preconstruction/informations',
    });
    const quotation = category({ scType: 'quotation', scName: 'quotation', scId: 12 });
    expect(openFirst(quotation)).toEqual({
      kind: 'route',
      to: '/admin/quotation/12',
    });
    // Without scId, the item's linked record.
    const linked = item({ linkedId: 5 });
    const prospect = category({ scType: 'prospect', scName: 'prospect', scId: null }, [linked]);
    expect(notificationTarget(prospect, linked)).toEqual({ kind: 'route', to: '/admin/prospects/5' });
  });

  it('opens the summary sub-page named after any other category', () => {
    extraRoutes.paths = { 'admin-summary-financing': '/admin/summary/financing' };
    const financing = category({ scType: 'summary', scName: 'financing', scId: null });
    expect(openFirst(financing)).toEqual({
      kind: 'route',
      to: '/admin/summary/financing',
    });
  });

  it('is unavailable while the screen does not exist, or without a record id', () => {
    const addendum = category({ scType: 'summary', scName: 'addendum', scId: null });
    expect(openFirst(addendum)).toEqual({ kind: 'unavailable' });
    extraRoutes.paths = { 'admin-quotation-id': '/admin/quotation/:id' };
    const noId = category({ scType: 'quotation', scName: 'quotation', scId: null });
    expect(openFirst(noId)).toEqual({ kind: 'unavailable' });
  });
});

describe('groups', () => {
  it('a collapsed group shows its first item; expanded, all of them', () => {
    const items = [item(), item(), item()];
    const group = category({ scType: 'project', scName: 'quotation', scId: 1 }, items);
    expect(visibleItems(group, false)).toEqual(items.slice(0, 1));
    expect(visibleItems(group, true)).toEqual(items);
    expect(isExpandable(group)).toBe(true);
    expect(isExpandable(category({ scType: 'project', scName: 'quotation', scId: 1 }))).toBe(false);
  });

  it('names the category in French, with its record number', () => {
    expect(categoryLabel({ scName: 'buildingPermit', scId: 3 })).toBe('Permis de construire n° 3');
    expect(categoryLabel({ scName: 'newContact', scId: null })).toBe('Nouveaux contacts');
    expect(categoryLabel({ scName: 'inventaire', scId: null })).toBe('inventaire');
    expect(categoryLabel({ scName: 'constructor', scId: null })).toBe('constructor');
  });

  it('lists the unread items of a group', () => {
    const read = item({ isRead: true });
    const unread = item();
    expect(unreadIds(category({ scType: 'a', scName: 'b', scId: null }, [read, unread]))).toEqual([
      unread.id,
    ]);
  });
});
