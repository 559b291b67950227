import { customerPortalEndpoints } from '@batir/shared/contracts/customer-portal';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { customerPortalKeys } from './keys';

/**
 * POST /api/customer/{id}/impersonate (spec 1 §7.2, admin or technical): a one-time address that signs
 * into the customer's own area. `customerId` is the customer's id, not a project id.
 */
export async function impersonateCustomer(customerId: number): Promise<string> {
  const answer = await call(customerPortalEndpoints.impersonate, { params: { id: customerId } });
  return answer.url;
}

/** "Prendre la main": the customer's area opens in a new window (spec 1 §7.2); errors go to the caller. */
export function useImpersonateCustomer() {
  return useMutation({
    mutationKey: customerPortalKeys.impersonate(),
    mutationFn: impersonateCustomer,
    onSuccess: (url) => {
      window.open(url, '_blank');
    },
  });
}
