/**
 * Where each global search result leads and who sees what (spec 1 §2.10, §6). Pure functions: the
 * overlay renders what they answer.
 */
import { isRouteAvailable, routeHref } from '../../../lib/route-names';
import type { CustomerResult, ProspectResult } from '../api/global-search';

/** Route names of the result screens (spec 1 §2.2; meter, craftsman and model follow the same naming). */
export const SEARCH_ROUTES = {
  customerPreconstruction: 'admin-customer-id-preconstruction-informations',
  customerConstruction: 'admin-customer-id-construction-informations',
  customerSheet: 'admin-customer-id',
  prospect: 'admin-prospects-id',
  meter: 'admin-meter-id',
  craftsman: 'admin-craftsman-id',
  model: 'admin-model-id',
} as const;

/** A link to a screen, a disabled "Bientôt disponible" entry, or plain text when there is nothing to open. */
export type ResultTarget = { kind: 'link'; to: string } | { kind: 'soon' } | { kind: 'none' };

/**
 * The screens of the results arrive with later issues. A route not registered yet gives a disabled entry
 * ("Bientôt disponible"), never a link to a 404; once a later issue registers it in lib/route-names.ts, the
 * same result becomes a link with no change here.
 */
export function targetOf(name: string, id: number | null): ResultTarget {
  if (!isRouteAvailable(name)) return { kind: 'soon' };
  if (id === null) return { kind: 'none' };
  return { kind: 'link', to: routeHref(name, { id }) };
}

/**
 * Project step 1 is pre-construction (spec 1 §4); `id` is the project id, the `{id}` of the customer screens.
 * Until the construction screens exist, a project in construction opens the customer sheet.
 */
export function customerTarget(customer: Pick<CustomerResult, 'id' | 'projectStep'>): ResultTarget {
  if (customer.projectStep === 1) return targetOf(SEARCH_ROUTES.customerPreconstruction, customer.id);
  const name = isRouteAvailable(SEARCH_ROUTES.customerConstruction)
    ? SEARCH_ROUTES.customerConstruction
    : SEARCH_ROUTES.customerSheet;
  return targetOf(name, customer.id);
}

export function prospectTarget(prospect: Pick<ProspectResult, 'id'>): ResultTarget {
  return targetOf(SEARCH_ROUTES.prospect, prospect.id);
}

/** Prospects that came from the website are leads (spec 1 §2.10). */
export function prospectLabel(prospect: Pick<ProspectResult, 'name' | 'type'>): string {
  return prospect.type === 'website' ? `${prospect.name} (Lead)` : prospect.name;
}

export function craftsmanTarget(craftsmanId: number): ResultTarget {
  return targetOf(SEARCH_ROUTES.craftsman, craftsmanId);
}

export function modelTarget(modelId: number | null): ResultTarget {
  return targetOf(SEARCH_ROUTES.model, modelId);
}

export function meterTarget(meterId: number | null): ResultTarget {
  return targetOf(SEARCH_ROUTES.meter, meterId);
}
