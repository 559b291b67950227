import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationCategory } from '../api/notifications';
import { categoryLabel, isExpandable, notificationTarget, unreadIds, visibleItems } from './categories';

// The screens of most targets are not built yet: a test route table adds them on demand.
const extraRoutes = vi.hoisted(() => ({ paths: {} as Record<string, string> }));
vi.mock('../../../lib/route-names', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../lib/route-names')>();
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
  appointment: null,
  ...overrides,
});
const category = (
  key: Pick<NotificationCategory, 'scType' | 'scName' | 'scId'> &
    Partial<Pick<NotificationCategory, 'project'>>,
  children = [item()],
): NotificationCategory => ({ id: children[0]?.id ?? 0, project: null, ...key, children });
/** A project category as the server lists it: with its household's name. */
const ofProject = (scName: string, id: number, customerName: string, isProspect = false) =>
  category({ scType: 'project', scName, scId: id, project: { id, customerName, isProspect } });

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
    const project = ofProject('financing', 7, 'Famille Dupont');
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

  it('opens an appointment request on the prospect sheet or the customer sheet, as the project stands', () => {
    const prospect = ofProject('appointmentRequest', 12, 'Hélène Lefèvre', true);
    expect(openFirst(prospect)).toEqual({ kind: 'route', to: '/admin/prospects/12' });
    const customer = ofProject('appointmentRequest', 13, 'Famille Dupont', false);
    expect(openFirst(customer)).toEqual({
      kind: 'route',
      to: '/admin/customer/13/preconstruction/informations',
    });
  });

  it('opens an appointment on its day: the project agenda, or the staff agenda (prospect, no project)', () => {
    const at = (appointment: NotificationCategory['children'][number]['appointment']) =>
      openFirst(
        category({ scType: 'project', scName: 'appointment', scId: 12 }, [
          item({ type: 'appointment', linkedId: 40, appointment }),
        ]),
      );
    expect(
      at({ projectId: 12, isProspect: false, fromDate: '2027-06-07T10:30:00.000Z', allDay: false }),
    ).toEqual({ kind: 'route', to: '/admin/customer/12/agenda?date=2027-06-07' });
    expect(at({ projectId: 12, isProspect: false, fromDate: '2027-06-09', allDay: true })).toEqual({
      kind: 'route',
      to: '/admin/customer/12/agenda?date=2027-06-09',
    });
    // A prospect has no customer screens; an appointment without a project only its owner's agenda.
    expect(
      at({ projectId: 12, isProspect: true, fromDate: '2027-06-07T10:30:00.000Z', allDay: false }),
    ).toEqual({
      kind: 'route',
      to: '/admin/account/agenda?date=2027-06-07',
    });
    expect(at({ projectId: null, isProspect: false, fromDate: '2027-06-08', allDay: true })).toEqual({
      kind: 'route',
      to: '/admin/account/agenda?date=2027-06-08',
    });
    expect(at(null)).toEqual({ kind: 'unavailable', reason: 'Ce rendez-vous a été supprimé' });
  });

  it('says why a project that no longer exists, or that the reader may not open, cannot be opened', () => {
    expect(openFirst(category({ scType: 'project', scName: 'buildingPermit', scId: 32 }))).toEqual({
      kind: 'unavailable',
      reason: "Ce projet n'existe plus ou ne vous est pas ouvert",
    });
  });

  it('opens the summary sub-page named after any other category', () => {
    extraRoutes.paths = { 'admin-summary-financing': '/admin/summary/financing' };
    const financing = category({ scType: 'summary', scName: 'financing', scId: null });
    expect(openFirst(financing)).toEqual({
      kind: 'route',
      to: '/admin/summary/financing',
    });
  });

  it('is unavailable while the screen does not exist, or without a record id, and says so', () => {
    const addendum = category({ scType: 'summary', scName: 'addendum', scId: null });
    expect(openFirst(addendum)).toEqual({ kind: 'unavailable', reason: 'Écran bientôt disponible' });
    extraRoutes.paths = { 'admin-quotation-id': '/admin/quotation/:id' };
    const noId = category({ scType: 'quotation', scName: 'quotation', scId: null });
    expect(openFirst(noId)).toEqual({
      kind: 'unavailable',
      reason: 'Cette notification ne désigne aucun dossier',
    });
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

  it('names the category in French, with its household rather than an id', () => {
    expect(categoryLabel(ofProject('buildingPermit', 32, 'Famille Dupont'))).toBe(
      'Permis de construire — Famille Dupont',
    );
    expect(categoryLabel(ofProject('appointmentRequest', 12, 'Hélène Lefèvre', true))).toBe(
      'Demandes de rendez-vous — Hélène Lefèvre',
    );
    expect(categoryLabel(ofProject('appointment', 12, 'Hélène Lefèvre'))).toBe(
      'Rendez-vous — Hélène Lefèvre',
    );
    // Without a project (no longer there, or an appointment without one): the name alone.
    expect(categoryLabel({ scType: 'project', scName: 'buildingPermit', scId: 32, project: null })).toBe(
      'Permis de construire',
    );
    expect(categoryLabel({ scType: 'appointment', scName: 'appointment', scId: null, project: null })).toBe(
      'Rendez-vous',
    );
    expect(categoryLabel({ scName: 'newContact', scId: null })).toBe('Nouveaux contacts');
    expect(categoryLabel({ scType: 'quotation', scName: 'quotation', scId: 12, project: null })).toBe(
      'Devis n° 12',
    );
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
