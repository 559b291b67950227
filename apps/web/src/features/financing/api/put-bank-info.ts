import { financingEndpoints } from '@batir/shared/contracts/financing';
import type { TBankInfoInput } from '@batir/shared/financing';
import { call } from '../../../lib/api-client';
import { useFinancingMutation } from './financing-mutation';

/** PUT /api/project/{project}/financing/bankInfo. */
export function usePutBankInfo(projectId: number) {
  return useFinancingMutation(projectId, (body: TBankInfoInput) =>
    call(financingEndpoints.bankInfo, { params: { project: projectId }, body }),
  );
}
