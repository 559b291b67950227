import { isRouteAvailable, routeHref } from '../../../lib/route-names';
import { dayKey, startOf } from '../../appointments';
import type { NotificationCategory, NotificationItem } from '../api/notifications';

/** Where opening a notification leads: a screen of this app, or nowhere, with the reason shown to the user. */
export type NotificationTarget = { kind: 'route'; to: string } | { kind: 'unavailable'; reason: string };

const unavailable = (reason: string): NotificationTarget => ({ kind: 'unavailable', reason });

/** A named route with its parameters, when the app has the page and every parameter is known. */
function named(name: string, params: Record<string, number | null> = {}): NotificationTarget {
  if (!isRouteAvailable(name)) return unavailable('Écran bientôt disponible');
  try {
    return { kind: 'route', to: routeHref(name, params) };
  } catch {
    return unavailable('Cette notification ne désigne aucun dossier'); // A record id is missing.
  }
}

/** Adds a query string to a target that is a route. */
function withQuery(target: NotificationTarget, query: Record<string, string>): NotificationTarget {
  return target.kind === 'route'
    ? { kind: 'route', to: `${target.to}?${new URLSearchParams(query)}` }
    : target;
}

/** A project's sheet: the prospect sheet while it is a prospect, else its preconstruction informations. */
function projectSheet(project: { id: number; isProspect: boolean }): NotificationTarget {
  return project.isProspect
    ? named('admin-prospects-id', { id: project.id })
    : named('admin-customer-id-preconstruction-informations', { id: project.id });
}

/**
 * An appointment opens on its day (in the browser's time zone, the agenda's): the project's agenda for a
 * customer, else its owner's agenda, since a prospect has no customer screens.
 */
function appointmentTarget(appointment: NotificationItem['appointment']): NotificationTarget {
  if (!appointment) return unavailable('Ce rendez-vous a été supprimé');
  const date = dayKey(startOf(appointment));
  const agenda =
    appointment.projectId !== null && !appointment.isProspect
      ? named('admin-customer-id-agenda', { id: appointment.projectId })
      : named('admin-account-agenda');
  return withQuery(agenda, { date });
}

/**
 * Spec 1 §2.11. The category's `scType` says which record `scId` names: a project opens its preconstruction
 * informations (its prospect sheet while it is a prospect: an appointment request, an attributed contact),
 * a quotation the quotation, a prospect its sheet. Any other category opens the summary sub-page named after
 * it (`scName`). A `newContact` notification opens the contact attribution dialog of the summary for the
 * contact in its `linkedId`; an appointment opens the agenda on its day.
 */
export function notificationTarget(
  category: NotificationCategory,
  item: NotificationItem,
): NotificationTarget {
  if (category.scName === 'newContact') {
    const summary = named('admin-summary');
    if (summary.kind !== 'route' || item.linkedId === null) return summary;
    return withQuery(summary, { newContact: String(item.linkedId) });
  }
  if (item.type === 'appointment') return appointmentTarget(item.appointment);
  const id = category.scId ?? item.linkedId;
  switch (category.scType) {
    case 'project':
      if (category.project) return projectSheet(category.project);
      // The server names the project of every category it still finds and the reader may open.
      if (category.scId !== null) return unavailable("Ce projet n'existe plus ou ne vous est pas ouvert");
      return named('admin-customer-id-preconstruction-informations', { id });
    case 'quotation':
      return named('admin-quotation-id', { id });
    case 'prospect':
      return named('admin-prospects-id', { id });
    default:
      return named(`admin-summary-${category.scName}`);
  }
}

/** French names of the categories the app sends; an unknown one shows as the server wrote it. */
const CATEGORY_LABELS: Record<string, string> = {
  addendum: 'Avenants',
  announcement: 'Annonces',
  appointment: 'Rendez-vous',
  appointmentRequest: 'Demandes de rendez-vous',
  ass: 'SAV',
  buildingPermit: 'Permis de construire',
  catalog: 'Catalogue',
  craftsman: 'Artisans',
  customer: 'Relation commerciale',
  developement: 'Développement',
  elevationSurvey: 'Relevés',
  financing: 'Financement',
  logisbox: 'Logisbox',
  newContact: 'Nouveaux contacts',
  newCustomer: 'Nouveaux clients',
  prospect: 'Prospects',
  quotation: 'Devis',
  training: 'Formation',
};

/**
 * A group's title: its French name, then the household of its project (« Permis de construire — Camille
 * et Julien Durand »); a project's id means nothing to the user, so a project gone shows the name alone.
 * Other records keep their number.
 */
export function categoryLabel(
  category: Pick<NotificationCategory, 'scName' | 'scId'> &
    Partial<Pick<NotificationCategory, 'scType' | 'project'>>,
): string {
  const label = Object.hasOwn(CATEGORY_LABELS, category.scName)
    ? (CATEGORY_LABELS[category.scName] as string)
    : category.scName;
  if (category.project) return `${label} — ${category.project.customerName}`;
  return category.scId === null || category.scType === 'project' ? label : `${label} n° ${category.scId}`;
}

/** A stable key for a category (its three server keys). */
export function categoryKey(category: Pick<NotificationCategory, 'scType' | 'scName' | 'scId'>): string {
  return `${category.scType}/${category.scName}/${category.scId ?? ''}`;
}

/** Spec 1 §2.11: a collapsed group shows its first (newest) item; an expanded one shows them all. */
export function visibleItems(category: NotificationCategory, expanded: boolean): NotificationItem[] {
  return expanded ? category.children : category.children.slice(0, 1);
}

/** Only a group holding several items expands. */
export function isExpandable(category: NotificationCategory): boolean {
  return category.children.length > 1;
}

export function unreadIds(category: NotificationCategory): number[] {
  return category.children.filter((item) => !item.isRead).map((item) => item.id);
}
