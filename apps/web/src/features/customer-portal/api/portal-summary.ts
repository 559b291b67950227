import type { EndpointResponse } from '@batir/shared/contract';
import type { customerPortalEndpoints } from '@batir/shared/contracts/customer-portal';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { contractsOnDemand } from '../../../lib/contracts-on-demand';
import { customerPortalKeys } from './keys';

/** The customer's own area (spec 2 §2.1 "/clients/app"), where customers land after signing in. */
export const CUSTOMER_AREA_PATH = '/clients/app';

export type PortalSummary = EndpointResponse<typeof customerPortalEndpoints.summary>;

/** GET /api/customer-portal/summary: the signed-in customer, their projects, and who is looking if impersonated. */
export const portalSummaryQueryOptions = queryOptions({
  queryKey: customerPortalKeys.summary(),
  queryFn: async ({ signal }) => {
    const { customerPortalEndpoints } = await contractsOnDemand();
    return call(customerPortalEndpoints.summary, {}, { signal });
  },
  // Read-only and small: no refetch on every window focus (an impersonation window cannot renew its token).
  staleTime: 5 * 60_000,
  meta: { errorSnackbar: true },
});

/** The summary the page's loader has already fetched. */
export function usePortalSummary() {
  return useSuspenseQuery(portalSummaryQueryOptions);
}
