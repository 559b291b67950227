import { isRouteAvailable, routeHref } from '../../../app/route-names';
import type { NotificationCategory, NotificationItem } from '../api/notifications';

/** Where opening a notification leads: a screen of this app, or nowhere yet (its screen is not built). */
export type NotificationTarget = { kind: 'route'; to: string } | { kind: 'unavailable' };

const UNAVAILABLE: NotificationTarget = { kind: 'unavailable' };

/** A named route with its parameters, when the app has the page and every parameter is known. */
function named(name: string, params: Record<string, number | null> = {}): NotificationTarget {
  if (!isRouteAvailable(name)) return UNAVAILABLE;
  try {
    return { kind: 'route', to: routeHref(name, params) };
  } catch {
    return UNAVAILABLE; // A record id is missing.
  }
}

/**
 * Spec 1 §2.11. The category's `scType` says which record `scId` names: a project opens its preconstruction
 * informations, a quotation the quotation, a prospect (a project flagged as prospect) its sheet. Any other
 * category opens the summary sub-page named after it (`scName`). A `newContact` notification opens the
 * contact attribution dialog of the summary for the contact in its `linkedId`.
 */
export function notificationTarget(
  category: NotificationCategory,
  item: NotificationItem,
): NotificationTarget {
  const id = category.scId ?? item.linkedId;
  if (category.scName === 'newContact') {
    const summary = named('admin-summary');
    if (summary.kind !== 'route' || item.linkedId === null) return summary;
    return {
      kind: 'route',
      to: `${summary.to}?${new URLSearchParams({ newContact: String(item.linkedId) })}`,
    };
  }
  switch (category.scType) {
    case 'project':
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

export function categoryLabel(category: Pick<NotificationCategory, 'scName' | 'scId'>): string {
  const label = Object.hasOwn(CATEGORY_LABELS, category.scName)
    ? CATEGORY_LABELS[category.scName]
    : category.scName;
  return category.scId === null ? `${label}` : `${label} n° ${category.scId}`;
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
