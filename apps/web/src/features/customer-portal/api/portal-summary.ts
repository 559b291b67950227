import type { TCustomerPortalSummary } from '@batir/shared/customer-portal';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The customer's own area (spec 2 §2.1 "/clients/app"), where customers land after signing in. */
export const CUSTOMER_AREA_PATH = '/clients/app';

export type PortalSummary = TCustomerPortalSummary;

/** GET /api/customer-portal/summary: the signed-in customer, their projects, and who is looking if impersonated. */
export function fetchPortalSummary(signal?: AbortSignal): Promise<PortalSummary> {
  return apiFetch<PortalSummary>('/api/customer-portal/summary', { signal });
}

export const portalSummaryQueryOptions = queryOptions({
  queryKey: ['customer-portal', 'summary'] as const,
  queryFn: ({ signal }) => fetchPortalSummary(signal),
  // Read-only and small: no refetch on every window focus (an impersonation window cannot renew its token).
  staleTime: 5 * 60_000,
  meta: { errorSnackbar: true },
});

/** The summary the page's loader has already fetched. */
export function usePortalSummary() {
  return useSuspenseQuery(portalSummaryQueryOptions);
}
