import type { ZImpersonateResponse } from '@batir/shared/customer-portal';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export type ImpersonateResponse = z.infer<typeof ZImpersonateResponse>;

/**
 * POST /api/customer/{id}/impersonate (spec 1 §7.2, admin or technical): a one-time address that signs
 * into the customer's own area. `customerId` is the customer's id, not a project id.
 */
export async function impersonateCustomer(customerId: number): Promise<string> {
  const answer = await apiFetch<ImpersonateResponse>(`/api/customer/${customerId}/impersonate`, {
    method: 'POST',
  });
  return answer.url;
}

/** "Prendre la main": the customer's area opens in a new window (spec 1 §7.2); errors go to the caller. */
export function useImpersonateCustomer() {
  return useMutation({
    mutationKey: ['customer-portal', 'impersonate'],
    mutationFn: impersonateCustomer,
    onSuccess: (url) => {
      window.open(url, '_blank');
    },
  });
}
