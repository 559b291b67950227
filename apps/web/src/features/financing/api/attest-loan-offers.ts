import type { TFinancingOkResponse } from '@batir/shared/financing';
import { apiFetch } from '../../../lib/api-client';
import { useFinancingMutation } from './financing-mutation';

/** PUT /api/project/{project}/financing/loanOffers {receivedOn: "YYYY-MM-DD"}. */
export function useAttestLoanOffers(projectId: number) {
  return useFinancingMutation(projectId, (receivedOn: string) =>
    apiFetch<TFinancingOkResponse>(`/api/project/${projectId}/financing/loanOffers`, {
      method: 'PUT',
      body: { receivedOn },
    }),
  );
}
