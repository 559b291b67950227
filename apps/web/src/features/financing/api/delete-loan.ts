import type { TFinancingOkResponse } from '@batir/shared/financing';
import { apiFetch } from '../../../lib/api-client';
import { useFinancingMutation } from './financing-mutation';

/** DELETE /api/project/{project}/financing/loan/{loan}. */
export function useDeleteLoan(projectId: number) {
  return useFinancingMutation(projectId, (loanId: number) =>
    apiFetch<TFinancingOkResponse>(`/api/project/${projectId}/financing/loan/${loanId}`, {
      method: 'DELETE',
    }),
  );
}
