import type { TBankInfoInput, TFinancingOkResponse } from '@batir/shared/financing';
import { apiFetch } from '../../../lib/api-client';
import { useFinancingMutation } from './financing-mutation';

/** PUT /api/project/{project}/financing/bankInfo. */
export function usePutBankInfo(projectId: number) {
  return useFinancingMutation(projectId, (body: TBankInfoInput) =>
    apiFetch<TFinancingOkResponse>(`/api/project/${projectId}/financing/bankInfo`, { method: 'PUT', body }),
  );
}
